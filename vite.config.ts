import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { serviceWorkerBuild } from './scripts/service-worker-build';

const serverDir = path.resolve(import.meta.dirname, 'server') + path.sep;

/**
 * server/ holds I/O, secrets and database code: it may reach the browser bundle only by mistake
 * (a component importing a value from a server module). The build stops when that happens.
 * Loaders and actions are removed from the browser build before imports are resolved, so their
 * imports never trigger this.
 */
function serverCodeStaysOnServer(): Plugin {
  return {
    name: 'server-code-stays-on-server',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      const file = id.split('?')[0]!;
      if (file.startsWith(serverDir)) {
        this.error(
          `${path.relative(process.cwd(), file)} is server code and must not reach the browser bundle. Move what the component needs to domain/ or app/, or use it only in a loader/action.`,
        );
      }
      return null;
    },
  };
}

/**
 * The catalogue refresh runs on a worker thread and photos are decoded in a child process, each
 * needing a file of its own: the server build emits them as build/server/catalog-worker.js and
 * build/server/photo-decoder.js (fixed names: React Router names every entry index*.js), found at
 * run time by server/catalog/refresh-runner.ts and server/photos/decoder.ts.
 */
function catalogWorkerEntry(): Plugin {
  return {
    name: 'catalog-worker-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(import.meta.dirname, 'server/catalog/catalog-worker.ts'), fileName: 'catalog-worker.js' });
      this.emitFile({ type: 'chunk', id: path.resolve(import.meta.dirname, 'server/photos/decoder-child.ts'), fileName: 'photo-decoder.js' });
    },
  };
}

/**
 * Hashed browser assets are compressed once, at build time, at the highest settings (brotli 11,
 * gzip 9), next to each file as .br and .gz: server.js sends those copies. Compressing on the fly
 * (the compression middleware, brotli 4) made React's own chunk 66 KB instead of 57 KB. Run after
 * each environment's build: React Router writes its route manifest into the client assets last.
 */
function precompressAssets(): Plugin {
  let root = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    closeBundle() {
      const assets = path.resolve(root, 'build/client/assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        if (existsSync(`${file}.br`) && existsSync(`${file}.gz`)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const appDir = path.resolve(import.meta.dirname, 'app') + path.sep;
const domainDir = path.resolve(import.meta.dirname, 'domain') + path.sep;
const routesDir = path.join(appDir, 'routes');

/** The shop's own code (app/ and domain/): not a package, not a virtual module. */
const isOwn = (id: string) => (id.startsWith(appDir) || id.startsWith(domainDir)) && !id.includes('?');

/** Own modules that `from` reaches through static imports (lazy() and import() are not followed). */
function staticallyReached(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    for (const next of graph.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (isOwn(next) && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** 'shell', 'list', or the routes that share a module (joined by '+'). */
type OwnChunk = string;

/**
 * Which chunk each of the shop's own modules goes to, derived from the folders and the imports
 * instead of a hand-kept list, so a new file lands in the right chunk without editing this file
 * (decisions 0022 and 0055):
 *  - 'shell': what app/root.tsx and the shop's layout (app/routes/shop-layout.tsx) import
 *    statically: every page loads it anyway, as one chunk instead of about fifteen small ones;
 *    and the modules at least half of the public routes (the modules of app/routes/ that reach any,
 *    not app/routes/admin/) import (meta tags, structured data, dates, slugs, the net price):
 *    nearly every page needs them, and in the shell they compress with it (0.7 KB less than as a
 *    chunk of their own);
 *  - 'list': modules shared by at least LIST_SHARE routes, all of which draw product cards (they
 *    reach CARD_SHELL): the card grid, paging, the search notice. A page without cards (a form,
 *    /maquinas, the product page) no longer loads them for the one module it shares with them.
 * Other modules two or more routes share go to one chunk per set of routes (named after them), as
 * Rolldown would do by itself; named here so that a 'list' module's imports do not follow it into
 * 'list' (a group takes its modules' imports along) and bring the list to the product page for
 * its badge. The staff area's stay in theirs. Computed once per build, on the first module
 * Rolldown asks about.
 */
const LIST_SHARE = 3;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const CARD_SHELL = path.join(appDir, 'components/product/card-shell.tsx');

function ownChunks(graph: ModuleGraph): Map<string, OwnChunk> {
  const chunks = new Map<string, OwnChunk>();
  for (const layout of [path.join(appDir, 'root.tsx'), path.join(routesDir, 'shop-layout.tsx')]) {
    for (const module of staticallyReached(graph, layout)) chunks.set(module, 'shell');
  }
  const routesOf = new Map<string, string[]>();
  const cardRoutes = new Set<string>();
  let routeCount = 0;
  for (const entry of readdirSync(routesDir, { withFileTypes: true })) {
    const route = path.join(routesDir, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || !graph.getModuleInfo(route)) continue;
    const reached = staticallyReached(graph, route);
    // A resource route (api.*) reaches nothing in the browser: its loader is removed there.
    if (reached.size === 0) continue;
    routeCount += 1;
    if (reached.has(CARD_SHELL)) cardRoutes.add(route);
    for (const module of reached) if (!chunks.has(module)) routesOf.set(module, [...(routesOf.get(module) ?? []), route]);
  }
  for (const [module, routes] of routesOf) {
    if (routes.length * 2 >= routeCount) chunks.set(module, 'shell');
    else if (routes.length >= LIST_SHARE && routes.every((route) => cardRoutes.has(route))) chunks.set(module, 'list');
    else if (routes.length >= 2) chunks.set(module, routes.map((route) => path.basename(route).replace(/\.tsx?$/, '')).join('+'));
  }
  return chunks;
}

function chunkMembership() {
  let chunks: Map<string, OwnChunk> | undefined;
  return (id: string, graph: ModuleGraph) => {
    chunks ??= ownChunks(graph);
    return chunks.get(id);
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server build's entry is our Express app, which imports the React Router build.
      { rollupOptions: { input: './server/app.ts' } }
    : {
        rolldownOptions: {
          // domain/ modules build their zod schemas at the top level, next to plain constants a
          // page needs (a hint text, a link label). Building a schema has no effect beyond the
          // object it returns, so a page that uses none of them must not carry zod (about 25 KB
          // gzip): only the contact form's code, loaded when it is used, does.
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // Every page loads the layout (header, search box, cart, toasts' stand-in, footer) and
            // the domain rules it uses: one chunk instead of about fifteen small ones, each of which
            // cost a request and its headers. Code loaded on demand stays in its own chunks.
            advancedChunks: (() => {
              const chunkOf = chunkMembership();
              return {
                groups: [
                  // React, React DOM and React Router (91 KB brotli, the floor of every page) in one
                  // chunk of their own: it changes only when they are upgraded, so a deploy of the
                  // shop's code leaves it in the browser's and the service worker's caches.
                  { name: (id: string) => (FRAMEWORK.test(id) ? 'framework' : null) },
                  { name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === 'shell' ? 'shell' : null) },
                  {
                    name: (id: string, graph: ModuleGraph) => {
                      const chunk = chunkOf(id, graph);
                      return chunk?.includes('+') ? chunk : null;
                    },
                  },
                  { name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === 'list' ? 'list' : null) },
                ],
              };
            })(),
          },
        },
      },
  plugins: [tailwindcss(), reactRouter(), serverCodeStaysOnServer(), catalogWorkerEntry(), precompressAssets(), serviceWorkerBuild()],
}));
