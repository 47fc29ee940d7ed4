// About how much room the search index kept on the phone takes (app/offline/saved-catalog.ts), for
// 'Usar sin señal': the browser stores a string of Latin-1 characters one byte a character and any
// other two, and typed arrays as their bytes. An estimate of what IndexedDB keeps, not a measure.
import type { PackedOfflineIndex } from './offline-index-pack';

const WIDE = /[^\u0000-\u00ff]/;

function stringBytes(list: readonly string[]): number {
  let bytes = 0;
  for (const text of list) bytes += WIDE.test(text) ? 2 * text.length : text.length;
  return bytes;
}

/** Bytes of the packed index's strings and lists. */
export function packedIndexBytes(packed: PackedOfflineIndex): number {
  const lists = [packed.wordDocs, packed.codeDocs, packed.gramDocs].reduce((n, l) => n + l.offsets.byteLength + l.items.byteLength, 0);
  const texts = [packed.names, packed.labels, packed.compacts, packed.haystacks, packed.words, packed.codes, packed.gramKeys].reduce(
    (n, l) => n + stringBytes(l),
    0,
  );
  return lists + texts + packed.letters.byteLength;
}
