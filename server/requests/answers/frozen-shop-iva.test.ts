// Integration, both engines: the shop's condition frente al IVA, set on the staff's IVA page, is
// written into an answer when it is sent. Sent as a Monotributista, the customer's copies say
// 'Factura C' and list no IVA; switching back to Responsable Inscripto never changes that answer.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../../tests/setup/databases';
import { suiteDatabase } from '../../../tests/support/suite';
import { clearTables, findProduct, PRODUCTS, quoteInput } from '../../../tests/setup/fixtures';
import { callRoute, loadRouteModule, type RouteModule } from '../../../tests/support/admin-routes';
import { testContext, testServices } from '../../../tests/support/services';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../../tests/support/staff';
import { clearStaffTables } from '../../../tests/support/staff-suite';
import { ANSWER_SHOP as SHOP, noMail, pdfjsText } from '../../../tests/support/answer-pdf';
import { presupuestoRespuestas, presupuestos, shopIvaConditions } from '../../db/schema';
import { submitQuote } from '../quote';
import { quoteDetail, quotesCsv } from '../quote-list';
import { currentShopIva } from '../../shop-iva/store';
import { answerPdfFor, sendAnswerByWhatsapp, staffPreviewPdf } from './service';
import { answerByToken, latestAnswer } from './store';
import { saveAnswer, type CatalogLookup } from './editor';
import { answerMoney } from './money';

const CATALOG: CatalogLookup = { byId: (id) => PRODUCTS.find((p) => p.id === id), products: PRODUCTS };

