// Integration, on both engines: the quote form's optional billing and delivery details are stored,
// listed in the shop's mail, on the staff's quote page (with the invoice type) and in the CSV,
// escaped wherever they are shown again, and a wrong CUIT is refused with nothing stored.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { clearTables, findProduct, quoteInput } from '../../tests/setup/fixtures';
import { correos, presupuestos } from '../db/schema';
import type { MailTransport } from '../mail/transport';
import { quoteDetail, quotesCsv } from './quote-list';
import { submitQuote } from './quote';

const transport: MailTransport = { kind: 'file', send: async () => ({ messageId: 'x' }), close() {} };
const SHOP = { name: 'Tienda', email: 'tienda@example.com', whatsappNumber: '5493434000000', address: 'Paraná' };
const CARRIER = '=HYPERLINK("http://x.test";"<b>Expreso</b>")';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('datos de facturación del presupuesto con %s', (engine) => {
  const t = suiteDatabase(engine);
  const ctx = () => ({ db: t.db, findProduct, transport, mailTo: 'tienda@example.com' });
  beforeEach(async () => {
    await clearTables(t.db);
  });

  it('guarda CUIT, condición, expreso y entrega, y los muestra en el correo, el panel y el CSV', async () => {
    const result = await submitQuote(
      quoteInput({ cuit: '30 54668997 9', ivaStatus: 'responsable_inscripto', carrier: CARRIER, deliveryMethod: 'shipping' }),
      ctx(),
    );
    expect(result).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(presupuestos);
    expect(row).toMatchObject({ cuit: '30546689979', ivaStatus: 'responsable_inscripto', carrier: CARRIER, deliveryMethod: 'shipping' });

    const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
    expect(mail.text).toContain('CUIT: 30-54668997-9');
    expect(mail.text).toContain('Condición frente al IVA: Responsable Inscripto (Factura A)');
    expect(mail.text).toContain(`Expreso o transporte de preferencia: ${CARRIER}`);
    expect(mail.text).toContain('Entrega: Envío');
    expect(mail.html).toContain('&lt;b&gt;Expreso&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Expreso');

    const detail = await quoteDetail(t.db, row.id, SHOP);
    expect(detail?.billing).toEqual({
      cuit: '30-54668997-9',
      ivaStatus: 'Responsable Inscripto',
      invoice: 'Factura A',
      carrier: CARRIER,
      delivery: 'Envío',
    });

    const [header, line] = (await quotesCsv(t.db, { q: '' })).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"CUIT";"Condición frente al IVA";"Factura";"Expreso o transporte";"Entrega"');
    // A carrier that a spreadsheet would run as a formula stays text (leading apostrophe).
    expect(line).toContain(`"30-54668997-9";"Responsable Inscripto";"Factura A";"'=HYPERLINK(""http://x.test"";""<b>Expreso</b>"")";"Envío"`);
  });

  it('sin datos opcionales: columnas nulas, nada en el correo y celdas vacías en el CSV', async () => {
    expect(await submitQuote(quoteInput(), ctx())).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(presupuestos);
    expect(row).toMatchObject({ cuit: null, ivaStatus: null, carrier: null, deliveryMethod: null });
    const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
    expect(mail.text).not.toContain('CUIT');
    expect(mail.text).not.toContain('Factura');
    expect((await quoteDetail(t.db, row.id, SHOP))?.billing.invoice).toBeNull();
    const line = (await quotesCsv(t.db, { q: '' })).split('\r\n')[1];
    expect(line.endsWith(';;;;;')).toBe(true);
  });

  it('un pedido guardado sin señal y enviado después trae sus datos como los guardó el teléfono', async () => {
    // The phone keeps the form's fields as posted (text, the cart as JSON) and adds when it was made.
    const kept = {
      ...quoteInput({ cuit: '20400000000', ivaStatus: 'consumidor_final', carrier: 'Vía Cargo', deliveryMethod: 'pickup' }),
      items: JSON.stringify([{ id: '10', quantity: 1 }]),
      madeAt: new Date(Date.now() - 3_600_000).toISOString(),
    };
    expect(await submitQuote(kept, ctx())).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(presupuestos);
    expect(row).toMatchObject({ cuit: '20400000000', ivaStatus: 'consumidor_final', carrier: 'Vía Cargo', deliveryMethod: 'pickup' });
    expect(row.hechoEl).toBeInstanceOf(Date);
  });

  it('un Monotributo lleva Factura A (desde la Ley 27.618)', async () => {
    expect(await submitQuote(quoteInput({ ivaStatus: 'monotributo', deliveryMethod: 'pickup' }), ctx())).toMatchObject({ ok: true });
    const [row] = await t.db.select().from(presupuestos);
    expect((await quoteDetail(t.db, row.id, SHOP))?.billing).toMatchObject({ ivaStatus: 'Monotributo', invoice: 'Factura A', delivery: 'Retiro en el local' });
  });

  it('rechaza un CUIT mal escrito con un 422 y su mensaje, sin guardar nada', async () => {
    for (const [cuit, message] of [
      ['20-12345678-9', 'El último número del CUIT (el dígito verificador) no coincide con los demás. Revisá que esté bien escrito.'],
      ['2012345678', 'El CUIT tiene 11 números y escribiste 10. Revisalo en tu constancia de inscripción.'],
      ['201234567861', 'El CUIT tiene 11 números y escribiste 12. Revisalo en tu constancia de inscripción.'],
      ['20-ABCDEFGH-6', 'El CUIT lleva solo números; podés separarlos con guiones o espacios, por ejemplo 20-12345678-6.'],
    ]) {
      expect(await submitQuote(quoteInput({ cuit }), ctx())).toMatchObject({ ok: false, kind: 'invalid', status: 422, fieldErrors: { cuit: message } });
    }
    expect(await t.db.select().from(presupuestos)).toHaveLength(0);
  });
});
