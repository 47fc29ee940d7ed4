// A synonym table cannot make a search much more work than the same search without it, whatever the
// owner puts in it: a word in hundreds of groups, long chains of groups, one group of every word,
// a word in hundreds of phrases. Work is counted by the index (lookups that scan the vocabulary,
// documents handed to the ranking), not timed: the same on any machine and under any load.
import { describe, expect, it } from 'vitest';
import { buildSynonymTable, MAX_SYNONYM_TERMS } from '#domain/search-plan';
import { mulberry32 } from '#domain/random';
import { makeProduct } from '#domain/testing';
import { buildCatalogIndex } from './index';

const SYLLABLES = ['ba', 'co', 'de', 'fu', 'ga', 'li', 'mo', 'ne', 'pa', 'ro', 'sa', 'tu', 'ver', 'xin'];
const FILLER = SYLLABLES.flatMap((a) => SYLLABLES.map((b) => `${a}${b}${a}`)); // 196 letter-only words
const TRADE = ['bomba', 'hidraulica', 'motor', 'deutz', 'reten', 'ruleman', 'rodamiento', 'junta', 'filtro', 'aceite', 'eje', 'cardanico'];

const random = mulberry32(2026);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const products = Array.from({ length: 3000 }, (_, i) =>
  makeProduct({
    id: String(i + 1),
    name: `${pick(TRADE)} ${pick(FILLER)} ${pick(TRADE)}`,
    description: Array.from({ length: 8 }, () => pick(random() < 0.3 ? TRADE : FILLER)).join(' '),
    code: `${pick(['AB', 'CD'])}-${i}`,
  }),
);
const SIZE = products.length;

const QUERIES = [
  'bomba',
  'bombas hidraulicas',
  'motor deutz',
  'bonba',
  'rulemanes',
  'eje',
  'cardanico',
  `${FILLER[3]} ${FILLER[50]}`,
  'retenes para motor',
  'bomba motor eje reten junta filtro aceite',
];

const HOSTILE: Record<string, string[][]> = {
  'a word in 500 groups (many-to-many)': Array.from({ length: 500 }, (_, k) => ['bomba', FILLER[k % FILLER.length], FILLER[(k * 7) % FILLER.length], 'motor']),
  'a chain of 195 groups': [['bomba', FILLER[0]], ...FILLER.slice(1).map((w, k) => [FILLER[k], w])],
  'one group of every word': [[...TRADE, ...FILLER]],
  'a word in 300 phrases': Array.from({ length: 300 }, (_, k) => [
    `eje ${FILLER[k % FILLER.length]} ${FILLER[(k * 3) % FILLER.length]}`,
    FILLER[(k + 1) % FILLER.length],
    'cardanico',
  ]),
  'every word in every group, twice': Array.from({ length: 60 }, () => [...TRADE, ...FILLER].sort(() => random() - 0.5)),
};

/** The work of the query set on a fresh index (fresh caches, so every lookup counts). */
function workOf(synonyms: string[][]): { scans: number; docs: number; perQuery: number[] } {
  const index = buildCatalogIndex(products, { synonyms });
  const perQuery: number[] = [];
  for (const term of QUERIES) {
    const before = index.work().docs;
    index.search({ term, offset: 0, limit: 24 });
    perQuery.push(index.work().docs - before);
  }
  return { ...index.work(), perQuery };
}

describe('synonym tables cannot make a search much more work', () => {
  const plain = workOf([]);

  for (const [name, table] of Object.entries(HOSTILE)) {
    it(`${name}: at most about twice the documents and lookups of the same searches without synonyms`, () => {
      const hostile = workOf(table);
      // Each clause may bring in as many documents through synonyms as its own readings found, or
      // an eighth of the catalogue when they found few (its readings are looked up twice: once to
      // decide, once to rank).
      QUERIES.forEach((term, q) => {
        const clauses = Math.min(8, term.split(' ').length);
        expect(hostile.perQuery[q], term).toBeLessThanOrEqual(2 * plain.perQuery[q] + 2 * clauses * Math.ceil(SIZE / 8));
      });
      expect(hostile.docs).toBeLessThanOrEqual(2.5 * plain.docs);
      expect(hostile.scans).toBeLessThanOrEqual(3 * plain.scans);
    });
  }

  it('reads a word in thousands of large groups in linear time and keeps a bounded list of terms', () => {
    const groups = Array.from({ length: 2000 }, (_, k) => ['bomba', ...Array.from({ length: 40 }, (_, j) => FILLER[(k + j) % FILLER.length])]);
    const table = buildSynonymTable(groups);
    for (const terms of table.byKey.values()) expect(terms.length).toBeLessThanOrEqual(MAX_SYNONYM_TERMS);
    expect(table.byKey.get('bomba')).toHaveLength(MAX_SYNONYM_TERMS);
  });
});
