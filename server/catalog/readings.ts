// The readings of a query (decision 0015): each typed word becomes a clause with every way the shop
// reads it (the word itself, its code form, its plural or singular, the owner's synonyms, phrases of
// several words, and last a typo correction). ranker.ts ranks the products they find together.
import { STOP_WORDS, compactCode, editDistance, genderVariants, isCodeLike, isLettersOnly, joinSpacedPieces, pluralVariants } from '#domain/search-plan';
import type { Postings, Term } from './postings';
import type { Reading } from './ranking';

/** One reading of a clause: a product has it when it has every term. */
export interface Alternative {
  terms: Term[];
  reading: Reading;
  /** The words the notice shows for it (normalised); null: the clause as typed. */
  shown: string | null;
}

/** One typed word (or a synonym phrase of several) and every reading of it; the first is the typed word. */
export interface Clause {
  /** The normalised words it stands for. */
  words: string[];
  /** As the visitor typed them, for messages. */
  typed: string;
  alternatives: Alternative[];
}

/** Words read beyond the exact rule: a long query cannot multiply the work of its readings. */
const MAX_READ_WORDS = 8;

/**
 * Bounds on what the owner's synonym table adds to one clause, whatever the table holds (a word in
 * hundreds of groups, groups of hundreds of terms): at most this many synonym readings and synonym
 * terms looked up, and the looking up stops once the synonyms have found more documents than the
 * clause's own readings did or SYNONYM_DOC_SHARE of the catalogue, whichever is more (the term that
 * crosses the line is left out). So a synonym table can at most
 * about double the work of a clause (server/catalog/synonym-bounds.test.ts counts it).
 */
const MAX_SYNONYM_READINGS = 8;
const MAX_SYNONYM_LOOKUPS = 8;
const SYNONYM_DOC_SHARE = 1 / 8;

/** What a clause's synonym readings have used of their bounds. */
interface SynonymBudget {
  readings: number;
  lookups: number;
  docs: number;
  /** Documents the clause's own readings found (set once, before the first synonym). */
  ownDocs: number;
  seen: Set<string>;
}

function budgetFor(postings: Postings, clause: Clause, budgets: WeakMap<Clause, SynonymBudget>): SynonymBudget {
  let budget = budgets.get(clause);
  if (budget === undefined) {
    let ownDocs = 0;
    for (const alt of clause.alternatives) ownDocs += postings.alternativeDocs(alt.terms).length;
    budget = { readings: 0, lookups: 0, docs: 0, ownDocs, seen: new Set(clause.alternatives.map((a) => termsKey(a.terms))) };
    budgets.set(clause, budget);
  }
  return budget;
}

const termsKey = (terms: readonly Term[]) => terms.map((t) => `${t.kind}:${t.text}`).join(' ');

const wordTerm = (text: string): Term => ({ kind: 'word', text });

export function exactClause(word: string, typed: string): Clause {
  return { words: [word], typed, alternatives: [{ terms: [wordTerm(word)], reading: 'exact', shown: null }] };
}

export function clauseFinds(postings: Postings, clause: Clause): boolean {
  return clause.alternatives.some((alt) => postings.alternativeDocs(alt.terms).length > 0);
}

/**
 * Every reading of each typed word as a clause: the word, its code form, its plural or singular,
 * the owner's synonyms (phrases too: 'burro de arranque'), and, for a word no other reading finds,
 * the catalogue word it is a typo of. Stop words are left out (unless there is nothing else);
 * at most MAX_READ_WORDS words are read, so a long query cannot multiply the work.
 */
export function readingsPlan(postings: Postings, all: readonly Picked[]): Clause[] {
  const { synonyms } = postings.data;
  let picked = all.filter((w) => !STOP_WORDS.has(w.word));
  if (picked.length === 0) picked = [...all];
  picked = picked.slice(0, MAX_READ_WORDS);
  const plan: Clause[] = [];
  const budgets = new WeakMap<Clause, SynonymBudget>();
  for (let i = 0; i < picked.length;) {
    let merged: Clause | null = null;
    // A synonym phrase of several typed words reads them as one clause.
    for (let len = Math.min(synonyms.longest, picked.length - i); len >= 2 && merged === null; len--) {
      const span = picked.slice(i, i + len);
      const key = span.map((w) => w.word).join(' ');
      const terms = synonyms.byKey.get(key);
      if (!terms) continue;
      merged = {
        words: span.map((w) => w.word),
        typed: span.map((w) => w.typed).join(' '),
        alternatives: [{ terms: span.map((w) => wordTerm(w.word)), reading: 'exact', shown: null }],
      };
      addSynonyms(postings, merged, key, terms, 'synonyms', budgets);
      i += len;
    }
    if (merged === null) {
      merged = wordClause(postings, picked[i].word, picked[i].typed, budgets);
      const parts = picked[i].parts?.filter((part) => !STOP_WORDS.has(part)) ?? [];
      if (parts.length > 0) merged.alternatives.push({ terms: parts.map(wordTerm), reading: 'apart', shown: null });
      i++;
    }
    plan.push(merged);
  }
  return plan;
}

