// Messages between the store (main thread) and the refresh worker (catalog-worker.ts).
//   worker -> main: 'ready' (skeleton + part count) or 'failed'
//   main -> worker: 'next' for each part (one at a time, so each decode is a short task)
//   worker -> main: 'part'
//   main -> worker: 'save' once the catalogue is swapped in; worker -> main: 'saved'
import type { BrandEntry } from '#domain/machines/brands';
import type { Product, RowIssue } from '#domain/types';
import type { CatalogSourceErrorCode } from './errors';
import type { CatalogIndexTransfer } from './index';
import type { Part } from './worker-transfer';

export interface WorkerPayload {
  products: Product[];
  issues: RowIssue[];
  synonyms: string[][];
  machineBrands: BrandEntry[];
  index: CatalogIndexTransfer;
}

type WorkerError = { source: true; message: string; code: CatalogSourceErrorCode; issues: RowIssue[] } | { source: false; message: string; stack?: string };

export type FromWorker =
  | { type: 'ready'; rowCount: number; synonymsError?: string; skeleton: unknown; partCount: number }
  | { type: 'failed'; rowCount: number; error: WorkerError }
  | { type: 'part'; part: Part }
  | { type: 'saved'; error: string | null };

export type ToWorker = { type: 'next' } | { type: 'save'; loadedAt: string };
