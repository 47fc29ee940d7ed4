// The readings of a query (decision 0015): each typed word becomes a clause with every way the shop
// reads it (the word itself, its code form, its plural or singular, the owner's synonyms, phrases of
// several words, and last a typo correction). ranker.ts ranks the products they find together.
import { STOP_WORDS, compactCode, editDistance, genderVariants, isCodeLike, isLettersOnly, pluralVariants } from '../../domain/search-plan';
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

export const wordTerm = (text: string): Term => ({ kind: 'word', text });

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
export function readingsPlan(postings: Postings, words: string[], typed: string[]): Clause[] {
  const { synonyms } = postings.data;
  let picked = words.map((word, k) => ({ word, typed: typed[k] })).filter((w) => !STOP_WORDS.has(w.word));
  if (picked.length === 0) picked = words.map((word, k) => ({ word, typed: typed[k] }));
  picked = picked.slice(0, MAX_READ_WORDS);
  const plan: Clause[] = [];
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
        alternatives: [{ terms: span.map((w) => wordTerm(w.word)), reading: 'exact', shown: null }, ...synonymAlternatives(postings, key, terms, 'synonyms')],
      };
      i += len;
    }
    if (merged === null) {
      merged = wordClause(postings, picked[i].word, picked[i].typed);
      i++;
    }
    plan.push(merged);
  }
  return plan;
}

/** One typed word's readings (see readingsPlan). */
function wordClause(postings: Postings, word: string, typed: string): Clause {
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
    if (terms) clause.alternatives.push(...synonymAlternatives(postings, key, terms, 'synonyms'));
  }
  if (clauseFinds(postings, clause)) return clause;
  // A word of a synonym phrase, typed alone ('cardanico' of 'eje cardanico'), reads as the phrase's group.
  if (word.length >= 5 && isLettersOnly(word)) {
    for (const [key, terms] of synonyms.byKey) {
      if (key.includes(' ') && key.split(' ').includes(word)) clause.alternatives.push(...synonymAlternatives(postings, key, terms, 'synonyms'));
    }
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
    if (terms) clause.alternatives.push(...synonymAlternatives(postings, corrected, terms, reading));
    if (clauseFinds(postings, clause)) break;
  }
  return clause;
}

function synonymAlternatives(postings: Postings, key: string, terms: readonly (readonly string[])[], reading: Reading): Alternative[] {
  const { display } = postings.data.synonyms;
  return terms.filter((t) => t.join(' ') !== key).map((t) => ({ terms: t.map(wordTerm), reading, shown: display.get(t.join(' ')) ?? t.join(' ') }));
}
