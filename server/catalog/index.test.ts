import fc from 'fast-check';
import v8 from 'node:v8';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_GROUPS, groupCategories } from '#domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, filterLists, isAll, sortProducts } from '#domain/filters';
import { matchesWords, searchableText, searchWords } from '#domain/search';
import { idKey } from '#domain/slug';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
import { buildCatalogIndex, CatalogIndex, IdListCache, type CatalogQuery } from './index';
import { Assembler, shareStrings, splitForTransfer } from './worker-transfer';
// Seeded, so every run checks the same catalogue (fast-check varies the queries).
import { mulberry32 } from '#domain/random';

const WORDS = [
  'Bomba',
  'hidráulica',
  'Motor',
  'Deutz',
  'tractor',
  'JOHN',
  'deere',
  'filtro',
  'aceite',
  'Rodamiento',
  'cigüeñal',
  'junta',
  'ÉMBOLO',
  'a',
  'e',
  'de',
  'x',
  '6110',
  'MF-290',
  'Ø32mm',
  'año',
  'kit',
  'correa',
  'Pala',
];
const CATEGORIES = ['Repuestos', 'Motores', 'Plataformas', 'Neumáticos', 'Tractores', 'Herramientas', 'Consumibles', 'General', 'Varios', 'Correas'];
const BRANDS = ['John Deere', 'Case', 'Deutz', 'Massey Ferguson', 'Bosch', ''];

function makeCatalogue(count: number, seed: number): Product[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const text = (max: number, separator = ' ') => Array.from({ length: Math.floor(random() * max) }, () => pick(WORDS)).join(separator);
  const prices = [NaN, 0, 1500, 1500, 25000, 99.5, 1_250_000, 730];
  return Array.from({ length: count }, (_, i) => {
    const price = random() < 0.3 ? pick(prices) : Math.floor(random() * 50) * 1000;
    return makeProduct({
      id: `ID-${i}`,
      name: text(4) || 'Producto',
      description: random() < 0.2 ? `${text(5)}\n${text(3, '\t')}` : text(8),
      code: random() < 0.5 ? `${pick(['AB', 'mf', 'Ø'])}-${Math.floor(random() * 500)}` : '',
      brand: pick(BRANDS),
      appliesTo: text(2, ', '),
      numericPrice: price,
      price: String(price),
      category: pick(CATEGORIES),
      condition: random() < 0.5 ? 'Nuevo' : 'Usado',
    });
  });
}

/** The domain rules applied naively: what the index must reproduce. */
function naive(products: readonly Product[], q: CatalogQuery): { ids: string[]; total: number } {
  const words = searchWords(q.term ?? '');
  const group = q.group === undefined ? null : new Set(groupCategories(q.group));
  const selected = (values: string[] | undefined, all: string) => (values && !isAll(values, all) ? new Set(values) : null);
  const categories = selected(q.categories, ALL_CATEGORIES);
  const brands = selected(q.brands, ALL_BRANDS);
  const conditions = selected(q.conditions, ALL_CONDITIONS);
  const matching = products.filter(
    (p) =>
      (!group || group.has(p.category)) &&
      (!categories || categories.has(p.category)) &&
      (!brands || brands.has(p.brand)) &&
      (!conditions || conditions.has(p.condition)) &&
      (words.length === 0 || matchesWords(searchableText(p), words)),
  );
  const sorted = q.sort === 'price_desc' || q.sort === 'price_asc' ? sortProducts(matching, q.sort) : matching;
  return { ids: sorted.slice(q.offset, q.offset + q.limit).map((p) => p.id), total: matching.length };
}

const termArb = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
  // fragments of words, in other cases and accents, with punctuation around
  fc.tuple(fc.constantFrom(...WORDS), fc.nat(6), fc.nat(6)).map(([w, a, b]) => w.slice(Math.min(a, w.length - 1), Math.max(a + 1, w.length - b)).toUpperCase()),
  fc.constantFrom('hidraulica', 'CIGUEÑAL', 'mf290', 'ab-1', 'zzz', 'bomba zzz', '¡Motor!', 'de e', 'ø', '32 mm', '1500'),
  fc.string({ maxLength: 6 }),
);

