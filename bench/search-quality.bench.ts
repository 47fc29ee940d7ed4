// Search quality benchmark (npm run bench:search): runs each judged set against the sample
// catalogue through two systems:
//   exact  = the spec's exact search as main first had it: index.query({ term, sort: 'price_desc' })
//            (every word must appear as a substring; the home page listed by price, high to low).
//            Whatever it finds is shown as the exact answer. A fixed baseline.
//   search = the shop's search: index.search({ term }) with its interpretation (exact or
//            approximate, and the reading that answered).
// Figures over answerable queries: zero-result rate, mean recall@10, MRR@10 and nDCG@10 (binary
// relevance); over no-answer queries, the share shown as exact. Overall and by kind. Prints markdown
// (or, with --json, machine-readable figures). A measurement, not a test: it always exits 0.
//
//   npx tsx bench/search-quality.bench.ts [--json] [--no-machines] [--set=bench/x.json ...] [path/to/catalogo.csv]
//
// Sets: the project's (search-queries.json, written with the forgiving search) and the Litoral one
// (search-queries-litoral.json: words of the trade, judged before the ranking changed and never
// tuned on; bench/search-queries-litoral.judge.py writes it from the catalogue).
//
// The judged set: each query has a kind (exact, single, accents, typo, plural, code, brand+model,
// synonym, natural, condition, no-answer) and the ids of the products that customer wants, judged by
// meaning from the catalogue (not from any search's output); relevant: [] when the shop sells
// nothing that answers it. Synonym queries only use groups the sample table data/sinonimos.csv ships.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productsFromRows } from '../domain/product';
import type { Product } from '../domain/types';
import { buildCatalogIndex, type CatalogIndex } from '../server/catalog/index';
import { machineSourceOf } from '../server/catalog/machines';
import { readCatalogTable } from '../server/catalog/sources';
import { isShownAsExact, ndcgAtK, reciprocalRankAtK, recallAtK, summarize, summarizeByKind, type QualitySummary, type QueryOutcome } from './search-metrics';

const K = 10;
const WORST_LISTED = 15;
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const CATALOGUE_CSV = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'data/catalogo.csv');
const SETS = args.filter((a) => a.startsWith('--set=')).map((a) => path.resolve(a.slice('--set='.length)));
const QUERY_SETS =
  SETS.length > 0 ? SETS : [path.resolve(import.meta.dirname, 'search-queries.json'), path.resolve(import.meta.dirname, 'search-queries-litoral.json')];
const SOURCE_OPTIONS = { googleSheetsApiUrl: 'https://sheets.googleapis.com' };

interface JudgedQuery {
  query: string;
  kind: string;
  relevant: string[];
  note?: string;
}

interface JudgedSet {
  version: number;
  queries: JudgedQuery[];
}

interface SystemRun {
  outcomes: QueryOutcome[];
  /** The forgiving search's step per query (null for 'before' or when nothing was found). */
  steps: (string | null)[];
}

function readJudgedSet(file: string): JudgedQuery[] {
  const data = JSON.parse(readFileSync(file, 'utf8')) as JudgedSet;
  if (data.version !== 1 || !Array.isArray(data.queries)) throw new Error(`${file}: se esperaba { version: 1, queries: [...] }`);
  return data.queries;
}

/** Products and synonym groups read as the shop reads them (the synonyms: data/sinonimos.csv beside the CSV). */
async function loadCatalogue(file: string): Promise<{ products: Product[]; groups: string[][] | null }> {
  const table = await readCatalogTable(file, SOURCE_OPTIONS);
  const groups = table.synonyms && table.synonyms.length > 0 ? table.synonyms : null;
  return { products: productsFromRows(table.rows).products, groups };
}

