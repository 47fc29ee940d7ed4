// The process-wide catalogue: the current snapshot, its background refresh and its status for the
// staff. Requests never wait for a refresh; a failed or empty read keeps the last good catalogue.
import { readFile } from 'node:fs/promises';
import { withPesoEstimates, type ExchangeRate } from '#domain/exchange-rate';
import { productsFromRows } from '#domain/product';
import type { RowIssue } from '#domain/types';
import type { Config } from '../config';
import { CatalogSourceError, type CatalogSourceErrorCode } from './errors';
import { buildCatalogIndex } from './index';
import { countErrors, sortIssues, type RefreshJob } from './refresh-work';
import { defaultWorkerUrl, refreshInThread, refreshInWorker, type RefreshOutcome } from './refresh-runner';
import { PinBoard } from './pins';
import { machineSourceOf } from './machines';
import { lastGoodPath, readSavedCatalog, writeSavedCatalog, type SavedCatalog } from './snapshot-file';
import { databaseSharedReads, sourceHasQuota, type SharedReads } from './shared-reads';
import type { Executor } from '../db/client';
import { describeSource } from './sources';
import type { CatalogLogger, CatalogSnapshot, CatalogStatus, CatalogStoreOptions, RefreshOptions, RefreshResult } from './store-types';
import { localSourceFingerprint } from './file-fingerprint';

export type { CatalogLogger, CatalogSnapshot, CatalogState, CatalogStatus, CatalogStoreOptions, RefreshOptions, RefreshResult } from './store-types';

const PREFIX = '[catálogo]';
const consoleLogger: CatalogLogger = {
  info: (m) => console.log(`${PREFIX} ${m}`),
  error: (m) => console.error(`${PREFIX} ${m}`),
  // Every interval of an unchanged file would say so: only when asked for (LOG_LEVEL=debug).
  debug: (m) => {
    if (process.env.LOG_LEVEL === 'debug') console.log(`${PREFIX} ${m}`);
  },
};

export class CatalogStore {
  private snapshot: CatalogSnapshot | null = null;
  /** The last completed read succeeded (false after a restore until a read succeeds). */
  private fresh = false;
  private lastAttemptAt: string | null = null;
  private confirmedAt: string | null = null;
  private lastError: string | null = null;
  private lastErrorCode: CatalogSourceErrorCode | 'unexpected' | null = null;
  private issues: RowIssue[] = [];
  private inFlight: Promise<RefreshResult> | null = null;
  /** The refresh in flight is an interval's that may still skip the parse: a forced one must not join it. */
  private inFlightMaySkip = false;
  /** The local files as at the last good read (localSourceFingerprint); null: read at the next refresh. */
  private goodFingerprint: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private firstRefresh: Promise<RefreshResult> | null = null;
  private readonly log: CatalogLogger;
  private readonly label: string;
  /** The worker could not start once: later refreshes run on the main thread without trying again. */
  private workerBroken = false;
  private readonly swapListeners = new Set<(snapshot: CatalogSnapshot) => void>();
  /** The version of the reader's copy this process last took (several processes, one reader). */
  private followedVersion: string | null = null;
  /** The staff's search pins: one board for every snapshot, filled by the pins' service. */
  readonly pins = new PinBoard();

  constructor(private readonly options: CatalogStoreOptions) {
    this.log = options.logger ?? consoleLogger;
    this.label = describeSource(options.source);
  }

  /** Restores the saved catalogue (synchronously), then refreshes now and on every interval. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.snapshot === null) this.restore(); // after stop() + start() the memory copy is newer
    this.options.shared?.start();
    this.firstRefresh = this.refreshNow();
    this.timer = setInterval(() => void this.refreshNow({ ifChanged: true }), this.options.refreshSeconds * 1000);
    this.timer.unref(); // the catalogue timer alone must not keep the process alive
  }

  /** Stops the timer and waits for a refresh in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.started = false;
    if (this.inFlight) await this.inFlight;
    await this.options.shared?.stop();
  }

  /** Settles when the first refresh after start() has finished (for boot scripts and tests). */
  async ready(): Promise<void> {
    await this.firstRefresh;
  }

  current(): CatalogSnapshot | null {
    return this.snapshot;
  }

