// Precision and recall of the 'Aplica para' reader (domain/machines/) on the judged sets
// (npm run bench:machines-judged): bench/machines-judged.json, 320 judged texts and 160 held apart,
// drawn from the sample and judged by bench/machines-judged.judge.py. Prints figures for
// bench/README.md and the texts read otherwise; not a test (domain/machines/judged-score.test.ts is).
import { readFileSync } from 'node:fs';
import { brandMatcher } from '../domain/machines/brand-matcher';
import { BUILT_IN_BRANDS } from '../domain/machines/brands';
import { scoreReader, type JudgedText } from '../domain/machines/judged-score';

const sets = JSON.parse(readFileSync(new URL('./machines-judged.json', import.meta.url), 'utf8')) as Record<string, JudgedText[]>;
const matcher = brandMatcher(BUILT_IN_BRANDS);
for (const [name, set] of Object.entries(sets)) {
  const score = scoreReader(set, matcher);
  console.log(
    `${name}: ${score.texts} texts, ${score.pairs} pairs; precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)}; ${score.misses.length} texts read otherwise`,
  );
  for (const miss of score.misses.slice(0, 20))
    console.log(`  ${miss.text}\n    missed: ${miss.missed.join(', ') || '-'}; added: ${miss.extra.join(', ') || '-'}`);
}
