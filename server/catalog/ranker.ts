// Ranking the products every reading finds (decision 0015): each product scores, for every clause,
// its best evidence through any reading (ranking.ts's field weights and reading factors); the sum
// orders them. Also what the page says about the answer: exact, or the reading it comes from.
import { STOP_WORDS, compactCode, isCodeLike, isLettersOnly, type SearchInterpretation, type SearchStep } from '#domain/search-plan';
import type { IndexData } from './index-data';
import type { FilterMasks, Postings, Term } from './postings';
import { clauseFinds, type Alternative, type Clause } from './readings';
import { FIELD_WEIGHT, MATCH_QUALITY, NAME_START_BONUS, PHRASE_BONUS, READING_FACTOR, WHOLE_CODE_BONUS, adjacent, matchQuality, type Reading } from './ranking';

export interface Ranked {
  /** Candidate positions, best first. */
  order: number[];
  /** No product had every word: these have some of them. */
  any: boolean;
  /** Which of the first products are in the spec's exact answer. */
  exact: Set<number>;
}

/** Positions by key, highest first, ties in stored order; one numeric sort of packed keys. */
function sortByKey(docs: readonly number[], key: (doc: number) => number): number[] {
  if (docs.length < 2) return [...docs];
  let max = 0;
  for (const doc of docs) if (doc > max) max = doc;
  const span = max + 1;
  // Keys are rounded to 1e-3 and turned around so that an ascending sort gives the best first.
  const packed = new Float64Array(docs.length);
  for (let k = 0; k < docs.length; k++) packed[k] = (KEY_CEILING - Math.round(key(docs[k]) * 1000)) * span + docs[k];
  packed.sort();
  return Array.from(packed, (v) => v % span);
}
/** Above any rank key × 1000 (a key stays below 1e4 × 256 clauses + bonuses). */
const KEY_CEILING = 4e9;

/** Products weighed when no product has every word (see rank()). */
const ANY_EVIDENCE_LIMIT = 2_000;
/** First products looked at for typed words next to each other in the name. */
const PHRASE_WINDOW = 100;
/** First products that decide whether the page says the answer is exact (see interpret()). */
const HONEST_WINDOW = 3;
/** Readings from the closest to the farthest, to tell the farthest one used. */
// 'apart' is not here: the pieces of a size are the typed words themselves, what the exact rule reads.
const READINGS: readonly Exclude<Reading, 'apart'>[] = ['exact', 'code', 'plural', 'synonyms', 'typo1', 'typo2'];

/** Per product: the score, a clause's best evidence, clauses matched and the flags below. */
interface Scratch {
  score: Float64Array;
  best: Float64Array;
  matched: Uint8Array;
  flags: Uint8Array;
}
/** Flags: a clause with a real word (three letters or more) matched; in the exact rule's answer; weighed. */
const WORDY = 1;
const EXACT = 2;
const CANDIDATE = 4;

export class Ranker {
  private readonly data: IndexData;

  constructor(private readonly postings: Postings) {
    this.data = postings.data;
  }

  /** Scratch per product for rank(): JS is single-threaded and rank() synchronous, so one set serves all. */
  private scratch: Scratch | null = null;

  /**
   * Candidates and their order: every product with every clause (through any reading) plus the
   * exact rule's; when none, products with some clauses (a real word among them), more first.
   */
  rank(plan: Clause[], masks: FilterMasks, exact: Uint32Array, exactOnly: boolean, words: string[]): Ranked {
    const n = this.data.size;
    if (this.scratch === null || this.scratch.score.length !== n) {
      this.scratch = { score: new Float64Array(n), best: new Float64Array(n), matched: new Uint8Array(n), flags: new Uint8Array(n) };
    }
    const scratch = this.scratch;
    // Documents first: looking them up uses the stamps too.
    const lists = plan.map((clause) => clause.alternatives.map((alt) => this.postings.alternativeDocs(alt.terms)));
    for (const clauseLists of lists) for (const docs of clauseLists) this.postings.work.docs += docs.length;
    const touched = this.countClauses(plan, lists, masks, exactOnly, scratch);
    this.markExact(exact, touched, scratch);
    const { candidates, any } = this.chooseCandidates(touched, plan.length, exactOnly, scratch);
    this.weighEvidence(plan, lists, scratch);
    this.addWholeCodeBonus(candidates, words, scratch);
    const order = this.orderCandidates(candidates, plan, any, scratch);
    const { matched, flags } = scratch;
    const result: Ranked = {
      order,
      any,
      exact: new Set(order.slice(0, HONEST_WINDOW).filter((doc) => (flags[doc] & EXACT) !== 0)),
    };
    for (const doc of touched) {
      matched[doc] = 0;
      flags[doc] = 0;
    }
    return result;
  }