  /** Calls `listener` after every swap to a new snapshot (a refresh, or the restore at start). */
  onSwap(listener: (snapshot: CatalogSnapshot) => void): () => void {
    this.swapListeners.add(listener);
    return () => this.swapListeners.delete(listener);
  }

  private swapped(snapshot: CatalogSnapshot): void {
    snapshot.index.usePins(this.pins);
    snapshot.index.useMachines(machineSourceOf(snapshot));
    for (const listener of this.swapListeners) {
      try {
        listener(snapshot);
      } catch (error) {
        this.log.error(`error al avisar del catálogo nuevo: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  status(): CatalogStatus {
    const snapshot = this.snapshot;
    return {
      source: this.label,
      state: snapshot === null ? 'never-loaded' : this.fresh ? 'ok' : 'stale',
      loadedAt: snapshot?.loadedAt ?? null,
      confirmedAt: laterOf(this.confirmedAt, snapshot?.loadedAt ?? null),
      lastAttemptAt: this.lastAttemptAt,
      lastError: this.lastError,
      lastErrorCode: this.lastErrorCode,
      productCount: snapshot?.products.length ?? 0,
      issues: this.issues,
      refreshing: this.inFlight !== null,
    };
  }

  /** Reads the source now; joins the refresh in progress instead of starting a second one. */
  refreshNow(options: RefreshOptions = {}): Promise<RefreshResult> {
    const ifChanged = options.ifChanged === true;
    // A forced read never takes an interval's "unchanged" for an answer: it reads after it.
    if (this.inFlight && this.inFlightMaySkip && !ifChanged) return this.inFlight.then(() => this.refreshNow());
    if (this.inFlight === null) {
      this.inFlightMaySkip = ifChanged;
      this.inFlight = this.refresh(ifChanged).finally(() => {
        this.inFlight = null;
        this.inFlightMaySkip = false;
      });
    }
    return this.inFlight;
  }

  private async refresh(ifChanged = false): Promise<RefreshResult> {
    const started = performance.now();
    this.lastAttemptAt = new Date().toISOString();
    const shared = this.options.shared;
    const rate = await this.rateForRefresh();
    if (shared && !shared.reading()) {
      const followed = await this.follow(shared, started, rate);
      if (followed) return followed;
    }
    // Taken before the read: a change during it makes the next interval read again.
    const fingerprint = await localSourceFingerprint(this.options.source, this.options.synonymsSource);
    if (ifChanged && this.unchangedSinceGoodRead(fingerprint, rate)) return this.keepUnchanged(started);
    this.inFlightMaySkip = false;
    const outcome = await this.read(rate, started);
    if (outcome.ok) this.goodFingerprint = fingerprint;
    return outcome;
  }

  /** The served catalogue came from these very files at this very rate, and the last read was good. */
  private unchangedSinceGoodRead(fingerprint: string | null, rate: ExchangeRate | null): boolean {
    return fingerprint !== null && fingerprint === this.goodFingerprint && this.fresh && this.snapshot !== null && sameRate(this.snapshot.rate ?? null, rate);
  }

  /**
   * Keeps the snapshot: its loadedAt stays the time its rows were read (the last change), while
   * lastAttemptAt (set at the start) shows this check to the staff.
   */
  private keepUnchanged(started: number): RefreshResult {
    const durationMs = Math.round(performance.now() - started);
    const productCount = this.snapshot?.products.length ?? 0;
    this.confirmedAt = new Date().toISOString();
    this.log.debug?.(`sin cambios en ${this.label} desde la lectura de ${this.snapshot?.loadedAt}: se mantiene el catálogo (${durationMs} ms)`);
    return { ok: true, productCount, rowCount: 0, issueCount: this.issues.length, durationMs, error: null, unchanged: true };
  }

  /** Reads and parses the source, on the worker thread when there is one. */
  private async read(rate: ExchangeRate | null, started: number): Promise<RefreshResult> {
    const job: RefreshJob = {
      source: this.options.source,
      label: this.label,
      dataDir: this.options.dataDir,
      sourceOptions: {
        googleServiceAccountJson: this.options.googleServiceAccountJson,
        googleSheetsApiUrl: this.options.googleSheetsApiUrl ?? 'https://sheets.googleapis.com',
        synonymsSource: this.options.synonymsSource,
        timeoutMs: this.options.timeoutMs,
      },
      keptSynonyms: this.snapshot?.synonyms ?? null,
      rate,
    };
    // A fetch function cannot cross to another thread: with one (tests), the refresh stays here.
    const url = this.options.worker === false || this.options.fetch || this.workerBroken ? null : (this.options.workerUrl ?? defaultWorkerUrl());
    if (url) {
      const outcome = await refreshInWorker(url, job);
      if (outcome.kind !== 'crashed') return this.settle(outcome, started, 'en un hilo aparte', rate);
      if (!outcome.started) this.workerBroken = true; // a missing or broken worker file stays so: stop trying
      this.log.error(`no se pudo usar el hilo aparte para leer el catálogo (${outcome.message}); se lee en el hilo principal.`);
    } else if (url === null && this.options.worker !== false && !this.options.fetch && !this.workerBroken) {
      this.workerBroken = true;
      this.log.error('no se encontró el archivo del hilo aparte del catálogo; se lee en el hilo principal.');
    }
    return this.settle(await refreshInThread(job, this.options.fetch), started, 'en el hilo principal', rate);
  }

  /** The rate for this refresh; a provider that fails leaves the catalogue in dollars only, never unread. */
  private async rateForRefresh(): Promise<ExchangeRate | null> {
    try {
      return (await this.options.rate?.()) ?? null;
    } catch (error) {
      this.log.error(`no se pudo leer la cotización del dólar: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  /** Swaps in what a refresh produced (or records its failure), logs it and saves the copy. */
  private async settle(outcome: RefreshOutcome, started: number, where: string, rate: ExchangeRate | null): Promise<RefreshResult> {
    if (outcome.kind === 'failed') return this.fail(outcome.error, outcome.rowCount, started);
    const { products, index, issues, synonyms, rowCount, machineBrands } = outcome;
    const loadedAt = new Date().toISOString();
    this.snapshot = { products, index, issues, loadedAt, source: this.label, synonyms, rate, machineBrands };
    this.confirmedAt = loadedAt;
    this.swapped(this.snapshot);
    this.fresh = true;
    this.lastError = null;
    this.lastErrorCode = null;
    this.issues = issues;
    const durationMs = Math.round(performance.now() - started);
    this.log.info(
      `actualizado desde ${this.label}: ${rowCount} filas, ${products.length} productos, ` +
        `${issues.length} avisos (${countErrors(issues)} errores), ${synonyms.length} grupos de sinónimos, ${durationMs} ms, ${where}`,
    );
    if (outcome.synonymsError !== undefined) this.log.error(`no se pudo leer la tabla de sinónimos: ${outcome.synonymsError}`);
    const saveError = await outcome.save(loadedAt, this.label);
    // The shop keeps serving from memory; only a restart would miss this copy.
    if (saveError !== null) this.log.error(`no se pudo guardar la copia del catálogo: ${saveError}`);
    else if (this.options.shared?.reading()) await this.publish(this.options.shared);
    return { ok: true, productCount: products.length, rowCount, issueCount: issues.length, durationMs, error: null };
  }

  /**
   * Takes the reader's copy instead of reading the sheet; null when there is none fresh enough
   * (nobody reads now, or the database is out of reach): then this process reads the sheet itself.
   */
  private async follow(shared: SharedReads, started: number, rate: ExchangeRate | null): Promise<RefreshResult | null> {
    let latest: Awaited<ReturnType<SharedReads['latest']>>;
    try {
      latest = await shared.latest(this.followedVersion);
    } catch {
      return null;
    }
    if (!latest || Date.now() - latest.readAt > 2 * this.options.refreshSeconds * 1000 + 60_000) return null;
    if (latest.body !== null) {
      try {
        const saved = JSON.parse(latest.body) as SavedCatalog;
        await writeSavedCatalog(lastGoodPath(this.options.dataDir), saved);
      } catch (error) {
        this.log.error(`no se pudo tomar la copia del catálogo de otro proceso: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
      this.restore(rate);
    } else if (!sameRate(this.snapshot?.rate ?? null, rate)) {
      // The sheet did not change but the dollar did: the peso estimates and price orders follow it.
      this.restore(rate);
    }
    this.followedVersion = latest.version;
    this.fresh = this.snapshot !== null;
    this.lastError = null;
    this.lastErrorCode = null;
    const productCount = this.snapshot?.products.length ?? 0;
    return { ok: true, productCount, rowCount: 0, issueCount: this.issues.length, durationMs: Math.round(performance.now() - started), error: null };
  }

  /** Hands the copy just saved to the processes that do not read the sheet. */
  private async publish(shared: SharedReads): Promise<void> {
    try {
      const body = await readFile(lastGoodPath(this.options.dataDir), 'utf8');
      await shared.publish(body);
    } catch (error) {
      this.log.error(`no se pudo compartir el catálogo leído con los otros procesos: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private fail(error: unknown, rowCount: number, started: number): RefreshResult {
    this.goodFingerprint = null;
    const message =
      error instanceof CatalogSourceError
        ? error.message
        : `Error inesperado al leer el catálogo de ${this.label}: ${error instanceof Error ? error.message : String(error)}`;
    if (error instanceof CatalogSourceError && error.issues.length > 0) this.issues = sortIssues(error.issues);
    this.lastError = message;
    this.lastErrorCode = error instanceof CatalogSourceError ? error.code : 'unexpected';
    this.fresh = false;
    const kept = this.snapshot
      ? `Se sigue mostrando el catálogo anterior (${this.snapshot.products.length} productos, leído ${this.snapshot.loadedAt}).`
      : 'No hay catálogo anterior: la tienda no muestra productos.';
    this.log.error(`no se pudo actualizar desde ${this.label}: ${message} ${kept}`);
    if (!(error instanceof CatalogSourceError) && error instanceof Error && error.stack) this.log.error(error.stack);
    return {
      ok: false,
      productCount: this.snapshot?.products.length ?? 0,
      rowCount,
      issueCount: this.issues.length,
      durationMs: Math.round(performance.now() - started),
      error: message,
    };
  }

  private restore(rate: ExchangeRate | null = null): void {
    const file = lastGoodPath(this.options.dataDir);
    try {
      const saved = readSavedCatalog(file);
      if (saved === null) return;
      // At start there is no rate yet (it is read from the database): the first refresh adds it.
      const read = productsFromRows(saved.rows);
      const rowIssues = read.issues;
      const products = withPesoEstimates(read.products, rate);
      if (products.length === 0) return;
      const issues = sortIssues([...saved.sourceIssues, ...rowIssues]);
      const synonyms = saved.synonyms;
      this.snapshot = {
        products,
        index: buildCatalogIndex(products, { synonyms }),
        issues,
        loadedAt: saved.loadedAt,
        source: saved.source,
        synonyms,
        rate,
      };
      this.issues = issues;
      this.swapped(this.snapshot);
      const other = saved.source !== this.label ? ` (ATENCIÓN: de otro origen, ${saved.source})` : '';
      this.log.info(
        `restaurado el último catálogo bueno, leído ${saved.loadedAt}: ${products.length} productos, ${synonyms.length} grupos de sinónimos${other}`,
      );
    } catch (error) {
      this.log.error(`no se pudo restaurar ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function createCatalogStore(options: CatalogStoreOptions): CatalogStore {
  return new CatalogStore(options);
}

/**
 * The shop's store, configured from the environment (server/services.ts makes one per process); not
 * started. `db`: the shared PostgreSQL, through which one process reads a sheet with quotas; `rate`:
 * the dollar's rate, asked at each refresh.
 */
export function catalogStoreFromConfig(config: Config, db?: () => Promise<Executor>, rate?: () => Promise<ExchangeRate | null>): CatalogStore {
  const shared =
    config.DATABASE_URL && db && sourceHasQuota(config.catalogSource) ? databaseSharedReads(db, (line) => console.log(`${PREFIX} ${line}`)) : undefined;
  return createCatalogStore({
    shared,
    rate,
    source: config.catalogSource,
    dataDir: config.dataDir,
    refreshSeconds: config.CATALOG_REFRESH_SECONDS,
    googleServiceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
    googleSheetsApiUrl: config.GOOGLE_SHEETS_API_URL,
    synonymsSource: config.CATALOG_SYNONYMS_SOURCE,
  });
}

function sameRate(a: ExchangeRate | null, b: ExchangeRate | null): boolean {
  return a?.value === b?.value && a?.label === b?.label && a?.date === b?.date;
}

/** The later of two ISO times (a snapshot taken from another process may be newer than our check). */
function laterOf(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return a > b ? a : b;
}
