import { describe, expect, it } from 'vitest';
import { categoryPageHref, parseCondition, parseGroup, searchPageHref, withoutConditionWords } from './search-url';

describe('search URLs', () => {
  it('leave the defaults out and keep every other choice', () => {
    expect(searchPageHref({ q: '' })).toBe('/buscar');
    expect(searchPageHref({ q: 'bomba hidráulica' })).toBe('/buscar?q=bomba+hidr%C3%A1ulica');
    expect(searchPageHref({ q: 'bomba', sort: 'relevance', condition: null })).toBe('/buscar?q=bomba');
    expect(searchPageHref({ q: 'bomba', sort: 'price_asc', condition: 'Usado', exact: true, group: 'Repuestos', page: 2 })).toBe(
      '/buscar?q=bomba&estado=Usado&orden=price_asc&grupo=Repuestos&exacto=1&pagina=2',
    );
  });

  it('read one condition and known groups only', () => {
    expect(parseCondition(['Usado'])).toBe('Usado');
    expect(parseCondition(['Usado', 'Nuevo'])).toBeNull();
    expect(parseCondition(['Todos'])).toBeNull();
    expect(parseGroup('Maquinaria')).toBe('Maquinaria');
    expect(parseGroup('maquinaria')).toBeNull();
    expect(parseGroup('__proto__')).toBeNull();
  });

  it('lead a category to its catalogue page', () => {
    expect(categoryPageHref('Rodamientos')).toBe('/repuestos?categoria=Rodamientos');
    expect(categoryPageHref('Tractores')).toBe('/maquinaria?categoria=Tractores');
    expect(categoryPageHref('Neumáticos')).toBe('/neumaticos');
    expect(categoryPageHref('Repuestos')).toBe('/repuestos');
    expect(categoryPageHref('Herramientas')).toBe('/herramientas');
    // In two groups: the scope's first.
    expect(categoryPageHref('Plataformas')).toBe('/repuestos?categoria=Plataformas');
    expect(categoryPageHref('Plataformas', 'Maquinaria')).toBe('/maquinaria?categoria=Plataformas');
    expect(categoryPageHref('Inventada')).toBeNull();
  });

  it('drop the words that meant a condition', () => {
    expect(withoutConditionWords('bomba usada')).toBe('bomba');
    expect(withoutConditionWords('Rodamientos NUEVOS 6205')).toBe('Rodamientos 6205');
    expect(withoutConditionWords('usados')).toBe('usados');
  });
});
