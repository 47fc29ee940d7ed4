// Machines from 'Aplica para' (npm run bench:machines): how many sample rows with 'Aplica para' give
// a machine, what building the machine index costs, and what the machine filter costs on a
// catalogue page at 12,000 and 100,000 products. Prints figures for bench/README.md; not a test.
import path from 'node:path';
import { BUILT_IN_BRANDS } from '../domain/machines/brands';
import { catalogMachines, type CatalogMachines } from '../domain/machines/catalog-machines';
import { machineList } from '../domain/machines/machine-list';
import { productsFromRows } from '../domain/product';
import type { Product } from '../domain/types';
import { buildCatalogIndex } from '../server/catalog/index';
import { machineSourceOf, machinesOf } from '../server/catalog/machines';
import { narrowIndex, readMachineFilter } from '../app/lib/machine-filter.server';
import { mulberry32 } from '../domain/random';
import { searchableText } from '../domain/search';
import { readCatalogTable } from '../server/catalog/sources';
import { growRows } from './synthetic';

const SAMPLE = path.resolve(process.argv[2] ?? 'data/catalogo.csv');
const RUNS = 300;

function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)];
}

function measureFilter(products: Product[], machines: CatalogMachines): { machinePage: number; catalogFilter: number } {
  const index = buildCatalogIndex(products);
  const catalog = { products, index, machineBrands: undefined };
  machinesOf(catalog); // built once per snapshot, before any page
  const models = machines.brands.flatMap((b) => b.models);
  const page: number[] = [];
  const filter: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const model = models[(k * 7919) % models.length];
    let t = performance.now();
    machineList(products, model.positions, { categories: [], condition: k % 2 ? 'Nuevo' : null, sort: 'price_desc' }).slice(0, 24);
    page.push(performance.now() - t);
    // A catalogue page narrowed to the machine, as its loader narrows it (app/lib/machine-filter.server.ts).
    t = performance.now();
    const narrowed = narrowIndex(index, readMachineFilter(catalog, new URLSearchParams({ maquina: `${model.brandSlug}/${model.slug}` })));
    narrowed.query({ group: 'Repuestos', offset: 0, limit: 24 });
    filter.push(performance.now() - t);
  }
  return { machinePage: p95(page), catalogFilter: p95(filter) };
}

/**
 * What reading a machine in the words costs the search: bench/catalog.bench.ts's natural phrases
 * ('bomba de agua para John Deere 4630'), on one index without and one with the machine index wired
 * as the store wires it. Each query's best of three CPU times, so a shared machine's load counts less.
 */
function measureNaturalPhrases(products: Product[]): { words: number; machines: number } {
  const random = mulberry32(11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const letterWord = () =>
    pick(
      searchableText(pick(products))
        .split(/\s+/)
        .filter((w) => w.length >= 5 && /^[a-z]+$/.test(w))
        .concat(['bomba', 'filtro']),
    );
  const queries = Array.from({ length: RUNS }, () => `${letterWord()} de ${letterWord()} para ${pick(products).brand} ${Math.floor(random() * 9000)}`);
  const plain = buildCatalogIndex(products);
  const wired = buildCatalogIndex(products);
  const source = machineSourceOf({ products, index: wired });
  source();
  wired.useMachines(source);
  const cpu = (index: typeof plain, term: string) => {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const start = process.cpuUsage();
      index.search({ term, offset: 0, limit: 24 });
      const used = process.cpuUsage(start);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return best;
  };
  const words: number[] = [];
  const machines: number[] = [];
  for (const term of queries) {
    words.push(cpu(plain, term));
    machines.push(cpu(wired, term));
  }
  return { words: p95(words), machines: p95(machines) };
}

const table = await readCatalogTable(SAMPLE, { googleSheetsApiUrl: 'https://sheets.googleapis.com' });
const { products } = productsFromRows(table.rows);
const withText = products.filter((p) => p.appliesTo.trim() !== '').length;
let t = performance.now();
const machines = catalogMachines(products, BUILT_IN_BRANDS);
const buildMs = performance.now() - t;
const unreadRows = machines.unread.reduce((n, u) => n + u.rows, 0);
const models = machines.brands.reduce((n, b) => n + b.models.length, 0);
console.log(
  `sample: ${products.length} products, ${withText} with 'Aplica para', ${withText - unreadRows} give a machine (${((100 * (withText - unreadRows)) / withText).toFixed(1)} %)`,
);
console.log(`texts without a machine: ${machines.unread.length} (${unreadRows} rows); ${machines.brands.length} brands, ${models} models`);
console.log(`build the machine index, 12k: ${buildMs.toFixed(1)} ms`);
const at12 = measureFilter(products.slice(0, 12_000), catalogMachines(products.slice(0, 12_000), BUILT_IN_BRANDS));
console.log(`12k p95: machine page ${at12.machinePage.toFixed(2)} ms, catalogue page filter ${at12.catalogFilter.toFixed(2)} ms`);
const phrases12 = measureNaturalPhrases(products.slice(0, 12_000));
console.log(`12k p95 CPU, natural phrases: words alone ${phrases12.words.toFixed(2)} ms, with machines ${phrases12.machines.toFixed(2)} ms`);
const big = productsFromRows(growRows(table.rows, 100_000)).products;
t = performance.now();
const bigMachines = catalogMachines(big, BUILT_IN_BRANDS);
console.log(`build the machine index, 100k: ${(performance.now() - t).toFixed(1)} ms`);
const at100 = measureFilter(big, bigMachines);
console.log(`100k p95: machine page ${at100.machinePage.toFixed(2)} ms, catalogue page filter ${at100.catalogFilter.toFixed(2)} ms`);
const phrases100 = measureNaturalPhrases(big);
console.log(`100k p95 CPU, natural phrases: words alone ${phrases100.words.toFixed(2)} ms, with machines ${phrases100.machines.toFixed(2)} ms`);
