// How the phone orders what its search finds: the shop's own ranking (server/catalog/ranking.ts and
// ranker.ts, decision 0015) on the catalogue kept on the phone, so that both answers lead with the
// same products. Each clause scores its best evidence through any reading it has; the sum orders.
import { STOP_WORDS, compactCode, isCodeLike, isLettersOnly } from './search-plan';
import { READING_FACTOR, type Alternative, type Clause } from './offline-readings';

/** One product's fields as the ranking compares them (normalised, words separated by one space). */
export interface RankFields {
  name: string;
  /** Brand and 'Aplica para'. */
  label: string;
  /** The part code by letters and digits only, leading zeros out ('0445-120' -> '445120'). */
  compact: string;
}

const FIELD_WEIGHT = { codeWhole: 12, codePart: 8, name: 8, label: 5, description: 1 };
const NAME_START_BONUS = { first: 6, other: 2 };
const PHRASE_BONUS = 3;
const WHOLE_CODE_BONUS = 100;
const QUALITY = { whole: 1, start: 0.75, inside: 0.5 };
/** Products weighed when none has every word: the ones with the most words. */
const ANY_EVIDENCE_LIMIT = 2_000;
/** First products looked at for typed words next to each other in the name. */
const PHRASE_WINDOW = 100;
const JOINERS = new Set(['de', 'del', 'para', 'con', 'y', 'a']);

const isBoundary = (text: string, at: number) => at < 0 || at >= text.length || text.charCodeAt(at) === 32;

/** 's' or 'es' closing the token: the word itself. */
function pluralRest(text: string, from: number): boolean {
  if (text.charCodeAt(from) === 115 && isBoundary(text, from + 1)) return true;
  return text.charCodeAt(from) === 101 && text.charCodeAt(from + 1) === 115 && isBoundary(text, from + 2);
}

/** How whole the best of the first few occurrences of `word` in `text` is, 0 when absent. */
function matchQuality(text: string, word: string): number {
  let best = 0;
  let at = text.indexOf(word);
  for (let seen = 0; at !== -1 && seen < 4; seen++) {
    if (isBoundary(text, at - 1)) {
      const end = at + word.length;
      if (isBoundary(text, end) || pluralRest(text, end)) return QUALITY.whole;
      best = Math.max(best, QUALITY.start);
    } else best = Math.max(best, QUALITY.inside);
    at = text.indexOf(word, at + 1);
  }
  return best;
}

function termEvidence(f: RankFields, kind: Alternative['kind'], text: string, first: boolean): number {
  if (kind === 'code') {
    if (f.compact === text) return FIELD_WEIGHT.codeWhole;
    return f.compact !== '' && f.compact.includes(text) ? FIELD_WEIGHT.codePart : FIELD_WEIGHT.description;
  }
  const inName = matchQuality(f.name, text);
  if (inName > 0) return FIELD_WEIGHT.name * inName + (f.name.startsWith(text) ? (first ? NAME_START_BONUS.first : NAME_START_BONUS.other) : 0);
  let s = 0;
  if (f.compact !== '' && f.compact.includes(text)) s = f.compact === text ? FIELD_WEIGHT.codeWhole : FIELD_WEIGHT.codePart;
  const inLabel = matchQuality(f.label, text);
  if (inLabel > 0) s = Math.max(s, FIELD_WEIGHT.label * inLabel);
  return s > 0 ? s : FIELD_WEIGHT.description;
}

function evidence(f: RankFields, alt: Alternative, first: boolean): number {
  let sum = 0;
  for (let k = 0; k < alt.texts.length; k++) sum += termEvidence(f, alt.kind, alt.texts[k], first && k === 0);
  return sum / alt.texts.length;
}

/** `first` followed in `text` by `second`, next to it or with one joining word between. */
function adjacent(text: string, first: string, second: string): boolean {
  let at = text.indexOf(first);
  for (let seen = 0; at !== -1 && seen < 4; seen++) {
    let next = at + first.length;
    while (next < text.length && text.charCodeAt(next) !== 32) next++;
    next++;
    if (text.startsWith(second, next)) return true;
    const space = text.indexOf(' ', next);
    if (space !== -1 && JOINERS.has(text.slice(next, space)) && text.startsWith(second, space + 1)) return true;
    at = text.indexOf(first, at + 1);
  }
  return false;
}

function phraseBonus(name: string, plan: readonly Clause[]): number {
  const present = plan.map((c) => c.alternatives.filter((a) => a.kind === 'word' && a.texts.length === 1 && name.includes(a.texts[0])).map((a) => a.texts[0]));
  let bonus = 0;
  for (let c = 0; c + 1 < plan.length; c++) if (present[c].some((x) => present[c + 1].some((y) => adjacent(name, x, y)))) bonus += PHRASE_BONUS;
  return bonus;
}

/** Positions by key, highest first, ties in stored order (keys computed once, one numeric sort). */
function byKey(docs: readonly number[], key: (doc: number) => number): number[] {
  const keys = new Float64Array(docs.length);
  const at = new Uint32Array(docs.length);
  for (let k = 0; k < docs.length; k++) {
    keys[k] = key(docs[k]);
    at[k] = k;
  }
  at.sort((a, b) => keys[b] - keys[a] || docs[a] - docs[b]);
  return Array.from(at, (k) => docs[k]);
}

