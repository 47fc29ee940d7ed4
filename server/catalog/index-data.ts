// Building the catalogue index's data from the products, and handing it between threads: the
// refresh worker builds it (buildIndexData), sends it as plain data (toTransferData), and the main
// thread wraps the received data without recomputing anything (fromTransferData).
//
// Term search: each normalised haystack is split into whitespace-free tokens. A query word (which
// never contains whitespace) is a substring of the haystack exactly when it is a substring of one of
// its tokens, so the documents of the vocabulary tokens containing the word are exactly the
// documents that contain it.
import { sortProducts } from '#domain/filters';
import { normalizeText } from '#domain/search';
import { buildSynonymTable, compactCode, isLettersOnly, normalizeWord, type SynonymTable } from '#domain/search-plan';
import { idKey } from '#domain/slug';
import type { Product } from '#domain/types';
import type { CatalogIndexOptions, CatalogIndexTransfer } from './index-types';
import { TypoIndex } from './typo-index';

const SEPARATOR = '\n'; // whitespace: can never be part of a query word
const WHITESPACE = /\s+/g;
const ASCII = /^[\x00-\x7f]*$/;
const LATIN1 = /^[\x00-\xff]*$/;

/**
 * The same text stored one byte per character when it can be. String.prototype.normalize('NFD')
 * (normalizeText, for any text with an accent) returns a two-byte string even when what is left is
 * plain ASCII, and every string made from one (the search text, its tokens, the compact text) stays
 * two-byte: about 6 MB of the 12,000-product index was twice its size.
 */
function oneByte(text: string): string {
  return LATIN1.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text;
}

/** Value -> small integer code, for per-product filter checks without string compares. */
class Dictionary {
  constructor(readonly codes = new Map<string, number>()) {}
  intern(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  /** Allowed-code mask for a selection, or null when the selection means 'all'. */
  mask(selected: readonly string[] | undefined, allLabel: string): Uint8Array | null {
    if (!selected || selected.length === 0 || selected.includes(allLabel)) return null;
    const mask = new Uint8Array(this.codes.size);
    for (const value of selected) {
      const code = this.codes.get(value);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  }
}

/** Phrases a word typed alone is read as, at most: the owner's table cannot make one word read hundreds. */
const MAX_PHRASES_PER_WORD = 8;

/** Derived from the synonym table (not sent between threads: rebuilt from it on each side). */
function synonymPhrases(synonyms: SynonymTable): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of synonyms.byKey.keys()) {
    if (!key.includes(' ')) continue;
    for (const word of new Set(key.split(' '))) {
      const list = out.get(word) ?? [];
      if (list.length < MAX_PHRASES_PER_WORD) list.push(key);
      out.set(word, list);
    }
  }
  return out;
}

/** Everything built from the products once per refresh; read-only afterwards. */
export interface IndexData {
  readonly size: number;
  readonly haystacks: string[];
  readonly byKey: Map<string, Product>;
  readonly categories: Dictionary;
  readonly brands: Dictionary;
  readonly conditions: Dictionary;
  readonly categoryCode: Uint32Array;
  readonly brandCode: Uint32Array;
  readonly conditionCode: Uint32Array;
  readonly priceDesc: Uint32Array;
  readonly priceAsc: Uint32Array;
  // Token vocabulary: tokens joined by SEPARATOR, each token's start offset, and its documents.
  readonly vocabulary: string;
  readonly tokenStart: Uint32Array;
  readonly postingStart: Uint32Array;
  readonly postings: Uint32Array;
  // The forgiving search: texts for relevance, codes without spaces, typo index, synonyms.
  readonly nameTexts: string[];
  /** Name, brand and appliesTo, normalised. */
  readonly labelTexts: string[];
  readonly compactCodes: string[];
  /** Every haystack without whitespace, joined by SEPARATOR; each document's start offset. */
  readonly compactAll: string;
  readonly compactStart: Uint32Array;
  readonly typos: TypoIndex;
  readonly synonyms: SynonymTable;
  /** Each word of a synonym phrase -> the phrases it is in (at most MAX_PHRASES_PER_WORD): 'cardanico' -> ['eje cardanico']. */
  readonly synonymPhrases: Map<string, string[]>;
  /** Accented spelling the catalogue uses most for a word: 'hidraulica' -> 'hidráulica'. */
  readonly spelling: Map<string, string>;
}

/** The per-product texts, filter codes and token lists (the first pass over the products). */
interface ProductTexts {
  haystacks: string[];
  nameTexts: string[];
  labelTexts: string[];
  categoryCode: Uint32Array;
  brandCode: Uint32Array;
  conditionCode: Uint32Array;
  byKey: Map<string, Product>;
  categories: Dictionary;
  brands: Dictionary;
  conditions: Dictionary;
  /** Each product's position, for the sort orders. */
  position: Map<Product, number>;
  /** Each token (in first-seen order) -> the positions of the products whose haystack has it. */
  tokenDocs: Map<string, number[]>;
}

