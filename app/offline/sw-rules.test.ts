import { describe, expect, it } from 'vitest';
import {
  appShell,
  drawnFromCatalog,
  drawnFromCatalogPage,
  markSavedCopy,
  mayKeepPage,
  neverSaved,
  offlineAddress,
  pageOfDataRequest,
  routeTableAddress,
  routeTableCovers,
  savedWhen,
} from './sw-rules';

const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });

describe('neverSaved', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/presupuestos',
    '/admin.data',
    '/presupuesto/abc123',
    '/presupuesto/abc123/pdf',
    '/metrics',
    '/healthz',
    '/readyz',
    '/sitemap.xml',
    '/sitemaps/productos-1.xml',
    '/feeds/google.xml',
    '/feeds/meta.csv',
    '/robots.txt',
    '/api/sugerencias',
  ])('keeps %s out of every cache', (path) => expect(neverSaved(path)).toBe(true));
  it.each(['/', '/repuestos', '/producto/filtro-1', '/presupuesto', '/buscar', '/administracion', '/sin-senal'])('lets %s be saved', (path) =>
    expect(neverSaved(path)).toBe(false),
  );
});

describe('mayKeepPage', () => {
  it('keeps a public HTML page', () => {
    expect(mayKeepPage(answer(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0' }))).toBe(true);
  });
  it('refuses a page answered to a staff session (no-store), an error, another type or a cookie', () => {
    expect(mayKeepPage(answer(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayKeepPage(answer(500, { 'content-type': 'text/html' }))).toBe(false);
    expect(mayKeepPage(answer(200, { 'content-type': 'application/json' }))).toBe(false);
    expect(mayKeepPage(answer(200, { 'content-type': 'text/html', 'set-cookie': 'a=b' }))).toBe(false);
  });
});

describe('pageOfDataRequest', () => {
  it('names the page of a data request, without the router parameters', () => {
    expect(pageOfDataRequest(new URL('https://t.ar/repuestos.data?marca=John&_routes=catalog-repuestos'))).toBe('/repuestos?marca=John');
    expect(pageOfDataRequest(new URL('https://t.ar/_root.data?index'))).toBe('/');
    expect(pageOfDataRequest(new URL('https://t.ar/repuestos'))).toBeNull();
  });
});

describe('drawnFromCatalog', () => {
  it('is true for the data of catalogue pages, searches and product pages', () => {
    expect(drawnFromCatalog(new URL('https://t.ar/repuestos.data?vista=usados'))).toBe(true);
    expect(drawnFromCatalog(new URL('https://t.ar/buscar.data?q=correa'))).toBe(true);
    expect(drawnFromCatalog(new URL('https://t.ar/producto/correa-a-123.data'))).toBe(true);
  });
  it('is false for other pages, and for the pages themselves', () => {
    expect(drawnFromCatalog(new URL('https://t.ar/_root.data'))).toBe(false);
    expect(drawnFromCatalog(new URL('https://t.ar/contacto.data'))).toBe(false);
    expect(drawnFromCatalog(new URL('https://t.ar/producto.data'))).toBe(false);
    expect(drawnFromCatalog(new URL('https://t.ar/repuestos'))).toBe(false);
  });
});

describe('drawnFromCatalogPage', () => {
  it('is true for catalogue pages, a product and the search, false for the rest', () => {
    for (const path of ['/neumaticos', '/repuestos', '/producto/filtro-de-aceite-12', '/buscar']) expect(drawnFromCatalogPage(path), path).toBe(true);
    for (const path of ['/', '/contacto', '/producto', '/presupuesto', '/admin', '/maquinas']) expect(drawnFromCatalogPage(path), path).toBe(false);
  });
});

describe('routeTableAddress', () => {
  it("asks for every drawn page and its ancestors, sorted, as React Router's discovery does", () => {
    const url = new URL(routeTableAddress('abc123'), 'https://t.ar');
    expect(url.pathname).toBe('/__manifest');
    expect(url.searchParams.get('version')).toBe('abc123');
    expect(url.searchParams.get('paths')).toBe('/,/buscar,/consumibles,/herramientas,/maquinaria,/neumaticos,/producto,/producto/_,/repuestos');
  });
});

describe('routeTableCovers', () => {
  const ask = (paths: string, version = 'abc123') => new URL(`/__manifest?${new URLSearchParams({ paths, version }).toString()}`, 'https://t.ar');
  it("is true for the precached table's own request and for a page it draws, of the same build", () => {
    expect(routeTableCovers(new URL(routeTableAddress('abc123'), 'https://t.ar'), 'abc123')).toBe(true);
    expect(routeTableCovers(ask('/,/producto,/producto/filtro-de-aceite-12'), 'abc123')).toBe(true);
    expect(routeTableCovers(ask('/,/neumaticos'), 'abc123')).toBe(true);
  });
  it('is false for another build, a page it does not draw or another address', () => {
    expect(routeTableCovers(ask('/,/neumaticos', 'old999'), 'abc123')).toBe(false);
    expect(routeTableCovers(ask('/,/contacto,/neumaticos'), 'abc123')).toBe(false);
    expect(routeTableCovers(ask('/,/admin'), 'abc123')).toBe(false);
    expect(routeTableCovers(new URL('/__manifest', 'https://t.ar'), 'abc123')).toBe(false);
    expect(routeTableCovers(new URL('/__manifesto?paths=/&version=abc123', 'https://t.ar'), 'abc123')).toBe(false);
  });
});

describe('appShell', () => {
  it("keeps the offline page's head and scripts and replaces what its main showed", () => {
    const page =
      '<html><head><title>Sin señal</title></head><body><header>h</header><main id="contenido" class="flex-1"><h1>Sin señal</h1></main><script>ctx</script></body></html>';
    const shell = appShell(page);
    expect(shell).toContain('<head><meta name="armado-sin-senal" content="1"><title>Sin señal</title>');
    expect(shell).toContain('<header>h</header><main id="contenido" class="flex-1"><p');
    expect(shell).toContain('Buscando en lo guardado en tu teléfono…</p></main><script>ctx</script>');
    expect(shell).not.toContain('<h1>');
  });
  it('leaves a page without <main> or <head> as it is', () => {
    expect(appShell('<body><main>x</main></body>')).toBe('<body><main>x</main></body>');
    expect(appShell('<p>hola</p>')).toBe('<p>hola</p>');
  });
});

describe('offlineAddress', () => {
  it('says which page was wanted', () => {
    expect(offlineAddress(new URL('https://t.ar/producto/x?a=1'))).toBe('/sin-senal?desde=%2Fproducto%2Fx%3Fa%3D1');
    expect(offlineAddress(new URL('https://t.ar/'))).toBe('/sin-senal');
  });
});

describe('markSavedCopy', () => {
  it('adds the meta tag right after <head>', () => {
    expect(markSavedCopy('<html><head><title>x</title></head></html>', 1764263100000)).toBe(
      '<html><head><meta name="guardado-en" content="1764263100000"><title>x</title></head></html>',
    );
  });
  it('leaves a document without <head> as it is', () => {
    expect(markSavedCopy('hola', 1)).toBe('hola');
  });
});

describe('savedWhen', () => {
  it('writes day/month and 24-hour time in Buenos Aires', () => {
    // 2025-11-27 17:05 UTC is 14:05 in Buenos Aires (UTC-3, no daylight saving).
    expect(savedWhen(Date.UTC(2025, 10, 27, 17, 5))).toBe('el 27/11 a las 14:05');
    expect(savedWhen(Date.UTC(2026, 0, 2, 2, 9))).toBe('el 01/01 a las 23:09');
  });
});
