// Routes get the process's services from React Router's context (decision 0009), never from a
// module global: two sets of services side by side answer with their own catalogue, search log
// and limits, and a context without services is an error rather than a silent fallback.
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productsFromRows } from '#domain/product';
import { buildCatalogIndex } from '#server/catalog/index';
import type { CatalogSnapshot } from '#server/catalog/store';
import { parseCsv } from '#server/catalog/csv';
import { createRateLimiter } from '#server/security/rate-limit';
import { callRoute, loadRouteModule } from '../../tests/support/admin-routes';
import { HEADER, productRow, toCsv } from '../../tests/support/catalog';
import { emptyCatalog, testContext, testServices } from '../../tests/support/services';

/** A loaded catalogue of the given products (rows as the sheet has them). */
function catalogOf(rows: string[][]) {
  const { products } = productsFromRows(parseCsv(Buffer.from(toCsv([HEADER, ...rows])), 'catalogo.csv').rows);
  const snapshot: CatalogSnapshot = {
    products,
    index: buildCatalogIndex(products),
    issues: [],
    loadedAt: '2026-05-10T14:00:00.000Z',
    source: 'catalogo.csv',
    synonyms: [],
  };
  return { ...emptyCatalog(), current: () => snapshot };
}

const ids = (body: unknown) => (body as { productos: { id: string }[] }).productos.map((p) => p.id).sort();

describe('servicios por el contexto de React Router', () => {
  it('/api/productos lista el catálogo de los servicios de su contexto', async () => {
    const { loader } = await loadRouteModule('routes/api.products.ts');
    const a = testServices({ catalog: catalogOf([productRow(1, { Titulo: 'Bomba hidráulica' }), productRow(2)]) });
    const b = testServices({ catalog: catalogOf([productRow(7, { Titulo: 'Rodamiento 6205' })]) });
    const request = () => new Request('http://tienda.test/api/productos');

    const fromA = await callRoute(loader, request(), {}, testContext(a));
    const fromB = await callRoute(loader, request(), {}, testContext(b));
    expect(fromA.status).toBe(200);
    expect(ids(fromA.body)).toEqual(['P1', 'P2']);
    expect(ids(fromB.body)).toEqual(['P7']);
    // Nothing loaded in these services: the spec's 503, whatever another set holds.
    expect((await callRoute(loader, request(), {}, testContext(testServices()))).status).toBe(503);
  });

  it('/buscar cuenta la búsqueda en el registro de sus servicios', async () => {
    const { loader } = await loadRouteModule('routes/search.tsx');
    const a = testServices({ catalog: catalogOf([productRow(1, { Titulo: 'Bomba hidráulica' })]) });
    const b = testServices({ catalog: catalogOf([productRow(1, { Titulo: 'Bomba hidráulica' })]) });
    const answer = await callRoute(loader, new Request('http://tienda.test/buscar?q=zzqx'), {}, testContext(a));
    expect(answer.status).toBe(200);
    expect(a.searchLog.buffer.take().map((entry) => entry.text)).toEqual(['zzqx']);
    expect(b.searchLog.buffer.size).toBe(0);
  });

  it('el límite del formulario de presupuesto es el de sus servicios', async () => {
    const { action } = await loadRouteModule('routes/quote.tsx');
    const closed = testServices({ catalog: catalogOf([productRow(1)]) });
    closed.limits.forms.presupuesto = createRateLimiter({ windowMs: 60_000, max: 1 });
    await closed.limits.forms.presupuesto.check('10.0.0.9');
    const post = () => new Request('http://tienda.test/presupuesto', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await callRoute(action, post(), {}, testContext(closed, '10.0.0.9'))).status).toBe(429);
    // The same address with other services is not limited (the body is just invalid).
    expect((await callRoute(action, post(), {}, testContext(testServices({ catalog: catalogOf([productRow(1)]) }), '10.0.0.9'))).status).toBe(422);
  });

  it('sin catálogo todavía, un presupuesto recibe 503 con Retry-After, no que sus productos no están', async () => {
    const { action } = await loadRouteModule('routes/quote.tsx');
    const starting = testServices();
    const post = new Request('http://tienda.test/presupuesto', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const answer = await callRoute(action, post, {}, testContext(starting, '10.0.0.9'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('5');
  });

  it('sin servicios en el contexto la ruta falla: no hay un global de respaldo', async () => {
    const { loader } = await loadRouteModule('routes/api.products.ts');
    await expect(callRoute(loader, new Request('http://tienda.test/api/productos'), {}, new RouterContextProvider())).rejects.toThrow();
  });
});
