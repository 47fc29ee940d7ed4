// Runs one refresh's work on a worker thread (the default) or on the main thread (the fallback),
// with the same outcome either way. See docs/decisions/0002-catalogue-refresh-off-thread.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BrandEntry } from '#domain/machines/brands';
import type { Product, RowIssue } from '#domain/types';
import { CatalogSourceError } from './errors';
import { buildCatalogIndex, CatalogIndex } from './index';
import { prepareCatalog, type RefreshJob } from './refresh-work';
import { lastGoodPath, writeSavedCatalog } from './snapshot-file';
import type { FromWorker, ToWorker, WorkerPayload } from './worker-messages';
import { Assembler, shareStrings } from './worker-transfer';

export type RefreshOutcome =
  | {
      kind: 'ok';
      rowCount: number;
      products: Product[];
      issues: RowIssue[];
      synonyms: string[][];
      synonymsError?: string;
      machineBrands: BrandEntry[];
      index: CatalogIndex;
      /** Writes last-good.json; the error message, or null when saved. */
      save(loadedAt: string, source: string): Promise<string | null>;
    }
  /** The source could not be read or has no product, or the work threw: keep the last good catalogue. */
  | { kind: 'failed'; rowCount: number; error: unknown };

/** The worker died or could not start (`started`: it had sent something): run the refresh here instead. */
export type WorkerCrash = { kind: 'crashed'; started: boolean; message: string };

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The worker's entry: from TypeScript sources (Vitest, Vite dev, tsx) the .mjs bootstrap that loads
 * catalog-worker.ts through tsx; from the server build, build/server/catalog-worker.js (this module
 * sits in build/server/ or in a chunk under build/server/assets/). Null when there is none.
 */
export function defaultWorkerUrl(): URL | null {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  if (/\.[cm]?tsx?$/.test(here)) {
    const bootstrap = path.join(dir, 'catalog-worker-tsx.mjs');
    return existsSync(bootstrap) ? pathToFileURL(bootstrap) : null;
  }
  for (const candidate of [
    path.join(dir, 'catalog-worker.js'),
    path.join(dir, '..', 'catalog-worker.js'),
    path.resolve('build', 'server', 'catalog-worker.js'),
  ]) {
    if (existsSync(candidate)) return pathToFileURL(candidate);
  }
  return null;
}

/** Today's refresh on the main thread, yielding between its synchronous steps. */
export async function refreshInThread(job: RefreshJob, fetchFn?: typeof fetch): Promise<RefreshOutcome> {
  let rowCount = 0;
  try {
    const prepared = await prepareCatalog(job, { fetch: fetchFn, pause: yieldToEventLoop, onRows: (count) => (rowCount = count) });
    await yieldToEventLoop();
    const index = buildCatalogIndex(prepared.products, { synonyms: prepared.synonyms });
    return {
      kind: 'ok',
      rowCount,
      products: prepared.products,
      issues: prepared.issues,
      synonyms: prepared.synonyms,
      synonymsError: prepared.synonymsError,
      machineBrands: prepared.machineBrands,
      index,
      save: async (loadedAt, source) => {
        try {
          await writeSavedCatalog(lastGoodPath(job.dataDir), {
            source,
            loadedAt,
            rows: prepared.rows,
            sourceIssues: prepared.sourceIssues,
            synonyms: prepared.synonyms,
          });
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      },
    };
  } catch (error) {
    return { kind: 'failed', rowCount, error };
  }
}

type ReadyMessage = Extract<FromWorker, { type: 'ready' }>;

/** The worker's failure as the error the main thread's refresh would have thrown. */
function errorFromWorker(e: Extract<FromWorker, { type: 'failed' }>['error']): Error {
  if (e.source) return new CatalogSourceError(e.message, e.code, e.issues);
  const error = new Error(e.message);
  if (e.stack) error.stack = e.stack;
  return error;
}

/** The outcome of a worker's refresh, once its catalogue arrived whole and its index is wrapped. */
function workerOutcome(value: WorkerPayload, ready: ReadyMessage, index: CatalogIndex, save: (loadedAt: string) => Promise<string | null>): RefreshOutcome {
  return {
    kind: 'ok',
    rowCount: ready.rowCount,
    products: value.products,
    issues: value.issues,
    synonyms: value.synonyms,
    synonymsError: ready.synonymsError,
    machineBrands: value.machineBrands,
    index,
    save,
  };
}

/** The refresh on a new worker thread; the worker ends after saving (or on any failure). */
export function refreshInWorker(url: URL, job: RefreshJob): Promise<RefreshOutcome | WorkerCrash> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(url, { workerData: job });
    } catch (error) {
      resolve({ kind: 'crashed', started: false, message: error instanceof Error ? error.message : String(error) });
      return;
    }
    worker.unref(); // a refresh alone never keeps the process alive
    const send = (message: ToWorker) => worker.postMessage(message);
    let started = false;
    let settled = false; // the refresh outcome was delivered; only 'saved' is awaited after it
    let onSaved: ((error: string | null) => void) | null = null;
    let assembler: Assembler | null = null;
    /** The products' strings seen so far (shareStrings), dropped once the catalogue is whole. */
    let strings = new Map<string, string>();
    let remaining = 0;
    let ready: ReadyMessage | null = null;
    const end = () => void worker.terminate();

    const crashed = (message: string) => {
      if (onSaved) {
        onSaved(`el hilo aparte terminó antes de guardar: ${message}`);
        onSaved = null;
      }
      if (settled) return;
      settled = true;
      resolve({ kind: 'crashed', started, message });
      end();
    };

    const complete = () => {
      const value = assembler!.finish() as WorkerPayload;
      assembler = null;
      strings = new Map();
      let index: CatalogIndex;
      try {
        index = CatalogIndex.fromTransfer(value.index, value.products);
      } catch (error) {
        crashed(error instanceof Error ? error.message : String(error));
        return;
      }
      settled = true;
      const save = (loadedAt: string) =>
        new Promise<string | null>((done) => {
          onSaved = (error) => {
            done(error);
            end();
          };
          send({ type: 'save', loadedAt });
        });
      resolve(workerOutcome(value, ready!, index, save));
    };

    worker.on('message', (message: FromWorker) => {
      started = true;
      switch (message.type) {
        case 'failed':
          settled = true;
          resolve({ kind: 'failed', rowCount: message.rowCount, error: errorFromWorker(message.error) });
          end();
          return;
        case 'ready':
          ready = message;
          assembler = new Assembler(message.skeleton);
          remaining = message.partCount;
          if (remaining === 0) complete();
          else send({ type: 'next' });
          return;
        case 'part':
          if (message.part.kind === 'array' && message.part.path.length === 1 && message.part.path[0] === 'products') shareStrings(message.part.items, strings);
          assembler!.add(message.part);
          if (--remaining === 0) complete();
          else send({ type: 'next' }); // one part in flight: each decode is its own short task
          return;
        case 'saved': {
          const done = onSaved;
          onSaved = null;
          done?.(message.error);
          return;
        }
      }
    });
    worker.on('error', (error) => crashed(error.message));
    worker.on('exit', (code) => crashed(`el hilo aparte terminó (código ${code})`));
  });
}
