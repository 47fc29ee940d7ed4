import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enquiryFormSchema, fieldErrorsOf, quoteFormSchema, quoteRequestSchema } from './forms';

const errors = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value) as ReturnType<typeof quoteFormSchema.safeParse>;
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('schemas shared with the browser', () => {
  it('domain/ stays pure: its modules import only zod and each other (the browser bundles them)', () => {
    const dir = new URL('./', import.meta.url);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = fs.readFileSync(new URL(file, dir), 'utf8');
      const imports = [...source.matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports) expect(spec === 'zod' || /^\.\/[a-z-]+(?:\/[a-z-]+)*$/.test(spec!), `${file} imports ${spec}`).toBe(true);
    }
  });

  it('contact form: the spec messages', () => {
    expect(errors(enquiryFormSchema, { name: ' ab ', email: 'a@b', message: ' 123456789 ' })).toEqual({
      name: 'El nombre debe tener al menos 3 caracteres.',
      email: 'Por favor, ingrese un correo electrónico válido.',
      message: 'El mensaje debe tener al menos 10 caracteres.',
    });
    expect(errors(enquiryFormSchema, { name: 'Ana', email: 'a@b.co', phone: '', message: '1234567890' })).toEqual({});
  });

  it('one-line fields lose line breaks and control characters; messages keep line breaks', () => {
    const quote = quoteFormSchema.parse({ name: ' Ana\r\n\tPérez\u0000 ', location: 'Paraná', province: 'ER', email: ' a@b.co ', phone: '+54 (343) 555-1234' });
    expect(quote).toMatchObject({ name: 'Ana Pérez', email: 'a@b.co' });
    const enquiry = enquiryFormSchema.parse({ name: 'Ana', email: 'a@b.co', message: 'Hola\r\nque tal\u0007?' });
    expect(enquiry.message).toBe('Hola\nque tal?');
  });

  it('quote: phone and lengths', () => {
    const base = { name: 'Ana Pérez', location: 'Paraná', province: 'Entre Ríos', email: 'a@b.co', phone: '343 4555555' };
    expect(errors(quoteFormSchema, base)).toEqual({});
    expect(errors(quoteFormSchema, { ...base, phone: '12345' })).toHaveProperty('phone');
    expect(errors(quoteFormSchema, { ...base, phone: '++++++()' })).toHaveProperty('phone');
    expect(errors(quoteFormSchema, { ...base, phone: '1'.repeat(31) })).toEqual({ phone: 'El teléfono no puede superar los 30 caracteres.' });
    expect(errors(quoteFormSchema, { ...base, name: 'x'.repeat(121) })).toEqual({ name: 'El nombre no puede superar los 120 caracteres.' });
    expect(errors(quoteFormSchema, { ...base, email: `${'x'.repeat(250)}@b.co` })).toHaveProperty('email');
  });

  it('quote request: items and idempotency key', () => {
    const base = { name: 'Ana Pérez', location: 'Paraná', province: 'Entre Ríos', email: 'a@b.co', phone: '343 4555555' };
    const ok = { ...base, items: [{ id: '1', quantity: '2' }], idempotencyKey: 'a'.repeat(32) };
    expect(quoteRequestSchema.parse(ok).items).toEqual([{ id: '1', quantity: 2 }]);
    expect(errors(quoteRequestSchema, { ...ok, items: Array.from({ length: 101 }, (_, i) => ({ id: String(i), quantity: 1 })) })).toEqual({
      items: 'El presupuesto admite hasta 100 productos distintos.',
    });
    expect(errors(quoteRequestSchema, { ...ok, items: [{ id: '1', quantity: 1.5 }] })).toHaveProperty('items');
    expect(errors(quoteRequestSchema, { ...ok, items: [{ id: '1', quantity: 1000 }] })).toHaveProperty('items');
    expect(errors(quoteRequestSchema, { ...ok, idempotencyKey: 'a'.repeat(31) })).toHaveProperty('idempotencyKey');
    expect(errors(quoteRequestSchema, { ...ok, idempotencyKey: 'a b'.repeat(20) })).toHaveProperty('idempotencyKey');
    expect(errors(quoteRequestSchema, { ...ok, idempotencyKey: crypto.randomUUID() })).toEqual({});
  });
});

describe('the quote form’s optional billing and delivery details', () => {
  const base = { name: 'Juan Pérez', location: 'Paraná', province: 'Entre Ríos', email: 'juan@example.com', phone: '343 4123456' };

  it('are optional: left out or empty, each is null', () => {
    for (const extra of [{}, { cuit: '', ivaStatus: '', carrier: '  ', deliveryMethod: '' }]) {
      expect(quoteFormSchema.parse({ ...base, ...extra })).toMatchObject({ cuit: null, ivaStatus: null, carrier: null, deliveryMethod: null });
    }
  });

  it('keep the CUIT as its 11 digits however it was written, and the carrier on one line', () => {
    const parsed = quoteFormSchema.parse({ ...base, cuit: ' 30-54668997-9 ', ivaStatus: 'exento', carrier: 'Vía\r\nCargo\u0000', deliveryMethod: 'shipping' });
    expect(parsed).toMatchObject({ cuit: '30546689979', ivaStatus: 'exento', carrier: 'Vía Cargo', deliveryMethod: 'shipping' });
  });

  it('refuse a wrong CUIT, an unknown status or delivery and a long carrier, each with its own message', () => {
    expect(errors(quoteFormSchema, { ...base, cuit: '20-12345678-9', ivaStatus: 'Jefe', carrier: 'x'.repeat(121), deliveryMethod: 'dron' })).toEqual({
      cuit: 'El último número del CUIT (el dígito verificador) no coincide con los demás. Revisá que esté bien escrito.',
      ivaStatus: 'Elegí tu condición frente al IVA de la lista, o dejala sin indicar.',
      carrier: 'El expreso o transporte no puede superar los 120 caracteres.',
      deliveryMethod: "Elegí 'Retiro en el local' o 'Envío', o dejalo sin indicar.",
    });
    expect(errors(quoteFormSchema, { ...base, cuit: '20l2345678-6' })).toEqual({
      cuit: 'El CUIT lleva solo números; podés separarlos con guiones o espacios, por ejemplo 20-12345678-6.',
    });
    expect(errors(quoteFormSchema, { ...base, cuit: 20123456786 })).toEqual({
      cuit: 'El CUIT lleva solo números; podés separarlos con guiones o espacios, por ejemplo 20-12345678-6.',
    });
    expect(errors(quoteFormSchema, { ...base, cuit: '2'.repeat(41) })).toEqual({ cuit: 'El CUIT tiene 11 números; lo que escribiste es mucho más largo.' });
  });
});
