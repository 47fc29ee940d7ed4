import { describe, expect, it } from 'vitest';
import { cartItemFromProduct, budgetEmailPayload } from '../../domain/cart';
import { makeProduct } from '../../domain/testing';
import { contactMail, escapeHtml, headerText, quoteMail } from './templates';

const form = { name: 'Ana <b>', location: 'Paraná & alrededores', province: "Entre Ríos'", email: 'ana@example.com', phone: '343 4000000' };
const items = [{ ...cartItemFromProduct(makeProduct({ id: '1', name: 'Correa "A" <x>', code: 'C-1', price: '$ 2.000', numericPrice: 2000 })), quantity: 3 }];
const createdAt = new Date('2025-03-10T15:30:00Z');

describe('escapeHtml / headerText', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
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
    expect(text).toContain(
      "Nombre y apellido: Ana <b>\nLocalidad: Paraná & alrededores\nProvincia: Entre Ríos'\nEmail: ana@example.com\nTeléfono: 343 4000000",
    );
    expect(text).toContain('Productos:\n- 3 x Correa "A" <x> (Código: C-1) - $ 2.000\n');
    expect(text).toContain('Total estimado: $ 6.000');
    expect(text).toContain('Fecha: 10/03/2025, 12:30');
  });

  it('HTML: every value escaped', () => {
    expect(mail.html).not.toMatch(/<b>|<x>/);
    for (const escaped of ['Ana &lt;b&gt;', 'Paraná &amp; alrededores', 'Entre Ríos&#39;', 'Correa &quot;A&quot; &lt;x&gt;']) {
      expect(mail.html).toContain(escaped);
    }
  });
});

describe('contactMail', () => {
  it('has name, email, phone and message in both bodies', () => {
    const mail = contactMail({
      enquiry: { name: 'Luis', email: 'luis@example.com', phone: '+54 9 343', message: 'Hola\n<i>consulta</i>' },
      to: 'ventas@x.test',
      createdAt,
    });
    expect(mail.replyTo).toBe('luis@example.com');
    expect(mail.subject).toBe('Nueva consulta desde la web — Luis');
    expect(mail.text).toContain('Nombre: Luis\nEmail: luis@example.com\nTeléfono: +54 9 343');
    expect(mail.text).toContain('Mensaje:\nHola\n<i>consulta</i>');
    expect(mail.html).toContain('Hola\n&lt;i&gt;consulta&lt;/i&gt;');
  });
});