function runExact(index: CatalogIndex, queries: readonly JudgedQuery[]): SystemRun {
  const outcomes = queries.map((q): QueryOutcome => {
    const page = index.query({ term: q.query, sort: 'price_desc', offset: 0, limit: K });
    return { query: q.query, kind: q.kind, relevant: q.relevant, returned: page.items.map((p) => p.id), total: page.total, shownAsExact: page.total > 0 };
  });
  return { outcomes, steps: outcomes.map(() => null) };
}

function runSearch(index: CatalogIndex, queries: readonly JudgedQuery[]): SystemRun {
  const steps: (string | null)[] = [];
  const outcomes = queries.map((q): QueryOutcome => {
    const page = index.search({ term: q.query, offset: 0, limit: K });
    steps.push(page.interpretation.step ?? null);
    return {
      query: q.query,
      kind: q.kind,
      relevant: q.relevant,
      returned: page.items.map((p) => p.id),
      total: page.total,
      shownAsExact: isShownAsExact(page.total, page.interpretation.approximate),
    };
  });
  return { outcomes, steps };
}

// ---- output --------------------------------------------------------------------------------

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);
const num = (x: number | null) => (x === null ? '—' : x.toFixed(2));

function tableRow(label: string, s: QualitySummary): string {
  return `| ${label} | ${s.answerable} | ${s.noAnswer} | ${pct(s.zeroResultRate)} | ${num(s.meanRecall)} | ${num(s.meanReciprocalRank)} | ${num(s.meanNdcg)} | ${pct(s.noAnswerShownExactRate)} |`;
}

function printMarkdown(meta: Meta, set: SetRun): void {
  const e = summarize(set.exact.outcomes, K);
  const a = summarize(set.search.outcomes, K);
  const ak = summarizeByKind(set.search.outcomes, K);
  console.log(`## ${set.file}: ${set.queries.length} consultas, ${meta.products} productos de ${meta.catalogue}`);
  console.log('');
  if (set.unknownIds.length > 0)
    console.log(`> Aviso: ${set.unknownIds.length} ids juzgados no están en el catálogo (${set.unknownIds.slice(0, 10).join(', ')}…); ¿otro CSV?\n`);
  console.log(`| tipo | con respuesta | sin respuesta | sin resultados | recall@${K} | MRR@${K} | nDCG@${K} | sin respuesta mostradas como exactas |`);
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const [kind, summary] of ak) console.log(tableRow(kind, summary));
  console.log(tableRow('**total search()**', a));
  console.log(tableRow('total exacta: query(), precio desc', e));
  console.log('');

  const rows = set.search.outcomes.map((o, i) => ({
    o,
    step: set.search.steps[i],
    recall: recallAtK(o.relevant, o.returned, K),
    rr: reciprocalRankAtK(o.relevant, o.returned, K),
    ndcg: ndcgAtK(o.relevant, o.returned, K),
  }));
  const empty = rows.filter((r) => r.recall !== null && r.o.total === 0);
  console.log(`### search(): consultas con respuesta que no encuentran nada (${empty.length})`);
  console.log('');
  for (const r of empty) console.log(`- \`${r.o.query}\` (${r.o.kind}, ${r.o.relevant.length} relevantes)`);
  if (empty.length === 0) console.log('- ninguna');
  console.log('');
  const worst = rows
    .filter((r) => r.ndcg !== null && r.o.total > 0 && r.ndcg < 1)
    .sort((x, y) => x.ndcg! - y.ndcg! || x.o.query.localeCompare(y.o.query))
    .slice(0, WORST_LISTED);
  console.log(`### search(): peor nDCG@${K} entre las que encuentran algo (hasta ${WORST_LISTED})`);
  console.log('');
  for (const r of worst)
    console.log(
      `- \`${r.o.query}\` (${r.o.kind}): nDCG ${num(r.ndcg)}, recall ${num(r.recall)}, RR ${num(r.rr)}, lectura ${r.step ?? '—'}, ${r.o.total} resultados, ${r.o.relevant.length} relevantes`,
    );
  if (worst.length === 0) console.log('- ninguna');
  console.log('');
  const wronglyExact = rows.filter((r) => r.recall === null && r.o.shownAsExact);
  console.log(`### search(): consultas sin respuesta mostradas como exactas (${wronglyExact.length})`);
  console.log('');
  for (const r of wronglyExact) console.log(`- \`${r.o.query}\`: ${r.o.total} resultados, lectura ${r.step ?? '—'}`);
  if (wronglyExact.length === 0) console.log('- ninguna');
  console.log('');
}

