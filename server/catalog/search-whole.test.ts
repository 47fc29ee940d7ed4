// The search reads a machine, a size and a code as wholes, and the owner's synonyms as an exact
// answer: on rows written like the sample's.
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import { isLogged } from '../search-log/aggregator';
import { buildCatalogIndex } from './index';
import { machineSourceOf } from './machines';

const tyresAndBelts = [
  makeProduct({ id: 't34a', name: 'Neumático Fate Agro R1 18.4-34 R1 14 telas (68% de uso)', code: 'FAT7457538', appliesTo: 'Valtra BM 125i, Zanello 500 P' }),
  makeProduct({ id: 't34b', name: 'Neumático agrícola Goodyear Super Traction Radial 18.4-34 R1', code: 'GOO53884', appliesTo: 'Zanello UP 200' }),
  makeProduct({ id: 't38a', name: 'Neumático Goodyear Super Traction Radial 18.4-38 R1W', code: 'GOO82206' }),
  makeProduct({ id: 't38b', name: 'Neumático Firestone Performer 85 18.4-38', code: 'FIR30115', appliesTo: 'Llanta 38 pulgadas' }),
  makeProduct({ id: 'spc', name: 'Correa de alternador Gates SPC 112 para Agrale 4230.4' }),
  makeProduct({ id: 'hb', name: 'Correa de sinfín Vassalli HB-184', code: '1120-020' }),
  makeProduct({ id: 'a112', name: 'Correa de ventilador Gates A-112 para New Holland T8.385', code: 'A-112', appliesTo: 'New Holland T8.385, T7.190' }),
  makeProduct({ id: 'rod', name: 'Rodamiento SKF 6205-2RS1', code: '6205-2RS1', brand: 'SKF' }),
  makeProduct({ id: 'arr', name: 'Motor de arranque Bosch 24 V', brand: 'Bosch', condition: 'Nuevo' }),
  makeProduct({ id: 'kit', name: 'Kit de mantenimiento', description: 'Incluye un ruleman 6206 de repuesto.' }),
  // The rest of a catalogue: the synonym bounds read a share of it.
  ...Array.from({ length: 40 }, (_, k) => makeProduct({ id: `x${k}`, name: `Repuesto varios ${k}` })),
];
const synonyms = [
  ['Rodamiento', 'Ruleman', 'Rulemán'],
  ['Neumático', 'Cubierta', 'Goma'],
  ['Motor de arranque', 'Burro de arranque', 'Burro'],
];
const shop = buildCatalogIndex(tyresAndBelts, { synonyms });
const search = (term: string, index = shop) => index.search({ term, offset: 0, limit: 50 });
const ids = (term: string, index = shop) => search(term, index).items.map((p) => p.id);

describe('sizes and codes typed with spaces', () => {
  it("reads '18.4 38' as the size 18.4-38, not '38' inside an unrelated code", () => {
    expect(ids('cubierta 18.4 38').slice(0, 2).sort()).toEqual(['t38a', 't38b']);
    expect(ids('cubierta 18.4 38').slice(0, 2)).toEqual(ids('cubierta 18.4-38').slice(0, 2));
    // The 18.4-34 with '38' inside its code still answers (the exact rule finds it), below.
    expect(ids('cubierta 18.4 38')).toContain('t34a');
  });

  it("reads 'a 112' as the belt A-112, ahead of SPC 112 and the code 1120-020", () => {
    const order = ids('correa a 112');
    expect(order[0]).toBe('a112');
    expect(order.indexOf('a112')).toBeLessThan(order.indexOf('spc'));
    expect(order.indexOf('a112')).toBeLessThan(order.indexOf('hb'));
    expect(search('correa a 112').interpretation).toMatchObject({ approximate: false });
  });

  it('leaves words apart when the catalogue has no such joined size', () => {
    expect(ids('correa 112 alternador')).toEqual(['spc']);
  });
});