export interface RankedAnswer {
  order: number[];
  /** No product has every clause: these have some. */
  any: boolean;
}

/** The candidates of `plan` among the allowed products, best first (see server/catalog/ranker.ts). */
export function rankPlan(fields: readonly RankFields[], plan: readonly Clause[], allowed: Uint8Array, words: readonly string[]): RankedAnswer {
  const n = fields.length;
  const matched = new Uint8Array(n);
  const wordy = new Uint8Array(n);
  const stamp = new Uint32Array(n);
  const touched: number[] = [];
  for (let c = 0; c < plan.length; c++) {
    const isWordy = plan[c].word.length >= 3 && isLettersOnly(plan[c].word);
    for (const alt of plan[c].alternatives)
      for (const doc of alt.docs) {
        if (allowed[doc] === 0 || stamp[doc] === c + 1) continue;
        stamp[doc] = c + 1;
        if (matched[doc] === 0) touched.push(doc);
        matched[doc]++;
        if (isWordy) wordy[doc] = 1;
      }
  }
  let candidates = touched.filter((doc) => matched[doc] >= plan.length);
  const any = candidates.length === 0 && plan.length > 1;
  if (any) candidates = touched.filter((doc) => wordy[doc] === 1);
  let weighed = candidates;
  if (any && candidates.length > ANY_EVIDENCE_LIMIT) {
    candidates = byKey(candidates, (doc) => matched[doc]);
    weighed = candidates.slice(0, ANY_EVIDENCE_LIMIT);
  }
  const score = new Float64Array(n);
  const best = new Float64Array(n);
  // The stamps of pass 1 went up to plan.length: pass 2 marks with the numbers after.
  let seenMark = plan.length + 1;
  const isWeighed = new Uint8Array(n);
  for (const doc of weighed) isWeighed[doc] = 1;
  for (let c = 0; c < plan.length; c++) {
    const clause = plan[c];
    const flat = clause.word.length <= 2 && !isCodeLike(clause.word);
    const inClause: number[] = [];
    for (const alt of clause.alternatives) {
      const factor = READING_FACTOR[alt.reading];
      for (const doc of alt.docs) {
        if (isWeighed[doc] === 0) continue;
        const s = flat ? FIELD_WEIGHT.description : evidence(fields[doc], alt, c === 0) * factor;
        if (stamp[doc] !== seenMark) {
          stamp[doc] = seenMark;
          best[doc] = s;
          inClause.push(doc);
        } else if (s > best[doc]) best[doc] = s;
      }
    }
    for (const doc of inClause) score[doc] += best[doc];
    seenMark++;
  }
  const codes = new Set(words.filter(isCodeLike).map(compactCode));
  codes.add(compactCode(words.join('')));
  for (const code of codes) if (code.length < 3) codes.delete(code);
  for (const doc of weighed) if (fields[doc].compact !== '' && codes.has(fields[doc].compact)) score[doc] += WHOLE_CODE_BONUS;
  const key = (doc: number) => (any ? matched[doc] * 1e4 : 0) + Math.round(score[doc] * 1000) / 1000;
  const order = byKey(candidates, key);
  const head = order.slice(0, PHRASE_WINDOW);
  if (plan.length > 1 && head.length > 1) {
    for (const doc of head) score[doc] += phraseBonus(fields[doc].name, plan);
    order.splice(0, head.length, ...byKey(head, key));
  }
  return { order, any };
}

/** A word as a word in the name, brand, 'Aplica para' or code (a code-like one may start a word). */
function wordInLabel(f: RankFields, word: string): boolean {
  const label = `${f.name} ${f.label}`;
  if (!isCodeLike(word)) return matchQuality(label, word) === QUALITY.whole;
  if (matchQuality(label, word) >= QUALITY.start) return true;
  const code = compactCode(word);
  return code !== '' && f.compact.includes(code);
}

/** Every word (stop words aside) as a word in the name, brand, 'Aplica para' or code (the shop's Ranker.namesAll). */
export function namesAll(f: RankFields, words: readonly string[]): boolean {
  return words.every((word) => STOP_WORDS.has(word) || wordInLabel(f, word));
}

/**
 * The owner's synonym table names this product in so many words, which the shop's search calls an
 * exact answer (server/catalog/ranker.ts, decision 0046): every typed word (stop words aside) is
 * read by the plan, and each clause has its typed word, its code or one of its synonyms as words in
 * the name, code, brand or 'Aplica para', with at least one clause through a synonym.
 */
export function namedBySynonym(f: RankFields, plan: readonly Clause[], words: readonly string[]): boolean {
  const read = new Set(plan.map((clause) => clause.word));
  if (words.some((word) => !STOP_WORDS.has(word) && !read.has(word))) return false;
  const named = (alt: Alternative) => alt.texts.every((text) => (alt.kind === 'code' ? f.compact.includes(text) : wordInLabel(f, text)));
  let synonym = false;
  for (const clause of plan) {
    if (clause.alternatives.some((alt) => alt.reading === 'synonyms' && named(alt))) synonym = true;
    else if (!clause.alternatives.some((alt) => (alt.reading === 'exact' || alt.reading === 'code') && named(alt))) return false;
  }
  return synonym;
}
