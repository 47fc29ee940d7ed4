// The one boundary every string crosses on its way into the shop: sheet cells, synonym rows, query
// strings, form and JSON bodies, request headers. A string that leaves here is well-formed UTF-16
// (so PostgreSQL, PGlite and every encoder take it), holds no NUL or other control character (so it
// cannot break a CSV line, a mail header or an XML feed) and no bidirectional control (so a name
// cannot read backwards in a mail subject or a feed title, nor a comment hide a line of a staff
// mail behind an override). Pure: no I/O.

/** Lone surrogate halves: an unpaired high half, or a low half without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);
/** C0 and C1 controls and DEL, except tab and line feed (multi-line text keeps those). */
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
/** Any C0/C1 control and DEL. */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** Tab, line feed, vertical tab, form feed, carriage return, and Unicode line/paragraph separators. */
const LINE_BREAKS_AND_TABS = /[\t\n\u000B\f\r\u2028\u2029]+/g;
/** Embedding, override and isolate controls, left/right marks and the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const ANY_BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export type TextKind = 'line' | 'multiline';

/** Lone surrogates become U+FFFD (String.prototype.toWellFormed, also where it is missing). */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** One-line text: breaks and tabs become a space; controls and bidi controls are dropped. */
export function cleanLine(text: string): string {
  return wellFormed(text).replace(LINE_BREAKS_AND_TABS, ' ').replace(CONTROLS_BUT_TAB_LF, '').replace(BIDI_CONTROLS, '');
}

/** Multi-line text: CR LF and CR become LF; tab and LF stay; every other control and bidi control is dropped. */
export function cleanMultiline(text: string): string {
  return wellFormed(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[\u2028\u2029]/g, '\n')
    .replace(CONTROLS_BUT_TAB_LF, '')
    .replace(BIDI_CONTROLS, '');
}

function cleanText(text: string, kind: TextKind): string {
  return kind === 'line' ? cleanLine(text) : cleanMultiline(text);
}

/** True when cleanText would change nothing (the cheap check for the common case). */
export function isClean(text: string, kind: TextKind): boolean {
  if (HAS_LONE_SURROGATE.test(text)) return false;
  if (kind === 'line') return !ANY_CONTROL.test(text) && !ANY_BIDI.test(text) && !/[\u2028\u2029]/.test(text);
  return !/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/.test(text) && !ANY_BIDI.test(text);
}

/**
 * The first `max` UTF-16 units of a text, never splitting a surrogate pair (the lone half is left
 * out rather than kept broken).
 */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

export interface BoundedText {
  text: string;
  /** Characters were removed or replaced by the cleaning. */
  cleaned: boolean;
  /** The clean text was longer than the bound (its length before the cut), else null. */
  cutFrom: number | null;
}

/** Cleans and bounds one field: trimmed, cleaned, then cut to `max` (trimmed again after the cut). */
export function boundedText(raw: string, kind: TextKind, max: number): BoundedText {
  const trimmed = raw.trim();
  const clean = isClean(trimmed, kind) ? trimmed : cleanText(trimmed, kind).trim();
  const cleaned = clean !== trimmed;
  if (clean.length <= max) return { text: clean, cleaned, cutFrom: null };
  return { text: cutAt(clean, max).trimEnd(), cleaned, cutFrom: clean.length };
}

/** Object keys that must never become own properties of a plain object built from input. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Nesting beyond this is not a form: deeper values are dropped. */
const MAX_DEPTH = 20;

/**
 * A parsed body (JSON or form fields) with every string and key cleaned as multi-line text (the
 * schemas' one-line fields clean further). Keys that would reach an object's prototype are dropped.
 */
export function cleanInput(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return isClean(value, 'multiline') ? value : cleanMultiline(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => cleanInput(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const cleanKey = cleanLine(key);
    if (FORBIDDEN_KEYS.has(cleanKey)) continue;
    out[cleanKey] = cleanInput(item, depth + 1);
  }
  return out;
}

/** A value looked up by a key a visitor chose: only the table's own entries, never Object.prototype's. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key] : undefined;
}
