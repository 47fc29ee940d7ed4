import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  answerShareText,
  answerTotalCents,
  argentineDay,
  availabilityText,
  centsForInput,
  durationText,
  formatCents,
  isExpired,
  parseAnswerForm,
  parseStaffPrice,
  validityEnd,
} from './quote-answer';

describe('centsForInput', () => {
  it.each([
    [380_900_000, '3.809.000'],
    [380_900_050, '3.809.000,50'],
    [2_500_000, '25.000'],
    [100_000, '1.000'],
    [99_900, '999'],
    [150_005, '1.500,05'],
    [0, '0'],
    [123_456_789_000, '1.234.567.890'],
  ])('%i centavos → %s', (cents, text) => {
    expect(centsForInput(cents)).toBe(text);
  });
});

describe('parseStaffPrice', () => {
  it.each([
    ['103000', 10_300_000],
    ['103.000', 10_300_000],
    ['1.234.567', 123_456_700],
    ['103.000,50', 10_300_050],
    ['1500,5', 150_050],
    ['1500.50', 150_050],
    ['1500.5', 150_050],
    ['$ 1.500', 150_000],
    ['0', 0],
    ['0,99', 99],
  ])('%s → %i centavos', (text, cents) => {
    expect(parseStaffPrice(text)).toBe(cents);
  });

  it.each(['', '-5', '1,234', '1.50,5', '12.34.5', 'abc', '1e5', '1,5,0', '1.2345', '12,', 'NaN', 'Infinity', '999999999999999'])(
    '%s is not a price',
    (text) => {
      expect(parseStaffPrice(text)).toBeNull();
    },
  );

  it('reads the thousands dots the editor prefills, and the same amount typed without them', () => {
    expect(parseStaffPrice('3.809.000')).toBe(380_900_000);
    expect(parseStaffPrice('3809000')).toBe(380_900_000);
    expect(parseStaffPrice('3.809.000,50')).toBe(380_900_050);
    expect(parseStaffPrice('3809000,50')).toBe(380_900_050);
  });

  it('reads back what centsForInput writes, for any amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => parseStaffPrice(centsForInput(cents)) === cents));
  });
});

describe('amounts', () => {
  it('shows cents only when there are some', () => {
    expect(formatCents(10_300_000)).toBe('$\u00a0103.000');
    expect(formatCents(150_050)).toBe('$\u00a01.500,50');
  });

  it('adds the lines that can be supplied, exactly', () => {
    const lines = [
      { unitPriceCents: 10, quantity: 3, availability: 'en-stock' as const },
      { unitPriceCents: 20, quantity: 1, availability: 'a-pedido' as const },
      { unitPriceCents: 999, quantity: 2, availability: 'sin-stock' as const },
    ];
    expect(answerTotalCents(lines)).toBe(50);
  });

  it('availability texts', () => {
    expect(availabilityText('en-stock', null)).toBe('En stock');
    expect(availabilityText('a-pedido', 5)).toBe('A pedido: 5 días');
    expect(availabilityText('a-pedido', 1)).toBe('A pedido: 1 día');
    expect(availabilityText('sin-stock', null)).toBe('Sin stock');
  });
});

describe('days in Paraná', () => {
  it('the Argentine day of a moment, and the end of a validity day', () => {
    expect(argentineDay(new Date('2026-11-24T02:30:00Z'))).toBe('2026-11-23');
    expect(argentineDay(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
    expect(validityEnd('2026-11-30').toISOString()).toBe('2026-12-01T02:59:59.999Z');
    expect(isExpired('2026-11-30', new Date('2026-12-01T02:59:59Z'))).toBe(false);
    expect(isExpired('2026-11-30', new Date('2026-12-01T03:00:00Z'))).toBe(true);
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });
});

describe('parseAnswerForm', () => {
  const today = '2026-11-24';
  const valid = {
    version: '0',
    'precio-0': '25000',
    'disponibilidad-0': 'en-stock',
    'precio-1': '12.345,50',
    'disponibilidad-1': 'a-pedido',
    'dias-1': '5',
    'alternativa-1': ' FAP2 ',
    envio: 'Retiro en el local',
    validez: '2026-12-01',
    condiciones: 'Contado',
    mensaje: 'Hola\r\nGracias\u0000',
  };

  it('reads a complete form', () => {
    const parsed = parseAnswerForm(valid, 2, today);
    expect(parsed).toEqual({
      ok: true,
      value: {
        lines: [
          { unitPriceCents: 2_500_000, availability: 'en-stock', leadDays: null, alternative: '', currency: null, ivaRate: null },
          { unitPriceCents: 1_234_550, availability: 'a-pedido', leadDays: 5, alternative: 'FAP2', currency: null, ivaRate: null },
        ],
        shipping: 'Retiro en el local',
        validUntil: '2026-12-01',
        paymentTerms: 'Contado',
        message: 'Hola\nGracias',
        freight: null,
        payIn: 'moneda',
        baseVersion: 0,
      },
    });
  });

  it('every bad value gets a Spanish message on its field', () => {
    const parsed = parseAnswerForm(
      {
        ...valid,
        'precio-0': '',
        'precio-1': '-3',
        'disponibilidad-0': 'regalado',
        'dias-1': '0',
        validez: '2026-11-24',
        mensaje: 'x'.repeat(2001),
        envio: 'y'.repeat(501),
        version: 'abc',
      },
      2,
      today,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      'precio-0': 'Escribí el precio unitario.',
      'precio-1': 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales (por ejemplo 103000 o 1.500,50).',
      'disponibilidad-0': 'Elegí la disponibilidad.',
      'dias-1': 'Indicá en cuántos días llega (de 1 a 365).',
      validez: 'La validez debe ser una fecha futura.',
      mensaje: 'El mensaje puede tener como máximo 2000 caracteres.',
      envio: 'El envío o retiro puede tener como máximo 500 caracteres.',
      form: 'El formulario está incompleto. Recargá la página e intentá de nuevo.',
    });
  });

  it('refuses dates that do not exist or are too far', () => {
    for (const validez of ['2026-02-30', '30/11/2026', '', '2028-01-01']) {
      const parsed = parseAnswerForm({ ...valid, validez }, 2, today);
      expect(parsed.ok, validez).toBe(false);
    }
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 })), fc.integer({ min: 0, max: 5 }), (fields, n) => {
        const parsed = parseAnswerForm(fields, n, today);
        return parsed.ok ? parsed.value.lines.length === n : Object.keys(parsed.errors).length > 0;
      }),
    );
  });
});

describe('texts', () => {
  it('the WhatsApp message carries the number, the link and the validity', () => {
    expect(
      answerShareText({ firstName: 'Juana', shopName: 'Agro', number: 'AB12CD34', link: 'https://t.example/presupuesto/x', validUntil: '2026-12-01' }),
    ).toBe(
      '¡Hola, Juana! Te enviamos el presupuesto Nº AB12CD34 de Agro. Lo podés ver, descargar en PDF y aceptar acá: https://t.example/presupuesto/x\nVale hasta el 1/12/2026.',
    );
  });

  it('durations', () => {
    expect(durationText(45 * 60_000)).toBe('45 min');
    expect(durationText(200 * 60_000)).toBe('3 h 20 min');
    expect(durationText(52 * 3_600_000)).toBe('2 d 4 h');
  });
});
