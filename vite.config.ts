import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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
 * The catalogue refresh runs on a worker thread, which needs a file of its own: the server build
 * emits it as build/server/catalog-worker.js (a fixed name: React Router names every entry
 * index*.js), found at run time by server/catalog/refresh-runner.ts.
 */
function catalogWorkerEntry(): Plugin {
  return {
    name: 'catalog-worker-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: path.resolve(import.meta.dirname, 'server/catalog/catalog-worker.ts'), fileName: 'catalog-worker.js' });
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

/** The modules of the layout every page shows (app/root.tsx and what it imports without lazy()). */
const SHELL_MODULES =
  /[\\/](app[\\/](hooks[\\/]use-suggestions\.ts|cart[\\/]cart-context\.tsx|lib[\\/](shop|nonce|messaging)\.tsx?|components[\\/](layout[\\/][^\\/]+|search[\\/](search-box|search-url|suggestions)\.tsx?|ui[\\/]toaster\.tsx|cart[\\/]cart-drawer\.tsx|whatsapp-button\.tsx|messaging-link\.tsx|icons\.tsx|ads-tag\.tsx))|domain[\\/](cart|copy|media|messaging|price|text|categories|filters|search|ui)\.ts)$/;

/**
 * Small modules most public pages share (meta tags, structured data, the card's picture, badge,
 * link and shell, the search notice's rules, the catalogue error, the forms' idempotency key and hints):
 * 0.1–0.9 KB each, one chunk instead of six to eight requests, each ~340 bytes of response headers.
 */
const PAGE_MODULES =
  /[\\/](app[\\/](lib[\\/](meta|structured-data|product-card|idempotency|card-markup|client-navigation)\.tsx?|components[\\/](catalog-error|product[\\/](badges|product-image|card-shell)|static-section)\.tsx)|domain[\\/](slug|search-plan|form-hints)\.ts)$/;

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
            advancedChunks: {
              groups: [
                { name: 'shell', test: SHELL_MODULES },
                { name: 'page', test: PAGE_MODULES },
              ],
            },
          },
        },
      },
  plugins: [tailwindcss(), reactRouter(), serverCodeStaysOnServer(), catalogWorkerEntry(), precompressAssets()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
}));
