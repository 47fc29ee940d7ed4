// Integration, both engines: an answer paid in pesos keeps the dollar's rate of its first sending.
// The shop's rate changes afterwards; the customer's figures, the PDF and a second sending of the
// same version still use the rate they were sent with.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../../tests/setup/databases';
import { suiteDatabase } from '../../../tests/support/suite';
import { clearTables, findProduct, PRODUCTS, quoteInput } from '../../../tests/setup/fixtures';
import { addStaff, Clock } from '../../../tests/support/staff';
import { exchangeRates, presupuestoRespuestas, presupuestos, staffAudit, staffUsers } from '../../db/schema';
import { ANSWER_SHOP as SHOP, noMail, pdfjsText } from '../../../tests/support/answer-pdf';
import { submitQuote } from '../quote';
import { saveStaffRate } from '../../exchange-rate/store';
import { answerPdfFor, sendAnswerByWhatsapp, staffPreviewPdf } from './service';
import { answerByToken, ANSWER_MESSAGES, latestAnswer } from './store';
import { saveAnswer, type CatalogLookup } from './editor';
import { answerMoney } from './money';
import { answerPdf } from './pdf';

const CATALOG: CatalogLookup = { byId: (id) => PRODUCTS.find((p) => p.id === id), products: PRODUCTS };

// Line 1: 2 x U$S 100 at 10,5 %; line 2: 1 x $ 5.000 at 21 %; line 3 out of stock; freight $ 12.100 at 21 %.
const LINES = [
  { unitPriceCents: 100_00, availability: 'en-stock', leadDays: null, alternative: '', currency: 'USD', ivaRate: 10.5 },
  { unitPriceCents: 5_000_00, availability: 'en-stock', leadDays: null, alternative: '', currency: 'ARS', ivaRate: 21 },
  { unitPriceCents: 1_000_00, availability: 'sin-stock', leadDays: null, alternative: '', currency: 'USD', ivaRate: 21 },
] as const;
const INPUT = {
  lines: [...LINES],
  shipping: '',
  validUntil: '2026-12-10',
  paymentTerms: 'Contado',
  message: '',
  freight: { cents: 12_100_00, currency: 'ARS' as const, ivaRate: 21 },
  payIn: 'pesos' as const,
  baseVersion: 0,
};

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('cotización congelada en la respuesta con %s', (engine) => {
  const t = suiteDatabase(engine);
  const clock = new Clock(new Date('2026-11-27T13:00:00Z'));
  let quoteId: string;

  beforeEach(async () => {
    await t.db.delete(presupuestoRespuestas);
    await clearTables(t.db);
    await t.db.delete(staffAudit);
    await t.db.delete(exchangeRates);
    await t.db.delete(staffUsers);
    await submitQuote(quoteInput(), { db: t.db, findProduct, transport: noMail, mailTo: SHOP.email, now: clock.now() });
    [{ id: quoteId }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
  });

  it('un cambio de la cotización después de enviar no cambia el total en pesos ni el PDF', async () => {
    const ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    const send = () => sendAnswerByWhatsapp(t.db, quoteId, { actor: ana, now: clock.now(), origin: 'https://tienda.example', shop: SHOP });
    expect(await saveAnswer(t.db, quoteId, INPUT, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 1 });
    // Paid in pesos with dollars and no rate at all: refused, nothing sent.
    expect(await send()).toEqual({ ok: false, status: 400, message: ANSWER_MESSAGES.noRate });

    await saveStaffRate(t.db, { value: '1.150', label: 'BNA vendedor', date: '2026-11-27', confirmJump: false }, ana, clock.now());
    const sent = await send();
    if (!sent.ok) throw new Error(sent.message);
    const token = /\/presupuesto\/([A-Za-z0-9_-]{32})/.exec(decodeURIComponent(sent.href))?.[1] ?? '';
    const figures = async () => {
      const document = await answerByToken(t.db, token);
      if (!document) throw new Error('sin respuesta');
      return { document, money: answerMoney(document.content) };
    };
    const before = await figures();
    // $ 5.000 + $ 12.100 + U$S 200 x 1.150 = $ 247.100.
    expect(before.money.pesos).toEqual({
      totalCents: 247_100_00,
      netCents: Math.round(5_000_00 / 1.21) + Math.round(12_100_00 / 1.21) + Math.round(Math.round(200_00 / 1.105) * 1150),
      legend: 'Cotización: U$S 1 = $ 1.150, BNA vendedor 27/11',
    });
    expect(before.money.totals.map((x) => [x.currency, x.totalCents])).toEqual([
      ['ARS', 17_100_00],
      ['USD', 200_00],
    ]);
    expect(before.document.billing.invoice).toBe('Factura B');

    clock.advance(86_400_000);
    await saveStaffRate(t.db, { value: '1.300', label: 'BNA vendedor', date: '2026-11-28', confirmJump: false }, ana, clock.now());
    // Sent again without a new version: the rate stays the one it was first sent with.
    expect((await send()).ok).toBe(true);
    const after = await figures();
    expect(after.money.pesos).toEqual(before.money.pesos);
    const pdfShop = { name: SHOP.name, address: SHOP.address, email: SHOP.email, phone: '343 4000000', website: 'https://tienda.example' };
    const text = await pdfjsText(await answerPdf(after.document, pdfShop));
    expect(text).toContain('Total a pagar en pesos: $ 247.100');
    expect(text).toContain('Cotización: U$S 1 = $ 1.150, BNA vendedor 27/11');
    expect(text).toContain('Flete');
    expect(text).toContain('U$S 200');
    expect(text).toContain('Factura B');
    expect(text).not.toContain('1.300');

    // A new version sent now takes the rate of its day.
    expect(await saveAnswer(t.db, quoteId, { ...INPUT, baseVersion: 1 }, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 2 });
    const again = await send();
    if (!again.ok) throw new Error(again.message);
    const newToken = /\/presupuesto\/([A-Za-z0-9_-]{32})/.exec(decodeURIComponent(again.href))?.[1] ?? '';
    const second = await answerByToken(t.db, newToken);
    expect(second && answerMoney(second.content).pesos?.legend).toBe('Cotización: U$S 1 = $ 1.300, BNA vendedor 28/11');
  });

  it('la vista previa del personal muestra el total en pesos estimado con la cotización de hoy; la del cliente no', async () => {
    const ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    expect(await saveAnswer(t.db, quoteId, INPUT, ana, CATALOG, clock.now())).toEqual({ ok: true, version: 1 });
    const saved = await latestAnswer(t.db, quoteId);
    if (!saved) throw new Error('sin versión guardada');
    // No rate yet: nothing to estimate with.
    expect(await pdfjsText(await staffPreviewPdf(t.db, saved, SHOP, 'https://tienda.example'))).not.toContain('Total a pagar en pesos');

    await saveStaffRate(t.db, { value: '1.150', label: 'BNA vendedor', date: '2026-11-27', confirmJump: false }, ana, clock.now());
    const preview = await pdfjsText(await staffPreviewPdf(t.db, saved, SHOP, 'https://tienda.example'));
    expect(preview).toContain('Total a pagar en pesos: $ 247.100');
    expect(preview).toContain('Cotización: U$S 1 = $ 1.150, BNA vendedor 27/11 (estimado con la cotización de hoy; se fija al enviar)');
    // The customer's copy never shows a rate that was not frozen by sending.
    const customer = await pdfjsText(await answerPdfFor(saved, SHOP, 'https://tienda.example'));
    expect(customer).not.toContain('Total a pagar en pesos');
    expect(customer).not.toContain('se fija al enviar');
  });
});
