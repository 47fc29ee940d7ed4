import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { idFromSlug, idKey, productPath, productUrl, resolveProductSlug, slugify } from './slug';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('slugify', () => {
  it.each([
    ['Bomba Hidráulica', 'bomba-hidraulica'],
    ['  Neumáticos  ', 'neumaticos'],
    ['Ñandú / Cañería 3"', 'nandu-caneria-3'],
    ['Plaquetas Electrónicas (ECU)', 'plaquetas-electronicas-ecu'],
    ['--a--b--', 'a-b'],
    ['¿?', ''],
    ['', ''],
    ['İstanbul', 'istanbul'],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('always gives a valid slug or the empty string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG.test(slug)).toBe(true);
      }),
    );
  });
});

describe('idKey', () => {
  it('drops hyphens so the key survives as the last link segment', () => {
    expect(idKey('A-12')).toBe('a12');
    expect(idKey(' 123 ')).toBe('123');
    expect(idKey('Nº 7')).toBe('n7');
    expect(idKey('---')).toBe('');
  });
});

describe('productPath', () => {
  it('builds {category}/{name}-{id}', () => {
    expect(productPath({ id: '123', name: 'Bomba Hidráulica John Deere', category: 'Bombas hidráulicas' })).toBe(
      'bombas-hidraulicas/bomba-hidraulica-john-deere-123',
    );
  });

  it('falls back to general and repuesto', () => {
    expect(productPath({ id: '7', name: '¡¡!!', category: '' })).toBe('general/repuesto-7');
  });

  it('represents ids with hyphens by their key', () => {
    expect(productPath({ id: 'A-12', name: 'Filtro', category: 'Repuestos' })).toBe('repuestos/filtro-a12');
  });
});

describe('idFromSlug', () => {
  it.each([
    ['repuestos/filtro-a12', 'a12'],
    ['repuestos/filtro-a12/', 'a12'],
    ['repuestos/filtro-a12///', 'a12'],
    ['/producto/repuestos/filtro-A12', 'a12'],
    ['123', '123'],
    ['bombas-hidr%C3%A1ulicas/bomba-n%C3%BA1', 'nu1'],
    ['bad%E0%A4%A/x-9', '9'],
    ['', null],
    ['/', null],
    ['repuestos/filtro-', null],
  ])('%j -> %j', (input, expected) => {
    expect(idFromSlug(input)).toBe(expected);
  });

  const alnumId = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
  const product = (id: fc.Arbitrary<string>) => fc.record({ id, name: fc.string(), category: fc.string() });

  it('recovers slugify(id) for alphanumeric ids', () => {
    fc.assert(
      fc.property(product(alnumId), (p) => {
        expect(idFromSlug(productPath(p))).toBe(slugify(p.id));
      }),
    );
  });

  it('recovers idKey(id) for any id with a letter or digit', () => {
    const anyId = fc.string({ unit: 'grapheme', minLength: 1 }).filter((id) => idKey(id) !== '');
    fc.assert(
      fc.property(product(anyId), (p) => {
        expect(idFromSlug(productPath(p))).toBe(idKey(p.id));
        expect(idFromSlug(encodeURI(productPath(p)))).toBe(idKey(p.id));
      }),
    );
  });
});

describe('product page lookup', () => {
  const products = [
    { id: 'A-12', slug: 'repuestos/filtro-a12' },
    { id: '7', slug: 'general/repuesto-7' },
  ];
  const byKey = new Map(products.map((p) => [idKey(p.id), p]));
  const index = (key: string) => byKey.get(key);

  it('finds canonical links without redirect', () => {
    expect(resolveProductSlug('repuestos/filtro-a12', index)).toEqual({ product: products[0], redirectTo: null });
  });

  it('redirects a trailing slash or an escaped variant to the exact canonical path', () => {
    expect(resolveProductSlug('repuestos/filtro-a12/', index)).toEqual({ product: products[0], redirectTo: '/producto/repuestos/filtro-a12' });
    expect(resolveProductSlug('repuestos/filtro-%61%31%32', index)).toEqual({ product: products[0], redirectTo: null });
  });

  it('redirects other links that resolve to an id', () => {
    expect(resolveProductSlug('viejo/nombre-anterior-A12', index)).toEqual({ product: products[0], redirectTo: '/producto/repuestos/filtro-a12' });
    expect(resolveProductSlug('7', index)).toEqual({ product: products[1], redirectTo: '/producto/general/repuesto-7' });
  });

  it('returns null when nothing matches', () => {
    expect(resolveProductSlug('repuestos/filtro-99', index)).toBeNull();
    expect(resolveProductSlug('', index)).toBeNull();
  });

  it('builds page urls', () => {
    expect(productUrl(products[0])).toBe('/producto/repuestos/filtro-a12');
  });
});