const listArb = (values: readonly string[], all: string) =>
  fc.oneof(fc.constant(undefined), fc.constant<string[]>([]), fc.constant<string[]>([all]), fc.subarray([...values, all, 'No existe'], { maxLength: 3 }));

const queryArb: fc.Arbitrary<CatalogQuery> = fc.record({
  term: fc.option(termArb, { nil: undefined }),
  group: fc.option(fc.constantFrom(...Object.keys(CATEGORY_GROUPS), 'Varios', 'No existe'), { nil: undefined }),
  categories: listArb(CATEGORIES, ALL_CATEGORIES),
  brands: listArb(BRANDS, ALL_BRANDS),
  conditions: listArb(['Nuevo', 'Usado'], ALL_CONDITIONS),
  sort: fc.option(fc.constantFrom('price_desc' as const, 'price_asc' as const, 'sheet' as const), { nil: undefined }),
  offset: fc.oneof(fc.constant(0), fc.nat(700)),
  limit: fc.constantFrom(0, 1, 10, 24, 1000),
});

describe('IdListCache', () => {
  const ids = (n: number) => new Uint32Array(n);

  it('keeps at most its lists and ids, least recently used out, and never a list over the id bound', () => {
    const cache = new IdListCache(2, 10);
    const a = ids(4);
    cache.set('a', a);
    cache.set('b', ids(4));
    expect(cache.get('a')).toBe(a); // 'b' is now the oldest
    cache.set('c', ids(1)); // a third list: 'b' out
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
    cache.set('d', ids(7)); // 4 + 1 + 7 ids and three lists: the two oldest out
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, undefined]);
    expect(cache.get('d')).toHaveLength(7);
    cache.set('e', ids(11)); // over the bound alone: not kept, nothing let go for it
    expect(cache.get('e')).toBeUndefined();
    expect(cache.get('d')).toHaveLength(7);
    expect(cache.size).toBe(1);
  });
});

