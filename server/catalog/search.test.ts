// The forgiving search over a small catalogue written for each step.
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import { buildCatalogIndex } from './index';

const products = [
  makeProduct({ id: '1', name: 'Bomba hidráulica Parker', brand: 'Parker', appliesTo: 'John Deere 6110', condition: 'Nuevo', numericPrice: 500 }),
  makeProduct({ id: '2', name: 'Bomba de agua Dolz', brand: 'Dolz', condition: 'Usado', numericPrice: 100 }),
  makeProduct({ id: '3', name: 'Rodamiento SKF 6205-2RS1', code: '6205-2RS1', brand: 'SKF', numericPrice: 30 }),
  makeProduct({ id: '4', name: 'Inyector Bosch', code: '0 445 120 364', brand: 'Bosch', numericPrice: 900 }),
  makeProduct({ id: '5', name: 'Retén de cigüeñal Sabó', brand: 'Sabó', numericPrice: 20 }),
  makeProduct({ id: '6', name: 'Hidrolavadora Gamma 150 bar', brand: 'Gamma', category: 'Herramientas', numericPrice: 250 }),
  makeProduct({ id: '7', name: 'Neumático Pirelli 18.4-34', brand: 'Pirelli', category: 'Neumáticos', numericPrice: 800 }),
  makeProduct({ id: '8', name: 'Motor de arranque Bosch 12 V', brand: 'Bosch', numericPrice: 350 }),
  makeProduct({ id: '9', name: 'Filtro de aceite Mann', code: 'W 950', description: 'Para motores Deutz.', brand: 'Mann', numericPrice: 15 }),
  makeProduct({ id: '10', name: 'Kit de luz trasera', brand: 'Baiml', description: 'Luces LED para acoplado.', numericPrice: 40 }),
  makeProduct({ id: '11', name: 'Junta de tapa', description: 'Sirve para bomba inyectora.', code: 'JT-1', numericPrice: 10 }),
];
const index = buildCatalogIndex(products, {
  synonyms: [
    ['ruleman', 'rodamiento', 'rulemán'],
    ['cubierta', 'goma', 'neumático'],
    ['burro de arranque', 'motor de arranque'],
  ],
});

const search = (term: string, extra: Partial<Parameters<typeof index.search>[0]> = {}) => {
  const page = index.search({ term, offset: 0, limit: 50, ...extra });
  return { ids: page.items.map((p) => p.id), ...page.interpretation, total: page.total };
};

describe('search: exact first', () => {
  it('answers with the spec rule when every word appears, not approximate', () => {
    expect(search('bomba')).toMatchObject({ step: 'exact', approximate: false, shownAs: null });
    expect(search('bomba').ids.sort()).toEqual(['1', '11', '2']);
  });

  it('never falls back when asked for the exact words only', () => {
    expect(search('bomaba', { exactOnly: true })).toMatchObject({ ids: [], step: null, approximate: false });
  });
});

describe('search: fallback steps, in order', () => {
  it('codes typed without spaces or with other separators', () => {
    expect(search('0445120364')).toMatchObject({ ids: ['4'], step: 'code', approximate: true, shownAs: '0445120364' });
    expect(search('62052rs1')).toMatchObject({ ids: ['3'], step: 'exact' }); // the spec rule already joins '6205-2RS1'
  });

  it('plurals to singular', () => {
    expect(search('hidrolavadoras')).toMatchObject({ ids: ['6'], step: 'plural', shownAs: 'hidrolavadora' });
    expect(search('retenes')).toMatchObject({ ids: ['5'], step: 'plural', shownAs: 'retén' });
    expect(search('luces traseras')).toMatchObject({ ids: ['10'], step: 'plural' });
  });

  it('stop words dropped', () => {
    // 'con' appears nowhere in the filter's text
    expect(search('filtro con aceite')).toMatchObject({ ids: ['9'], step: 'stopwords', shownAs: 'filtro aceite' });
  });

  it('trade synonyms from the owner table, phrases too, as an exact answer', () => {
    const exact = { step: 'synonyms', approximate: false, shownAs: null };
    expect(search('ruleman 6205')).toMatchObject({ ids: ['3'], ...exact });
    expect(search('cubierta pirelli')).toMatchObject({ ids: ['7'], ...exact });
    expect(search('burro de arranque')).toMatchObject({ ids: ['8'], ...exact });
    expect(search('rulemanes')).toMatchObject({ ids: ['3'], ...exact });
  });

  it('one typo from 4 letters, two from 8, against the catalogue words, with accents shown', () => {
    expect(search('bomaba hidraulica')).toMatchObject({ ids: ['1'], step: 'typo', shownAs: 'bomba hidráulica' });
    expect(search('rodamineto')).toMatchObject({ ids: ['3'], step: 'typo', shownAs: 'rodamiento' });
    expect(search('filtor')).toMatchObject({ ids: ['9'], step: 'typo', shownAs: 'filtro' });
    expect(search('hidrualika')).toMatchObject({ ids: ['1'], step: 'typo' }); // two typos in 10 letters
    expect(search('bmbx').ids).toEqual([]); // two typos in 4 letters: too far
    expect(search('rulemam')).toMatchObject({ ids: ['3'], step: 'typo' }); // a synonym word corrected, then its synonyms
  });

  it('last, any word, more matched words first, never only on a number', () => {
    const any = search('bomba parker zzzz');
    expect(any).toMatchObject({ step: 'any', approximate: true, shownAs: 'bomba o parker' });
    expect(any.ids[0]).toBe('1'); // both words
    expect(search('bateria 12')).toMatchObject({ ids: [], step: null }); // only '12' would match
  });

  it('nothing found: no step, nothing approximate', () => {
    expect(search('heladera samsung')).toMatchObject({ ids: [], step: null, approximate: false, shownAs: null });
  });
});