  /**
   * Pass 1, counting only: which products have every clause (or some, for the last resort). Returns
   * the products touched, whose scratch rank() clears at the end.
   */
  private countClauses(plan: Clause[], lists: Uint32Array[][], masks: FilterMasks, exactOnly: boolean, scratch: Scratch): number[] {
    const { score, matched, flags } = scratch;
    const stamp = this.postings.stamp;
    const touched: number[] = [];
    for (let c = 0; c < plan.length; c++) {
      const wordy = plan[c].words.some((w) => w.length >= 3 && isLettersOnly(w));
      this.postings.reserveStamps(1);
      const seen = this.postings.nextStamp();
      for (const docs of lists[c]) {
        for (const doc of docs) {
          if (stamp[doc] === seen) continue;
          stamp[doc] = seen;
          if (matched[doc] === 0) {
            if (!this.postings.passes(doc, masks)) continue;
            touched.push(doc);
            flags[doc] = 0;
            score[doc] = 0;
          } else if (matched[doc] < c && exactOnly) continue;
          matched[doc]++;
          if (wordy) flags[doc] |= WORDY;
        }
      }
    }
    return touched;
  }

  /** The exact rule's products belong to the answer whatever the clauses found. */
  private markExact(exact: Uint32Array, touched: number[], { score, matched, flags }: Scratch): void {
    for (const doc of exact) {
      if (matched[doc] === 0) {
        // Only a stop word the plan left out could bring one here; it still belongs to the answer.
        touched.push(doc);
        flags[doc] = 0;
        score[doc] = 0;
      }
      flags[doc] |= EXACT;
    }
  }

  /** The products ranked, and whether they are the last resort (some of the words only). */
  private chooseCandidates(touched: number[], clauses: number, exactOnly: boolean, { matched, flags }: Scratch): { candidates: number[]; any: boolean } {
    let candidates = touched.filter((doc) => matched[doc] >= clauses || (flags[doc] & EXACT) !== 0);
    const any = candidates.length === 0 && !exactOnly && clauses > 1;
    if (any) candidates = touched.filter((doc) => (flags[doc] & WORDY) !== 0);
    if (exactOnly) candidates = candidates.filter((doc) => (flags[doc] & EXACT) !== 0);
    if (any && candidates.length > ANY_EVIDENCE_LIMIT) {
      // Some of many words: most of the catalogue can have one. More words first decides the order
      // before any evidence does, so only the products with the most words are weighed; the rest
      // keep their order by count of words and stored order.
      candidates = sortByKey(candidates, (doc) => matched[doc]);
      for (let k = 0; k < ANY_EVIDENCE_LIMIT; k++) flags[candidates[k]] |= CANDIDATE;
    } else for (const doc of candidates) flags[doc] |= CANDIDATE;
    return { candidates, any };
  }

  /** Pass 2, the evidence, for the candidates only: each clause's best reading per product. */
  private weighEvidence(plan: Clause[], lists: Uint32Array[][], { score, best, flags }: Scratch): void {
    const stamp = this.postings.stamp;
    for (let c = 0; c < plan.length; c++) {
      const clause = plan[c];
      // A letter or two is in nearly every product and says nothing about any: flat evidence.
      const flat = clause.words.length === 1 && clause.words[0].length <= 2 && !isCodeLike(clause.words[0]);
      this.postings.reserveStamps(1);
      const seen = this.postings.nextStamp();
      const inClause: number[] = [];
      for (let a = 0; a < lists[c].length; a++) {
        const alt = clause.alternatives[a];
        const factor = READING_FACTOR[alt.reading];
        for (const doc of lists[c][a]) {
          if ((flags[doc] & CANDIDATE) === 0) continue;
          const s = flat ? FIELD_WEIGHT.description : this.evidence(doc, alt, c === 0) * factor;
          if (stamp[doc] !== seen) {
            stamp[doc] = seen;
            best[doc] = s;
            inClause.push(doc);
          } else if (s > best[doc]) best[doc] = s;
        }
      }
      for (const doc of inClause) score[doc] += best[doc];
    }
  }

