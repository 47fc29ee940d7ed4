import { describe, expect, it } from 'vitest';
import { cartItemFromProduct, budgetEmailPayload } from '#domain/cart';
import { makeProduct } from '#domain/testing';
import { contactMail, headerText, quoteMail, quoteReceiptMail } from './templates';

const form = { name: 'Ana <b>', location: 'Paraná & alrededores', province: "Entre Ríos'", email: 'ana@example.com', phone: '343 4000000' };
const items = [{ ...cartItemFromProduct(makeProduct({ id: '1', name: 'Correa "A" <x>', code: 'C-1', price: '$ 2.000', numericPrice: 2000 })), quantity: 3 }];
const createdAt = new Date('2025-03-10T15:30:00Z');
/** A visitor value that tries every way out of text and attributes. */
const HOSTILE = `<script>alert("x")</script> & 'y'`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;y&#x27;';

describe('headerText', () => {
  it('keeps subjects on one line and short', () => {
    expect(headerText('a\r\nb\tc\u2028d')).toBe('a b c d');
    expect(headerText('x'.repeat(300))).toHaveLength(150);
  });
});

describe('quoteMail', () => {
  const mail = quoteMail({ payload: budgetEmailPayload(form, items), items, to: 'ventas@x.test', createdAt });

  it('addresses the shop and replies to the visitor', () => {
    expect(mail.to).toBe('ventas@x.test');
    expect(mail.replyTo).toBe('ana@example.com');
    expect(mail.subject).toBe('Nuevo pedido de presupuesto — Ana <b>');
  });

  it('plain text: the form, the bulleted cart, the es-AR total and the local date', () => {
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toBe(
      [
        'Nuevo pedido de presupuesto desde la tienda.',
        '',
        "Nombre y apellido: Ana <b>\nLocalidad: Paraná & alrededores\nProvincia: Entre Ríos'\nEmail: ana@example.com\nTeléfono: 343 4000000",
        'Fecha: 10/03/2025, 12:30',
        '',
        'Productos:',
        '- 3 x Correa "A" <x> (Código: C-1) - $ 2.000',
        '',
        'Total estimado: $ 6.000',
        '',
        'El total es estimado. Respondé a este correo para escribirle al cliente.',
      ].join('\n'),
    );
  });

  it('HTML: a Spanish document, the fields in a table, the lines in a list, every value escaped', () => {
    const html = mail.html.replace(/\u00a0/g, ' ');
    expect(html).toMatch(/^<!doctype html><html lang="es"><head><meta charSet="utf-8"\/><title>Nuevo pedido de presupuesto — Ana &lt;b&gt;<\/title>/);
    expect(html).not.toMatch(/<b>|<x>/);
    expect(html).toContain('<h1 style="font-size:18px">Nuevo pedido de presupuesto</h1>');
    expect(html).toContain(
      '<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">Nombre y apellido</th><td style="padding:4px 0">Ana &lt;b&gt;</td>',
    );
    for (const escaped of ['Paraná &amp; alrededores', 'Entre Ríos&#x27;', '<li>3 x Correa &quot;A&quot; &lt;x&gt; (Código: C-1) - $ 2.000</li>']) {
      expect(html).toContain(escaped);
    }
    expect(html).toContain('<strong>Total estimado: $ 6.000</strong>');
    expect(html).toContain('Fecha</th><td style="padding:4px 0">10/03/2025, 12:30</td>');
  });

  it('HTML: a visitor value with a script, quotes and & comes out as text', () => {
    const hostile = quoteMail({
      payload: budgetEmailPayload({ ...form, name: HOSTILE, location: HOSTILE }, items),
      items: [{ ...items[0], name: HOSTILE }],
      to: 'ventas@x.test',
      createdAt,
    });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html.split(HOSTILE_ESCAPED).length - 1).toBe(4); // title, name, locality, the line
  });

  it('lists the billing details given, the IVA status with its invoice, the carrier escaped', () => {
    const billing = { cuit: '30-54668997-9', ivaStatus: 'Exento', invoice: 'Factura B', carrier: HOSTILE, delivery: null };
    const withBilling = quoteMail({ payload: budgetEmailPayload(form, items), items, to: 'ventas@x.test', createdAt, billing });
    expect(withBilling.text).toContain(`CUIT: 30-54668997-9\nCondición frente al IVA: Exento (Factura B)\nExpreso o transporte de preferencia: ${HOSTILE}`);
    expect(withBilling.text).not.toContain('Entrega:');
    expect(withBilling.html).toContain(HOSTILE_ESCAPED);
    expect(withBilling.html).not.toContain('<script>');
  });
});

describe('contactMail', () => {
  const mail = contactMail({
    enquiry: { name: 'Luis', email: 'luis@example.com', phone: '+54 9 343', message: 'Hola\n<i>consulta</i>' },
    to: 'ventas@x.test',
    createdAt,
  });

  it('has name, email, phone and message in both bodies', () => {
    expect(mail.replyTo).toBe('luis@example.com');
    expect(mail.subject).toBe('Nueva consulta desde la web — Luis');
    expect(mail.text).toContain('Nombre: Luis\nEmail: luis@example.com\nTeléfono: +54 9 343');
    expect(mail.text).toContain('Mensaje:\nHola\n<i>consulta</i>');
    expect(mail.html).toContain('<p style="white-space:pre-wrap">Hola\n&lt;i&gt;consulta&lt;/i&gt;</p>');
    expect(mail.html).toContain('<td style="padding:4px 0">luis@example.com</td>');
  });

  it('says when there is no phone', () => {
    const noPhone = contactMail({ enquiry: { name: 'Luis', email: 'l@example.com', phone: '', message: 'x' }, to: 'v@x.test', createdAt });
    expect(noPhone.text).toContain('Teléfono: No indicado');
    expect(noPhone.html).toContain('Teléfono</th><td style="padding:4px 0">No indicado</td>');
  });

  it('HTML: a visitor value with a script, quotes and & comes out as text', () => {
    const hostile = contactMail({ enquiry: { name: HOSTILE, email: 'l@example.com', phone: HOSTILE, message: HOSTILE }, to: 'v@x.test', createdAt });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html.split(HOSTILE_ESCAPED).length - 1).toBe(4); // title, name, phone, message
    expect(hostile.text).toContain(`Mensaje:\n${HOSTILE}`);
  });
});

describe('quoteReceiptMail', () => {
  const shop = { name: 'Tienda', email: 'ventas@tienda.test', whatsappNumber: '5493435550000' };
  const receipt = (customerName: string) => quoteReceiptMail({ customerName, reference: 'AB12CD34', items: [], total: '$ 0', to: 'x@y.test', shop });

  it('greets by a first name, and by nothing when the name is not one (the mail goes to a typed address)', () => {
    expect(receipt('Juana Pérez').text.startsWith('¡Hola, Juana!')).toBe(true);
    for (const name of ['www.ganaste-un-premio.example', 'https://x.example/a', 'Visitá:premio']) {
      const mail = receipt(name);
      expect(mail.text.startsWith('¡Hola!\n'), name).toBe(true);
      expect(mail.text + mail.html).not.toContain('premio');
    }
  });
});