// 2 x $ 12.100 and 3 x $ 1.210 at 21 %, a line without stock, freight $ 1.210 at 21 %: $ 29.040,
// $ 24.000 without IVA.
const LINES = [
  { unitPriceCents: 12_100_00, availability: 'en-stock', leadDays: null, alternative: '', currency: 'ARS', ivaRate: 21 },
  { unitPriceCents: 500_00, availability: 'sin-stock', leadDays: null, alternative: '', currency: 'ARS', ivaRate: 21 },
  { unitPriceCents: 1_210_00, availability: 'a-pedido', leadDays: 5, alternative: '', currency: 'ARS', ivaRate: 21 },
] as const;
const INPUT = {
  lines: [...LINES],
  shipping: 'Retiro',
  validUntil: '2026-12-10',
  paymentTerms: 'Contado',
  message: '',
  freight: { cents: 1_210_00, currency: 'ARS' as const, ivaRate: 21 },
  payIn: 'moneda' as const,
  baseVersion: 0,
};

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('condición del comercio congelada en la respuesta con %s', (engine) => {
  const t = suiteDatabase(engine);
  const clock = new Clock(new Date('2026-11-27T13:00:00Z'));
  let route: RouteModule;
  let seller: TestSession;
  let quoteId: string;

  beforeAll(async () => {
    route = await loadRouteModule('routes/admin/iva.tsx');
  });

  beforeEach(async () => {
    await t.db.delete(presupuestoRespuestas);
    await clearTables(t.db);
    await t.db.delete(shopIvaConditions);
    await clearStaffTables(t.db);
    seller = await sessionFor(t.db, (await addStaff(t.db, { email: 'beto@tienda.test', role: 'vendedor' })).id, clock);
    await submitQuote(quoteInput(), { db: t.db, findProduct, transport: noMail, mailTo: SHOP.email, now: clock.now() });
    [{ id: quoteId }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
  });

  const post = (form: Record<string, string>) =>
    callRoute(route.action, browserRequest('/admin/iva', { session: seller, form }), {}, testContext(testServices({ db: t.db, clock })));

  const send = async () => {
    const ana = await addStaff(t.db, { email: `ana${Math.random()}@tienda.test` });
    const sent = await sendAnswerByWhatsapp(t.db, quoteId, { actor: ana, now: clock.now(), origin: 'https://tienda.example', shop: SHOP });
    if (!sent.ok) throw new Error(sent.message);
    return /\/presupuesto\/([A-Za-z0-9_-]{32})/.exec(decodeURIComponent(sent.href))?.[1] ?? '';
  };

  const customerCopy = async (token: string) => {
    const document = await answerByToken(t.db, token);
    if (!document) throw new Error('sin respuesta');
    return { document, money: answerMoney(document.content), pdf: await pdfjsText(await answerPdfFor(document, SHOP, 'https://tienda.example')) };
  };

  it('rechaza una condición fuera de la lista con 400 y en castellano, sin guardar nada', async () => {
    const bad = await post({ intent: 'condicion', condition: 'jefe' });
    expect(bad).toMatchObject({ status: 400, body: { ok: false, message: expect.stringMatching(/^Elegí la condición del comercio/) } });
    expect((await post({ intent: 'condicion' })).status).toBe(400);
    expect(await t.db.select().from(shopIvaConditions)).toHaveLength(0);
    expect(await currentShopIva(t.db)).toBe('responsable_inscripto');
  });

  it('enviada como Monotributo dice Factura C y no discrimina IVA; volver a Responsable Inscripto no la cambia', async () => {
    const ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    expect(await post({ intent: 'condicion', condition: 'monotributo' })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.db.select({ value: shopIvaConditions.value, actor: shopIvaConditions.actor }).from(shopIvaConditions)).toEqual([
      { value: 'monotributo', actor: 'beto@tienda.test' },
    ]);
    expect(await saveAnswer(t.db, quoteId, INPUT, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 1 });
    const token = await send();

    const expectC = async () => {
      const copy = await customerCopy(token);
      expect(copy.document.billing.invoice).toBe('Factura C');
      expect(copy.money.totals).toEqual([{ currency: 'ARS', totalCents: 29_040_00, netCents: 24_000_00, taxes: [] }]);
      expect(copy.pdf).toContain('Factura C');
      expect(copy.pdf).toContain('Total: $ 29.040');
      expect(copy.pdf).toContain('Flete');
      // The price without national taxes stays (decision 0059); IVA apart does not.
      expect(copy.pdf).toContain('Precio sin impuestos nacionales: $ 24.000');
      expect(copy.pdf).not.toMatch(/Subtotal neto|IVA 21 %|IVA 10,5 %|Los precios incluyen IVA/);
    };
    await expectC();

    expect((await post({ intent: 'condicion', condition: 'responsable_inscripto' })).body).toMatchObject({ ok: true });
    await expectC();
    // Sent again without a new version: still the condition it was first sent with.
    await send();
    await expectC();

    // A new version is read with the condition now, and frozen with it when sent.
    expect(await saveAnswer(t.db, quoteId, { ...INPUT, baseVersion: 1 }, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 2 });
    const preview = await latestAnswer(t.db, quoteId);
    if (!preview) throw new Error('sin versión guardada');
    const previewText = await pdfjsText(await staffPreviewPdf(t.db, preview, SHOP, 'https://tienda.example'));
    expect(previewText).toContain('Factura B');
    expect(previewText).toContain('IVA 21 %: $ 5.040');
    const second = await customerCopy(await send());
    expect(second.document.billing.invoice).toBe('Factura B');
    expect(second.money.totals[0].taxes.map((x) => x.label)).toEqual(['Subtotal neto', 'IVA 21 %']);
    const [, v2] = (await t.db.select().from(presupuestoRespuestas)).sort((a, b) => a.version - b.version);
    expect(v2.contenido.shopIva).toBe('responsable_inscripto');
  });

  it("the staff's card and CSV give the invoice the shop issues now", async () => {
    await clearTables(t.db);
    await submitQuote(quoteInput({ ivaStatus: 'responsable_inscripto' }), { db: t.db, findProduct, transport: noMail, mailTo: SHOP.email, now: clock.now() });
    const [{ id }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
    expect((await quoteDetail(t.db, id, SHOP))?.billing.invoice).toBe('Factura A');
    await post({ intent: 'condicion', condition: 'exento' });
    expect((await quoteDetail(t.db, id, SHOP))?.billing).toMatchObject({ ivaStatus: 'Responsable Inscripto', invoice: 'Factura C' });
    expect(await quotesCsv(t.db, { q: '' })).toContain('"Responsable Inscripto";"Factura C"');
  });
});
