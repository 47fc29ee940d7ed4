import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import path from 'node:path';

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
        this.error(`${path.relative(process.cwd(), file)} is server code and must not reach the browser bundle. Move what the component needs to domain/ or app/, or use it only in a loader/action.`);
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
        },
      },
  plugins: [tailwindcss(), reactRouter(), serverCodeStaysOnServer(), catalogWorkerEntry()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
}));