/** The token vocabulary packed into one string and flat arrays (see IndexData). */
type PackedPostings = Pick<IndexData, 'vocabulary' | 'tokenStart' | 'postingStart' | 'postings'>;

/** The codes and haystacks without whitespace, for codes typed with or without spaces. */
type CompactTexts = Pick<IndexData, 'compactCodes' | 'compactAll' | 'compactStart'>;

export function buildIndexData(products: readonly Product[], options: CatalogIndexOptions = {}): IndexData {
  const texts = readProductTexts(products);
  const { position, tokenDocs, ...perProduct } = texts;
  // Sort orders come from the domain's own (stable) sort, so ties and missing prices behave
  // exactly as there; filtering a stably sorted list equals sorting the filtered list.
  const priceDesc = Uint32Array.from(sortProducts([...products], 'price_desc'), (p) => position.get(p)!);
  const priceAsc = Uint32Array.from(sortProducts([...products], 'price_asc'), (p) => position.get(p)!);
  const tokens = [...tokenDocs.keys()];
  const synonyms = buildSynonymTable(options.synonyms ?? []);
  return {
    size: products.length,
    ...perProduct,
    priceDesc,
    priceAsc,
    ...packPostings(tokens, tokenDocs),
    ...compactTexts(products, texts.haystacks),
    typos: new TypoIndex(typoVocabulary(tokens, tokenDocs, synonyms)),
    synonyms,
    synonymPhrases: synonymPhrases(synonyms),
    spelling: learnSpellings(products),
  };
}

/** One pass over the products: their search texts, filter codes, keys and tokens. */
function readProductTexts(products: readonly Product[]): ProductTexts {
  const n = products.length;
  const texts: ProductTexts = {
    haystacks: new Array<string>(n),
    nameTexts: new Array<string>(n),
    labelTexts: new Array<string>(n),
    categoryCode: new Uint32Array(n),
    brandCode: new Uint32Array(n),
    conditionCode: new Uint32Array(n),
    byKey: new Map(),
    categories: new Dictionary(),
    brands: new Dictionary(),
    conditions: new Dictionary(),
    position: new Map(),
    tokenDocs: new Map(),
  };
  for (let i = 0; i < n; i++) {
    const p = products[i];
    texts.position.set(p, i);
    const key = idKey(p.id);
    if (!texts.byKey.has(key)) texts.byKey.set(key, p); // first in stored order, as find() would
    texts.categoryCode[i] = texts.categories.intern(p.category);
    texts.brandCode[i] = texts.brands.intern(p.brand);
    texts.conditionCode[i] = texts.conditions.intern(p.condition);
    // searchableText(p), from its parts: the name and label texts of the relevance order reuse them.
    const name = oneByte(normalizeText(p.name));
    const brand = oneByte(normalizeText(p.brand));
    const appliesTo = oneByte(normalizeText(p.appliesTo));
    const haystack = `${name} ${oneByte(normalizeText(p.description))} ${oneByte(normalizeText(p.code))} ${brand} ${appliesTo}`;
    texts.haystacks[i] = haystack;
    // The name is where the search text starts: a slice shares its characters (no copy).
    texts.nameTexts[i] = haystack.slice(0, name.length);
    texts.labelTexts[i] = `${name} ${brand} ${appliesTo}`;
    addTokens(texts.tokenDocs, haystack, i);
  }
  return texts;
}

/** Each whitespace-free token of a haystack gets the product's position once. */
function addTokens(tokenDocs: Map<string, number[]>, haystack: string, doc: number): void {
  for (const token of haystack.split(/\s+/)) {
    if (token === '') continue;
    const docs = tokenDocs.get(token);
    if (docs === undefined) tokenDocs.set(token, [doc]);
    else if (docs[docs.length - 1] !== doc) docs.push(doc);
  }
}

/** The tokens joined by SEPARATOR with each one's start, and all their documents in one array. */
function packPostings(tokens: string[], tokenDocs: Map<string, number[]>): PackedPostings {
  const tokenStart = new Uint32Array(tokens.length + 1);
  const postingStart = new Uint32Array(tokens.length + 1);
  let chars = 0;
  let total = 0;
  for (let t = 0; t < tokens.length; t++) {
    tokenStart[t] = chars;
    postingStart[t] = total;
    chars += tokens[t].length + 1;
    total += tokenDocs.get(tokens[t])!.length;
  }
  tokenStart[tokens.length] = chars;
  postingStart[tokens.length] = total;
  const postings = new Uint32Array(total);
  for (let t = 0; t < tokens.length; t++) postings.set(tokenDocs.get(tokens[t])!, postingStart[t]);
  return { vocabulary: tokens.join(SEPARATOR) + SEPARATOR, tokenStart, postingStart, postings };
}

