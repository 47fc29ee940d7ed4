// Integration, both engines: an answer keeps the IVA rate of the day it was saved. The staff change
// a group's rate after sending; the customer's page and the PDF still show the nets they were sent.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../../tests/setup/databases';
import { suiteDatabase } from '../../../tests/support/suite';
import { clearTables, findProduct, PRODUCTS, quoteInput } from '../../../tests/setup/fixtures';
import { callRoute, loadRouteModule, type RouteModule } from '../../../tests/support/admin-routes';
import { testContext, testServices } from '../../../tests/support/services';
import { addStaff, Clock } from '../../../tests/support/staff';
import { categoryIvaDefaults, presupuestoRespuestas, presupuestos, staffAudit, staffUsers } from '../../db/schema';
import { ANSWER_SHOP as SHOP, noMail, pdfjsText } from '../../../tests/support/answer-pdf';
import { submitQuote } from '../quote';
import { IvaDefaults } from '../../iva-defaults/service';
import type { Product } from '#domain/types';
import { sendAnswerByWhatsapp } from './service';
import { answerByToken } from './store';
import { saveAnswer, type CatalogLookup } from './editor';
import { answerPdf } from './pdf';
import type { AnswerMoney } from './money';

// The fixture's products, in a category of the 'Repuestos' group so that group's rate is theirs.
const SPARES: Product[] = PRODUCTS.map((p) => ({ ...p, category: 'Repuestos' }));
const CATALOG: CatalogLookup = { byId: (id) => SPARES.find((p) => p.id === id), products: SPARES };

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('IVA congelado en la respuesta con %s', (engine) => {
  const t = suiteDatabase(engine);
  const clock = new Clock(new Date('2026-11-24T13:00:00Z'));
  let route: RouteModule;
  let defaults: IvaDefaults;
  let worker: { stop(): void };
  let quoteId: string;

  beforeAll(async () => {
    route = await loadRouteModule('routes/quote-answer.tsx');
  });

  beforeEach(async () => {
    await t.db.delete(presupuestoRespuestas);
    await clearTables(t.db);
    await t.db.delete(staffAudit);
    await t.db.delete(staffUsers);
    await t.db.delete(categoryIvaDefaults);
    defaults = new IvaDefaults({ db: async () => t.db, pricesIncludeIva: true, productById: CATALOG.byId, reloadMs: 3_600_000 });
    worker = defaults.start();
    await defaults.reload();
    await submitQuote(quoteInput(), { db: t.db, findProduct, transport: noMail, mailTo: SHOP.email, now: clock.now() });
    [{ id: quoteId }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
  });

  afterEach(() => worker.stop());

  async function pageNets(token: string) {
    const services = testServices({ db: t.db, clock, ivaDefaults: defaults });
    const page = await callRoute(route.loader, new Request(`https://tienda.example/presupuesto/${token}`), { token }, testContext(services));
    expect(page.status).toBe(200);
    const body = page.body as { money: AnswerMoney };
    const pesos = body.money.totals.find((t) => t.currency === 'ARS');
    return { nets: { lines: body.money.nets, totalCents: pesos?.netCents }, taxes: pesos?.taxes };
  }

  it('un cambio del IVA del grupo después de enviar no cambia los netos de la página ni del PDF', async () => {
    const ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    // 2 x $ 12.100 at 21 %: $ 20.000 without IVA; 3 x $ 1.210 a pedido: $ 3.000; one line without stock.
    const lines = [
      { unitPriceCents: 12_100_00, availability: 'en-stock', leadDays: null, alternative: '' },
      { unitPriceCents: 500_00, availability: 'sin-stock', leadDays: null, alternative: '' },
      { unitPriceCents: 1_210_00, availability: 'a-pedido', leadDays: 5, alternative: '' },
    ] as const;
    const input = { lines: [...lines], shipping: 'Retiro', validUntil: '2026-12-10', paymentTerms: 'Contado', message: '', baseVersion: 0 };
    expect(await saveAnswer(t.db, quoteId, input, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 1 });
    const sent = await sendAnswerByWhatsapp(t.db, quoteId, { actor: ana, now: clock.now(), origin: 'https://tienda.example', shop: SHOP });
    if (!sent.ok) throw new Error(sent.message);
    const token = /\/presupuesto\/([A-Za-z0-9_-]{32})/.exec(decodeURIComponent(sent.href))?.[1] ?? '';
    const expected = {
      nets: { lines: [20_000_00, null, 3_000_00], totalCents: 23_000_00 },
      taxes: [
        { label: 'Subtotal neto', cents: 23_000_00 },
        { label: 'IVA 21 %', cents: 4_830_00 },
      ],
    };
    expect(await pageNets(token)).toEqual(expected);

    await defaults.set('Repuestos', 10.5, 'ana@tienda.test');

    expect(await pageNets(token)).toEqual(expected);
    const document = await answerByToken(t.db, token);
    if (!document) throw new Error('sin respuesta');
    const pdfShop = { name: SHOP.name, address: SHOP.address, email: SHOP.email, phone: '343 4000000', website: 'https://tienda.example' };
    const text = await pdfjsText(await answerPdf(document, pdfShop));
    expect(text).toContain('Precio sin impuestos nacionales: $ 20.000');
    expect(text).toContain('Precio sin impuestos nacionales: $ 23.000');
    expect(text).toContain('Subtotal neto: $ 23.000');
    expect(text).toContain('IVA 21 %: $ 4.830');
    expect(text).not.toContain('IVA 10,5 %');
    // A new version takes the rate of its day.
    await saveAnswer(t.db, quoteId, { ...input, baseVersion: 1 }, ana, CATALOG, clock.now());
    const [, second] = (await t.db.select().from(presupuestoRespuestas)).sort((a, b) => a.version - b.version);
    expect(second.contenido.lines.map((l) => l.ivaRate)).toEqual([10.5, 10.5, 10.5]);
  });
});
