import { describe, expect, it } from 'vitest';
import { carouselLoops, homeCarousels } from './home';
import { makeProduct } from './testing';
import type { Condition, Product } from './types';

let next = 0;
function many(count: number, category: string, condition: Condition): Product[] {
  return Array.from({ length: count }, () => makeProduct({ id: String(++next), category, condition }));
}
const summary = (products: Product[]) => homeCarousels(products).map((c) => [c.key, c.title, c.products.length, c.loop]);

describe('homeCarousels', () => {
  it('shows one machinery carousel under 5 machines', () => {
    expect(summary([...many(2, 'Tractores', 'Nuevo'), ...many(2, 'Cosechadoras', 'Usado')])).toEqual([['maquinaria', 'Maquinaria', 4, false]]);
  });

  it('splits machinery from 5 on, limits to 10 and loops above 4', () => {
    const products = [...many(12, 'Tractores', 'Nuevo'), ...many(3, 'Palas', 'Usado')];
    expect(summary(products)).toEqual([
      ['maquinaria-nueva', 'Maquinaria Nueva', 10, true],
      ['maquinaria-usada', 'Maquinaria Usada', 3, false],
    ]);
  });

  it('splits parts and adds the single-category carousels in order', () => {
    const products = [
      ...many(1, 'Consumibles', 'Nuevo'),
      ...many(6, 'Motores', 'Usado'),
      ...many(2, 'Neumáticos', 'Nuevo'),
      ...many(1, 'Herramientas', 'Usado'),
      ...many(1, 'Correas', 'Nuevo'),
      ...many(1, 'Lubricantes', 'Nuevo'),
    ];
    expect(summary(products)).toEqual([
      ['repuestos-nuevos', 'Repuestos Nuevos', 1, false],
      ['repuestos-usados', 'Repuestos Usados', 6, true],
      ['neumaticos', 'Neumáticos', 2, false],
      ['herramientas', 'Herramientas', 1, false],
      ['consumibles', 'Consumibles', 1, false],
    ]);
  });

  it('puts Plataformas in both parts and machinery, keeping order', () => {
    const products = many(2, 'Plataformas', 'Usado');
    const carousels = homeCarousels(products);
    expect(carousels.map((c) => c.key)).toEqual(['repuestos-usados', 'maquinaria']);
    expect(carousels[0].products).toEqual(products);
  });

  it('returns nothing without products', () => {
    expect(homeCarousels([])).toEqual([]);
  });

  it('loops only above 4', () => {
    expect([4, 5].map(carouselLoops)).toEqual([false, true]);
  });
});
