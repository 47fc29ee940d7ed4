// One error type for everything that can go wrong while reading the spreadsheet, so the store can
// tell a broken source (keep the last good catalogue, show the message to the staff) from a bug.
import type { RowIssue } from '#domain/types';

export type CatalogSourceErrorCode =
  | 'file-missing'
  | 'file-unreadable'
  | 'unsupported-source'
  | 'http-status'
  | 'network'
  | 'timeout'
  | 'not-a-spreadsheet'
  | 'missing-columns'
  | 'sheet-not-found'
  | 'google-credentials'
  | 'google-auth'
  | 'google-forbidden'
  | 'google-not-found'
  | 'google-error';

export class CatalogSourceError extends Error {
  override name = 'CatalogSourceError';
  constructor(
    /** Spanish text for the staff and the log; never contains secrets. */
    message: string,
    readonly code: CatalogSourceErrorCode,
    /** Problems that belong in the staff's row report (e.g. missing columns, row 1). */
    readonly issues: RowIssue[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** 'el archivo x.csv' -> 'El archivo x.csv', for labels that start a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
