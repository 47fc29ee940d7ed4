import { describe, expect, it } from 'vitest';
import { acceptedMail, answerMail, declinedMail } from './mails';
import type { AnswerDocument } from './store';

const HOSTILE = `<script>alert("x")</script> & 'y'`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;y&#x27;';
const at = new Date('2025-03-10T15:30:00Z');

function documentWith(text: string): AnswerDocument {
  return {
    quoteId: 'q-1',
    number: 'AB12CD34',
    version: 2,
    token: 't',
    customer: { name: `Juana ${text}`, email: 'juana@example.com', phone: text, location: 'Paraná' },
    billing: { invoice: 'Factura B', cuit: null, ivaStatus: null },
    shopIvaFrozen: true,
    requestedAt: at,
    answeredAt: at,
    totalCents: 2_000_000,
    estado: 'respondido',
    acceptedAt: null,
    acceptedVersion: null,
    declinedAt: null,
    content: {
      lines: [
        {
          productId: '1',
          name: text,
          code: 'B-1',
          image: null,
          quantity: 2,
          unitPriceCents: 1_000_000,
          availability: 'a-pedido',
          leadDays: 3,
          requested: { productId: '2', name: 'Bomba', code: 'B-2' },
        },
        { productId: '3', name: 'Filtro', code: '', image: null, quantity: 1, unitPriceCents: 5, availability: 'sin-stock', leadDays: null, requested: null },
      ],
      shipping: text,
      validUntil: '2025-04-01',
      paymentTerms: text,
      message: `Gracias\n${text}`,
    },
  };
}
const shop = { name: 'Agro & Paraná', email: 'ventas@tienda.test', address: 'Av. <1>', phone: '343 4000000' };
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('answerMail', () => {
  const mail = answerMail({ document: documentWith('<b>x</b>'), link: 'https://tienda.test/presupuesto/abc?x=1&y=2', pdf: Buffer.from('%PDF'), shop });

  it('goes to the customer, replies to the shop, attaches the PDF', () => {
    expect(mail).toMatchObject({ to: 'juana@example.com', replyTo: 'ventas@tienda.test', subject: 'Tu presupuesto Nº AB12CD34 de Agro & Paraná' });
    expect(mail.attachments).toEqual([
      { filename: 'presupuesto-AB12CD34.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF').toString('base64') },
    ]);
  });

  it('plain text: greeting, lines, total, validity, terms and link', () => {
    const text = nbsp(mail.text);
    expect(text).toMatch(/^¡Hola, Juana!\n\nTe enviamos el presupuesto Nº AB12CD34 que nos pediste.\n\nGracias\n<b>x<\/b>\n\n/);
    expect(text).toContain('- 2 x <b>x</b> (B-1) (en lugar de Bomba): $ 10.000 c/u = $ 20.000 · A pedido: 3 días\n- 1 x Filtro: $ 0,05 c/u · Sin stock');
    expect(text).toContain(
      'Total: $ 20.000\nPrecio sin impuestos nacionales: $ 16.528,93\nSubtotal neto: $ 16.528,93\nIVA 21 %: $ 3.471,07\nFactura B.\nVálido hasta el 1/4/2025.\nEnvío o retiro: <b>x</b>\nCondiciones de pago: <b>x</b>',
    );
    expect(text).toContain('Para verlo, descargarlo en PDF y aceptarlo: https://tienda.test/presupuesto/abc?x=1&y=2');
    expect(text).toMatch(/Agro & Paraná\nAv\. <1> · 343 4000000$/);
  });

  it('greets once: a staff message that starts with its own greeting replaces ours', () => {
    const base = documentWith('x');
    for (const message of ['Hola Juana, te paso los precios.', '¡Hola, Juana! Te paso los precios.', 'Buenas tardes, Juana: te paso los precios.']) {
      const greeted = answerMail({
        document: { ...base, content: { ...base.content, message } },
        link: 'https://tienda.test/presupuesto/abc',
        pdf: Buffer.from('%PDF'),
        shop,
      });
      const text = nbsp(greeted.text);
      expect(text.match(/hola|buenas/gi), message).toHaveLength(1);
      expect(text.startsWith('Te enviamos el presupuesto Nº AB12CD34'), message).toBe(true);
      expect(nbsp(greeted.html).match(/hola|buenas/gi), message).toHaveLength(1);
    }
    // Without one, ours: exactly one greeting too.
    expect(nbsp(mail.text).match(/¡Hola/g)).toHaveLength(1);
  });

  it('HTML: the lines in a table, the total, the button to the link', () => {
    const html = nbsp(mail.html);
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain('<p>¡Hola, Juana!</p><p>Te enviamos el presupuesto Nº AB12CD34 que nos pediste.</p>');
    expect(html).toContain(
      '<strong>&lt;b&gt;x&lt;/b&gt;</strong><br/><span style="color:#57534e;font-size:12px">Código: B-1 · A pedido: 3 días · En lugar de: Bomba</span>',
    );
    expect(html).toMatch(/>\$ 10\.000<\/td><td [^>]*>\$ 20\.000<\/td><\/tr>/);
    expect(html).toMatch(/>\$ 0,05<\/td><td [^>]*>—<\/td><\/tr>/);
    expect(html).toMatch(/<tfoot><tr[^>]*><th colSpan="3"[^>]*>Total<\/th><td [^>]*>\$ 20\.000<\/td><\/tr>/);
    expect(html).toMatch(/<a href="https:\/\/tienda\.test\/presupuesto\/abc\?x=1&amp;y=2" style="[^"]+">Ver y aceptar el presupuesto<\/a>/);
    expect(html).toContain('Agro &amp; Paraná<br/>Av. &lt;1&gt; · 343 4000000</p>');
  });

  it('leaves out empty message, shipping and terms', () => {
    const document = documentWith('x');
    const bare = answerMail({
      document: { ...document, content: { ...document.content, message: '', shipping: '', paymentTerms: '' } },
      link: 'l',
      pdf: Buffer.from(''),
      shop,
    });
    expect(bare.html).not.toMatch(/pre-wrap|Envío o retiro|Condiciones de pago/);
    expect(bare.text).not.toMatch(/Envío o retiro|Condiciones de pago/);
  });

  it('HTML: a value with a script, quotes and & comes out as text', () => {
    const hostile = answerMail({ document: documentWith(HOSTILE), link: 'https://tienda.test/p', pdf: Buffer.from(''), shop });
    expect(hostile.html).not.toContain('<script>');
    // the message, the line's name, shipping and payment terms
    expect(hostile.html.split(HOSTILE_ESCAPED).length - 1).toBe(4);
  });
});

