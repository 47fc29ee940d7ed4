// Runs the photo decoder from its TypeScript source (Vitest, `npm run dev`, tsx scripts) through
// tsx's loader. The production build runs build/server/photo-decoder.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./decoder-child.ts', import.meta.url);
