import { describe, expect, it } from 'vitest';
import {
  CATALOG_PAGES,
  CATEGORY_GROUPS,
  catalogPageByPath,
  groupCategories,
  inGroup,
  KNOWN_CATEGORIES,
  productsInGroup,
  showChipGroup,
  subcategoryChips,
} from './categories';
import { makeProduct } from './testing';

describe('category groups', () => {
  it('lists the spec groups', () => {
    expect(Object.keys(CATEGORY_GROUPS)).toEqual(['Repuestos', 'Neumáticos', 'Maquinaria', 'Herramientas', 'Consumibles']);
    expect(CATEGORY_GROUPS.Repuestos).toHaveLength(15);
    expect(CATEGORY_GROUPS.Maquinaria).toHaveLength(30);
    expect(groupCategories('Herramientas')).toEqual(['Herramientas']);
    expect(groupCategories('Consumibles')).toEqual(['Consumibles']);
    expect(KNOWN_CATEGORIES.has('Plaquetas Electrónicas (ECU)')).toBe(true);
  });

  it('puts Plataformas in both Repuestos and Maquinaria', () => {
    expect(inGroup('Plataformas', 'Repuestos')).toBe(true);
    expect(inGroup('Plataformas', 'Maquinaria')).toBe(true);
    expect(inGroup('Plataformas', 'Neumáticos')).toBe(false);
  });

  it('matches a category outside the map with itself only', () => {
    expect(groupCategories('Lubricantes')).toEqual(['Lubricantes']);
    expect(inGroup('Lubricantes', 'Lubricantes')).toBe(true);
    expect(inGroup('Lubricantes', 'Repuestos')).toBe(false);
    expect(groupCategories('constructor')).toEqual(['constructor']);
  });

  it('uses exact matching', () => {
    expect(inGroup('motores', 'Repuestos')).toBe(false);
    expect(inGroup('Neumaticos', 'Neumáticos')).toBe(false);
  });

  it('returns a copy that callers may change', () => {
    groupCategories('Repuestos').push('X');
    expect(CATEGORY_GROUPS.Repuestos).not.toContain('X');
  });

  it('filters products by group', () => {
    const products = [
      makeProduct({ id: '1', category: 'Motores' }),
      makeProduct({ id: '2', category: 'Tractores' }),
      makeProduct({ id: '3', category: 'Plataformas' }),
    ];
    expect(productsInGroup(products, 'Repuestos').map((p) => p.id)).toEqual(['1', '3']);
    expect(productsInGroup(products, 'Maquinaria').map((p) => p.id)).toEqual(['2', '3']);
  });
});

describe('catalogue pages', () => {
  it('has the five pages with their options', () => {
    expect(CATALOG_PAGES.map((p) => [p.path, p.group, p.filtered, p.showChips, p.sort])).toEqual([
      ['/repuestos', 'Repuestos', true, true, null],
      ['/neumaticos', 'Neumáticos', true, false, null],
      ['/maquinaria', 'Maquinaria', true, true, null],
      ['/herramientas', 'Herramientas', false, false, 'price_desc'],
      ['/consumibles', 'Consumibles', false, false, 'price_desc'],
    ]);
    expect(CATALOG_PAGES.map((p) => p.title)).toEqual(['Repuestos', 'Neumáticos', 'Maquinaria', 'Herramientas', 'Consumibles']);
  });

  it('finds a page by path', () => {
    expect(catalogPageByPath('/neumaticos/')?.group).toBe('Neumáticos');
    expect(catalogPageByPath('/Repuestos')?.group).toBe('Repuestos');
    expect(catalogPageByPath('/contacto')).toBeUndefined();
  });
});

describe('subcategoryChips', () => {
  it('lists distinct categories except the page category, sorted in Spanish', () => {
    const products = ['Repuestos', 'Motores', 'Asientos', 'Motores', 'Ómnibus', 'Cajas de cambio', ''].map((category, i) =>
      makeProduct({ id: String(i), category }),
    );
    expect(subcategoryChips(products, 'Repuestos')).toEqual(['Asientos', 'Cajas de cambio', 'Motores', 'Ómnibus']);
  });

  it('hides groups with one chip or fewer', () => {
    expect(showChipGroup([])).toBe(false);
    expect(showChipGroup(['Motores'])).toBe(false);
    expect(showChipGroup(['Motores', 'Asientos'])).toBe(true);
  });
});