interface Meta {
  catalogue: string;
  products: number;
  synonymGroups: number | null;
}

interface SetRun {
  file: string;
  queries: JudgedQuery[];
  unknownIds: string[];
  exact: SystemRun;
  search: SystemRun;
}

function jsonFigures(meta: Meta, sets: SetRun[]) {
  const system = (run: SystemRun) => ({
    overall: summarize(run.outcomes, K),
    byKind: Object.fromEntries(summarizeByKind(run.outcomes, K)),
    queries: run.outcomes.map((o, i) => ({
      query: o.query,
      kind: o.kind,
      relevant: o.relevant.length,
      total: o.total,
      recall: recallAtK(o.relevant, o.returned, K),
      reciprocalRank: reciprocalRankAtK(o.relevant, o.returned, K),
      ndcg: ndcgAtK(o.relevant, o.returned, K),
      shownAsExact: o.shownAsExact,
      step: run.steps[i],
    })),
  });
  return {
    k: K,
    ...meta,
    sets: sets.map((set) => ({
      file: set.file,
      queries: set.queries.length,
      unknownIds: set.unknownIds,
      exact: system(set.exact),
      search: system(set.search),
    })),
  };
}

async function main(): Promise<void> {
  const { products, groups } = await loadCatalogue(CATALOGUE_CSV);
  const index = buildCatalogIndex(products, groups ? { synonyms: groups } : {});
  // Machines named in the words, read from 'Aplica para' with the built-in brands, as the store
  // wires each snapshot; --no-machines measures the words alone.
  if (!args.includes('--no-machines')) index.useMachines(machineSourceOf({ products, index }));
  const known = new Set(products.map((p) => p.id));
  const meta: Meta = {
    catalogue: path.relative(process.cwd(), CATALOGUE_CSV) || CATALOGUE_CSV,
    products: products.length,
    synonymGroups: groups ? groups.length : null,
  };
  const sets = QUERY_SETS.map((file): SetRun => {
    const queries = readJudgedSet(file);
    return {
      file: path.relative(process.cwd(), file) || file,
      queries,
      unknownIds: [...new Set(queries.flatMap((q) => q.relevant).filter((id) => !known.has(id)))],
      exact: runExact(index, queries),
      search: runSearch(index, queries),
    };
  });
  if (asJson) {
    console.log(JSON.stringify(jsonFigures(meta, sets), null, 2));
    return;
  }
  console.log('# Calidad de la búsqueda');
  console.log('');
  console.log(`Sinónimos: ${meta.synonymGroups === null ? 'sin data/sinonimos.csv' : `${meta.synonymGroups} grupos de data/sinonimos.csv`}.`);
  console.log(
    `Recall@${K} = |relevantes ∩ primeros ${K}| / min(|relevantes|, ${K}); MRR@${K} = media de 1 / puesto del primer relevante (0 si no está entre los ${K}); nDCG@${K} con relevancia binaria.`,
  );
  console.log('Metas: sin resultados ≤ 1 %, recall@10 ≥ 0.95, MRR@10 ≥ 0.93 en los dos conjuntos; ninguna consulta sin respuesta mostrada como exacta.');
  console.log('');
  for (const set of sets) printMarkdown(meta, set);
}

main()
  .catch((error: unknown) => {
    console.error('search-quality bench failed:', error);
  })
  .finally(() => {
    process.exitCode = 0;
  });
