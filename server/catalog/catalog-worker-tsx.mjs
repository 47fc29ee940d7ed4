// Runs the refresh worker from its TypeScript source (Vitest, `npm run dev`, tsx scripts) through
// tsx's loader. The production build runs build/server/catalog-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./catalog-worker.ts', import.meta.url);
