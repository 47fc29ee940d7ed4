// Integration: product page views (counted from the address), beacons (POST /api/evento) and
// quotes end as the right daily counts and the right summary at /admin/resumen, with its CSVs and
// its refusals of forged ranges. Both engines.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { key, PRODUCTS } from '../../tests/setup/fixtures';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables } from '../../tests/support/staff-suite';
import { callRoute, loadRouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import { dailySearches, busquedasSinResultado, dailyCounts, dailyCountTotals, presupuestos, type StoredCartLine } from '../db/schema';
import { outcome } from '../../tests/support/search';
import { eq } from 'drizzle-orm';
import type { CatalogSnapshot } from '../catalog/store';
import type { AppServices } from '../services';
import { idKey } from '#domain/slug';
import { productViewCounter } from '../stats/views';
import type { DashboardData } from './dashboard';

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// Today in the shop is 2026-05-10 (12:00 in Paraná).
const NOW = new Date('2026-05-10T15:00:00.000Z');

const catalog = {
  current: () => ({ index: { byId: (k: string) => PRODUCTS.find((p) => idKey(p.id) === k) } }) as unknown as CatalogSnapshot,
  status: () => {
    throw new Error('no se usa');
  },
  refreshNow: async () => {
    throw new Error('no se usa');
  },
} as unknown as AppServices['catalog'];

const line = (id: string, quantity: number, name = `Producto ${id}`): StoredCartLine => ({ id, name, code: '', quantity, price: 'Consultar', unitPrice: 0 });

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('resumen del dueño con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let admin: TestSession;
  let services: AppServices;

  beforeEach(async () => {
    clock = new Clock(NOW);
    await clearStaffTables(t.db);
    await t.db.delete(dailyCounts);
    await t.db.delete(dailyCountTotals);
    await t.db.delete(dailySearches);
    await t.db.delete(busquedasSinResultado);
    services = testServices({ db: t.db, clock, catalog });
    admin = await sessionFor(t.db, (await addStaff(t.db)).id, clock);
  });

  async function addQuote(createdAt: string, options: { answeredAfterHours?: number; accepted?: boolean; spam?: boolean; lines?: StoredCartLine[] } = {}) {
    const created = new Date(createdAt);
    const answered = options.answeredAfterHours === undefined ? null : new Date(created.getTime() + options.answeredAfterHours * 3_600_000);
    await t.db.insert(presupuestos).values({
      idempotencyKey: key(),
      nombreApellido: 'Juan Pérez',
      localidad: 'Paraná',
      provincia: 'Entre Ríos',
      email: 'juan@example.com',
      telefono: '343 555-1234',
      detallesCarrito: options.lines ?? [line('10', 2, 'Filtro de aceite')],
      totalEstimado: 0,
      spamReason: options.spam ? 'honeypot' : null,
      createdAt: created,
      respondidoEl: answered,
      aceptadoEl: options.accepted && answered ? new Date(answered.getTime() + 3_600_000) : null,
    });
  }

  async function beacon(body: unknown, options: { ua?: string; address?: string; origin?: string } = {}) {
    const mod = await loadRouteModule('routes/api.event.ts');
    const request = new Request('http://tienda.test/api/evento', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': options.ua ?? BROWSER, origin: options.origin ?? 'http://tienda.test' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return callRoute(mod.action, request, {}, testContext(services, options.address ?? '127.0.0.1'));
  }

  async function summary(query = '') {
    const csv = query.includes('formato=csv');
    const mod = await loadRouteModule(csv ? 'routes/admin/summary-csv.ts' : 'routes/admin/summary.tsx');
    return callRoute(mod.loader, browserRequest(`/admin/resumen${csv ? '/exportar' : ''}${query}`, { session: admin }), {}, testContext(services));
  }

  it('vistas, avisos y presupuestos terminan en los conteos diarios y el resumen correctos', async () => {
    const view = productViewCounter(services.eventCounter, catalog);
    const at = (iso: string) => new Date(iso).getTime();
    // Views: two of product 10 today, one of 11 yesterday; robots, prefetches and unknown products count nothing.
    const record = services.eventCounter.record.bind(services.eventCounter);
    const counter = { record: (kind: 'vista' | 'chat' | 'agregar', id: string) => record(kind, id, at('2026-05-10T13:00:00Z')) };
    const viewToday = productViewCounter(counter, catalog);
    const from = (ip: string, headers: Record<string, string>) => ({ ip, headers });
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.1', { 'user-agent': BROWSER }));
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.2', { 'user-agent': BROWSER }));
    // The same visitor again within the hour is the same view.
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.2', { 'user-agent': BROWSER }));
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.3', { 'user-agent': GOOGLEBOT }));
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.4', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }));
    viewToday('/producto/general/no-existe-999', from('10.0.0.1', { 'user-agent': BROWSER }));
    viewToday('/repuestos', from('10.0.0.1', { 'user-agent': BROWSER }));
    const viewYesterday = productViewCounter({ record: (kind, id) => record(kind, id, at('2026-05-09T20:00:00Z')) }, catalog);
    viewYesterday('/producto/general/neumatico-11', from('10.0.0.1', { 'user-agent': BROWSER }));
    // Bomba hidráulica (12): viewed three times today and never asked for.
    for (let i = 0; i < 3; i++) view('/producto/general/bomba-12', from(`10.0.1.${i}`, { 'user-agent': BROWSER }));

    // Beacons: counted on the services' clock (today).
    expect((await beacon({ tipo: 'agregar', id: '10' })).status).toBe(204);
    expect((await beacon({ tipo: 'chat', id: '10' })).status).toBe(204);
    expect((await beacon({ tipo: 'chat' })).status).toBe(204);
    expect((await beacon({ tipo: 'agregar', id: 'no-existe' })).status).toBe(204);
    expect((await beacon({ tipo: 'agregar', id: '10' }, { ua: GOOGLEBOT })).status).toBe(204);
    expect((await beacon({ tipo: 'compra', id: '10' })).status).toBe(400);
    expect((await beacon('no es json')).status).toBe(400);
    expect((await beacon({ tipo: 'agregar', id: 'x'.repeat(600) })).status).toBe(413);
    expect((await beacon({ tipo: 'agregar', id: '10' }, { origin: 'https://otro.example' })).status).toBe(403);

    await services.eventCounter.flush(t.db);
    const rows = await t.db.select().from(dailyCounts);
    const counts = Object.fromEntries(rows.map((r) => [`${r.dia} ${r.tipo} ${r.productId}`, r.veces]));
    expect(counts['2026-05-10 vista 10']).toBe(2);
    expect(counts['2026-05-09 vista 11']).toBe(1);
    expect(counts).toEqual({
      '2026-05-10 vista 10': 2,
      '2026-05-09 vista 11': 1,
      '2026-05-10 vista 12': 3,
      '2026-05-10 agregar 10': 1,
      '2026-05-10 chat 10': 1,
      '2026-05-10 chat ': 1,
    });

    // A second flush adds to the same rows (batches add up, never replace).
    viewToday('/producto/general/filtro-de-aceite-10', from('10.0.0.5', { 'user-agent': BROWSER }));
    await services.eventCounter.flush(t.db);
    const [again] = (await t.db.select().from(dailyCounts)).filter((r) => r.dia === '2026-05-10' && r.tipo === 'vista' && r.productId === '10');
    expect(again.veces).toBe(3);

    // Quotes: this week three (one answered in 2 h, one in 4 h and accepted), one spam (left out);
    // two weeks back one answered in 10 h; the range before (30 days earlier) two.
    await addQuote('2026-05-05T12:00:00Z', { answeredAfterHours: 2, lines: [line('10', 2), line('11', 1)] });
    await addQuote('2026-05-06T12:00:00Z', { answeredAfterHours: 4, accepted: true, lines: [line('10', 5)] });
    await addQuote('2026-05-10T11:00:00Z', { lines: [line('11', 1)] });
    await addQuote('2026-05-07T12:00:00Z', { spam: true, lines: [line('12', 100)] });
    await addQuote('2026-04-27T12:00:00Z', { answeredAfterHours: 10, lines: [line('10', 1)] });
    await addQuote('2026-03-20T12:00:00Z', { answeredAfterHours: 1 });
    await addQuote('2026-03-21T12:00:00Z');

    const answer = await summary();
    expect(answer.status).toBe(200);
    const { dashboard: d, error, empty } = answer.body as { dashboard: DashboardData; error: string | null; empty: boolean };
    expect(error).toBeNull();
    expect(empty).toBe(false);
    expect(d.range).toMatchObject({ from: '2026-04-11', to: '2026-05-10', days: 30 });
    expect(d.weeks).toHaveLength(5);
    expect(d.weeks[4]).toMatchObject({ from: '2026-05-04', to: '2026-05-10', received: 3, answered: 2, accepted: 1, medianHours: 3 });
    expect(d.weeks[3]).toMatchObject({ from: '2026-04-27', to: '2026-05-03', received: 1, answered: 1, accepted: 0, medianHours: 10 });
    expect(d.weeks.slice(0, 3).every((w) => w.received === 0 && w.medianHours === null)).toBe(true);
    expect(d.current).toMatchObject({ received: 4, answered: 3, accepted: 1, medianHours: 4 });
    expect(d.previous).toMatchObject({ received: 2, answered: 1, accepted: 0, medianHours: 1 });
    expect(d.change.received).toBe(100);
    expect(d.byRequests.map((r) => [r.id, r.requests, r.units])).toEqual([
      ['10', 3, 8],
      ['11', 2, 2],
    ]);
    expect(d.byRequests[0]).toMatchObject({ name: 'Filtro de aceite', href: expect.stringMatching(/^\/producto\//), views: 3 });
    expect(d.viewedNotAsked.map((r) => [r.id, r.views])).toEqual([['12', 3]]);
    expect(d.current).toMatchObject({ views: 7, added: 1, chats: 2 });

    // Searches: counted per day (every search, not only those that found nothing), with the trend.
    // Each search from its own visitor: a text is ranked once enough visitors typed it.
    let visitor = 0;
    const searchAt = (text: string, iso: string, found = true) =>
      services.searchLog.record(outcome(text, found ? { step: 'exact' } : {}), at(iso), `203.0.113.${++visitor}`);
    for (let i = 0; i < 3; i++) searchAt('bomba', '2026-05-09T15:00:00Z');
    searchAt('bomba', '2026-03-25T15:00:00Z');
    searchAt('zzqx', '2026-05-10T13:00:00Z', false);
    const { dashboard: withSearches } = (await summary()).body as { dashboard: DashboardData };
    // 'zzqx' was typed by one visitor: counted in the totals, kept out of the rankings.
    expect(withSearches.searches.frequent.map((s) => [s.text, s.count, s.previous, s.change])).toEqual([['bomba', 3, 1, 200]]);
    expect(withSearches.searches.failing).toEqual([]);
    expect(withSearches.searches.total).toEqual({ current: 4, previous: 1, currentNoResult: 1, previousNoResult: 0 });
    expect(withSearches.searches.weeks.at(-1)).toMatchObject({ count: 4, noResult: 1 });

    // A quote kept apart as spam after the days were counted, and one answered later: the next
    // summary counts their day again (the trigger marks it out of date).
    await t.db
      .update(presupuestos)
      .set({ spamReason: 'manual' })
      .where(eq(presupuestos.createdAt, new Date('2026-05-05T12:00:00Z')));
    await t.db
      .update(presupuestos)
      .set({ respondidoEl: new Date('2026-04-27T14:00:00Z') })
      .where(eq(presupuestos.createdAt, new Date('2026-04-27T12:00:00Z')));
    const { dashboard: later } = (await summary()).body as { dashboard: DashboardData };
    expect(later.current).toMatchObject({ received: 3, answered: 2, accepted: 1, medianHours: 3 });
    expect(later.weeks[3]).toMatchObject({ received: 1, answered: 1, medianHours: 2 });
    expect(later.byRequests.map((r) => [r.id, r.requests, r.units])).toEqual([
      ['10', 2, 6],
      ['11', 1, 1],
    ]);

    // Its CSVs: the same rows, es-AR cells.
    const csv = await summary('?formato=csv&grafico=semanas');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Desde";"Hasta";"Recibidos";"Respondidos";"Aceptados";"Mediana hasta la primera respuesta (horas)"');
    // (After the spam above: two requests that week, one answered in 4 h and accepted.)
    expect(lines.at(-1)).toBe('"2026-05-04";"2026-05-10";2;1;1;4');
    const searchCsv = String((await summary('?formato=csv&grafico=busquedas')).body).replace(/^\uFEFF/, '');
    expect(searchCsv).toContain('"bomba";3;1;200;0;0');
    expect((await summary('?formato=csv&grafico=otro')).status).toBe(400);
  });

  it('un nombre de producto que empieza con = sale como texto en el CSV', async () => {
    await addQuote('2026-05-08T12:00:00Z', { lines: [line('999', 1, '=HYPERLINK("http://x")')] });
    const csv = await summary('?formato=csv&grafico=productos');
    expect(String(csv.body)).toContain(`"'=HYPERLINK(""http://x"")";"999";;1;1;0`);
  });

  it('una tienda vacía lo dice; rangos falsos: mensaje en castellano y 400, nunca 5xx', async () => {
    const empty = await summary('?rango=7');
    expect(empty.status).toBe(200);
    expect((empty.body as { empty: boolean }).empty).toBe(true);
    for (const query of [
      '?desde=2026-05-01&hasta=2026-04-01',
      '?desde=0000-01-01&hasta=2026-01-01',
      '?desde=2026-01-01&hasta=9999-12-31',
      '?desde=ayer&hasta=hoy',
      '?rango=abc',
    ]) {
      const answer = await summary(query);
      expect(answer.status, query).toBe(400);
      expect((answer.body as { error: string }).error, query).toMatch(/Se muestran los últimos 30 días/);
      expect((answer.body as { dashboard: DashboardData }).dashboard.range.days).toBe(30);
    }
    expect((await summary('?desde=2026-05-01&hasta=2026-04-01&formato=csv&grafico=semanas')).status).toBe(400);
  });

  it('10.000 avisos por minuto desde una dirección: se cuentan pocos y el resto recibe 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await beacon({ tipo: 'agregar', id: '10' }, { address: '203.0.113.9' })).status);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(31);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(69);
    // Another address is not held back by that one.
    expect((await beacon({ tipo: 'agregar', id: '10' }, { address: '203.0.113.10' })).status).toBe(204);
    await services.eventCounter.flush(t.db);
    const [row] = await t.db.select().from(dailyCounts);
    expect(row.veces).toBeLessThanOrEqual(32);
  });

  it('sin sesión: no se ve el resumen', async () => {
    const mod = await loadRouteModule('routes/admin/summary.tsx');
    const answer = await callRoute(mod.loader, browserRequest('/admin/resumen'), {}, testContext(services));
    expect([302, 303, 401]).toContain(answer.status);
  });
});
