import { describe, expect, it } from 'vitest';
import { makeOfflineProduct } from './testing';
import { BUILT_IN_BRANDS } from './machines/brands';
import { savedMachineSource } from './machines/offline-fit';
import type { OfflineProduct } from './offline-catalog';
import { buildOfflineIndex, offlineList, offlineSearch } from './offline-search';

let next = 0;
const product = (over: Partial<OfflineProduct>): OfflineProduct => makeOfflineProduct(String(++next), { category: 'Rodamientos', ...over });

const catalogue = [
  product({ name: 'Retén de cigüeñal Sabó', code: '0445-120', brand: 'Sabó', numericPrice: 1000, price: '$ 1.000' }),
  product({
    name: 'Rodamiento FAG 6207',
    code: '6207-2RS',
    brand: 'FAG',
    appliesTo: 'Molinete John Deere',
    numericPrice: 5000,
    price: '$ 5.000',
    condition: 'Usado',
  }),
  product({ name: 'Kit de juntas', description: 'Incluye retenes y rodamientos para bomba', numericPrice: 3000, price: '$ 3.000' }),
  product({ name: 'Neumático 18.4-34', category: 'Neumáticos', numericPrice: 90000, price: '$ 90.000' }),
];
const index = buildOfflineIndex(catalogue);
const names = (term: string, more: Parameters<typeof offlineSearch>[1] extends infer Q ? Omit<Q & object, 'term'> : never = {}) =>
  offlineSearch(index, { term, ...more }).items.map((p) => p.name);

describe('offline search', () => {
  it('ignores case, accents and the spaces around the term', () => {
    expect(names('  RETEN ciguenal ')).toEqual(['Retén de cigüeñal Sabó']);
  });

  it('needs every word, in the name, description, code, brand or Aplica para', () => {
    expect(names('rodamiento deere')).toEqual(['Rodamiento FAG 6207']);
    // No product has both: the products with some of the words, said to be approximate.
    const partial = offlineSearch(index, { term: 'rodamiento kubota' });
    expect(partial.interpretation).toMatchObject({ step: 'any', approximate: true });
    expect(offlineSearch(index, { term: 'rodamiento kubota', exactOnly: true }).items).toEqual([]);
  });

  it('puts a product named by the word before one whose description mentions it', () => {
    expect(names('rodamientos')).toEqual(['Rodamiento FAG 6207', 'Kit de juntas']);
    expect(offlineSearch(index, { term: 'rodamientos' }).interpretation.approximate).toBe(true);
  });

  it('finds a part code written without its dashes or leading zero', () => {
    expect(names('445120')[0]).toBe('Retén de cigüeñal Sabó');
    expect(names('62072rs')[0]).toBe('Rodamiento FAG 6207');
  });

  it('reads a condition word as a filter', () => {
    expect(names('rodamiento usado')).toEqual(['Rodamiento FAG 6207']);
    expect(offlineSearch(index, { term: 'rodamiento usado' }).interpretation.condition).toBe('Usado');
  });

  it('orders by price when asked', () => {
    expect(names('rodamiento', { sort: 'price_asc' })).toEqual(['Kit de juntas', 'Rodamiento FAG 6207']);
  });

  it('keeps to a catalogue group', () => {
    expect(names('34', { group: 'Neumáticos' })).toEqual(['Neumático 18.4-34']);
    expect(names('34', { group: 'Repuestos' })).toEqual([]);
  });

  it('finds nothing for an empty term and only the typed words with exactOnly', () => {
    expect(names('   ')).toEqual([]);
    expect(names('rodamientos', { exactOnly: true })).toEqual(['Kit de juntas']);
  });

  it('lists a group without words in stored order or by price', () => {
    expect(offlineList(index, { group: 'Repuestos' }).map((p) => p.id)).toEqual(catalogue.slice(0, 3).map((p) => p.id));
    expect(offlineList(index, { sort: 'price_desc' })[0].name).toBe('Neumático 18.4-34');
  });

  it("reads the owner's synonyms and a typo against the catalogue's words, after the typed word", () => {
    const withSynonyms = buildOfflineIndex(catalogue, [['Rodamiento', 'Rulemán']]);
    const read = (term: string) => offlineSearch(withSynonyms, { term }).items.map((p) => p.name);
    expect(read('ruleman')).toEqual(['Rodamiento FAG 6207', 'Kit de juntas']);
    expect(read('rodamiemto')).toEqual(['Rodamiento FAG 6207', 'Kit de juntas']);
    // A word the catalogue has is never read as a typo of another.
    expect(read('reten')).toEqual(['Retén de cigüeñal Sabó', 'Kit de juntas']);
  });

  it('without a product having every word, puts the ones with more of them first', () => {
    expect(names('rodamiento deere kubota')).toEqual(['Rodamiento FAG 6207', 'Kit de juntas']);
  });

  describe('sizes and codes typed with spaces, and synonym answers, as the shop reads them', () => {
    const tyres = [
      product({ name: 'Cubierta 18.4-34 Firestone', code: 'FAT7457538', category: 'Neumáticos' }),
      product({ name: 'Cubierta 18.4-34 Pirelli', code: 'PIR1843438', category: 'Neumáticos' }),
      product({ name: 'Cubierta 18.4-38 Firestone', code: 'FAT1843800', category: 'Neumáticos' }),
      product({ name: 'Correa Gates SPC 112', code: 'SPC-112' }),
      product({ name: 'Buje 1120-020', code: '1120-020' }),
      product({ name: 'Correa Gates A-112', code: 'A112' }),
      product({ name: 'Rodamiento SKF 6205', code: '6205' }),
    ];
    const sized = buildOfflineIndex(tyres, [['Rodamiento', 'Rulemán']]);
    const found = (term: string) => offlineSearch(sized, { term });

    it("reads '18.4 38' as the size 18.4-38, the pieces kept as a weaker reading", () => {
      const answer = found('cubierta 18.4 38');
      expect(answer.items[0].name).toBe('Cubierta 18.4-38 Firestone');
      // The 18.4-34 tyres with '38' inside their code are still found, after it.
      expect(answer.items.map((p) => p.name)).toContain('Cubierta 18.4-34 Firestone');
      expect(answer.interpretation.approximate).toBe(false);
    });

    it("reads 'a 112' as the belt A-112, ahead of SPC 112 and the code 1120", () => {
      expect(found('correa a 112').items[0].name).toBe('Correa Gates A-112');
      // Pieces the catalogue never has joined stay separate words.
      expect(found('correa gates 112').items.map((p) => p.name)).toContain('Correa Gates SPC 112');
    });

    it("calls an answer named by the owner's synonyms exact, not approximate", () => {
      const answer = found('ruleman 6205');
      expect(answer.items[0].name).toBe('Rodamiento SKF 6205');
      expect(answer.interpretation).toMatchObject({ step: 'synonyms', approximate: false, shownAs: null });
      // A typo is not the owner's word: still approximate.
      expect(found('rodamiemto 6205').interpretation.approximate).toBe(true);
    });
  });
});

