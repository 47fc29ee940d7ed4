// Integration, both engines: the staff's quote page (/admin/presupuestos/:id) through its route
// module, loader and server render. Before an answer is sent the request's lines and estimate are
// the figures; once one is, the version sent (when, how, its lines and total) comes first and the
// request's sheet prices follow, labelled as the original request. The plain message to the
// customer and the sending of the quote have their own headings and verbs, one after the other.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { findProduct, PRODUCTS, quoteInput } from '../../tests/setup/fixtures';
import { renderAdminPage } from '../../tests/support/admin-render';
import { callRoute, flattenAdminRoutes, loadRouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables, recordingTransport } from '../../tests/support/staff-suite';
import { suiteDatabase } from '../../tests/support/suite';
import type { StaffIdentity } from '../auth/users';
import { presupuestoRespuestas } from '../db/schema';
import { submitQuote } from '../requests/quote';
import { sendAnswerByWhatsapp } from '../requests/answers/service';
import type { SentAnswerView } from '../requests/answers/sent-view';
import { saveAnswer, type CatalogLookup } from '../requests/answers/editor';
import type { AppServices } from '../services';

const SHOP = { name: 'Tienda de Prueba', email: 'ventas@tienda.test', whatsappNumber: '5493435551234', address: 'Av. Almafuerte 4346, Paraná, Entre Ríos' };
const CATALOG: CatalogLookup = { byId: findProduct, products: PRODUCTS };
const PATTERN = '/admin/presupuestos/:id';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The visible text of the rendered page, tags dropped, in document order. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe.each(ENGINES)('la página de un presupuesto con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let services: AppServices;
  let staff: StaffIdentity;
  let session: TestSession;
  let quoteId: string;

  beforeEach(async () => {
    clock = new Clock(new Date('2026-11-24T13:00:00Z'));
    await t.db.delete(presupuestoRespuestas);
    await clearStaffTables(t.db);
    const transport = recordingTransport();
    services = testServices({ db: t.db, clock, admin: { transport, shop: () => SHOP } });
    staff = await addStaff(t.db);
    session = await sessionFor(t.db, staff.id, clock);
    // 2 x Filtro de aceite $ 12.500, 1 x Neumático $ 1.234.567,50, 3 x Bomba hidráulica 'Consultar'.
    const result = await submitQuote(quoteInput({ phone: '343 4123456' }), { db: t.db, findProduct, transport, mailTo: SHOP.email, now: clock.now() });
    if (!('id' in result) || !result.id) throw new Error('no se guardó el pedido');
    quoteId = result.id;
  });

  async function page() {
    const module = await loadRouteModule(flattenAdminRoutes().find((r) => r.pattern === PATTERN)!.file);
    const url = `/admin/presupuestos/${quoteId}`;
    const answer = await callRoute(module.loader, browserRequest(url, { session }), { id: quoteId }, testContext(services));
    expect(answer.status).toBe(200);
    const auth = {
      user: { id: staff.id, email: staff.email, name: 'Ana', role: 'administrador' as const },
      session: { csrfToken: session.csrf, expiresAt: clock.now().toISOString() },
    };
    const html = renderAdminPage(module.default as React.ComponentType<never>, PATTERN, url, answer.body, auth);
    return { data: answer.body as { sent: SentAnswerView | null; quote: { total: number } }, html, text: textOf(html) };
  }

  async function save(prices: [number, number, number], baseVersion: number) {
    const outcome = await saveAnswer(
      t.db,
      quoteId,
      {
        lines: [
          { unitPriceCents: prices[0], availability: 'en-stock', leadDays: null, alternative: '' },
          { unitPriceCents: prices[1], availability: 'sin-stock', leadDays: null, alternative: '' },
          { unitPriceCents: prices[2], availability: 'a-pedido', leadDays: 5, alternative: '' },
        ],
        shipping: 'Retiro en el local',
        validUntil: '2026-12-01',
        paymentTerms: 'Contado',
        message: '',
        baseVersion,
      },
      staff,
      CATALOG,
      clock.now(),
    );
    expect(outcome.ok).toBe(true);
  }

  it('before an answer is sent, the request and its estimate are the figures, with the message links beside the answer card', async () => {
    const { data, html, text } = await page();
    expect(data.sent).toBeNull();
    expect(html).toContain('data-testid="total"');
    expect(text).toContain('Productos');
    expect(text).toContain('Total estimado $ 1.259.568');
    expect(text).not.toContain('Respuesta enviada al cliente');
    expect(text).not.toContain('Pedido original');
    // The plain message: its own heading and verb, after 'Responder presupuesto'.
    expect(text.indexOf('Responder presupuesto')).toBeLessThan(text.indexOf('Mensaje al cliente'));
    expect(text).toContain('Escribirle por WhatsApp');
    expect(text).toContain('Escribirle por e-mail');
    expect(text).not.toContain('Responder por WhatsApp');

    // Saved, not sent: still the request's figures.
    await save([1_250_000, 123_456_750, 7_500_050], 0);
    expect((await page()).data.sent).toBeNull();
  });

  it('once sent, the version sent is the main figure and the request is the original, labelled so', async () => {
    await save([1_250_000, 123_456_750, 7_500_050], 0);
    clock.advance(3_600_000);
    const sentOut = await sendAnswerByWhatsapp(t.db, quoteId, { actor: staff, now: clock.now(), origin: 'https://tienda.example', shop: SHOP });
    expect(sentOut.ok).toBe(true);
    // A newer version saved and not sent does not change what the customer has.
    clock.advance(60_000);
    await save([1, 1, 1], 1);

    const { data, html, text } = await page();
    expect(data.sent).toMatchObject({
      version: 1,
      via: 'whatsapp',
      sentBy: 'ana@tienda.test',
      sentAt: '2026-11-24T14:00:00.000Z',
      totalText: '$\u00a0250.001,50',
      invoice: 'Factura B',
      validUntil: '2026-12-01',
      acceptedAt: null,
    });
    expect(data.sent!.lines.map((l) => [l.quantity, l.availability, l.counted, l.subtotal])).toEqual([
      [2, 'En stock', true, '$\u00a025.000'],
      [1, 'Sin stock', false, '$\u00a01.234.567,50'],
      [3, 'A pedido: 5 días', true, '$\u00a0225.001,50'],
    ]);
    // The request's own estimate is still there for the record.
    expect(data.quote.total).toBe(1_259_567.5);

    // The main figure: the answer's total (\s: Intl writes a no-break space after '$').
    expect(/data-testid="total-respuesta-enviada"[^>]*>([^<]*)</.exec(html)?.[1]).toMatch(/^\$\s250\.001,50$/);
    expect(text).toContain('Versión 1, enviada por WhatsApp el 24/11/2026');
    const order = [
      'Respuesta enviada al cliente',
      'Total de la respuesta $ 250.001,50',
      'Enviar la respuesta (presupuesto)',
      'Mensaje al cliente',
      'Pedido original (precios de la planilla)',
      'Total con precios de la planilla $ 1.259.568',
    ].map((s) => text.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).not.toContain('Total estimado');
    expect(text).toContain('Enviar presupuesto por e-mail');
    expect(text).toContain('Enviar presupuesto por WhatsApp');
    expect(text).toContain('Escribirle por WhatsApp');
  });
});