describe('acceptedMail', () => {
  const mail = acceptedMail({ document: documentWith('<b>P</b>'), staffLink: 'https://tienda.test/admin/presupuestos/q-1', to: 'ventas@tienda.test' });

  it('goes to the shop, replies to the customer, lists the customer and the version', () => {
    expect(mail).toMatchObject({ to: 'ventas@tienda.test', replyTo: 'juana@example.com', subject: 'Presupuesto aceptado Nº AB12CD34 — Juana <b>P</b>' });
    expect(nbsp(mail.text)).toBe(
      'Juana <b>P</b> aceptó el presupuesto Nº AB12CD34.\n\nCliente: Juana <b>P</b>\nTeléfono: <b>P</b>\nEmail: juana@example.com\nVersión aceptada: 2\nTotal: $ 20.000\n\nVerlo en el área del equipo: https://tienda.test/admin/presupuestos/q-1',
    );
    expect(mail.html).toContain('<p>Juana &lt;b&gt;P&lt;/b&gt; aceptó el presupuesto Nº AB12CD34.</p>');
    expect(mail.html).toContain('Versión aceptada</th><td style="padding:4px 0">2</td>');
    expect(mail.html).toContain('<a href="https://tienda.test/admin/presupuestos/q-1">Verlo en el área del equipo</a>');
  });

  it('without PUBLIC_URL carries no link: it says where to find the quote instead', () => {
    const bare = acceptedMail({ document: documentWith('P'), staffLink: null, to: 'ventas@tienda.test' });
    expect(bare.text).toMatch(/Buscalo en el área del equipo, en Presupuestos\.$/);
    expect(bare.html).not.toContain('<a ');
    const declined = declinedMail({ document: documentWith('P'), reason: '', to: 'ventas@tienda.test' });
    expect(declined.text).not.toContain('http');
    expect(declined.html).not.toContain('href');
  });

  it('HTML: a customer value with a script, quotes and & comes out as text', () => {
    const hostile = acceptedMail({ document: documentWith(HOSTILE), staffLink: 'https://tienda.test/a', to: 'v@x.test' });
    expect(hostile.html).not.toContain('<script>');
    // title, the sentence, the name and the phone in the table
    expect(hostile.html.split(HOSTILE_ESCAPED).length - 1).toBe(4);
  });
});

