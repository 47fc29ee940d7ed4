// The process-wide catalogue: the current snapshot, its background refresh and its status for the
// staff. Requests never wait for a refresh; a failed or empty read keeps the last good catalogue.
import { productsFromRows } from '../../domain/product';
import type { Product, RowIssue } from '../../domain/types';
import { getConfig } from '../config';
import { CatalogSourceError } from './errors';
import { buildCatalogIndex, type CatalogIndex } from './index';
import { lastGoodPath, readSavedCatalog, writeSavedCatalog } from './snapshot-file';
import { describeSource, readCatalogTable, type CatalogTable } from './sources';
import { synonymIssue } from './synonyms';

export interface CatalogSnapshot {
  products: readonly Product[];
  index: CatalogIndex;
  /** Row report of the read that produced this snapshot, sorted by row. */
  issues: RowIssue[];
  /** ISO time the rows were read from the source. */
  loadedAt: string;
  /** Source as shown to people (file name, URL host+path or sheet id). */
  source: string;
  /** The owner's synonym groups the index was built with (raw terms; [] when there are none). */
  synonyms: string[][];
}

export type CatalogState = 'ok' | 'stale' | 'never-loaded';

export interface CatalogStatus {
  source: string;
  /** ok: the last read succeeded; stale: serving an older catalogue; never-loaded: nothing to serve. */
  state: CatalogState;
  loadedAt: string | null;
  lastAttemptAt: string | null;
  /** Spanish explanation of the last failed read, null after a success. */
  lastError: string | null;
  productCount: number;
  issues: RowIssue[];
  refreshing: boolean;
}

export interface RefreshResult {
  ok: boolean;
  /** Products now served (the old count when the read failed). */
  productCount: number;
  /** Data rows read (0 when the source could not be read). */
  rowCount: number;
  issueCount: number;
  durationMs: number;
  error: string | null;
}

export interface CatalogLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface CatalogStoreOptions {
  source: string;
  dataDir: string;
  refreshSeconds: number;
  googleServiceAccountJson?: string;
  googleSheetsApiUrl?: string;
  /** CATALOG_SYNONYMS_SOURCE: the synonym table, when it is not beside the products. */
  synonymsSource?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  logger?: CatalogLogger;
}

const PREFIX = '[catálogo]';
const consoleLogger: CatalogLogger = {
  info: (m) => console.log(`${PREFIX} ${m}`),
  error: (m) => console.error(`${PREFIX} ${m}`),
};

