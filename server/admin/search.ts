// Accent- and case-insensitive "contains" search, the same on PGlite and PostgreSQL whatever the
// database's collation (lower() only folds ASCII under the C locale, so accents are mapped first).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = ACCENTED.normalize('NFD').replace(/\p{M}/gu, '');

/** The JavaScript side of fold(): lower case, no accents. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** SQL: translate(accents) then lower(). */
export function fold(expr: SQLWrapper | SQL): SQL {
  return sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;
}

/** A LIKE pattern matching `term` anywhere, with the wildcards in it taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const MAX_SEARCH_WORDS = 6;

/** Words of a search box: folded, at most six, empty words dropped. */
export function searchWords(q: string): string[] {
  return foldText(q).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Digits of a word when it looks like part of a phone number ('343-555' -> '343555'). */
export function phoneDigits(word: string): string | null {
  if (!/^[\d\s()+\-.]+$/.test(word)) return null;
  const digits = word.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
