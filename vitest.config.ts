import { defineConfig } from 'vitest/config';

// Two projects: the pure domain/ tests need nothing but Node and run in seconds
// (`npm run test:domain`); everything else shares a throwaway PostgreSQL started once by
// tests/setup/postgres.ts. `npm run test:unit` runs both.
export default defineConfig({
  test: {
    environment: 'node',
    // Most integration files wait on PostgreSQL, PGlite, SMTP or a child process rather than compute:
    // two at a time on a 2-core machine (Vitest's default there is one, cores - 1).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['domain/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{server,app,scripts,bench,deploy}/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/setup/postgres.ts'],
        },
      },
    ],
  },
});
