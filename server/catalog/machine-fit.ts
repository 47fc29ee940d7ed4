// A machine named in a search ('filtro aceite john deere 3530') is a fit, not loose words: the
// products that fit it (the snapshot's machine index) and have the rest of the words come first,
// ranked by those words as any search; the rest of the answer follows as the words alone rank it.
import { machineInQuery } from '#domain/machines/query-machine';
import { STOP_WORDS, type SearchInterpretation } from '#domain/search-plan';
import type { MachineSource, SearchMachine } from './index-types';
import type { FilterMasks, Postings } from './postings';
import type { Ranker } from './ranker';
import { joinedSizes, readingsPlan, type Clause } from './readings';

export interface MachineAnswer {
  machine: SearchMachine;
  /** Positions of the fitting products, best first. */
  order: number[];
  /** What the page says about them (the rest of the words read as any search reads them); null when none has the rest of the words. */
  interpretation: Pick<SearchInterpretation, 'step' | 'approximate' | 'shownAs'> | null;
}

interface SearchParts {
  postings: Postings;
  ranker: Ranker;
  size: number;
  exactMatches(words: string[], masks: FilterMasks): Uint32Array;
}

const EXACT = { step: 'exact', approximate: false, shownAs: null } as const;
/** The words' best answers looked at for products that name the machine themselves. */
const NAMED_WINDOW = 200;

/** The machine the words name and the fitting part of the answer (empty when none has the rest of the words); null without a machine. */
export function machineAnswer(
  parts: SearchParts,
  source: MachineSource,
  query: { words: string[]; typed: string[]; masks: FilterMasks; wordsOrder: readonly number[]; wordsExact: Uint32Array },
): MachineAnswer | null {
  const { words, typed, masks } = query;
  const found = machineInQuery(typed, source.matcher, (brandSlug, modelSlug) => source.model(brandSlug, modelSlug) !== undefined);
  if (found === null) return null;
  const model = source.model(found.brandSlug, found.modelSlug)!;
  const machine: SearchMachine = { brand: model.brand, brandSlug: model.brandSlug, name: model.name, slug: model.slug };
  const only = new Uint8Array(parts.size);
  for (const i of model.positions) only[i] = 1;
  const fitting: FilterMasks = { ...masks, only };
  const outside = (_: unknown, k: number) => k < found.start || k >= found.start + found.length;
  const rest = words.filter(outside);
  // Products that have every word, the machine's too, as words ('Motor Perkins 6.354', 'Bomba …
  // para Perkins 6.354' without 'Aplica para') belong with its parts: looked for among the words' best answers.
  const named = query.wordsOrder.slice(0, NAMED_WINDOW).filter((i) => parts.ranker.namesAll(i, words));
  let fits: number[];
  let interpretation: NonNullable<MachineAnswer['interpretation']> = EXACT;
  let plan: Clause[] = [];
  let read: string[] = [];
  let exact: Uint32Array = query.wordsExact;
  if (rest.every((word) => STOP_WORDS.has(word))) fits = model.positions.filter((i) => parts.postings.passes(i, fitting));
  else {
    const picked = joinedSizes(parts.postings, rest, typed.filter(outside));
    read = picked.map((w) => w.word);
    plan = readingsPlan(parts.postings, picked);
    exact = parts.exactMatches(rest, fitting);
    const ranked = parts.ranker.rank(plan, fitting, exact, false, read);
    // Parts of the machine with only some of the words are no better than the words' own answer.
    fits = ranked.any ? [] : ranked.order;
  }
  if (fits.length === 0 && named.length === 0) return { machine, order: [], interpretation: null };
  // Those the whole words rank keep that order ('Bomba inyectora … para Perkins 6.354' before one
  // whose 'Aplica para' lists the 6.354 among others); the other parts follow as the rest of the words rank them.
  const member = new Set([...named, ...fits]);
  const order = query.wordsOrder.filter((i) => member.has(i));
  const placed = new Set(order);
  for (const i of fits) if (!placed.has(i)) order.push(i);
  if (plan.length > 0) {
    const inExact = new Set([...exact, ...query.wordsExact]);
    const shown = { order, any: false, exact: new Set(order.slice(0, 3).filter((i) => inExact.has(i))) };
    interpretation = parts.ranker.interpret(shown, plan, read, exact);
  }
  return { machine, order, interpretation };
}