describe('offline search reading a machine', () => {
  const parts = [
    product({ name: 'Filtro de aceite Fleetguard LF3349', appliesTo: 'Case IH Patriot 250', category: 'Filtros' }),
    product({ name: 'Filtro de aceite Baldwin B7', description: 'Para motores John Deere', category: 'Filtros' }),
    product({ name: 'Filtro de aceite Mann W940', appliesTo: 'JD 3530, 3140', category: 'Filtros' }),
    product({ name: 'Correa Gates A-60', appliesTo: 'John Deere 3530', category: 'Correas' }),
    product({ name: 'Filtro de aire Donaldson', appliesTo: 'Metalfor Multiple 3200', category: 'Filtros' }),
  ];
  const partsIndex = buildOfflineIndex(parts);
  const brands = [...BUILT_IN_BRANDS, { name: 'Metalfor', aliases: ['Mtf'] }];
  const machines = savedMachineSource(parts, brands);
  const found = (term: string, more: { exactOnly?: boolean; sort?: 'price_asc' } = {}) => offlineSearch(partsIndex, { term, machines, ...more });

  it('puts the parts that fit the machine first, then the rest of the words', () => {
    const answer = found('filtro aceite john deere 3530');
    expect(answer.machine).toMatchObject({ brandSlug: 'john-deere', slug: '3530' });
    expect(answer.items[0].name).toBe('Filtro de aceite Mann W940');
    // The machine's words count as read: its part has every other word as typed.
    expect(answer.interpretation).toMatchObject({ step: 'exact', approximate: false });
  });

  it('reads a brand by its alias and the machine alone as every part that fits', () => {
    expect(found('jd 3530').items.map((p) => p.name)).toEqual(['Filtro de aceite Mann W940', 'Correa Gates A-60']);
  });

  it("reads the owner's aliases that came in the file", () => {
    expect(found('filtro mtf multiple 3200').items[0].name).toBe('Filtro de aire Donaldson');
    const builtInOnly = offlineSearch(partsIndex, { term: 'filtro mtf multiple 3200', machines: savedMachineSource(parts, BUILT_IN_BRANDS) });
    expect(builtInOnly.machine).toBeUndefined();
  });

  it('reads no machine without a known model, nor in the exact words asked for by name', () => {
    expect(found('filtro john deere 9999').machine).toBeUndefined();
    expect(found('filtro aceite john deere 3530', { exactOnly: true }).machine).toBeUndefined();
    expect(offlineSearch(partsIndex, { term: 'jd 3530' }).machine).toBeUndefined();
  });
});