/** Codes without spaces, and every haystack without whitespace one after another. */
function compactTexts(products: readonly Product[], haystacks: string[]): CompactTexts {
  const n = products.length;
  const compactCodes: string[] = new Array(n);
  const compactStart = new Uint32Array(n + 1);
  // The haystack's whitespace removed, one document after another: built as parts and joined once.
  const compact: string[] = new Array(n);
  let offset = 0;
  for (let i = 0; i < n; i++) {
    compactCodes[i] = oneByte(compactCode(products[i].code));
    compact[i] = haystacks[i].replace(WHITESPACE, '');
    compactStart[i] = offset;
    offset += compact[i].length + 1;
  }
  compactStart[n] = offset;
  return { compactCodes, compactAll: compact.join(SEPARATOR) + SEPARATOR, compactStart };
}

/** The words typos are corrected to, each with how many products have it. */
function typoVocabulary(tokens: string[], tokenDocs: Map<string, number[]>, synonyms: SynonymTable): Map<string, number> {
  const words = new Map<string, number>();
  for (const token of tokens) if (isLettersOnly(token)) words.set(token, tokenDocs.get(token)!.length);
  // Synonym words are words the shop knows too: 'rulemam' corrects to 'ruleman', then its synonyms.
  for (const key of synonyms.byKey.keys()) for (const word of key.split(' ')) if (!words.has(word)) words.set(word, 0);
  return words;
}

/** The accented form most used in names, for words that have accents (names are where it shows). */
function learnSpellings(products: readonly Product[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const p of products) {
    if (ASCII.test(p.name)) continue;
    for (const piece of p.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (piece === '' || /^[a-z0-9]*$/.test(piece)) continue;
      const word = normalizeWord(piece);
      if (word === piece) continue;
      let forms = counts.get(word);
      if (!forms) counts.set(word, (forms = new Map()));
      forms.set(piece, (forms.get(piece) ?? 0) + 1);
    }
  }
  const spelling = new Map<string, string>();
  for (const [word, forms] of counts) spelling.set(word, [...forms].sort((a, b) => b[1] - a[1])[0][0]);
  return spelling;
}

/** The fields a transfer carries as they are, both ways: typed arrays, texts and plain maps. */
type CrossingAsIs = Pick<
  IndexData,
  | 'size'
  | 'haystacks'
  | 'categoryCode'
  | 'brandCode'
  | 'conditionCode'
  | 'priceDesc'
  | 'priceAsc'
  | 'vocabulary'
  | 'tokenStart'
  | 'postingStart'
  | 'postings'
  | 'labelTexts'
  | 'compactCodes'
  | 'compactAll'
  | 'compactStart'
  | 'spelling'
>;

function crossingAsIs(data: CrossingAsIs): CrossingAsIs {
  return {
    size: data.size,
    haystacks: data.haystacks,
    categoryCode: data.categoryCode,
    brandCode: data.brandCode,
    conditionCode: data.conditionCode,
    priceDesc: data.priceDesc,
    priceAsc: data.priceAsc,
    vocabulary: data.vocabulary,
    tokenStart: data.tokenStart,
    postingStart: data.postingStart,
    postings: data.postings,
    labelTexts: data.labelTexts,
    compactCodes: data.compactCodes,
    compactAll: data.compactAll,
    compactStart: data.compactStart,
    spelling: data.spelling,
  };
}

/** The built data as plain values (caches and query scratch are not part of it). */
export function toTransferData(data: IndexData, products: readonly Product[]): CatalogIndexTransfer {
  const position = new Map<Product, number>();
  products.forEach((p, i) => position.set(p, i));
  const byKey = new Map<string, number>();
  for (const [key, p] of data.byKey) byKey.set(key, position.get(p)!);
  return {
    ...crossingAsIs(data),
    byKey,
    categories: data.categories.codes,
    brands: data.brands.codes,
    conditions: data.conditions.codes,
    nameLengths: Uint32Array.from(data.nameTexts, (name) => name.length),
    typos: data.typos.toTransfer(),
    synonyms: { byKey: new Map(data.synonyms.byKey), longest: data.synonyms.longest, display: new Map(data.synonyms.display) },
  };
}

/** The data around a received transfer and the same products in the same order; takes ownership of `data`. */
export function fromTransferData(data: CatalogIndexTransfer, products: readonly Product[]): IndexData {
  if (products.length !== data.size) throw new Error(`fromTransfer: ${products.length} products for an index of ${data.size}`);
  const byKey = data.byKey as unknown as Map<string, Product | number>;
  for (const [key, i] of data.byKey) byKey.set(key, products[i]); // existing keys: no rehash
  return {
    ...crossingAsIs(data),
    byKey: byKey as Map<string, Product>,
    categories: new Dictionary(data.categories),
    brands: new Dictionary(data.brands),
    conditions: new Dictionary(data.conditions),
    nameTexts: Array.from(data.nameLengths, (length, i) => data.haystacks[i].slice(0, length)),
    typos: TypoIndex.fromTransfer(data.typos),
    synonyms: data.synonyms,
    synonymPhrases: synonymPhrases(data.synonyms),
  };
}