describe('search: condition words and filters', () => {
  it('reads usado/nuevo as the condition filter', () => {
    expect(search('bomba usada')).toMatchObject({ ids: ['2', '11'], condition: 'Usado', step: 'exact' }); // 11 is used by default
    expect(search('bombas nuevas')).toMatchObject({ ids: ['1'], condition: 'Nuevo' });
    expect(search('bomba usada', { conditions: ['Nuevo'] }).ids).toEqual([]);
  });

  it('falls back within the page filters only', () => {
    expect(search('hidrolavadoras', { group: 'Herramientas' }).ids).toEqual(['6']);
    expect(search('hidrolavadoras', { group: 'Neumáticos' }).ids).toEqual([]);
  });
});

describe('search: relevance', () => {
  it('puts the exact code first, then name, then brand/aplica para, then description', () => {
    expect(search('bomba').ids).toEqual(['1', '2', '11']);
    expect(search('deere').ids).toEqual(['1']);
    expect(search('jt1').ids[0]).toBe('11');
    const motor = search('motor');
    expect(motor.ids).toEqual(['8', '9']); // name before description
  });

  it('among name matches, a name that starts with a searched word comes first', () => {
    const small = buildCatalogIndex([
      makeProduct({ id: 'polea', name: 'Polea de alternador Dayco' }),
      makeProduct({ id: 'alt', name: 'Alternador Prestolite 12 V' }),
      makeProduct({ id: 'desc', name: 'Regulador', description: 'Para alternador Bosch.' }),
    ]);
    expect(small.search({ term: 'alternador', offset: 0, limit: 10 }).items.map((p) => p.id)).toEqual(['alt', 'polea', 'desc']);
  });

  it('keeps price orders selectable', () => {
    expect(search('bomba', { sort: 'price_asc' }).ids).toEqual(['11', '2', '1']);
    expect(search('bomba', { sort: 'price_desc' }).ids).toEqual(['1', '2', '11']);
  });

  it('pages the same order', () => {
    const all = search('a').ids;
    const paged = [0, 3, 6, 9].flatMap((offset) => index.search({ term: 'a', offset, limit: 3 }).items.map((p) => p.id));
    expect(paged).toEqual(all);
  });
});

describe('search: bad input', () => {
  it('answers empty, symbol-only, emoji and very long queries without error', () => {
    for (const term of ['', '   ', '¿¡!?', '🚜🔧', '%00<script>', 'a'.repeat(5000), 'de '.repeat(100)]) {
      expect(() => index.search({ term, offset: 0, limit: 24 })).not.toThrow();
    }
    expect(index.search({ term: '🚜', offset: 0, limit: 24 }).interpretation.step).toBeNull();
  });
});

describe('suggest', () => {
  it('gives the best products and the categories named by the text', () => {
    const s = index.suggest('neumat', 6);
    expect(s.products.map((p) => p.id)).toEqual(['7']);
    expect(s.categories).toEqual(['Neumáticos']);
    expect(index.suggest('hidrolavadora', 6, 'Neumáticos').products).toEqual([]);
  });
});

