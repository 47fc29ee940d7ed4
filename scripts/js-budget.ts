// Prints the brotli-11 size of the JavaScript each shop page loads before the first interaction:
// the client entry, the root, the shop layout and the page's route module with every static import
// React Router's manifest lists for them. Dynamic imports load later, so they are not counted.
// Run after `npm run build`: `npx tsx scripts/js-budget.ts`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

type Entry = { module: string; imports?: string[]; parentId?: string };
type Manifest = { entry: Entry; routes: Record<string, Entry> };

const shopPages: Record<string, string> = {
  '/': 'routes/home',
  '/repuestos': 'catalog-repuestos',
  'product page': 'routes/product',
  '/buscar?q=filtro': 'routes/search',
  '/presupuesto': 'routes/quote',
  '/contacto': 'routes/contact',
  '/maquinas': 'routes/machines',
};

const budgetBytes = 120 * 1024;

function readManifest(clientDir: string): Manifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest-*.js in ${assets}: run npm run build first`);
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

function modulesOf(manifest: Manifest, routeId: string): string[] {
  const chain: Entry[] = [manifest.entry];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.push(route);
  }
  return [...new Set(chain.flatMap((e) => [e.module, ...(e.imports ?? [])]))];
}

const sizeCache = new Map<string, number>();
function brotliSize(clientDir: string, modulePath: string): number {
  let size = sizeCache.get(modulePath);
  if (size === undefined) {
    const source = readFileSync(join(clientDir, modulePath));
    size = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    sizeCache.set(modulePath, size);
  }
  return size;
}

function measurePage(clientDir: string, manifest: Manifest, routeId: string) {
  const modules = modulesOf(manifest, routeId).map((path) => ({
    path,
    bytes: brotliSize(clientDir, path),
  }));
  modules.sort((a, b) => b.bytes - a.bytes);
  return { total: modules.reduce((sum, m) => sum + m.bytes, 0), modules };
}

function main() {
  const clientDir = process.argv[2] ?? 'build/client';
  const manifest = readManifest(clientDir);
  let over = false;
  for (const [page, routeId] of Object.entries(shopPages)) {
    const { total, modules } = measurePage(clientDir, manifest, routeId);
    over ||= total > budgetBytes;
    const biggest = modules
      .slice(0, 5)
      .map((m) => `${m.path.replace('/assets/', '')} ${(m.bytes / 1024).toFixed(1)}`)
      .join(', ');
    console.log(`${page.padEnd(18)} ${(total / 1024).toFixed(1).padStart(6)} KB  (${biggest})`);
  }
  if (over) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main();