  /** The product whose code is what was typed comes first. */
  private addWholeCodeBonus(candidates: number[], words: string[], { score }: Scratch): void {
    const codes = new Set(words.filter(isCodeLike).map(compactCode));
    codes.add(compactCode(words.join('')));
    for (const code of codes) if (code.length < 3) codes.delete(code);
    for (const doc of candidates) if (this.data.compactCodes[doc] !== '' && codes.has(this.data.compactCodes[doc])) score[doc] += WHOLE_CODE_BONUS;
  }

  /** By score (more words first in the last resort); then typed words next to each other in a name. */
  private orderCandidates(candidates: number[], plan: Clause[], any: boolean, { score, matched }: Scratch): number[] {
    const key = (doc: number) => (any ? matched[doc] * 1e4 : 0) + score[doc];
    const order = sortByKey(candidates, key);
    // Typed words next to each other in a name: looked at among the first products only.
    const head = order.slice(0, PHRASE_WINDOW);
    if (plan.length > 1 && head.length > 1) {
      for (const doc of head) score[doc] += this.phraseBonus(doc, plan);
      order.splice(0, head.length, ...sortByKey(head, key));
    }
    return order;
  }

  /** The best evidence a product gives for one alternative (all its terms), before the reading's factor. */
  private evidence(doc: number, alt: Alternative, first: boolean): number {
    if (alt.terms.length === 1) return this.termEvidence(doc, alt.terms[0], first);
    let sum = 0;
    for (let k = 0; k < alt.terms.length; k++) sum += this.termEvidence(doc, alt.terms[k], first && k === 0);
    return sum / alt.terms.length;
  }

  private termEvidence(doc: number, term: Term, first: boolean): number {
    const code = this.data.compactCodes[doc];
    if (term.kind === 'code') {
      if (code === term.text) return FIELD_WEIGHT.codeWhole;
      if (code !== '' && code.includes(term.text)) return FIELD_WEIGHT.codePart;
      return FIELD_WEIGHT.description;
    }
    const name = this.data.nameTexts[doc];
    const inName = matchQuality(name, term.text);
    if (inName > 0) return FIELD_WEIGHT.name * inName + (name.startsWith(term.text) ? (first ? NAME_START_BONUS.first : NAME_START_BONUS.other) : 0);
    let s = 0;
    if (code !== '' && code.includes(term.text)) s = code === term.text ? FIELD_WEIGHT.codeWhole : FIELD_WEIGHT.codePart;
    const inLabel = matchQuality(this.data.labelTexts[doc], term.text, name.length + 1); // brand and 'Aplica para'
    if (inLabel > 0) s = Math.max(s, FIELD_WEIGHT.label * inLabel);
    return s > 0 ? s : FIELD_WEIGHT.description;
  }

  /** PHRASE_BONUS for each pair of consecutive clauses whose forms sit next to each other in the name. */
  private phraseBonus(doc: number, plan: Clause[]): number {
    const name = this.data.nameTexts[doc];
    const present = plan.map((clause) =>
      clause.alternatives.filter((alt) => alt.terms.length === 1 && alt.terms[0].kind === 'word' && name.includes(alt.terms[0].text)),
    );
    let bonus = 0;
    for (let c = 0; c + 1 < plan.length; c++) {
      if (present[c].some((x) => present[c + 1].some((y) => adjacent(name, x.terms[0].text, y.terms[0].text)))) bonus += PHRASE_BONUS;
    }
    return bonus;
  }

  /** Every typed word (stop words aside) as a word in the name, brand, 'Aplica para' or code. */
  namesAll(doc: number, words: string[]): boolean {
    return this.exactInLabel(doc, words);
  }

  private exactInLabel(doc: number, words: string[]): boolean {
    return words.every((word) => STOP_WORDS.has(word) || this.wordInLabel(doc, word));
  }

  /** A word as a word in the name, brand, 'Aplica para' or code (a code-like one may start a word). */
  private wordInLabel(doc: number, word: string): boolean {
    const label = this.data.labelTexts[doc];
    if (!isCodeLike(word)) return matchQuality(label, word) === MATCH_QUALITY.whole;
    if (matchQuality(label, word) >= MATCH_QUALITY.start) return true;
    const code = compactCode(word);
    return code !== '' && this.data.compactCodes[doc].includes(code);
  }

