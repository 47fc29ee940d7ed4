// A spreadsheet cell as text, whatever the parser handed over, and the condition rule read from one.
import type { Condition } from './types';

/**
 * A cell as trimmed text. Handles what sheet parsers hand over: strings,
 * numbers (XLSX), booleans, null/undefined, dates, and ExcelJS-style objects
 * (rich text, hyperlinks, formula results).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') return objectCellText(value as Record<string, unknown>);
  return '';
}

function objectCellText(cell: Record<string, unknown>): string {
  if (Array.isArray(cell.richText))
    return cell.richText
      .map((part) => cellText((part as { text?: unknown })?.text))
      .join('')
      .trim();
  if (typeof cell.text === 'string') return cell.text.trim();
  if (typeof cell.hyperlink === 'string') return cell.hyperlink.trim();
  if ('result' in cell) return cellText(cell.result);
  return '';
}

/** Condition rule of docs/product.md §3: blank -> 'Usado', contains 'usado' -> 'Usado', else 'Nuevo'. */
export function parseCondition(value: unknown): Condition {
  const text = cellText(value).toLowerCase();
  return text === '' || text.includes('usado') ? 'Usado' : 'Nuevo';
}