describe('CatalogIndex', () => {
  const products = makeCatalogue(800, 42);
  const index = buildCatalogIndex(products);

  it('answers every query exactly like the naive domain filter + sort', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const result = index.query(q);
        const expected = naive(products, q);
        expect(result.total).toBe(expected.total);
        expect(result.items.map((p) => p.id)).toEqual(expected.ids);
      }),
      { numRuns: 1500, seed: 20240601 },
    );
  });

  it('agrees on a second, larger catalogue with its own seed', () => {
    const big = makeCatalogue(5000, 7);
    const bigIndex = buildCatalogIndex(big);
    fc.assert(
      fc.property(queryArb, (q) => {
        const result = bigIndex.query(q);
        const expected = naive(big, q);
        expect(result.total).toBe(expected.total);
        expect(result.items.map((p) => p.id)).toEqual(expected.ids);
      }),
      { numRuns: 300, seed: 99 },
    );
  });

  it('finds words only as substrings of the search text, never across fields', () => {
    const tiny = buildCatalogIndex([
      makeProduct({ id: '1', name: 'Bomba', description: 'hidráulica' }),
      makeProduct({ id: '2', name: 'Bombahidráulica' }),
      makeProduct({ id: '3', name: 'Motor', brand: 'Deutz', code: 'F4L-912' }),
    ]);
    const ids = (term: string) => tiny.query({ term, offset: 0, limit: 10 }).items.map((p) => p.id);
    expect(ids('bombahidraulica')).toEqual(['2']);
    expect(ids('BOMBA  hidraulica')).toEqual(['1', '2']);
    expect(ids('f4l912 deutz')).toEqual(['3']);
    expect(ids('zzz')).toEqual([]);
    expect(ids('')).toEqual(['1', '2', '3']);
  });

  it('pages through a sorted result without gaps or repeats', () => {
    const q = { term: 'a', sort: 'price_desc' as const, limit: 24 };
    const all = index.query({ ...q, offset: 0, limit: Infinity });
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 24) paged.push(...index.query({ ...q, offset }).items.map((p) => p.id));
    expect(paged).toEqual(all.items.map((p) => p.id));
    expect(new Set(paged).size).toBe(all.total);
  });

  it('scans the catalogue once per list without a term: its other pages and visits come from the kept list', () => {
    const fresh = buildCatalogIndex(products);
    const scans = vi.spyOn(fresh as unknown as { scan: (...args: unknown[]) => unknown }, 'scan');
    const q = { group: 'Repuestos', categories: [ALL_CATEGORIES], conditions: ['Usado'], sort: 'price_desc' as const, limit: 24 };
    const expected = naive(products, { ...q, offset: 0, limit: Infinity });
    const paged: string[] = [];
    for (let offset = 0; offset < expected.total + 24; offset += 24) {
      const page = fresh.query({ ...q, offset });
      expect(page.total).toBe(expected.total);
      paged.push(...page.items.map((p) => p.id));
    }
    expect(paged).toEqual(expected.ids);
    // The same selection in another order or with repeats is the same list.
    fresh.query({ ...q, conditions: ['Usado', 'Usado'], offset: 0 });
    expect(scans).toHaveBeenCalledTimes(1);
    // Another sort, another filter or a term is another scan.
    fresh.query({ ...q, sort: 'price_asc', offset: 0 });
    fresh.query({ ...q, conditions: ['Nuevo'], offset: 0 });
    fresh.query({ ...q, term: 'bomba', offset: 0 });
    fresh.query({ ...q, term: 'bomba', offset: 0 });
    expect(scans).toHaveBeenCalledTimes(5);
  });

  it('keeps at most its stated number of lists (least recently used out) and answers right after evicting', () => {
    const fresh = buildCatalogIndex(products);
    const scans = vi.spyOn(fresh as unknown as { scan: (...args: unknown[]) => unknown }, 'scan');
    const lists: Omit<CatalogQuery, 'offset' | 'limit'>[] = [];
    for (const sort of ['price_desc', 'price_asc', 'sheet'] as const)
      for (const brand of BRANDS) for (const a of CATEGORIES) for (const b of CATEGORIES) if (a < b) lists.push({ categories: [a, b], brands: [brand], sort });
    const asked = lists.slice(0, 250);
    const check = (list: (typeof asked)[number], offset: number) =>
      expect(fresh.query({ ...list, offset, limit: 5 }).items.map((p) => p.id)).toEqual(naive(products, { ...list, offset, limit: 5 }).ids);
    for (const list of asked) for (const offset of [0, 5]) check(list, offset);
    expect(scans).toHaveBeenCalledTimes(250); // one scan a list: its second page came from the kept list
    expect((fresh as unknown as { listCache: { size: number } }).listCache.size).toBe(200);
    check(asked[249]!, 10); // among the last 200: kept
    expect(scans).toHaveBeenCalledTimes(250);
    check(asked[0]!, 10); // the first 50 were let go
    expect(scans).toHaveBeenCalledTimes(251);
  });

  it('looks products up by idKey and gives filterLists facets per group', () => {
    expect(index.size).toBe(800);
    for (const p of products) expect(index.byId(idKey(p.id))).toBe(p);
    expect(index.byId('no-existe')).toBeUndefined();
    expect(index.facets()).toEqual(filterLists(products));
    for (const group of [...Object.keys(CATEGORY_GROUPS), 'Varios', 'No existe']) {
      const set = new Set(groupCategories(group));
      expect(index.facets(group)).toEqual(filterLists(products.filter((p) => set.has(p.category))));
    }
    expect(index.facets('Repuestos').categories[0]).toBe('Todas');
    expect(index.facets('')).toEqual(filterLists([])); // not confused with facets()
  });

  it('handles an empty catalogue', () => {
    const empty = buildCatalogIndex([]);
    expect(empty.query({ term: 'x', offset: 0, limit: 24 })).toEqual({ items: [], total: 0 });
    expect(empty.query({ offset: 0, limit: 24, sort: 'price_asc' })).toEqual({ items: [], total: 0 });
    expect(empty.facets()).toEqual({ categories: ['Todas'], brands: ['Todas'], conditions: ['Todos'] });
  });

  it('search(): the spec exact answer, when not empty, is wholly within the ranked answer of every reading', () => {
    const conditionWord = /\b(usad[oa]s?|nuev[oa]s?)\b/i;
    const readings = buildCatalogIndex(products, {
      synonyms: [
        ['bomba', 'émbolo'],
        ['motor', 'tractor'],
        ['junta', 'correa de tapa'],
      ],
    });
    fc.assert(
      fc.property(queryArb, fc.boolean(), (q, withSynonyms) => {
        const term = q.term ?? '';
        fc.pre(!conditionWord.test(term)); // condition words are filters in search(), not text
        const target = withSynonyms ? readings : index;
        const exact = target.query({ ...q, term, offset: 0, limit: Infinity });
        const found = target.search({ ...q, term, sort: q.sort, offset: 0, limit: Infinity });
        const foundIds = found.items.map((p) => p.id);
        const exactIds = exact.items.map((p) => p.id);
        const inFound = new Set(foundIds);
        expect(exactIds.filter((id) => !inFound.has(id))).toEqual([]);
        expect(found.total).toBe(foundIds.length);
        // Under a price order, the exact products keep the spec's order among the others.
        const inExact = new Set(exactIds);
        if (q.sort !== undefined) expect(foundIds.filter((id) => inExact.has(id))).toEqual(exactIds);
        // Shown as exact only when the first product is an exact answer (or the owner's synonyms name it).
        if (found.total > 0 && !found.interpretation.approximate && found.interpretation.step !== 'synonyms' && searchWords(term).length > 0) {
          const ranked = target.search({ ...q, term, sort: 'relevance', offset: 0, limit: 1 });
          expect(inExact.has(ranked.items[0].id)).toBe(true);
        }
        // The link to the exact words gives the spec's answer, nothing else.
        const only = target.search({ ...q, term, sort: q.sort, exactOnly: true, offset: 0, limit: Infinity });
        expect(new Set(only.items.map((p) => p.id))).toEqual(inExact);
      }),
      { numRuns: 800, seed: 31337 },
    );
  });
});

