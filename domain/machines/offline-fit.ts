// A machine named in a search on the phone ('filtro aceite john deere 3530'), read as the shop reads
// it (server/catalog/machine-fit.ts, decision 0046): the same brands (the file carries the owner's
// 'maquinas' tab), the same machine index (catalog-machines.ts) and the same query rule
// (query-machine.ts, machine-source.ts). The machine's parts that have the rest of the words come
// first, ranked by those words; products naming every word, the machine's too, join them.
import type { OfflineProduct } from '../offline-catalog';
import { joinedSizes, readingsPlan, type Clause, type Vocabulary } from '../offline-readings';
import { namesAll, rankPlan, type RankFields } from '../offline-rank';
import { STOP_WORDS } from '../search-plan';
import { brandMatcher } from './brand-matcher';
import type { BrandEntry } from './brands';
import { catalogMachines, type CatalogMachines } from './catalog-machines';
import { machineSource, type MachineSource } from './machine-source';
import { machineInQuery } from './query-machine';

/** The index parts the machine's answer reads (offline-search.ts OfflineIndex). */
interface FitIndex {
  products: readonly OfflineProduct[];
  fields: readonly RankFields[];
  vocabulary: Vocabulary;
}

export interface OfflineMachineAnswer {
  machine: { brand: string; brandSlug: string; name: string; slug: string };
  /** Positions of the fitting products, best first (empty when none has the rest of the words). */
  order: number[];
  /** The rest of the words as read, for the page's notice (empty: only the machine was typed). */
  plan: Clause[];
  read: string[];
}

/** The words' best answers looked at for products that name the machine themselves (as the shop). */
const NAMED_WINDOW = 200;

const built = new WeakMap<readonly OfflineProduct[], { brands: readonly BrandEntry[]; machines: CatalogMachines; source: MachineSource }>();

function machinesEntry(products: readonly OfflineProduct[], brands: readonly BrandEntry[]) {
  let entry = built.get(products);
  if (!entry || entry.brands !== brands) {
    const machines = catalogMachines(products, brands);
    entry = { brands, machines, source: machineSource(machines, brands) };
    built.set(products, entry);
  }
  return entry;
}

/**
 * The saved catalogue's machines, read once per catalogue and page session, on first use (a search
 * naming a brand, the picker, a list narrowed to a machine): reading every 'Aplica para' is the cost.
 */
export function savedMachines(products: readonly OfflineProduct[], brands: readonly BrandEntry[]): CatalogMachines {
  return machinesEntry(products, brands).machines;
}

/** The search's machine source over the saved catalogue; the index is read only when a brand is typed. */
export function savedMachineSource(products: readonly OfflineProduct[], brands: readonly BrandEntry[]): MachineSource {
  let source: MachineSource | null = null;
  return {
    matcher: brandMatcher(brands),
    model: (brandSlug, modelSlug) => (source ??= machinesEntry(products, brands).source).model(brandSlug, modelSlug),
  };
}

/**
 * The machine the words name and its part of the answer, or null without one. `words` are the typed
 * words normalised and without repeats, `typed` as typed; `wordsOrder` is the words' own answer.
 */
export function offlineMachineAnswer(
  index: FitIndex,
  source: MachineSource,
  query: { words: readonly string[]; typed: readonly string[]; allowed: Uint8Array; wordsOrder: readonly number[] },
): OfflineMachineAnswer | null {
  const { words, typed, allowed } = query;
  const found = machineInQuery(typed, source.matcher, (brandSlug, modelSlug) => source.model(brandSlug, modelSlug) !== undefined);
  if (found === null) return null;
  const model = source.model(found.brandSlug, found.modelSlug)!;
  const machine = { brand: model.brand, brandSlug: model.brandSlug, name: model.name, slug: model.slug };
  const fitting = new Uint8Array(allowed.length);
  for (const i of model.positions) fitting[i] = allowed[i];
  const outside = (_: unknown, k: number) => k < found.start || k >= found.start + found.length;
  const rest = words.filter(outside);
  const named = query.wordsOrder.slice(0, NAMED_WINDOW).filter((i) => namesAll(index.fields[i], words));
  let fits: number[];
  let plan: Clause[] = [];
  let read: string[] = [];
  if (rest.every((word) => STOP_WORDS.has(word))) fits = model.positions.filter((i) => fitting[i] === 1);
  else {
    const picked = joinedSizes(index.vocabulary, rest, index.products.length);
    read = picked.map((w) => w.word);
    plan = readingsPlan(index.vocabulary, picked, index.products.length, false);
    const ranked = rankPlan(index.fields, plan, fitting, read);
    // Parts of the machine with only some of the words are no better than the words' own answer.
    fits = ranked.any ? [] : ranked.order;
  }
  if (fits.length === 0 && named.length === 0) return { machine, order: [], plan, read };
  // Those the whole words rank keep that order; the other parts follow as the rest of the words rank them.
  const member = new Set([...named, ...fits]);
  const order = query.wordsOrder.filter((i) => member.has(i));
  const placed = new Set(order);
  for (const i of fits) if (!placed.has(i)) order.push(i);
  return { machine, order, plan, read };
}
