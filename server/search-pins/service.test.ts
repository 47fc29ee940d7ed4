// Integration: staff pins on both engines, from the staff page's action to the search, and across
// two processes (two boards over one database).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import { ENGINES } from '../../tests/setup/databases';
import { callRoute, loadRouteModule, type RouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables } from '../../tests/support/staff-suite';
import { suiteDatabase } from '../../tests/support/suite';
import { buildCatalogIndex } from '../catalog/index';
import { PinBoard } from '../catalog/pins';
import type { CatalogSnapshot } from '../catalog/store';
import { searchPins } from '../db/schema';
import { SearchPins } from './service';

const products = [
  makeProduct({ id: 'R-1', name: 'Rulemán 6205 FAG', code: 'FAG6205' }),
  makeProduct({ id: 'R-2', name: 'Rulemán 6205 genérico' }),
  makeProduct({ id: 'M-9', name: 'Maza de sembradora', description: 'lleva rulemán 6205' }),
];

describe.each(ENGINES)('búsquedas fijadas en %s', (engine) => {
  const t = suiteDatabase(engine);
  const clock = new Clock();
  let route: RouteModule;
  let admin: TestSession;
  let seller: TestSession;
  let board: PinBoard;
  let pins: SearchPins;
  let index: ReturnType<typeof buildCatalogIndex>;

  beforeAll(async () => {
    route = await loadRouteModule('routes/admin/searches.tsx');
  });

  beforeEach(async () => {
    await clearStaffTables(t.db);
    await t.db.delete(searchPins);
    admin = await sessionFor(t.db, (await addStaff(t.db)).id, clock);
    seller = await sessionFor(t.db, (await addStaff(t.db, { email: 'beto@tienda.test', role: 'vendedor' })).id, clock);
    board = new PinBoard();
    pins = new SearchPins({ db: async () => t.db, board });
    index = buildCatalogIndex(products);
    index.usePins(board);
  });

  const services = () => {
    const snapshot = { products, index, issues: [], loadedAt: '2026-11-26T00:00:00Z', source: 'prueba', synonyms: [] } as CatalogSnapshot;
    const base = testServices({ db: t.db, clock, searchPins: pins });
    return { ...base, catalog: { ...base.catalog, current: () => snapshot } };
  };
  const post = (session: TestSession, form: Record<string, string>, csrf?: string) =>
    callRoute(route.action, browserRequest('/admin/busquedas', { session, form, csrf }), {}, testContext(services()));
  const first = (term: string) => index.search({ term, offset: 0, limit: 10 }).items.map((p) => p.id);

  it('fija desde la página (cualquier rol del equipo) y la búsqueda lo muestra primero sin leer la base', async () => {
    expect(first('ruleman 6205')[0]).not.toBe('M-9');
    const answer = await post(seller, { intent: 'fijar', texto: 'Rulemanes 6205', producto: 'm-9' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, message: expect.stringContaining('Maza de sembradora') });
    expect(first('rulemán 6205')).toEqual(['M-9', 'R-1', 'R-2']);
    const rows = await t.db.select().from(searchPins);
    expect(rows).toMatchObject([{ texto: 'Rulemanes 6205', productId: 'M-9', creadoPor: 'beto@tienda.test' }]);
    // The same phrase in another form is the same pin.
    expect((await post(admin, { intent: 'fijar', texto: 'ruleman 6205', producto: 'M-9' })).body).toMatchObject({
      ok: true,
      message: expect.stringContaining('ya estaba'),
    });
    expect(await t.db.select().from(searchPins)).toHaveLength(1);
  });

  it('rechaza sin token, con datos malos o con un producto que no está, en castellano y con 4xx', async () => {
    expect((await post(admin, { intent: 'fijar', texto: 'ruleman', producto: 'M-9' }, 'otro')).status).toBe(403);
    const bad = await post(admin, { intent: 'fijar', texto: 'usado', producto: 'M-9' });
    expect(bad).toMatchObject({ status: 400, body: { ok: false, message: expect.stringMatching(/^Usá entre 1 y 6 palabras/) } });
    const missing = await post(admin, { intent: 'fijar', texto: 'ruleman', producto: 'X-1' });
    expect(missing).toMatchObject({ status: 400, body: { ok: false, message: 'No hay ningún producto con el ID «X-1» en el catálogo.' } });
    expect((await post(admin, { intent: 'quitar', pin: 'abc' })).status).toBe(400);
    expect((await post(admin, { intent: 'quitar', pin: '999999' })).status).toBe(404);
    expect((await post(admin, { intent: '\u0000' })).status).toBe(400);
    expect(await t.db.select().from(searchPins)).toHaveLength(0);
  });

  it('lista las fijadas, marca la de un producto que ya no está, y las quita', async () => {
    await pins.add({ text: 'ruleman 6205', productId: 'M-9', createdBy: 'ana@tienda.test' });
    await pins.add({ text: 'bomba', productId: 'YA-NO', createdBy: 'ana@tienda.test' });
    const page = await callRoute(route.loader, browserRequest('/admin/busquedas?fijar=cubierta', { session: admin }), {}, testContext(services()));
    expect(page.status).toBe(200);
    const view = page.body as { pins: { id: number; text: string; product: { name: string } | null }[]; pinText: string };
    expect(view.pinText).toBe('cubierta');
    expect(view.pins.map((p) => [p.text, p.product?.name ?? null])).toEqual([
      ['bomba', null],
      ['ruleman 6205', 'Maza de sembradora'],
    ]);
    expect(first('bomba')).toEqual([]); // the pin to a product no longer there is ignored
    const removed = await post(admin, { intent: 'quitar', pin: String(view.pins[1].id) });
    expect(removed.status).toBe(200);
    expect(first('ruleman 6205')[0]).not.toBe('M-9');
  });

  it('otro proceso ve el cambio al releer (cada RELOAD_MS), sin leer la base por búsqueda', async () => {
    const otherBoard = new PinBoard();
    const other = new SearchPins({ db: async () => t.db, board: otherBoard });
    const otherIndex = buildCatalogIndex(products);
    otherIndex.usePins(otherBoard);
    await other.reload();
    await pins.add({ text: 'ruleman 6205', productId: 'M-9', createdBy: 'ana@tienda.test' });
    expect(otherIndex.search({ term: 'ruleman 6205', offset: 0, limit: 1 }).items[0].id).not.toBe('M-9');
    await other.reload();
    expect(otherIndex.search({ term: 'ruleman 6205', offset: 0, limit: 1 }).items[0].id).toBe('M-9');
  });
});