  /**
   * The owner's synonym table says the words mean exactly this product: every typed word (stop
   * words aside) is read by the plan, and each clause has its typed words, its code or one of its
   * synonyms as words in the name, code, brand or 'Aplica para' ('ruleman 6205' and 'Rodamiento
   * SKF 6205-2RS1'). Plurals and typo corrections are not the owner's word: they stay approximate.
   */
  private namedBySynonym(doc: number, plan: Clause[], words: string[]): boolean {
    const read = new Set(plan.flatMap((clause) => clause.words));
    if (words.some((word) => !STOP_WORDS.has(word) && !read.has(word))) return false;
    const named = (alt: Alternative) =>
      alt.terms.every((t) => (t.kind === 'code' ? this.data.compactCodes[doc].includes(t.text) : this.wordInLabel(doc, t.text)));
    let synonym = false;
    for (const clause of plan) {
      if (clause.alternatives.some((alt) => alt.reading === 'synonyms' && named(alt))) synonym = true;
      else if (!clause.alternatives.some((alt) => (alt.reading === 'exact' || alt.reading === 'code') && named(alt))) return false;
    }
    // Without a synonym it is the typed words' own case (exactInLabel), not this one.
    return synonym;
  }

  /**
   * What the page says: exact when the first product has every typed word in its name, code, brand
   * or 'Aplica para' and the next few are the spec's exact answer too; otherwise the reading of the
   * first one that is not, and the words its results are for.
   */
  interpret(ranked: Ranked, plan: Clause[], words: string[], exact: Uint32Array): Pick<SearchInterpretation, 'step' | 'approximate' | 'shownAs'> {
    if (ranked.any) {
      const shown = plan.filter((clause) => clauseFinds(this.postings, clause)).map((clause) => this.clauseShown(clause, null));
      return { step: 'any', approximate: true, shownAs: shown.join(' o ') };
    }
    // The first product must be the exact answer in so many words; the next ones at least the
    // spec's exact answer (a description-only match below the right one takes nothing away).
    // A product the owner's synonyms name in so many words is as exact as the typed words.
    const first = ranked.order.slice(0, HONEST_WINDOW);
    const named = (doc: number) => this.namedBySynonym(doc, plan, words);
    let off = first.find((doc) => !ranked.exact.has(doc) && !named(doc));
    const typedFirst = this.exactInLabel(first[0], words);
    if (off === undefined && !typedFirst && !named(first[0])) off = first[0];
    if (off === undefined) {
      const bySynonym = !typedFirst || first.some((doc) => !ranked.exact.has(doc));
      return { step: bySynonym ? 'synonyms' : 'exact', approximate: false, shownAs: null };
    }
    let farthest = -1;
    const shown: string[] = [];
    for (let c = 0; c < plan.length; c++) {
      const alt = this.bestAlternative(off, plan[c], c === 0);
      if (alt !== null) farthest = Math.max(farthest, READINGS.indexOf(alt.reading === 'apart' ? 'exact' : alt.reading));
      shown.push(this.clauseShown(plan[c], alt));
    }
    const reading = farthest >= 0 ? READINGS[farthest] : 'exact';
    let step: SearchStep;
    if (reading === 'exact') step = exact.length > 0 && ranked.exact.has(off) ? 'mention' : 'stopwords';
    else step = reading === 'typo1' || reading === 'typo2' ? 'typo' : reading;
    return { step, approximate: true, shownAs: shown.join(' ') };
  }

  private bestAlternative(doc: number, clause: Clause, first: boolean): Alternative | null {
    let best: Alternative | null = null;
    let bestScore = -1;
    for (const alt of clause.alternatives) {
      if (!alt.terms.every((t) => (t.kind === 'word' ? this.data.haystacks[doc].includes(t.text) : this.postings.compactHaystack(doc).includes(t.text))))
        continue;
      const s = this.evidence(doc, alt, first) * READING_FACTOR[alt.reading];
      if (s > bestScore) {
        best = alt;
        bestScore = s;
      }
    }
    return best;
  }

  /** A clause as the notice shows it: the form that found the product, with the catalogue's accents. */
  private clauseShown(clause: Clause, alt: Alternative | null): string {
    const chosen = alt ?? clause.alternatives.find((a) => this.postings.alternativeDocs(a.terms).length > 0) ?? null;
    if (chosen === null || chosen.shown === null) {
      const own = clause.words.join(' ');
      return this.spell(own) === own ? clause.typed : this.spell(own);
    }
    return this.spell(chosen.shown);
  }

  /** A normalised phrase with the catalogue's accents: 'bomba hidraulica' -> 'bomba hidráulica'. */
  private spell(text: string): string {
    return text
      .split(' ')
      .map((w) => this.data.spelling.get(w) ?? w)
      .join(' ');
  }
}
