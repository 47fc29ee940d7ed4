// Integration: quote and enquiry submissions against a real database (embedded PGlite and the
// test PostgreSQL) and a real SMTP server on loopback.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatARS } from '#domain/price';
import { productsFromRows } from '#domain/product';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { suiteDatabase, suiteSmtpServer } from '../../tests/support/suite';
import { clearTables, enquiryInput, findProduct, key, MAIL_FROM, MAIL_TO, quoteInput } from '../../tests/setup/fixtures';
import { consultas, correos, presupuestos } from '../db/schema';
import { drainOutbox } from '../mail/outbox';
import { createMailTransport, type MailTransport } from '../mail/transport';
import { submitEnquiry } from './enquiry';
import { submitQuote } from './quote';

beforeAll(() => {
  // Failed saves and sends are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const nbsp = (s: string | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe.each(ENGINES)('solicitudes con %s', (engine) => {
  const t = suiteDatabase(engine);
  const smtp = suiteSmtpServer();
  let transport: MailTransport;
  const ctx = () => ({ db: t.db, findProduct, transport, mailTo: MAIL_TO });

  beforeAll(async () => {
    transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: `${t.dataDir}/outbox`, from: MAIL_FROM });
  });
  beforeEach(async () => {
    await clearTables(t.db);
    smtp.messages.length = 0;
  });

  describe('presupuesto', () => {
    it('guarda la fila con precios del catálogo y envía el correo (éxito completo)', async () => {
      const input = quoteInput();
      const result = await submitQuote(input, ctx());
      expect(result).toMatchObject({ ok: true, status: 200, title: '¡Presupuesto enviado!', mail: 'sent', duplicate: false });

      const rows = await t.db.select().from(presupuestos);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row).toMatchObject({
        idempotencyKey: input.idempotencyKey,
        nombreApellido: 'Juan Pérez',
        localidad: 'Paraná',
        provincia: 'Entre Ríos',
        email: 'juan.perez@example.com',
        telefono: '343 555-1234',
        totalEstimado: 1_259_567.5,
        estado: 'nuevo',
        notas: '',
      });
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(row.detallesCarrito).toEqual([
        { id: '10', name: 'Filtro de aceite', code: 'FA-10', quantity: 2, price: formatARS(12500), unitPrice: 12500 },
        { id: '11', name: 'Neumático 18.4-34', code: '', quantity: 1, price: formatARS(1234567.5), unitPrice: 1234567.5 },
        { id: '12', name: 'Bomba hidráulica', code: 'BH-1', quantity: 3, price: 'Consultar', unitPrice: 0 },
      ]);

      // The shop's notice first, then the customer's receipt.
      await smtp.waitFor(2);
      expect(smtp.messages).toHaveLength(2);
      const [mail, receipt] = smtp.messages;
      expect(mail.envelopeTo).toEqual([MAIL_TO]);
      expect(mail.headers['reply-to']).toBe('juan.perez@example.com');
      expect(mail.headers.subject).toBe('Nuevo pedido de presupuesto — Juan Pérez');
      const text = nbsp(mail.text);
      for (const line of [
        'Nombre y apellido: Juan Pérez',
        'Localidad: Paraná',
        'Provincia: Entre Ríos',
        'Email: juan.perez@example.com',
        'Teléfono: 343 555-1234',
        '- 2 x Filtro de aceite (Código: FA-10) - $ 12.500',
        '- 1 x Neumático 18.4-34 (Código: N/A) - $ 1.234.568',
        '- 3 x Bomba hidráulica (Código: BH-1) - Consultar',
        'Total estimado: $ 1.259.568',
      ]) {
        expect(text).toContain(line);
      }
      expect(nbsp(mail.html)).toContain('<li>2 x Filtro de aceite (Código: FA-10) - $ 12.500</li>');

      const [outbox] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(outbox).toMatchObject({ kind: 'presupuesto', relatedId: row.id, status: 'sent', attempts: 1, lastError: null });
      expect(outbox.sentAt).toBeInstanceOf(Date);

      // The receipt: to the customer, with the reference the success dialog shows.
      const reference = row.id.replace(/-/g, '').slice(0, 8).toUpperCase();
      expect(result).toMatchObject({ reference });
      expect(receipt.envelopeTo).toEqual(['juan.perez@example.com']);
      expect(receipt.headers.subject).toContain(`Recibimos tu pedido de presupuesto Nº ${reference}`);
      const receiptText = nbsp(receipt.text);
      for (const line of [
        '¡Hola, Juan!',
        `Nº ${reference}`,
        '• 2 x Filtro de aceite (Código: FA-10) - $ 12.500',
        'Total estimado: $ 1.259.568',
        'Qué sigue:',
        'WhatsApp',
      ]) {
        expect(receiptText).toContain(line);
      }
      const [stored] = await t.db.select().from(correos).where(eq(correos.kind, 'recibo-presupuesto'));
      expect(stored).toMatchObject({ relatedId: row.id, status: 'sent' });
    });

    it('cotiza un producto cuyas celdas tenían NUL, mitades de surrogate y controles de dirección', async () => {
      const { products } = productsFromRows([
        {
          ID: 'N\u00001',
          Titulo: 'Bomba\u0000 \u202Ehidráulica\uD800',
          Descripción: 'Usada\u0000',
          Codigo: 'B\u0000H',
          Marca: 'Deere\u0000',
          'Aplica para': '3530\u0000',
          Precio: '$ 1.000\u0000',
          Categoria: 'Motores',
          Estado: 'Nuevo',
          Cheques: '',
          'URL Imagenes': '',
          'URL Video': '',
        },
      ]);
      const hostile = products[0]!;
      const input = quoteInput({ items: [{ id: hostile.id, quantity: 1 }] });
      const result = await submitQuote(input, { ...ctx(), findProduct: (id: string) => products.find((p) => p.id === id) });
      expect(result).toMatchObject({ ok: true, status: 200 });
      const [row] = await t.db.select().from(presupuestos);
      expect(row.detallesCarrito).toEqual([{ id: 'N1', name: 'Bomba hidráulica\uFFFD', code: 'BH', quantity: 1, price: formatARS(1000), unitPrice: 1000 }]);
      await smtp.waitFor(1);
      expect(smtp.messages[0].headers.subject).toBe('Nuevo pedido de presupuesto — Juan Pérez');
    });

    it('escapa en el HTML todo lo que escribe el visitante', async () => {
      const evil = '<script>alert(1)</script>';
      const result = await submitQuote(quoteInput({ name: evil, location: '"><img src=x onerror=alert(1)>' }), ctx());
      expect(result.ok).toBe(true);
      await smtp.waitFor(1);
      const { html, text, headers } = smtp.messages[0];
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
      expect(text).toContain(`Nombre y apellido: ${evil}`); // plain text stays as typed
      expect(headers.subject).toBe(`Nuevo pedido de presupuesto — ${evil}`);
    });

    it('mantiene el asunto en una sola línea', async () => {
      const result = await submitQuote(quoteInput({ name: 'Ana\r\nBcc: x@example.com' }), ctx());
      expect(result.ok).toBe(true);
      await smtp.waitFor(1);
      expect(smtp.messages[0].headers.subject).toBe('Nuevo pedido de presupuesto — Ana Bcc: x@example.com');
      expect(smtp.messages[0].headers.bcc).toBeUndefined();
      expect(smtp.messages[0].envelopeTo).toEqual([MAIL_TO]);
    });

    it('la misma clave dos veces (doble clic o reintento) guarda y envía una sola vez', async () => {
      const input = quoteInput();
      const [a, b] = await Promise.all([submitQuote(input, ctx()), submitQuote(input, ctx())]);
      const again = await submitQuote(input, ctx());
      for (const r of [a, b, again]) expect(r.ok).toBe(true);
      expect([a, b, again].filter((r) => r.ok && r.duplicate)).toHaveLength(2);
      expect(await t.db.select().from(presupuestos)).toHaveLength(1);
      // One notice and one receipt, whatever the repeats.
      expect(await t.db.select().from(correos)).toHaveLength(2);
      await smtp.waitFor(2);
      await new Promise((r) => setTimeout(r, 200));
      expect(smtp.messages).toHaveLength(2);
    });

    it('guarda cuándo se hizo un pedido enviado sin señal, e ignora una hora imposible', async () => {
      const now = new Date('2026-11-27T20:40:00Z');
      await submitQuote(quoteInput({ madeAt: '2026-11-27T17:05:00.000Z' }), { ...ctx(), now });
      await submitQuote(quoteInput({ madeAt: '2027-01-01T00:00:00.000Z' }), { ...ctx(), now });
      await submitQuote(quoteInput(), { ...ctx(), now });
      const made = (await t.db.select().from(presupuestos)).map((r) => r.hechoEl?.toISOString() ?? null).sort();
      expect(made).toEqual(['2026-11-27T17:05:00.000Z', null, null]);
    });

    it('acepta el carrito como texto JSON (envío de formulario clásico) y la base como promesa', async () => {
      const result = await submitQuote(quoteInput({ items: JSON.stringify([{ id: '10', quantity: 4 }]) }), {
        ...ctx(),
        db: Promise.resolve(t.db),
      });
      expect(result).toMatchObject({ ok: true, mail: 'sent' });
      const [row] = await t.db.select().from(presupuestos);
      expect(row.totalEstimado).toBe(50_000);
      expect(await submitQuote(quoteInput({ items: '[{"id":' }), ctx())).toMatchObject({
        kind: 'invalid',
        fieldErrors: { items: 'Tu presupuesto está vacío.' },
      });
    });

    it('rechaza productos desconocidos nombrándolos, sin guardar nada', async () => {
      const result = await submitQuote(
        quoteInput({
          items: [
            { id: '10', quantity: 1 },
            { id: '999', quantity: 1, name: 'Tractor viejo' },
            { id: '998', quantity: 1 },
          ],
        }),
        ctx(),
      );
      expect(result).toMatchObject({ ok: false, kind: 'invalid', status: 422 });
      if (result.ok || result.kind !== 'invalid') throw new Error('esperaba invalid');
      expect(result.fieldErrors.items).toBe(
        'Algunos productos de tu presupuesto ya no están disponibles: «Tractor viejo», producto 998. Quitalos y volvé a intentar.',
      );
      expect(await t.db.select().from(presupuestos)).toHaveLength(0);
      expect(await t.db.select().from(correos)).toHaveLength(0);
    });

    it('acepta el celular como se escribe en Argentina y guarda lo escrito junto al número leído', async () => {
      expect(await submitQuote(quoteInput({ phone: '0343 15 4123456' }), ctx())).toMatchObject({ ok: true });
      const [row] = await t.db.select().from(presupuestos);
      expect(row).toMatchObject({ telefono: '0343 15 4123456', telefonoNormalizado: '5493434123456' });
      const bad = await submitQuote(quoteInput({ phone: '15 4123456' }), ctx());
      expect(bad).toMatchObject({ ok: false, status: 422, fieldErrors: { phone: 'Agregá el código de área, por ejemplo 343 4123456.' } });
    });

    it('guarda los comentarios opcionales y los pone en el correo a la tienda, con el enlace al panel', async () => {
      const comments = 'Cosechadora John Deere 1450, serie 123456.\nLa necesito antes del viernes.';
      const result = await submitQuote(quoteInput({ comments }), { ...ctx(), origin: 'https://tienda.test/' });
      expect(result).toMatchObject({ ok: true });
      const [row] = await t.db.select().from(presupuestos);
      expect(row.comentarios).toBe(comments);
      const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(mail.text).toContain(`Comentarios: ${comments}`);
      expect(mail.text).toContain(`Ver el pedido: https://tienda.test/admin/presupuestos/${row.id}`);
      expect(mail.text).toContain("'Responder presupuesto'");
      expect(mail.html).toContain('La necesito antes del viernes.');
      // The visitor's receipt goes to the address they typed: none of their free text in it.
      const [receipt] = await t.db.select().from(correos).where(eq(correos.kind, 'recibo-presupuesto'));
      expect(receipt.text).not.toContain('John Deere 1450');
      expect(receipt.html).not.toContain('antes del viernes');
      const long = await submitQuote(quoteInput({ comments: 'x'.repeat(1001) }), ctx());
      expect(long).toMatchObject({ ok: false, status: 422, fieldErrors: { comments: 'Los comentarios no pueden superar los 1000 caracteres.' } });
    });

    it('rechaza datos inválidos con mensajes en español y no guarda nada', async () => {
      const result = await submitQuote(
        {
          name: 'Jo',
          location: '',
          province: 'x'.repeat(61),
          email: 'no-es-un-mail',
          phone: 'llamame',
          items: [{ id: '10', quantity: 0 }],
          idempotencyKey: 'corta',
        },
        ctx(),
      );
      expect(result).toMatchObject({ ok: false, kind: 'invalid', status: 422, message: 'Revisá los datos del formulario.' });
      if (result.ok || result.kind !== 'invalid') throw new Error('esperaba invalid');
      expect(result.fieldErrors).toEqual({
        name: 'El nombre debe tener al menos 3 caracteres.',
        location: 'Ingresá tu localidad.',
        province: 'La provincia no puede superar los 60 caracteres.',
        email: 'Por favor, ingrese un correo electrónico válido.',
        phone: 'El teléfono solo puede tener números, espacios, +, guiones y paréntesis.',
        items: 'La cantidad debe ser un número entero entre 1 y 999.',
        idempotencyKey: 'La solicitud no tiene un identificador válido. Recargá la página y volvé a intentar.',
      });
      expect(await submitQuote(quoteInput({ items: [] }), ctx())).toMatchObject({
        kind: 'invalid',
        fieldErrors: { items: 'Tu presupuesto está vacío.' },
      });
      expect(
        await submitQuote(
          quoteInput({
            items: [
              { id: '10', quantity: 600 },
              { id: '10', quantity: 600 },
            ],
          }),
          ctx(),
        ),
      ).toMatchObject({ kind: 'invalid', fieldErrors: { items: 'La cantidad debe ser un número entero entre 1 y 999.' } });
      expect(await submitQuote(null, ctx())).toMatchObject({ kind: 'invalid', status: 400 });
      expect(await submitQuote('name=x', ctx())).toMatchObject({ kind: 'invalid', status: 400 });
      expect(await t.db.select().from(presupuestos)).toHaveLength(0);
      expect(smtp.messages).toHaveLength(0);
    });

    it('honeypot lleno: responde como éxito, lo guarda como posible spam y no lo envía', async () => {
      const result = await submitQuote(quoteInput({ website: 'http://spam.example' }), ctx());
      expect(result).toEqual({ ok: true, status: 200, title: '¡Presupuesto enviado!' });
      const rows = await t.db.select().from(presupuestos);
      expect(rows).toHaveLength(1);
      expect(rows[0].spamReason).toBe('honeypot');
      expect(await t.db.select().from(correos)).toHaveLength(0);
      expect(smtp.messages).toHaveLength(0);
    });

    it('con el SMTP caído: queda guardado, responde "Error al enviar el correo" y el outbox lo entrega después', async () => {
      await smtp.stop();
      const input = quoteInput();
      const now = new Date();
      let result;
      try {
        result = await submitQuote(input, { ...ctx(), now });
      } finally {
        await smtp.startAgain();
      }
      expect(result).toMatchObject({
        ok: false,
        kind: 'mail_failed',
        title: 'Error al enviar el correo',
        description: 'Tu presupuesto fue guardado, pero no pudimos enviar el email. Nos pondremos en contacto pronto.',
      });
      const [row] = await t.db.select().from(presupuestos);
      expect(row.idempotencyKey).toBe(input.idempotencyKey);
      const [pending] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(pending).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, relatedId: row.id });
      // The receipt is not tried while the server is down: the worker sends it with the notice.
      const [receipt] = await t.db.select().from(correos).where(eq(correos.kind, 'recibo-presupuesto'));
      expect(receipt).toMatchObject({ status: 'pending', attempts: 0 });
      expect(pending.lastError).toBeTruthy();
      expect(pending.nextAttemptAt.getTime() - now.getTime()).toBe(60_000);

      // Not yet due: nothing happens.
      expect(await drainOutbox({ db: t.db, transport, now: () => new Date(now.getTime() + 30_000) })).toEqual({
        claimed: 0,
        sent: 0,
        failed: 0,
      });
      // SMTP is back and the retry is due: delivered once.
      expect(await drainOutbox({ db: t.db, transport, now: () => new Date(now.getTime() + 61_000) })).toEqual({
        claimed: 2,
        sent: 2,
        failed: 0,
      });
      await smtp.waitFor(2);
      expect(smtp.messages.map((m) => m.headers.subject)).toContain('Nuevo pedido de presupuesto — Juan Pérez');
      const [sent] = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto'));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });

      // The visitor retries with the same key: the earlier outcome, now delivered; nothing new.
      expect(await submitQuote(input, ctx())).toMatchObject({ ok: true, duplicate: true, mail: 'sent' });
      expect(await drainOutbox({ db: t.db, transport, now: () => new Date(now.getTime() + 3_600_000) })).toMatchObject({ claimed: 0 });
      expect(smtp.messages).toHaveLength(2);
    });
  });

  describe('consulta', () => {
    it('guarda la consulta y envía el correo de contacto', async () => {
      const input = enquiryInput({ phone: '+54 343 555 0000' });
      const result = await submitEnquiry(input, ctx());
      expect(result).toMatchObject({
        ok: true,
        title: '¡Mensaje enviado!',
        description: 'Gracias por contactarnos. Te responderemos a la brevedad.',
        mail: 'sent',
      });
      const [row] = await t.db.select().from(consultas);
      expect(row).toMatchObject({
        name: 'María Gómez',
        email: 'maria@example.com',
        phone: '+54 343 555 0000',
        message: 'Hola, ¿tienen repuestos para una cosechadora?\nGracias.',
        estado: 'nuevo',
        idempotencyKey: input.idempotencyKey,
      });
      await smtp.waitFor(1);
      const mail = smtp.messages[0];
      expect(mail.headers['reply-to']).toBe('maria@example.com');
      expect(mail.headers.subject).toBe('Nueva consulta desde la web — María Gómez');
      expect(mail.text).toContain('Nombre: María Gómez');
      expect(mail.text).toContain('Email: maria@example.com');
      expect(mail.text).toContain('Teléfono: +54 343 555 0000');
      expect(mail.text).toContain('Mensaje:\nHola, ¿tienen repuestos para una cosechadora?\nGracias.');
    });

    it('sin teléfono guarda null; escapa el mensaje en el HTML', async () => {
      const result = await submitEnquiry(enquiryInput({ message: '<b>hola</b> & <script>x()</script> chau' }), ctx());
      expect(result.ok).toBe(true);
      const [row] = await t.db.select().from(consultas);
      expect(row.phone).toBeNull();
      await smtp.waitFor(1);
      expect(smtp.messages[0].html).toContain('&lt;b&gt;hola&lt;/b&gt; &amp; &lt;script&gt;x()&lt;/script&gt; chau');
      expect(smtp.messages[0].html).not.toContain('<script>');
      expect(smtp.messages[0].text).toContain('Teléfono: No indicado');
    });

    it('mensajes de validación del spec, sin guardar nada', async () => {
      const result = await submitEnquiry({ name: 'Al', email: 'x@', message: 'corto', idempotencyKey: key() }, ctx());
      expect(result).toMatchObject({
        ok: false,
        kind: 'invalid',
        status: 422,
        fieldErrors: {
          name: 'El nombre debe tener al menos 3 caracteres.',
          email: 'Por favor, ingrese un correo electrónico válido.',
          message: 'El mensaje debe tener al menos 10 caracteres.',
        },
      });
      expect(await submitEnquiry(enquiryInput({ message: 'x'.repeat(5001) }), ctx())).toMatchObject({
        fieldErrors: { message: 'El mensaje no puede superar los 5000 caracteres.' },
      });
      expect(await t.db.select().from(consultas)).toHaveLength(0);
    });

    it('honeypot y clave repetida', async () => {
      expect(await submitEnquiry(enquiryInput({ website: 'x' }), ctx())).toMatchObject({ ok: true, title: '¡Mensaje enviado!' });
      expect((await t.db.select().from(consultas)).map((r) => r.spamReason)).toEqual(['honeypot']);
      expect(await t.db.select().from(correos)).toHaveLength(0);
      const input = enquiryInput();
      await submitEnquiry(input, ctx());
      expect(await submitEnquiry(input, ctx())).toMatchObject({ ok: true, duplicate: true });
      expect(await t.db.select().from(consultas)).toHaveLength(2);
      expect(await t.db.select().from(correos)).toHaveLength(1);
    });

    it('guarda cuándo se hizo una consulta enviada sin señal', async () => {
      const now = new Date('2026-11-27T20:40:00Z');
      await submitEnquiry(enquiryInput({ madeAt: Date.parse('2026-11-27T17:05:00Z') }), { ...ctx(), now });
      await submitEnquiry(enquiryInput({ madeAt: '2026-09-01T00:00:00.000Z' }), { ...ctx(), now });
      const made = (await t.db.select().from(consultas)).map((r) => r.madeAt?.toISOString() ?? null).sort();
      expect(made).toEqual(['2026-11-27T17:05:00.000Z', null]);
    });

    it('con el SMTP caído cuenta como enviado (queda guardado y en el outbox)', async () => {
      await smtp.stop();
      let result;
      try {
        result = await submitEnquiry(enquiryInput(), ctx());
      } finally {
        await smtp.startAgain();
      }
      expect(result).toMatchObject({ ok: true, title: '¡Mensaje enviado!', mail: 'queued' });
      expect(await t.db.select().from(consultas)).toHaveLength(1);
      const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'consulta'));
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
    });
  });

  describe('con la base de datos caída', () => {
    let broken: TestDatabase;
    beforeAll(async () => {
      broken = await openTestDatabase(engine);
      await broken.db.$close();
    });
    afterAll(() => broken.cleanup());

    it('presupuesto: "Error al guardar" y ningún correo', async () => {
      const result = await submitQuote(quoteInput(), { ...ctx(), db: broken.db });
      expect(result).toEqual({
        ok: false,
        kind: 'save_failed',
        status: 500,
        title: 'Error al guardar',
        description: 'Hubo un problema al guardar tu solicitud. Por favor, intenta de nuevo.',
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(smtp.messages).toHaveLength(0);
    });

    it('un guardado fallido no deja en el registro el nombre, el correo, el teléfono ni el carrito', async () => {
      // Tables that are gone: the insert itself fails, and the query's error carries its parameters.
      const tableless = await openTestDatabase(engine);
      await tableless.db.execute(sql`drop table presupuestos cascade`);
      await tableless.db.execute(sql`drop table consultas cascade`);
      const logged = vi.mocked(console.error);
      logged.mockClear();
      try {
        expect(await submitQuote(quoteInput(), { ...ctx(), db: tableless.db })).toMatchObject({ kind: 'save_failed' });
        expect(await submitEnquiry(enquiryInput(), { ...ctx(), db: tableless.db })).toMatchObject({ kind: 'save_failed' });
      } finally {
        await tableless.cleanup();
      }
      const text = logged.mock.calls
        .flat()
        .map((part) => (part instanceof Error ? `${part.message} ${String(part.cause)}` : String(part)))
        .join('\n');
      expect(text).toContain('no se pudo guardar');
      for (const personal of ['Juan Pérez', 'juan.perez@example.com', '343 555-1234', 'María Gómez', 'maria@example.com', 'cosechadora'])
        expect(text).not.toContain(personal);
    });

    it('una base que no abre (promesa rechazada) también es "Error al guardar"', async () => {
      const unopened = Promise.reject(new Error('no abre'));
      unopened.catch(() => {});
      expect(await submitQuote(quoteInput(), { ...ctx(), db: unopened })).toMatchObject({ kind: 'save_failed', status: 500 });
      expect(await submitEnquiry(enquiryInput(), { ...ctx(), db: unopened })).toMatchObject({ kind: 'save_failed' });
    });

    it('consulta: "Error al enviar el mensaje"', async () => {
      expect(await submitEnquiry(enquiryInput(), { ...ctx(), db: broken.db })).toEqual({
        ok: false,
        kind: 'save_failed',
        status: 500,
        title: 'Error al enviar el mensaje',
        description: 'Hubo un problema al procesar tu solicitud. Por favor, intenta de nuevo.',
      });
      expect(smtp.messages).toHaveLength(0);
    });
  });
});
