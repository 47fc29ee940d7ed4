import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  test: {
    include: ['{domain,server,app,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A throwaway PostgreSQL for the integration tests (server/db, mail, requests).
    globalSetup: ['tests/setup/postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
