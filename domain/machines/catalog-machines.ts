// The machines of a catalogue: every (brand, model) its products' 'Aplica para' names, with the
// products that fit each, built once per catalogue snapshot. Each distinct text is read once (the
// sample has 4,288 distinct texts for 7,006 rows), so building costs milliseconds.
import type { Product } from '../types';
import { brandMatcher } from './brand-matcher';
import type { BrandEntry } from './brands';
import { readAppliesTo, type AppliesToReading, type MachineFit } from './read-applies-to';

export interface MachineModel {
  brand: string;
  brandSlug: string;
  /** As most rows write it. */
  name: string;
  slug: string;
  engine: boolean;
  /** Positions of the products that fit, in the catalogue's stored order. */
  positions: number[];
}

interface MachineBrand {
  name: string;
  slug: string;
  /** Models in natural order ('MF 34' before 'MF 650'). */
  models: MachineModel[];
  /** Products that name the brand alone ('John Deere'). */
  brandLevel: number[];
  /** Distinct products that fit any of the brand's machines. */
  count: number;
}

interface UnreadText {
  text: string;
  /** Ids of the products whose whole 'Aplica para' gave no machine (at most UNREAD_IDS). */
  ids: string[];
  rows: number;
}

export interface CatalogMachines {
  /** Brands with at least one product, by name. */
  brands: MachineBrand[];
  brand(slug: string): MachineBrand | undefined;
  model(brandSlug: string, modelSlug: string): MachineModel | undefined;
  /** The machines a product (by position) fits, in the order its cell names them. */
  fitsAt(position: number): readonly MachineFit[];
  /** The machines an 'Aplica para' text of this catalogue names (none for a text it does not hold). */
  fitsOf(text: string): readonly MachineFit[];
  /** 'Aplica para' texts that named no machine, most rows first. */
  unread: UnreadText[];
}

const UNREAD_IDS = 20;
const NONE: readonly MachineFit[] = [];
const natural = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

interface Draft {
  name: string;
  slug: string;
  models: Map<string, MachineModel & { spellings: Map<string, number> }>;
  brandLevel: number[];
  products: Set<number>;
}

function addFit(drafts: Map<string, Draft>, fit: MachineFit, position: number): void {
  let draft = drafts.get(fit.brandSlug);
  if (!draft) drafts.set(fit.brandSlug, (draft = { name: fit.brand, slug: fit.brandSlug, models: new Map(), brandLevel: [], products: new Set() }));
  draft.products.add(position);
  if (fit.model === null || fit.modelSlug === null) return void draft.brandLevel.push(position);
  let model = draft.models.get(fit.modelSlug);
  if (!model) {
    model = { brand: fit.brand, brandSlug: fit.brandSlug, name: fit.model, slug: fit.modelSlug, engine: fit.engine, positions: [], spellings: new Map() };
    draft.models.set(fit.modelSlug, model);
  }
  if (model.positions[model.positions.length - 1] !== position) model.positions.push(position);
  model.spellings.set(fit.model, (model.spellings.get(fit.model) ?? 0) + 1);
  // A machine is an engine only when every row names it as one.
  model.engine &&= fit.engine;
}

function finish(draft: Draft): MachineBrand {
  const models = [...draft.models.values()].map(({ spellings, ...model }) => {
    let best = model.name;
    for (const [spelling, n] of spellings) if (n > (spellings.get(best) ?? 0)) best = spelling;
    return { ...model, name: best };
  });
  models.sort((a, b) => natural.compare(a.name, b.name));
  return { name: draft.name, slug: draft.slug, models, brandLevel: draft.brandLevel, count: draft.products.size };
}

/** Reads every product's 'Aplica para' with the given brands (built-in plus the owner's). */
export function catalogMachines(products: readonly Pick<Product, 'id' | 'appliesTo'>[], brands: readonly BrandEntry[]): CatalogMachines {
  const matcher = brandMatcher(brands);
  const readings = new Map<string, AppliesToReading>();
  const fitsByPosition: (readonly MachineFit[])[] = new Array(products.length);
  const drafts = new Map<string, Draft>();
  const unread = new Map<string, UnreadText>();
  products.forEach((product, position) => {
    const text = product.appliesTo.trim();
    if (text === '') return void (fitsByPosition[position] = NONE);
    let reading = readings.get(text);
    if (!reading) readings.set(text, (reading = readAppliesTo(text, matcher)));
    fitsByPosition[position] = reading.fits;
    for (const fit of reading.fits) addFit(drafts, fit, position);
    if (reading.fits.length === 0) {
      const entry = unread.get(text) ?? { text, ids: [], rows: 0 };
      entry.rows++;
      if (entry.ids.length < UNREAD_IDS) entry.ids.push(product.id);
      unread.set(text, entry);
    }
  });
  const list = [...drafts.values()].map(finish).sort((a, b) => natural.compare(a.name, b.name));
  const bySlug = new Map(list.map((b) => [b.slug, { brand: b, models: new Map(b.models.map((m) => [m.slug, m])) }]));
  return {
    brands: list,
    brand: (slug) => bySlug.get(slug)?.brand,
    model: (brandSlug, modelSlug) => bySlug.get(brandSlug)?.models.get(modelSlug),
    fitsAt: (position) => fitsByPosition[position] ?? NONE,
    fitsOf: (text) => readings.get(text.trim())?.fits ?? NONE,
    unread: [...unread.values()].sort((a, b) => b.rows - a.rows || natural.compare(a.text, b.text)),
  };
}
