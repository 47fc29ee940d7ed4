// Search quality benchmark (npm run bench:search, issue 9): runs the judged queries of
// bench/search-queries.json against the sample catalogue and compares two systems:
//   before = the spec's exact search as main had it: index.query({ term, sort: 'price_desc' })
//            (every word must appear as a substring; the home page listed by price, high to low).
//            Whatever it finds is shown as the exact answer.
//   after  = the forgiving search: index.search({ term }) with its interpretation (exact or
//            approximate, and the step that answered).
// Figures: zero-result rate and mean recall@10 over answerable queries, and the share of no-answer
// queries whose results are shown as exact; overall and by kind. Prints a markdown table (or, with
// --json, machine-readable figures). A measurement, not a test: it always exits 0.
//
//   npx tsx bench/search-quality.bench.ts [--json] [path/to/catalogo.csv]
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
import { readCatalogTable } from '../server/catalog/sources';
import { isShownAsExact, recallAtK, summarize, summarizeByKind, type QualitySummary, type QueryOutcome } from './search-metrics';

const K = 10;
const WORST_LISTED = 15;
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const CATALOGUE_CSV = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'data/catalogo.csv');
const QUERIES_JSON = path.resolve(import.meta.dirname, 'search-queries.json');
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

function runBefore(index: CatalogIndex, queries: readonly JudgedQuery[]): SystemRun {
  const outcomes = queries.map((q): QueryOutcome => {
    const page = index.query({ term: q.query, sort: 'price_desc', offset: 0, limit: K });
    return { query: q.query, kind: q.kind, relevant: q.relevant, returned: page.items.map((p) => p.id), total: page.total, shownAsExact: page.total > 0 };
  });
  return { outcomes, steps: outcomes.map(() => null) };
}

function runAfter(index: CatalogIndex, queries: readonly JudgedQuery[]): SystemRun {
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

function tableRow(label: string, b: QualitySummary, a: QualitySummary): string {
  return `| ${label} | ${b.answerable} | ${b.noAnswer} | ${pct(b.zeroResultRate)} | ${pct(a.zeroResultRate)} | ${num(b.meanRecall)} | ${num(a.meanRecall)} | ${pct(b.noAnswerShownExactRate)} | ${pct(a.noAnswerShownExactRate)} |`;
}

function printMarkdown(meta: Meta, before: SystemRun, after: SystemRun): void {
  const b = summarize(before.outcomes, K);
  const a = summarize(after.outcomes, K);
  const bk = summarizeByKind(before.outcomes, K);
  const ak = summarizeByKind(after.outcomes, K);
  console.log(`## Calidad de la búsqueda (${meta.queries} consultas, ${meta.products} productos de ${meta.catalogue})`);
  console.log('');
  console.log(`Sinónimos: ${meta.synonymGroups === null ? 'sin data/sinonimos.csv' : `${meta.synonymGroups} grupos de data/sinonimos.csv`}.`);
  console.log(`before = query() exacta, orden precio desc; after = search(). Recall@${K} = |relevantes ∩ primeros ${K}| / min(|relevantes|, ${K}).`);
  console.log('');
  console.log(
    `| tipo | con respuesta | sin respuesta | sin resultados (before) | sin resultados (after) | recall@${K} (before) | recall@${K} (after) | sin respuesta mostradas como exactas (before) | (after) |`,
  );
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const kind of bk.keys()) console.log(tableRow(kind, bk.get(kind)!, ak.get(kind)!));
  console.log(tableRow('**total**', b, a));
  console.log('');
  console.log('Metas (issue 9): sin resultados ≤ 3 % de las consultas con respuesta, recall@10 ≥ 0.85, ninguna consulta sin respuesta mostrada como exacta.');
  console.log('');

  const rows = after.outcomes.map((o, i) => ({ o, step: after.steps[i], recall: recallAtK(o.relevant, o.returned, K) }));
  const empty = rows.filter((r) => r.recall !== null && r.o.total === 0);
  console.log(`### after: consultas con respuesta que no encuentran nada (${empty.length})`);
  console.log('');
  for (const r of empty) console.log(`- \`${r.o.query}\` (${r.o.kind}, ${r.o.relevant.length} relevantes)`);
  if (empty.length === 0) console.log('- ninguna');
  console.log('');
  const worst = rows
    .filter((r) => r.recall !== null && r.o.total > 0 && r.recall < 1)
    .sort((x, y) => x.recall! - y.recall! || x.o.query.localeCompare(y.o.query))
    .slice(0, WORST_LISTED);
  console.log(`### after: peor recall@${K} entre las que encuentran algo (hasta ${WORST_LISTED})`);
  console.log('');
  for (const r of worst)
    console.log(`- \`${r.o.query}\` (${r.o.kind}): recall ${num(r.recall)}, paso ${r.step ?? '—'}, ${r.o.total} resultados, ${r.o.relevant.length} relevantes`);
  if (worst.length === 0) console.log('- ninguna');
  console.log('');
  const wronglyExact = rows.filter((r) => r.recall === null && r.o.shownAsExact);
  console.log(`### after: consultas sin respuesta mostradas como exactas (${wronglyExact.length})`);
  console.log('');
  for (const r of wronglyExact) console.log(`- \`${r.o.query}\`: ${r.o.total} resultados, paso ${r.step ?? '—'}`);
  if (wronglyExact.length === 0) console.log('- ninguna');
}

interface Meta {
  catalogue: string;
  products: number;
  queries: number;
  synonymGroups: number | null;
  unknownIds: string[];
}

function jsonFigures(meta: Meta, before: SystemRun, after: SystemRun) {
  const system = (run: SystemRun) => ({
    overall: summarize(run.outcomes, K),
    byKind: Object.fromEntries(summarizeByKind(run.outcomes, K)),
    queries: run.outcomes.map((o, i) => ({
      query: o.query,
      kind: o.kind,
      relevant: o.relevant.length,
      total: o.total,
      recall: recallAtK(o.relevant, o.returned, K),
      shownAsExact: o.shownAsExact,
      step: run.steps[i],
    })),
  });
  return { k: K, ...meta, before: system(before), after: system(after) };
}

async function main(): Promise<void> {
  const queries = readJudgedSet(QUERIES_JSON);
  const { products, groups } = await loadCatalogue(CATALOGUE_CSV);
  const index = buildCatalogIndex(products, groups ? { synonyms: groups } : {});
  const known = new Set(products.map((p) => p.id));
  const unknownIds = [...new Set(queries.flatMap((q) => q.relevant).filter((id) => !known.has(id)))];
  const meta: Meta = {
    catalogue: path.relative(process.cwd(), CATALOGUE_CSV) || CATALOGUE_CSV,
    products: products.length,
    queries: queries.length,
    synonymGroups: groups ? groups.length : null,
    unknownIds,
  };
  const before = runBefore(index, queries);
  const after = runAfter(index, queries);
  if (asJson) {
    console.log(JSON.stringify(jsonFigures(meta, before, after), null, 2));
    return;
  }
  if (unknownIds.length > 0)
    console.log(`> Aviso: ${unknownIds.length} ids juzgados no están en el catálogo (${unknownIds.slice(0, 10).join(', ')}…); ¿otro CSV?\n`);
  printMarkdown(meta, before, after);
}

main()
  .catch((error: unknown) => {
    console.error('search-quality bench failed:', error);
  })
  .finally(() => {
    process.exitCode = 0;
  });