describe('CatalogIndex.toTransfer / fromTransfer (the refresh worker hands the built index over)', () => {
  const products = makeCatalogue(1500, 5);
  const synonyms = [
    ['bomba', 'impulsor'],
    ['junta', 'empaque', 'burlete'],
    ['motor deutz', 'impulsor aleman'],
  ];
  const original = buildCatalogIndex(products, { synonyms });
  // As the worker sends it: structured-cloned in parts, products cloned apart from the index.
  const split = splitForTransfer(structuredClone({ products, index: buildCatalogIndex(products, { synonyms }).toTransfer() }));
  const assembler = new Assembler(structuredClone(split.skeleton));
  // The products' repeated strings shared on the way, as refresh-runner.ts does.
  const strings = new Map<string, string>();
  for (const part of split.parts) {
    const cloned = structuredClone(part);
    if (cloned.kind === 'array' && cloned.path.join('.') === 'products') shareStrings(cloned.items, strings);
    assembler.add(cloned);
  }
  const received = assembler.finish() as { products: typeof products; index: ReturnType<typeof original.toTransfer> };
  const rebuilt = CatalogIndex.fromTransfer(received.index, received.products);
  const ids = (items: readonly { id: string }[]) => items.map((p) => p.id);
  const typoArb = fc
    .tuple(fc.constantFrom(...WORDS, 'hidraulica', 'rodamineto', 'impulsor', 'empaque', 'cigueñal'), fc.nat(8))
    .map(([w, k]) => (w.length > 4 ? w.slice(0, k % w.length) + w.slice((k % w.length) + 1) : w));

  it('was really cut in parts', () => {
    expect(split.parts.length).toBeGreaterThan(3);
    expect(rebuilt.size).toBe(original.size);
  });

  it("shares the products' repeated strings without changing any product", () => {
    expect(received.products).toEqual(products);
    const texts = products.flatMap((p) => Object.values(p).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : [])));
    expect(strings.size).toBe(new Set(texts).size);
    expect(strings.size).toBeLessThan(texts.length / 2);
  });

  it('answers query() exactly like the original', () => {
    fc.assert(
      fc.property(queryArb, (q) => {
        const a = original.query(q);
        const b = rebuilt.query(q);
        expect(b.total).toBe(a.total);
        expect(ids(b.items)).toEqual(ids(a.items));
      }),
      { numRuns: 800, seed: 424242 },
    );
  });

  it('answers search() (typos, synonyms, codes, relaxations) exactly like the original', () => {
    const searchArb = fc.record({
      q: queryArb,
      term: fc.oneof(
        termArb,
        typoArb,
        fc.array(typoArb, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      ),
      sort: fc.constantFrom(undefined, 'relevance' as const, 'price_asc' as const, 'sheet' as const),
      exactOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(searchArb, ({ q, term, sort, exactOnly }) => {
        const query = { ...q, term, sort, exactOnly };
        const a = original.search(query);
        const b = rebuilt.search(query);
        expect(b.total).toBe(a.total);
        expect(ids(b.items)).toEqual(ids(a.items));
        expect(b.interpretation).toEqual(a.interpretation);
      }),
      { numRuns: 800, seed: 777 },
    );
  });

  it('gives the same products by id, facets and suggestions', () => {
    for (const p of received.products) expect(rebuilt.byId(idKey(p.id))?.id).toBe(original.byId(idKey(p.id))?.id);
    expect(rebuilt.byId(idKey(received.products[0].id))).toBe(received.products.find((p) => idKey(p.id) === idKey(received.products[0].id)));
    expect(rebuilt.facets()).toEqual(original.facets());
    for (const group of [...Object.keys(CATEGORY_GROUPS), 'No existe']) expect(rebuilt.facets(group)).toEqual(original.facets(group));
    for (const text of ['bom', 'motor deu', 'rodamineto', 'impulsor', 'ab-1', '']) {
      const a = original.suggest(text, 8);
      const b = rebuilt.suggest(text, 8);
      expect(ids(b.products)).toEqual(ids(a.products));
      expect(b.categories).toEqual(a.categories);
    }
  });
});

describe('CatalogIndex memory', () => {
  // V8's serializer writes a string with tag '"' when it is stored one byte a character, 'c' when two.
  const storedOneByte = (text: string) => v8.serialize(text)[2] === 0x22;

  it('keeps its normalised texts one byte a character, though normalize() returns them two bytes', () => {
    expect(storedOneByte('Bomba hidráulica'.normalize('NFD'))).toBe(false); // what it guards against
    const products = [
      makeProduct({
        id: '1',
        name: 'Bomba hidráulica Ñandú',
        description: 'Válvula de alivio',
        brand: 'Büchner',
        appliesTo: 'Tractor John Deere',
        code: 'BH-1',
      }),
      makeProduct({ id: '2', name: 'Filtro', description: 'Sin acentos', code: 'F2' }),
    ];
    const data = buildCatalogIndex(products).toTransfer();
    for (const text of [...data.haystacks, ...data.labelTexts, ...data.compactCodes, data.vocabulary, data.compactAll]) expect(storedOneByte(text)).toBe(true);
    expect(data.haystacks[0]).toBe('bomba hidraulica nandu valvula de alivio bh1 buchner tractor john deere');
  });
});