describe('search: one ranked answer from every reading', () => {
  const shop = buildCatalogIndex(
    [
      makeProduct({ id: 'caja', name: 'Caja de cambios Eaton - reparada', description: 'Caja revisada, cambio de rulemanes y retenes.', code: 'EA-1' }),
      makeProduct({ id: 'reten', name: 'Retén de cigüeñal Sabó 90x110x10', brand: 'Sabó', code: 'SB-90110' }),
      makeProduct({ id: 'maza', name: 'Maza de rueda Apache - completa con rulemanes', code: 'AP-7' }),
      makeProduct({ id: 'rodamiento', name: 'Rodamiento de maza SKF 30209 J2', brand: 'SKF', code: '30209 J2' }),
      makeProduct({ id: 'plataforma', name: 'Plataforma Vassalli flexible 25 pies', description: 'Barra flexible, molinete hidráulico.' }),
      makeProduct({ id: 'manguera', name: 'Manguera hidráulica armada Parker 1/2"', brand: 'Parker', code: 'PK-12' }),
      makeProduct({ id: 'arranque', name: 'Motor de arranque Bosch 12 V para Perkins', brand: 'Bosch', appliesTo: 'Perkins 6.354' }),
      makeProduct({ id: 'perkins', name: 'Motor Perkins 6.354 - reparado', brand: 'Perkins', code: '6.354' }),
      makeProduct({ id: 'rotula', name: 'Rótula', description: 'Código 1741413-M4 del fabricante.', code: 'RT-1' }),
      makeProduct({ id: 'codigo', name: 'Bomba de agua Dolz', code: '1741413-M4' }),
    ],
    {
      synonyms: [
        ['ruleman', 'rodamiento'],
        ['manguera', 'flexible', 'manguera hidráulica'],
        ['retén', 'sello'],
      ],
    },
  );
  const ids = (term: string) => shop.search({ term, offset: 0, limit: 10 }).items.map((p) => p.id);
  const interpretation = (term: string) => shop.search({ term, offset: 0, limit: 10 }).interpretation;

  it('puts a name matched through a plural above a description that has the exact word', () => {
    expect(ids('retenes')).toEqual(['reten', 'caja']);
    expect(interpretation('retenes')).toMatchObject({ step: 'plural', approximate: true, shownAs: 'retén' });
  });

  it('puts a name matched through a synonym above names and descriptions with the exact word', () => {
    expect(ids('ruleman maza')[0]).toBe('rodamiento');
    expect(ids('ruleman maza')).toContain('maza'); // the exact answer is still there, below
    expect(ids('flexible hidraulico')[0]).toBe('manguera');
    expect(ids('flexible hidraulico')).toContain('plataforma');
    expect(interpretation('ruleman maza')).toMatchObject({ step: 'synonyms', approximate: false, shownAs: null });
  });

  it('puts the words next to each other in the name first: the engine, not its starter', () => {
    expect(ids('motores perkins')).toEqual(['perkins', 'arranque']);
  });

  it('puts the product whose code was typed first, with or without its dash', () => {
    expect(ids('1741413-M4')[0]).toBe('codigo');
    expect(ids('1741413m4')[0]).toBe('codigo');
    expect(ids('1741413-M4')).toContain('rotula');
    expect(interpretation('1741413-M4')).toMatchObject({ step: 'exact', approximate: false });
  });

  it('says nothing special only when the first product has every word, as a word, in its name, code, brand or aplica para', () => {
    expect(interpretation('reten sabo')).toMatchObject({ step: 'exact', approximate: false, shownAs: null });
    expect(interpretation('motor perkins')).toMatchObject({ step: 'exact', approximate: false });
    // 'moto' is only inside 'motor': the exact rule finds them, the page does not call it exact
    expect(interpretation('moto perkins')).toMatchObject({ step: 'mention', approximate: true });
    // only a description has both words
    expect(interpretation('revisada cambio')).toMatchObject({ step: 'mention', approximate: true });
  });

  it('keeps the exact answer whole and the exact link to it alone', () => {
    const all = shop.search({ term: 'retenes', offset: 0, limit: 50 });
    const exact = shop.search({ term: 'retenes', exactOnly: true, offset: 0, limit: 50 });
    expect(exact.items.map((p) => p.id)).toEqual(['caja']);
    expect(exact.interpretation).toMatchObject({ approximate: false, step: 'exact' }); // asked for by name
    expect(all.items.map((p) => p.id)).toEqual(expect.arrayContaining(exact.items.map((p) => p.id)));
  });
});
