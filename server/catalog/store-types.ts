// The shapes the catalogue store (store.ts) is configured with and reports in.
import type { ExchangeRate } from '#domain/exchange-rate';
import type { BrandEntry } from '#domain/machines/brands';
import type { Product, RowIssue } from '#domain/types';
import type { CatalogSourceErrorCode } from './errors';
import type { CatalogIndex } from './index';
import type { SharedReads } from './shared-reads';

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
  /** The dollar's rate this catalogue's peso estimates were worked out at; null or absent: dollars only. */
  rate?: ExchangeRate | null;
  /**
   * Brands to read 'Aplica para' with: built-in plus the owner's 'maquinas' table; undefined after
   * a restore from the saved copy, which keeps no table (the built-in brands are used).
   */
  machineBrands?: BrandEntry[];
}

export type CatalogState = 'ok' | 'stale' | 'never-loaded';

export interface CatalogStatus {
  source: string;
  /** ok: the last read succeeded; stale: serving an older catalogue; never-loaded: nothing to serve. */
  state: CatalogState;
  loadedAt: string | null;
  /**
   * When the source last confirmed the served rows: a good read, or a check that found the local
   * file unchanged. Monitoring reads this, so a quiet sheet is not taken for a stuck one.
   */
  confirmedAt: string | null;
  lastAttemptAt: string | null;
  /** Spanish explanation of the last failed read, null after a success. */
  lastError: string | null;
  /** What kind of failure that was ('google-forbidden': the sheet is not shared), null after a success. */
  lastErrorCode: CatalogSourceErrorCode | 'unexpected' | null;
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
  /** The local file was as at the last good read: nothing was parsed and the catalogue was kept. */
  unchanged?: boolean;
}

export interface RefreshOptions {
  /**
   * The interval's refresh: skip the parse when the local file is as at the last good read. A staff
   * 'refresh now', a new exchange rate and remote sources always read.
   */
  ifChanged?: boolean;
}

export interface CatalogLogger {
  info(message: string): void;
  error(message: string): void;
  debug?(message: string): void;
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
  /** false: parse and index on the main thread (the fallback; for comparisons). Default: a worker thread. */
  worker?: boolean;
  /** The worker's entry file, when not the default (tests). */
  workerUrl?: URL;
  /** One reader for the deployment (several processes, a source with quotas): the others take its copy. */
  shared?: SharedReads;
  /** The dollar's rate for each refresh (read when it starts, so a new rate shows within one refresh). */
  rate?: () => Promise<ExchangeRate | null>;
}
