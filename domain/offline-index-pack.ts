// The offline search's index (offline-search.ts) in a form IndexedDB keeps and gives back quickly:
// building it from the catalogue's text takes seconds on a slow phone, reading this back a small
// part of that (docs/decisions/0044-never-visited-pages-offline.md). Each family of product lists
// travels as one array of positions with the offsets where each list starts, not as tens of
// thousands of small arrays, which are slow to store and to read back one by one.
import type { OfflineProduct } from './offline-catalog';
import { synonymMap, type OfflineIndex } from './offline-search';

/** Many lists of positions as one: list k is items[offsets[k] … offsets[k + 1]). */
interface PackedLists {
  offsets: Uint32Array;
  items: Uint32Array;
}

/** What is kept of an index: everything but the products and the synonyms, which are kept apart. */
export interface PackedOfflineIndex {
  names: string[];
  labels: string[];
  compacts: string[];
  haystacks: string[];
  words: string[];
  wordDocs: PackedLists;
  codes: string[];
  codeDocs: PackedLists;
  gramKeys: string[];
  gramDocs: PackedLists;
  letters: Uint32Array;
}

function packLists(lists: readonly Uint32Array[]): PackedLists {
  const offsets = new Uint32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++) offsets[k + 1] = offsets[k] + lists[k].length;
  const items = new Uint32Array(offsets[lists.length]);
  for (let k = 0; k < lists.length; k++) items.set(lists[k], offsets[k]);
  return { offsets, items };
}

/** Views into the one array: nothing is copied. */
function unpackLists({ offsets, items }: PackedLists): Uint32Array[] {
  const lists: Uint32Array[] = new Array<Uint32Array>(offsets.length - 1);
  for (let k = 0; k + 1 < offsets.length; k++) lists[k] = items.subarray(offsets[k], offsets[k + 1]);
  return lists;
}

export function packOfflineIndex(index: OfflineIndex): PackedOfflineIndex {
  const { vocabulary } = index;
  return {
    names: index.fields.map((f) => f.name),
    labels: index.fields.map((f) => f.label),
    compacts: index.fields.map((f) => f.compact),
    haystacks: [...index.haystacks],
    words: [...vocabulary.words],
    wordDocs: packLists(vocabulary.wordDocs),
    codes: [...vocabulary.codes],
    codeDocs: packLists(vocabulary.codeDocs),
    gramKeys: [...vocabulary.grams.keys()],
    gramDocs: packLists([...vocabulary.grams.values()]),
    letters: vocabulary.letters,
  };
}

/** The index again, over `products` (the same, in the same order, as when it was packed). */
export function unpackOfflineIndex(
  packed: PackedOfflineIndex,
  products: readonly OfflineProduct[],
  synonyms: readonly (readonly string[])[],
): OfflineIndex | null {
  if (packed.names.length !== products.length) return null;
  const gramDocs = unpackLists(packed.gramDocs);
  return {
    products,
    fields: packed.names.map((name, i) => ({ name, label: packed.labels[i], compact: packed.compacts[i] })),
    haystacks: packed.haystacks,
    vocabulary: {
      words: packed.words,
      wordDocs: unpackLists(packed.wordDocs),
      codes: packed.codes,
      codeDocs: unpackLists(packed.codeDocs),
      grams: new Map(packed.gramKeys.map((gram, k) => [gram, gramDocs[k]])),
      letters: packed.letters,
      synonyms: synonymMap(synonyms),
    },
  };
}