/** A typed word as the plan reads it; `parts`: the typed words a size or code typed with spaces joins. */
export interface Picked {
  word: string;
  typed: string;
  parts?: string[];
}

/**
 * Sizes and codes typed with spaces read whole (domain/search-plan's joinSpacedPieces); the
 * pieces stay a weaker reading of the joined word (ranking.ts's 'apart'), so nothing found today
 * is lost. The joined word is what the interpretation checks too (`words` of the result).
 */
export function joinedSizes(postings: Postings, words: readonly string[], typed: readonly string[]): Picked[] {
  return joinSpacedPieces(words, (word) => postings.wordDocuments(word).length > 0).map(({ word, from, to }) =>
    to - from > 1 ? { word, typed: typed.slice(from, to).join(' '), parts: words.slice(from, to) } : { word, typed: typed[from] },
  );
}

/** One typed word's readings (see readingsPlan). */
function wordClause(postings: Postings, word: string, typed: string, budgets: WeakMap<Clause, SynonymBudget>): Clause {
  const { synonyms, typos } = postings.data;
  const clause = exactClause(word, typed);
  const code = isCodeLike(word) ? compactCode(word) : '';
  // Compared with the spaces of the product's texts removed: '2038779219' finds '2038 779 219'.
  // A number the texts have as it is ('6205', '1550') needs no such reading: it would only cost
  // a scan of every text for the rare code split by a space.
  if (code.length >= 3 && (!/^\d+$/.test(word) || postings.wordDocuments(word).length === 0))
    clause.alternatives.push({ terms: [{ kind: 'code', text: code }], reading: 'code', shown: null });
  const plurals = [...pluralVariants(word), ...genderVariants(word)];
  // A form that contains the word ('motores' for 'motor') finds nothing the word does not, and a
  // whole word with its plural ending already counts as whole: only the other forms are read.
  for (const form of plurals) if (!form.includes(word)) clause.alternatives.push({ terms: [wordTerm(form)], reading: 'plural', shown: form });
  for (const key of [word, ...plurals]) {
    const terms = synonyms.byKey.get(key);
    if (terms) addSynonyms(postings, clause, key, terms, 'synonyms', budgets);
  }
  if (clauseFinds(postings, clause)) return clause;
  // A word of a synonym phrase, typed alone ('cardanico' of 'eje cardanico'), reads as the phrase's group.
  if (word.length >= 5 && isLettersOnly(word)) {
    for (const key of postings.data.synonymPhrases.get(word) ?? []) addSynonyms(postings, clause, key, synonyms.byKey.get(key)!, 'synonyms', budgets);
    if (clauseFinds(postings, clause)) return clause;
  }
  // Last, a typo: of the word, or of its singular ('burjes' -> 'burje' -> 'buje').
  if (!isLettersOnly(word)) return clause;
  for (const form of [word, ...plurals]) {
    const corrected = typos.correct(form);
    if (corrected === null) continue;
    const distance = editDistance(form, corrected, 2) + (form === word ? 0 : 1);
    const reading: Reading = distance <= 1 ? 'typo1' : 'typo2';
    clause.alternatives.push({ terms: [wordTerm(corrected)], reading, shown: corrected });
    for (const variant of pluralVariants(corrected)) clause.alternatives.push({ terms: [wordTerm(variant)], reading, shown: corrected });
    const terms = synonyms.byKey.get(corrected);
    if (terms) addSynonyms(postings, clause, corrected, terms, reading, budgets);
    if (clauseFinds(postings, clause)) break;
  }
  return clause;
}

/** Adds a key's synonyms to the clause as readings, within the clause's SynonymBudget. */
function addSynonyms(
  postings: Postings,
  clause: Clause,
  key: string,
  terms: readonly (readonly string[])[],
  reading: Reading,
  budgets: WeakMap<Clause, SynonymBudget>,
): void {
  const { display } = postings.data.synonyms;
  const budget = budgetFor(postings, clause, budgets);
  const docLimit = Math.max(budget.ownDocs, Math.ceil(postings.data.size * SYNONYM_DOC_SHARE));
  for (const t of terms) {
    const text = t.join(' ');
    if (text === key) continue;
    if (budget.readings >= MAX_SYNONYM_READINGS || budget.lookups >= MAX_SYNONYM_LOOKUPS) return;
    const alt: Alternative = { terms: t.map(wordTerm), reading, shown: display.get(text) ?? text };
    const id = termsKey(alt.terms);
    if (budget.seen.has(id)) continue;
    budget.seen.add(id);
    budget.lookups++;
    const found = postings.alternativeDocs(alt.terms).length;
    budget.docs += found;
    if (budget.docs > docLimit) return; // more than the clause's own readings are worth: no more synonyms
    if (found === 0) continue;
    budget.readings++;
    clause.alternatives.push(alt);
  }
}
