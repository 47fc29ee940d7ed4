// The catalogue index's public shapes: what pages ask (CatalogQuery, CatalogSearchQuery), what they
// get back, and the built index as plain data for the refresh worker's hand-over.
import type { BrandMatcher } from '#domain/machines/brand-matcher';
import type { SearchInterpretation } from '#domain/search-plan';
import type { Product } from '#domain/types';
import type { TypoIndexTransfer } from './typo-index';

type CatalogSort = 'price_desc' | 'price_asc' | 'sheet';

export interface CatalogQuery {
  term?: string;
  /** Restrict to groupCategories(group) (a name outside the map matches itself only). */
  group?: string;
  /** Exact match; empty or containing the 'all' label ('Todas'/'Todos') = no filter. */
  categories?: string[];
  brands?: string[];
  conditions?: string[];
  /** 'sheet' (default) = the stored order, last sheet row first. */
  sort?: CatalogSort;
  offset: number;
  limit: number;
}

export interface CatalogPage {
  items: Product[];
  total: number;
}

/** A visitor's search: the query plus the page's filters. */
export interface CatalogSearchQuery extends Omit<CatalogQuery, 'term' | 'sort'> {
  term: string;
  /** 'relevance' (the default with a term) or a price order. */
  sort?: CatalogSort | 'relevance';
  /** Only the spec's exact rule, no fallback (the 'search the exact words' link). */
  exactOnly?: boolean;
}

export interface CatalogSearchPage extends CatalogPage {
  interpretation: SearchInterpretation;
  /** The machine the words name, whose parts come first; absent when none. */
  machine?: SearchMachine;
}

/** A machine read from a search's words ('john deere 3530'). */
export interface SearchMachine {
  brand: string;
  brandSlug: string;
  /** The model as most rows write it. */
  name: string;
  slug: string;
}

/** The catalogue's machines as the search reads them (server/catalog/machines.ts builds it). */
export interface MachineSource {
  matcher: BrandMatcher;
  /** A model the catalogue has, with the positions of the products that fit it. */
  model(brandSlug: string, modelSlug: string): (SearchMachine & { positions: readonly number[] }) | undefined;
}

export interface CatalogSuggestions {
  /** Best products for the typed text (the search's own answer, relevance order). */
  products: Product[];
  /** Categories whose name contains the typed words. */
  categories: string[];
  /** The machine the words name (its page is offered); absent when none. */
  machine?: SearchMachine;
}

export interface CatalogIndexOptions {
  /** Synonym groups from the spreadsheet's 'sinonimos' table: each group's terms mean the same. */
  synonyms?: readonly (readonly string[])[];
}

export interface CatalogFacets {
  categories: string[];
  brands: string[];
  conditions: string[];
}

/**
 * A built index as plain structured-clonable data (typed arrays, strings, arrays, Maps), so a
 * worker thread can build it and the main thread rebuild the class around it without recomputing.
 * Products travel separately (the snapshot holds them too): byKey holds positions into them.
 */
export interface CatalogIndexTransfer {
  size: number;
  haystacks: string[];
  byKey: Map<string, number>;
  categories: Map<string, number>;
  brands: Map<string, number>;
  conditions: Map<string, number>;
  categoryCode: Uint32Array;
  brandCode: Uint32Array;
  conditionCode: Uint32Array;
  priceDesc: Uint32Array;
  priceAsc: Uint32Array;
  vocabulary: string;
  tokenStart: Uint32Array;
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** Each name's length: its text is the start of the search text (rebuilt as a slice, not sent). */
  nameLengths: Uint32Array;
  labelTexts: string[];
  compactCodes: string[];
  compactAll: string;
  compactStart: Uint32Array;
  typos: TypoIndexTransfer;
  synonyms: { byKey: Map<string, readonly (readonly string[])[]>; longest: number; display: Map<string, string> };
  spelling: Map<string, string>;
}
