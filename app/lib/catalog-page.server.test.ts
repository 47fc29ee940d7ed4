import { describe, expect, it } from 'vitest';
import { catalogSearch } from './catalog-links';
import { emptyCatalogPage, readCatalogRequest } from './catalog-page.server';

describe('catalogSearch', () => {
  it('writes nothing for the page as it opens', () => {
    expect(catalogSearch('todo', ['Todas'])).toBe('');
  });

  it('keeps the words, the exact flag only with words, the view, the chips and the page', () => {
    expect(catalogSearch('usados', ['Filtros', 'Bombas'], 3, 'bomba', true)).toBe('?q=bomba&exacto=1&vista=usados&categoria=Filtros&categoria=Bombas&pagina=3');
    expect(catalogSearch('nuevos', [], 1, '', true)).toBe('?vista=nuevos');
  });
});

describe('readCatalogRequest', () => {
  it('reads the page and cuts the words', () => {
    const asked = readCatalogRequest(new URL(`http://tienda/repuestos?q=${'  a'.repeat(200)}&exacto=1`));
    expect(asked.page.path).toBe('/repuestos');
    expect(asked.term.length).toBeLessThanOrEqual(100);
    expect(asked.term.startsWith('a')).toBe(true);
    expect(asked.exactOnly).toBe(true);
  });

  it('answers another path with a 404', () => {
    expect.assertions(1);
    try {
      readCatalogRequest(new URL('http://tienda/no-es-un-catalogo'));
    } catch (thrown) {
      expect((thrown as { init: { status: number } }).init.status).toBe(404);
    }
  });

  it('gives the page without lists while there is no catalogue', () => {
    const empty = emptyCatalogPage(readCatalogRequest(new URL('http://tienda/neumaticos?vista=usados')));
    expect(empty).toMatchObject({ title: 'Neumáticos', view: 'todo', lists: [], chips: [], paging: { pagina: 1, cumulative: true } });
  });
});