describe("the owner's synonyms are an exact answer", () => {
  it('shows no notice and leaves the search out of the staff log', () => {
    for (const term of ['ruleman 6205', 'burro de arranque', 'cubiertas', 'gomas 18.4-38']) {
      const { interpretation, total } = search(term);
      expect(total, term).toBeGreaterThan(0);
      expect(interpretation, term).toMatchObject({ step: 'synonyms', approximate: false, shownAs: null });
      expect(isLogged(interpretation), term).toBe(false);
    }
    expect(ids('ruleman 6205')[0]).toBe('rod');
  });

  it('keeps typo corrections and synonyms found only in descriptions approximate, and logged', () => {
    const typo = search('rodamineto').interpretation;
    expect(typo).toMatchObject({ step: 'typo', approximate: true });
    expect(isLogged(typo)).toBe(true);
    const described = search('rodamiento 6206').interpretation; // only the kit's description says 'ruleman 6206'
    expect(described.approximate).toBe(true);
    expect(isLogged(described)).toBe(true);
    expect(isLogged(search('heladera').interpretation)).toBe(true); // a real miss
  });
});

describe('a machine named in the words', () => {
  const products = [
    makeProduct({ id: 'other', name: 'Filtro de aceite Fram PH2990', code: 'PH2990', appliesTo: 'Motor John Deere PowerTech 6068 (John Deere 4730)' }),
    makeProduct({ id: 'loose', name: 'Filtro de aceite Wega 3530', appliesTo: 'Deere PowerTech 4045', description: 'John Deere' }),
    makeProduct({ id: 'fits', name: 'Filtro de aceite Mann W 950', appliesTo: 'John Deere 2730, 3530' }),
    makeProduct({ id: 'alias', name: 'Filtro de aceite Wix 51515', appliesTo: 'JD 3530' }),
    makeProduct({ id: 'fuel', name: 'Filtro de combustible Mann', appliesTo: 'John Deere 3530' }),
    makeProduct({ id: 'engine', name: 'Motor Perkins 6.354 - reparado', appliesTo: 'Zanello UP 200' }),
    makeProduct({ id: 'starter', name: 'Motor de arranque Prestolite para Perkins 6.354', appliesTo: 'Perkins 6.354, MWM 229-6' }),
    makeProduct({ id: 'pump', name: 'Bomba de agua', appliesTo: 'Perkins 6.354' }),
  ];
  const plain = buildCatalogIndex(products);
  const index = buildCatalogIndex(products);
  index.useMachines(machineSourceOf({ products, index }));

  it('puts the products that fit the machine first, by any of its spellings, then the rest of the answer', () => {
    const page = search('filtro aceite john deere 3530', index);
    expect(
      page.items
        .map((p) => p.id)
        .slice(0, 2)
        .sort(),
    ).toEqual(['alias', 'fits']);
    expect(page.items.map((p) => p.id)).toEqual(expect.arrayContaining(ids('filtro aceite john deere 3530', plain)));
    expect(page.machine).toEqual({ brand: 'John Deere', brandSlug: 'john-deere', name: '3530', slug: '3530' });
    expect(page.interpretation).toMatchObject({ step: 'exact', approximate: false });
    // The words alone miss the part written 'JD 3530'; the one with '3530' only in its name comes after the fits.
    expect(ids('filtro aceite john deere 3530', plain)).not.toContain('alias');
    expect(page.items.map((p) => p.id).indexOf('loose')).toBeGreaterThan(1);
    expect(search('filtro aceite john deere 3530', plain).machine).toBeUndefined();
  });

  it('keeps products that name the machine themselves first among its parts', () => {
    expect(ids('motor perkins 6.354', index).slice(0, 2)).toEqual(['engine', 'starter']);
    expect(ids('perkins 6.354', index).sort()).toEqual(['engine', 'pump', 'starter']);
  });

  it('offers the machine in the suggestions, and pages and price orders stay whole', () => {
    expect(index.suggest('filtro jd 3530').machine).toMatchObject({ brandSlug: 'john-deere', slug: '3530' });
    expect(index.suggest('filtro aceite').machine).toBeUndefined();
    const all = ids('filtro john deere 3530', index);
    const paged = [0, 2, 4].flatMap((offset) => index.search({ term: 'filtro john deere 3530', offset, limit: 2 }).items.map((p) => p.id));
    expect(paged).toEqual(all);
    const byPrice = index.search({ term: 'filtro john deere 3530', sort: 'price_desc', offset: 0, limit: 50 }).items.map((p) => p.id);
    expect([...byPrice].sort()).toEqual([...all].sort());
    // The exact words link reads no machine.
    expect(index.search({ term: 'filtro aceite john deere 3530', exactOnly: true, offset: 0, limit: 50 }).machine).toBeUndefined();
  });
});