describe('answerMail with dollars, freight and a total in pesos', () => {
  const base = documentWith('Bomba');
  const document: AnswerDocument = {
    ...base,
    billing: { invoice: 'Factura A', cuit: '30-54668997-9', ivaStatus: 'Responsable Inscripto' },
    content: {
      ...base.content,
      lines: [{ ...base.content.lines[0], availability: 'en-stock', currency: 'USD', unitPriceCents: 1_105_00, ivaRate: 10.5 }],
      freight: { cents: 12_100_00, currency: 'ARS', ivaRate: 21 },
      payIn: 'pesos',
      rate: { value: 1150, label: HOSTILE, date: '2026-11-27' },
    },
  };
  const mail = answerMail({ document, link: 'https://tienda.test/presupuesto/abc', pdf: Buffer.from('%PDF'), shop });

  it('lists each line in its currency, the freight, the totals per currency and the pesos at the frozen rate', () => {
    const text = nbsp(mail.text);
    expect(text).toContain('- 2 x Bomba (B-1) (en lugar de Bomba): U$S 1.105 c/u = U$S 2.210');
    expect(text).toContain('- Flete: $ 12.100 · IVA 21 %');
    expect(text).toContain('Total en pesos: $ 12.100\nPrecio sin impuestos nacionales: $ 10.000');
    expect(text).toContain('Total en dólares: U$S 2.210\nPrecio sin impuestos nacionales: U$S 2.000\nSubtotal neto: U$S 2.000\nIVA 10,5 %: U$S 210');
    expect(text).toContain(
      `Total a pagar en pesos: $ 2.553.600\nPrecio sin impuestos nacionales: $ 2.310.000\nCotización: U$S 1 = $ 1.150, ${HOSTILE} 27/11\nFactura A.`,
    );
  });

  it('escapes the rate label in the HTML', () => {
    expect(mail.html).not.toContain(HOSTILE);
    expect(mail.html).toContain(`Cotización: U$S 1 = $ 1.150, ${HOSTILE_ESCAPED} 27/11`);
    expect(nbsp(mail.html)).toContain('U$S 2.210');
  });

  it('tells the shop the total the customer pays: the pesos at the rate', () => {
    expect(nbsp(acceptedMail({ document, to: 'ventas@tienda.test' }).text)).toContain('Total: $ 2.553.600');
  });
});

describe('answerMail sent as a Monotributista shop', () => {
  const base = documentWith('Bomba');
  const document: AnswerDocument = {
    ...base,
    billing: { invoice: 'Factura C', cuit: '30-54668997-9', ivaStatus: 'Responsable Inscripto' },
    content: {
      ...base.content,
      lines: [{ ...base.content.lines[0], availability: 'en-stock', unitPriceCents: 12_100_00, ivaRate: 21 }],
      freight: { cents: 1_210_00, currency: 'ARS', ivaRate: 10.5 },
      shopIva: 'monotributo',
    },
  };
  const mail = answerMail({ document, link: 'https://tienda.test/presupuesto/abc', pdf: Buffer.from('%PDF'), shop });

  it('says Factura C and shows no IVA apart: no rate beside the lines or the freight, no net subtotal, no IVA rows', () => {
    const text = nbsp(mail.text);
    expect(text).toContain('- Flete: $ 1.210\n');
    expect(text).toContain('Total: $ 25.410\nPrecio sin impuestos nacionales: $ 21.095');
    expect(text).toContain('Factura C.');
    for (const body of [text, nbsp(mail.html)]) expect(body).not.toMatch(/Subtotal neto|IVA 21 %|IVA 10,5 %/);
  });
});
