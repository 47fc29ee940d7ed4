// The service worker's build step (a Vite plugin, vite.config.ts): after the server build, when
// React Router has written its route manifest into build/client/assets, this lists what the worker
// precaches and bundles app/offline/sw.ts with Workbox's modules into build/client/sw.js.
// docs/decisions/0032-service-worker-workbox.md
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { init as initLexer, parse as parseImports } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { routeTableAddress } from '../app/offline/sw-rules';

interface RouteEntry {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface RouterManifest {
  version: string;
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, RouteEntry>;
}
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The shop's own files an installed app and the offline page need (besides the build's assets). */
const PUBLIC_FILES = ['/manifest.webmanifest', '/iconos/icono-192.png', '/logo.svg', '/favicon.svg'];
const OFFLINE_PAGE = '/sin-senal';

const isStaffRoute = (id: string) => id.startsWith('routes/admin/') || id.startsWith('admin');

function readRouterManifest(assets: string): RouterManifest {
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouterManifest;
}

/** The build's scripts a script imports statically ('./x.js' beside it), read with es-module-lexer. */
function staticImports(assets: string, name: string): string[] {
  const [imports] = parseImports(readFileSync(path.join(assets, name), 'utf8'));
  // d === -1: a static import; dynamic ones (-2 and up) load only when that code asks.
  return imports.filter((i) => i.d === -1 && i.n?.startsWith('./')).map((i) => `/assets/${path.posix.basename(i.n!)}`);
}

/**
 * Every script the shop's scripts need when they run: the route manifest's lists and the chunks no
 * staff route loads (the code shop pages import on demand: the picker, the pages drawn from the
 * kept catalogue), with everything they import statically. A chunk a staff page shares with them
 * ('clean-text') is one of these: without it the code that imports it cannot run offline.
 */
function shopClosure(assets: string, shop: ReadonlySet<string>, staff: ReadonlySet<string>): Set<string> {
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const pending = scripts.map((name) => `/assets/${name}`).filter((url) => shop.has(url) || !staff.has(url));
  const needed = new Set(pending);
  while (pending.length > 0) {
    const url = pending.pop()!;
    const name = path.posix.basename(url);
    if (!scripts.includes(name)) continue;
    for (const next of staticImports(assets, name)) {
      if (needed.has(next)) continue;
      needed.add(next);
      pending.push(next);
    }
  }
  return needed;
}

/**
 * The build's scripts and styles, without those only the staff area loads (nobody needs them
 * without signal), plus the offline page (revised by the build's version: its HTML names the
 * build's files), React Router's route table for the pages drawn from the kept catalogue, and the
 * public files above (revised by their content).
 */
export async function precacheEntries(clientDir: string): Promise<PrecacheEntry[]> {
  await initLexer;
  const assets = path.join(clientDir, 'assets');
  const manifest = readRouterManifest(assets);
  const filesOf = (route: { module: string; imports?: string[]; css?: string[] }) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
  const shop = new Set(filesOf(manifest.entry));
  const staff = new Set<string>();
  for (const route of Object.values(manifest.routes)) for (const file of filesOf(route)) (isStaffRoute(route.id) ? staff : shop).add(file);
  const needed = shopClosure(assets, shop, staff);
  const entries: PrecacheEntry[] = [];
  for (const name of readdirSync(assets).sort()) {
    const url = `/assets/${name}`;
    if (!/\.(js|css|svg)$/.test(name) || (staff.has(url) && !shop.has(url) && !needed.has(url))) continue;
    entries.push({ url, revision: null });
  }
  for (const url of PUBLIC_FILES) {
    const file = path.join(clientDir, url);
    if (existsSync(file)) entries.push({ url, revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) });
  }
  entries.push({ url: OFFLINE_PAGE, revision: manifest.version });
  // The route table the pages drawn from the kept catalogue need; its address names the version.
  entries.push({ url: routeTableAddress(manifest.version), revision: null });
  return entries;
}

export function serviceWorkerBuild(): Plugin {
  let root = '';
  return {
    name: 'service-worker-build',
    apply: 'build',
    // The server build runs after the browser's: the route manifest exists by then.
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configResolved(config) {
      root = config.root;
    },
    async closeBundle() {
      const clientDir = path.resolve(root, 'build/client');
      if (!existsSync(path.join(clientDir, 'assets'))) return;
      await esbuild({
        entryPoints: [path.resolve(root, 'app/offline/sw.ts')],
        outfile: path.join(clientDir, 'sw.js'),
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        // Workbox logs its routing in development builds only.
        define: { 'process.env.NODE_ENV': '"production"', __PRECACHE_MANIFEST__: JSON.stringify(await precacheEntries(clientDir)) },
        legalComments: 'none',
        logLevel: 'warning',
      });
    },
  };
}
