// The refresh worker: reads the source, builds products and the index off the main thread, sends
// them in short parts (worker-transfer.ts), then writes last-good.json when the main thread has
// swapped the catalogue in. One worker per refresh: it exits (is terminated) afterwards, so the
// rows and its heap never outlive the refresh. Messages: see worker-messages.ts.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { CatalogSourceError } from './errors';
import { buildCatalogIndex } from './index';
import { prepareCatalog, type RefreshJob } from './refresh-work';
import { writeSavedCatalog, lastGoodPath } from './snapshot-file';
import type { FromWorker, ToWorker, WorkerPayload } from './worker-messages';
import { splitForTransfer } from './worker-transfer';

// On Linux the nice value is per thread (pid 0 = this thread): when the cores are busy, the thread
// that answers visitors goes first and the refresh takes longer. Elsewhere this may renice the
// whole process or fail; the refresh works the same either way.
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // not allowed here: run at normal priority
  }
}

const port = parentPort!;
const job = workerData as RefreshJob;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let rowCount = 0;
try {
  const prepared = await prepareCatalog(job, { onRows: (count) => (rowCount = count) });
  const index = buildCatalogIndex(prepared.products, { synonyms: prepared.synonyms });
  const payload: WorkerPayload = {
    products: prepared.products,
    issues: prepared.issues,
    synonyms: prepared.synonyms,
    machineBrands: prepared.machineBrands,
    index: index.toTransfer(),
  };
  const { skeleton, transfer, parts } = splitForTransfer(payload);
  let next = 0;
  port.on('message', (message: ToWorker) => {
    if (message.type === 'next') {
      const part = parts[next];
      parts[next++] = undefined!; // sent: let it go
      send({ type: 'part', part });
    } else if (message.type === 'save') {
      writeSavedCatalog(lastGoodPath(job.dataDir), {
        source: job.label,
        loadedAt: message.loadedAt,
        rows: prepared.rows,
        sourceIssues: prepared.sourceIssues,
        synonyms: prepared.synonyms,
      }).then(
        () => send({ type: 'saved', error: null }),
        (error: unknown) => send({ type: 'saved', error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });
  send({ type: 'ready', rowCount, synonymsError: prepared.synonymsError, skeleton, partCount: parts.length }, transfer);
} catch (error) {
  send({
    type: 'failed',
    rowCount,
    error:
      error instanceof CatalogSourceError
        ? { source: true, message: error.message, code: error.code, issues: error.issues }
        : { source: false, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined },
  });
}
