// Prints the brotli-11 size of the JavaScript each shop page loads before the first interaction:
// the client entry, the root, the shop layout and the page's route module with every static import
// React Router's manifest lists for them. Dynamic imports load later, so they are not counted.
// Run after `npm run build`: `npx tsx scripts/js-budget.ts [build/client] [--check]`; with
// `--check` (run by `npm test` after the build) it exits 1 when a page is over the budget, or over
// its own recorded ceiling in js-budget.allowance.json where it is not yet within the budget: those
// ceilings may only come down, so no page grows while the goal is still unmet (decision 0055).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

type Entry = { module: string; imports?: string[]; parentId?: string };
export type Manifest = { entry: Entry; routes: Record<string, Entry> };

const shopPages: Record<string, string> = {
  '/': 'routes/home',
  '/repuestos': 'catalog-repuestos',
  'product page': 'routes/product',
  '/buscar?q=filtro': 'routes/search',
  '/presupuesto': 'routes/quote',
  '/contacto': 'routes/contact',
  '/maquinas': 'routes/machines',
};

/** JavaScript before the first interaction, brotli 11, on any shop page. */
export const BUDGET_BYTES = 120 * 1024;

export function readManifest(clientDir: string): Manifest {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no manifest-*.js in ${assets}: run npm run build first`);
  const text = readFileSync(join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

/** The entry, the route and its parents up to the root, each with its static imports, once each. */
export function modulesOf(manifest: Manifest, routeId: string): string[] {
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
  const file = join(clientDir, modulePath);
  let size = sizeCache.get(file);
  if (size === undefined) {
    size = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    sizeCache.set(file, size);
  }
  return size;
}

export type PageWeight = { page: string; total: number; modules: Array<{ path: string; bytes: number }> };

export function measurePage(clientDir: string, manifest: Manifest, page: string, routeId: string): PageWeight {
  const modules = modulesOf(manifest, routeId).map((path) => ({ path, bytes: brotliSize(clientDir, path) }));
  modules.sort((a, b) => b.bytes - a.bytes);
  return { page, total: modules.reduce((sum, m) => sum + m.bytes, 0), modules };
}

/** The pages whose JavaScript before interaction is over `budget` bytes, or over their own ceiling
 * where one is recorded (equal is within). */
export function pagesOverBudget(weights: readonly PageWeight[], budget = BUDGET_BYTES, ceilings: Readonly<Record<string, number>> = {}): PageWeight[] {
  return weights.filter((w) => w.total > Math.max(budget, ceilings[w.page] ?? 0));
}

/** Bytes each page over the budget may still load, recorded when the check came in. */
function readCeilings(): Record<string, number> {
  const file = new URL('./js-budget.allowance.json', import.meta.url);
  const kbs = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  return Object.fromEntries(Object.entries(kbs).map(([page, kbValue]) => [page, Math.round(kbValue * 1024)]));
}

export function measureShop(clientDir: string): PageWeight[] {
  const manifest = readManifest(clientDir);
  return Object.entries(shopPages).map(([page, routeId]) => measurePage(clientDir, manifest, page, routeId));
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const clientDir = args.find((a) => !a.startsWith('--')) ?? 'build/client';
  const weights = measureShop(clientDir);
  for (const { page, total, modules } of weights) {
    const biggest = modules
      .slice(0, 5)
      .map((m) => `${m.path.replace('/assets/', '')} ${kb(m.bytes)}`)
      .join(', ');
    console.log(`${page.padEnd(18)} ${kb(total).padStart(6)} KB  (${biggest})`);
  }
  console.log(`(brotli 11 of each file, KB = 1024 bytes; budget ${kb(BUDGET_BYTES)} KB a page)`);
  const ceilings = readCeilings();
  const unmet = weights.filter((w) => w.total > BUDGET_BYTES).map((w) => `${w.page} (${kb(w.total)} KB, ceiling ${kb(ceilings[w.page] ?? BUDGET_BYTES)})`);
  if (unmet.length > 0) console.log(`over the ${kb(BUDGET_BYTES)} KB goal: ${unmet.join(', ')}`);
  const over = pagesOverBudget(weights, BUDGET_BYTES, ceilings);
  if (check && over.length > 0) {
    console.error(
      `JavaScript before interaction over ${kb(BUDGET_BYTES)} KB (or the page's ceiling in scripts/js-budget.allowance.json) on ${over.map((w) => `${w.page} (${kb(w.total)} KB)`).join(', ')}: ` +
        'load what the first screen does not need with import() or lazy() (docs/decisions/0055-what-loads-before-interaction.md).',
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