/** Stable sort by row: source-level issues (row 1) first, then each row's in column order. */
export function sortIssues(issues: RowIssue[]): RowIssue[] {
  return [...issues].sort((a, b) => a.row - b.row);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const countErrors = (issues: RowIssue[]) => issues.filter((i) => i.severity === 'error').length;

export class CatalogStore {
  private snapshot: CatalogSnapshot | null = null;
  /** The last completed read succeeded (false after a restore until a read succeeds). */
  private fresh = false;
  private lastAttemptAt: string | null = null;
  private lastError: string | null = null;
  private issues: RowIssue[] = [];
  private inFlight: Promise<RefreshResult> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private firstRefresh: Promise<RefreshResult> | null = null;
  private readonly log: CatalogLogger;
  private readonly label: string;

  constructor(private readonly options: CatalogStoreOptions) {
    this.log = options.logger ?? consoleLogger;
    this.label = describeSource(options.source);
  }

  /** Restores the saved catalogue (synchronously), then refreshes now and on every interval. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.snapshot === null) this.restore(); // after stop() + start() the memory copy is newer
    this.firstRefresh = this.refreshNow();
    this.timer = setInterval(() => void this.refreshNow(), this.options.refreshSeconds * 1000);
    this.timer.unref(); // the catalogue timer alone must not keep the process alive
  }

  /** Stops the timer and waits for a refresh in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.started = false;
    if (this.inFlight) await this.inFlight;
  }

  /** Settles when the first refresh after start() has finished (for boot scripts and tests). */
  async ready(): Promise<void> {
    await this.firstRefresh;
  }

  current(): CatalogSnapshot | null {
    return this.snapshot;
  }

  status(): CatalogStatus {
    const snapshot = this.snapshot;
    return {
      source: this.label,
      state: snapshot === null ? 'never-loaded' : this.fresh ? 'ok' : 'stale',
      loadedAt: snapshot?.loadedAt ?? null,
      lastAttemptAt: this.lastAttemptAt,
      lastError: this.lastError,
      productCount: snapshot?.products.length ?? 0,
      issues: this.issues,
      refreshing: this.inFlight !== null,
    };
  }

  /** Reads the source now; joins the refresh in progress instead of starting a second one. */
  refreshNow(): Promise<RefreshResult> {
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async refresh(): Promise<RefreshResult> {
    const started = performance.now();
    this.lastAttemptAt = new Date().toISOString();
    let rowCount = 0;
    try {
      const table = await readCatalogTable(this.options.source, {
        googleServiceAccountJson: this.options.googleServiceAccountJson,
        googleSheetsApiUrl: this.options.googleSheetsApiUrl ?? 'https://sheets.googleapis.com',
        synonymsSource: this.options.synonymsSource,
        fetch: this.options.fetch,
        timeoutMs: this.options.timeoutMs,
      });
      rowCount = table.rows.length;
      const { synonyms, issues: synonymIssues } = this.synonymsFor(table);
      // Parsing, products and index are synchronous (~0.1-0.2 s each for 12,000 rows): let waiting
      // requests run between them instead of stalling the event loop for the whole refresh.
      await yieldToEventLoop();
      const { products, issues: rowIssues } = productsFromRows(table.rows);
      const issues = sortIssues([...table.issues, ...synonymIssues, ...rowIssues]);
      if (products.length === 0) {
        this.issues = issues; // the report explains why each row was left out
        throw new CatalogSourceError(
          `${this.label} no tiene productos utilizables: se leyeron ${rowCount} filas y ninguna tiene un título válido.` +
            (countErrors(issues) > 0 ? ` Revisa el informe de filas (${countErrors(issues)} errores).` : ''),
          'missing-columns',
        );
      }
      await yieldToEventLoop();
      const index = buildCatalogIndex(products, { synonyms });
      const loadedAt = new Date().toISOString();
      this.snapshot = { products, index, issues, loadedAt, source: this.label, synonyms };
      this.fresh = true;
      this.lastError = null;
      this.issues = issues;
      const durationMs = Math.round(performance.now() - started);
      this.log.info(
        `actualizado desde ${this.label}: ${rowCount} filas, ${products.length} productos, ` +
          `${issues.length} avisos (${countErrors(issues)} errores), ${synonyms.length} grupos de sinónimos, ${durationMs} ms`,
      );
      if (table.synonymsError !== undefined) this.log.error(`no se pudo leer la tabla de sinónimos: ${table.synonymsError}`);
      await this.save({ source: this.label, loadedAt, rows: table.rows, sourceIssues: [...table.issues, ...synonymIssues], synonyms });
      return { ok: true, productCount: products.length, rowCount, issueCount: issues.length, durationMs, error: null };
    } catch (error) {
      return this.fail(error, rowCount, started);
    }
  }

  /**
   * The synonyms to build the index with, and their warnings. A synonym table that could not be read
   * never fails the refresh: the last good groups (memory, else the saved copy) stay in use.
   */
  private synonymsFor(table: CatalogTable): { synonyms: string[][]; issues: RowIssue[] } {
    if (table.synonyms !== undefined) return { synonyms: table.synonyms, issues: table.synonymIssues };
    const kept = this.snapshot?.synonyms ?? this.savedSynonyms();
    const where = table.synonymsLabel ? ` (${table.synonymsLabel})` : '';
    const consequence =
      kept.length > 0
        ? `Se siguen usando los ${kept.length} grupos de sinónimos de la última lectura buena.`
        : 'La búsqueda funciona sin sinónimos hasta que se corrija.';
    return { synonyms: kept, issues: [synonymIssue(1, `no se pudo leer${where}: ${table.synonymsError ?? 'error desconocido'} ${consequence}`), ...table.synonymIssues] };
  }

  /** Synonyms of the saved copy, when nothing is in memory (e.g. its products could not be restored). */
  private savedSynonyms(): string[][] {
    try {
      return readSavedCatalog(lastGoodPath(this.options.dataDir))?.synonyms ?? [];
    } catch {
      return [];
    }
  }

  private fail(error: unknown, rowCount: number, started: number): RefreshResult {
    const message =
      error instanceof CatalogSourceError
        ? error.message
        : `Error inesperado al leer el catálogo de ${this.label}: ${error instanceof Error ? error.message : String(error)}`;
    if (error instanceof CatalogSourceError && error.issues.length > 0) this.issues = sortIssues(error.issues);
    this.lastError = message;
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

  private restore(): void {
    const file = lastGoodPath(this.options.dataDir);
    try {
      const saved = readSavedCatalog(file);
      if (saved === null) return;
      const { products, issues: rowIssues } = productsFromRows(saved.rows);
      if (products.length === 0) return;
      const issues = sortIssues([...saved.sourceIssues, ...rowIssues]);
      const synonyms = saved.synonyms;
      this.snapshot = { products, index: buildCatalogIndex(products, { synonyms }), issues, loadedAt: saved.loadedAt, source: saved.source, synonyms };
      this.issues = issues;
      const other = saved.source !== this.label ? ` (ATENCIÓN: de otro origen, ${saved.source})` : '';
      this.log.info(`restaurado el último catálogo bueno, leído ${saved.loadedAt}: ${products.length} productos, ${synonyms.length} grupos de sinónimos${other}`);
    } catch (error) {
      this.log.error(`no se pudo restaurar ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async save(saved: Parameters<typeof writeSavedCatalog>[1]): Promise<void> {
    try {
      await writeSavedCatalog(lastGoodPath(this.options.dataDir), saved);
    } catch (error) {
      // The shop keeps serving from memory; only a restart would miss this copy.
      this.log.error(`no se pudo guardar la copia del catálogo: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function createCatalogStore(options: CatalogStoreOptions): CatalogStore {
  return new CatalogStore(options);
}

// Kept on globalThis: dev-server reloads re-evaluate this module, and a second store would start a
// second timer and hold a second copy of the catalogue.
const GLOBAL_KEY = Symbol.for('tienda.catalogStore');

/** The process-wide store, created and started on first use from getConfig(). */
export function getCatalogStore(): CatalogStore {
  const holder = globalThis as unknown as Record<symbol, CatalogStore | undefined>;
  let store = holder[GLOBAL_KEY];
  if (!store) {
    const config = getConfig();
    store = createCatalogStore({
      source: config.catalogSource,
      dataDir: config.dataDir,
      refreshSeconds: config.CATALOG_REFRESH_SECONDS,
      googleServiceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
      googleSheetsApiUrl: config.GOOGLE_SHEETS_API_URL,
      synonymsSource: config.CATALOG_SYNONYMS_SOURCE,
    });
    holder[GLOBAL_KEY] = store;
    store.start();
  }
  return store;
}
