// The service worker's build step (a Vite plugin, vite.config.ts): after the server build, when
// React Router has written its route manifest into build/client/assets, this lists what the worker
// precaches and bundles app/offline/sw.ts with Workbox's modules into build/client/sw.js.
// docs/decisions/0032-service-worker-workbox.md
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
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

/**
 * The build's scripts and styles, without those only the staff area loads (nobody needs them
 * without signal), plus the offline page (revised by the build's version: its HTML names the
 * build's files), React Router's route table for the pages drawn from the kept catalogue, and the
 * public files above (revised by their content).
 */
export function precacheEntries(clientDir: string): PrecacheEntry[] {
  const assets = path.join(clientDir, 'assets');
  const manifest = readRouterManifest(assets);
  const filesOf = (route: { module: string; imports?: string[]; css?: string[] }) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
  const shop = new Set(filesOf(manifest.entry));
  const staff = new Set<string>();
  for (const route of Object.values(manifest.routes)) for (const file of filesOf(route)) (isStaffRoute(route.id) ? staff : shop).add(file);
  const entries: PrecacheEntry[] = [];
  for (const name of readdirSync(assets).sort()) {
    const url = `/assets/${name}`;
    if (!/\.(js|css|svg)$/.test(name) || (staff.has(url) && !shop.has(url))) continue;
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
        define: { 'process.env.NODE_ENV': '"production"', __PRECACHE_MANIFEST__: JSON.stringify(precacheEntries(clientDir)) },
        legalComments: 'none',
        logLevel: 'warning',
      });
    },
  };
}
