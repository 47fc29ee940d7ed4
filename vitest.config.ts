import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,server,app,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
