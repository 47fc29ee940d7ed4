// Unused files, exports and dependencies, and dependencies used but not listed: part of
// `npm run lint`. Knip's own plugins find most entry points (React Router's app/routes.ts and every
// route module it names, app/root.tsx and the entry files; Vite, Vitest and Playwright configs and
// their tests and setup files; ESLint and Prettier; the files package.json's scripts run, such as
// server.js). Listed here: what is started another way.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Run by hand (`npx tsx scripts/...`, `npx tsx bench/...`, named in their headers, the docs and bench/README.md).
    'scripts/*.ts',
    'bench/*.ts',
    // The catalogue refresh's worker thread, started by path (server/catalog/refresh-runner.ts; the build emits it, vite.config.ts).
    'server/catalog/catalog-worker.ts',
    'server/catalog/catalog-worker-tsx.mjs',
    // The photo decoder's child process, started by path (server/photos/decoder.ts; the build emits it, vite.config.ts).
    'server/photos/decoder-child.ts',
    'server/photos/decoder-child-tsx.mjs',
    // The service worker, bundled by path at the end of the build (scripts/service-worker-build.ts).
    'app/offline/sw.ts',
  ],
  // Debian's packages, run by the tests (tests/setup/postgres.ts, tests/support/tls-cert.ts) and a bench.
  ignoreBinaries: ['openssl', 'pg_config'],
};

export default config;
