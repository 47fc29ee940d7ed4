// Precision and recall of the 'Aplica para' reader against texts judged by hand
// (bench/machines-judged.json, written by bench/machines-judged.judge.py): a (brand, model) pair
// counts when the reader names the same brand and model, compared as machine pages compare them.
import type { BrandMatcher } from './brand-matcher';
import { readAppliesTo } from './read-applies-to';
import { machineSlug } from './words';

export interface JudgedText {
  text: string;
  /** [brand, model] as a clerk reads them; model null for the brand alone. */
  machines: [string, string | null][];
}

export interface JudgedScore {
  texts: number;
  pairs: number;
  precision: number;
  recall: number;
  /** Texts the reader read otherwise: what it missed and what it added. */
  misses: { text: string; missed: string[]; extra: string[] }[];
}

const key = (brand: string, model: string | null) => `${machineSlug(brand)}/${model === null ? '' : machineSlug(model)}`;

export function scoreReader(judged: readonly JudgedText[], matcher: BrandMatcher): JudgedScore {
  let expected = 0;
  let found = 0;
  let right = 0;
  const misses: JudgedScore['misses'] = [];
  for (const entry of judged) {
    const want = new Set(entry.machines.map(([brand, model]) => key(brand, model)));
    const got = new Set(readAppliesTo(entry.text, matcher).fits.map((f) => `${f.brandSlug}/${f.modelSlug ?? ''}`));
    const hits = [...got].filter((k) => want.has(k)).length;
    expected += want.size;
    found += got.size;
    right += hits;
    if (hits !== want.size || hits !== got.size) {
      misses.push({ text: entry.text, missed: [...want].filter((k) => !got.has(k)), extra: [...got].filter((k) => !want.has(k)) });
    }
  }
  return { texts: judged.length, pairs: expected, precision: found === 0 ? 1 : right / found, recall: expected === 0 ? 1 : right / expected, misses };
}
