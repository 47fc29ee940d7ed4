import { describe, expect, it } from 'vitest';
import {
  answerInvoice,
  answerTotals,
  formatMoney,
  frozenRate,
  lineIvaLabel,
  needsRate,
  pesoTotal,
  rateLegend,
  totalRows,
  totalsText,
  typedTotalText,
} from './answer-money';
import { parseAnswerForm, parseStaffPrice } from './quote-answer';

const line = (cents: number, quantity: number, currency?: 'ARS' | 'USD', ivaRate?: number, availability = 'en-stock') => ({
  productId: `p${cents}`,
  unitPriceCents: cents,
  quantity,
  availability,
  currency,
  ivaRate,
});
const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes pesos and dollars as the shop does, cents only when there are some', () => {
    expect(nb(formatMoney(103_000_00, 'ARS'))).toBe('$ 103.000');
    expect(nb(formatMoney(1_500_50, 'ARS'))).toBe('$ 1.500,50');
    expect(formatMoney(18_500_00, 'USD')).toBe('U$S 18.500');
    expect(formatMoney(950_50, 'USD')).toBe('U$S 950,50');
  });
});

describe('answerTotals', () => {
  const content = {
    lines: [line(12_100_00, 2, 'ARS', 21), line(1_105_00, 1, 'USD', 10.5), line(999_00, 1, 'USD', 21, 'sin-stock'), line(500_00, 1, undefined, 0)],
    freight: { cents: 24_200_00, currency: 'ARS' as const, ivaRate: 21 },
  };

  it('gives each currency its total, net and IVA per rate; freight counts, out of stock does not', () => {
    const totals = answerTotals(content, frozenRate, true);
    expect(totals).toEqual([
      {
        currency: 'ARS',
        totalCents: 24_200_00 + 500_00 + 24_200_00,
        netCents: 20_000_00 + 500_00 + 20_000_00,
        taxes: [
          { label: 'Subtotal neto', cents: 40_500_00 },
          { label: 'IVA 21 %', cents: 8_400_00 },
        ],
      },
      {
        currency: 'USD',
        totalCents: 1_105_00,
        netCents: 1_000_00,
        taxes: [
          { label: 'Subtotal neto', cents: 1_000_00 },
          { label: 'IVA 10,5 %', cents: 105_00 },
        ],
      },
    ]);
    expect(nb(totalsText(totals))).toBe('$ 48.900 + U$S 1.105');
    expect(nb(totalsText(totals, 'netCents'))).toBe('$ 40.500 + U$S 1.000');
  });

  it('adds dollars to pesos at the rate, with its legend; nothing to add without dollars', () => {
    const totals = answerTotals(content, frozenRate, true);
    const rate = { value: 1150, label: 'BNA vendedor', date: '2026-11-27' };
    expect(pesoTotal(totals, rate)).toEqual({
      totalCents: 48_900_00 + 1_105_00 * 1150,
      netCents: 40_500_00 + 1_000_00 * 1150,
      legend: 'Cotización: U$S 1 = $ 1.150, BNA vendedor 27/11',
    });
    expect(pesoTotal(answerTotals({ lines: [line(100, 1)] }, frozenRate, true), rate)).toBeNull();
    expect(rateLegend({ value: 1150.5, label: '', date: '2026-01-05' })).toBe('Cotización: U$S 1 = $ 1.150,5, 05/01');
  });

  it('lists the rows the PDF and the mails print, the pesos last', () => {
    const totals = answerTotals(content, frozenRate, true);
    const rows = totalRows(totals, pesoTotal(totals, { value: 1000, label: 'BNA', date: '2026-11-27' }), 'Neto');
    expect(rows.map((r) => r.label)).toEqual([
      'Total en pesos',
      'Neto',
      'Subtotal neto',
      'IVA 21 %',
      'Total en dólares',
      'Neto',
      'Subtotal neto',
      'IVA 10,5 %',
      'Total a pagar en pesos',
      'Neto',
      'Cotización: U$S 1 = $ 1.000, BNA 27/11',
    ]);
    expect(nb(rows[8].amount)).toBe('$ 1.153.900');
  });

  it('needs a rate only when paid in pesos with something in dollars supplied', () => {
    expect(needsRate({ ...content, payIn: 'pesos' })).toBe(true);
    expect(needsRate({ ...content, payIn: 'moneda' })).toBe(false);
    expect(needsRate({ lines: [line(100, 1, 'USD', 21, 'sin-stock')], payIn: 'pesos' })).toBe(false);
    expect(needsRate({ lines: [], freight: { cents: 100, currency: 'USD', ivaRate: 21 }, payIn: 'pesos' })).toBe(true);
  });
});

describe('answerInvoice', () => {
  it('A for a Responsable Inscripto or a Monotributo, B for everyone else and for a customer who did not say', () => {
    for (const status of ['responsable_inscripto', 'monotributo']) expect(answerInvoice(status)).toBe('Factura A');
    for (const status of ['exento', 'consumidor_final', null, 'jefe']) expect(answerInvoice(status)).toBe('Factura B');
    expect(answerInvoice('responsable_inscripto', 'responsable_inscripto')).toBe('Factura A');
  });

  it('C for everyone from a Monotributista or Exento shop', () => {
    for (const status of ['responsable_inscripto', 'monotributo', 'consumidor_final', null]) {
      expect(answerInvoice(status, 'monotributo')).toBe('Factura C');
      expect(answerInvoice(status, 'exento')).toBe('Factura C');
    }
  });
});

describe('an answer sent as a Monotributista shop', () => {
  const content = {
    lines: [line(12_100_00, 2, 'ARS', 21), line(1_105_00, 1, 'USD', 10.5)],
    freight: { cents: 24_200_00, currency: 'ARS' as const, ivaRate: 21 },
  };

  it('keeps each total and its price without national taxes, and lists no net subtotal or IVA per rate', () => {
    const discriminated = answerTotals(content, frozenRate, true);
    const final = answerTotals({ ...content, shopIva: 'monotributo' }, frozenRate, true);
    expect(final.map((t) => t.taxes)).toEqual([[], []]);
    expect(final.map(({ currency, totalCents, netCents }) => ({ currency, totalCents, netCents }))).toEqual(
      discriminated.map(({ currency, totalCents, netCents }) => ({ currency, totalCents, netCents })),
    );
    expect(discriminated[0].taxes.map((t) => t.label)).toEqual(['Subtotal neto', 'IVA 21 %']);
    const labels = totalRows(final, null, 'Precio sin impuestos nacionales').map((r) => r.label);
    expect(labels).toEqual(['Total en pesos', 'Precio sin impuestos nacionales', 'Total en dólares', 'Precio sin impuestos nacionales']);
  });

  it("shows no line's IVA rate on a C invoice", () => {
    expect(lineIvaLabel(10.5, 'responsable_inscripto')).toBe('IVA 10,5 %');
    expect(lineIvaLabel(21, undefined)).toBe('IVA 21 %');
    expect(lineIvaLabel(21, 'monotributo')).toBe('');
    expect(lineIvaLabel(21, 'exento')).toBe('');
    expect(lineIvaLabel(undefined, 'responsable_inscripto')).toBe('');
  });
});

describe('typedTotalText', () => {
  it('sums what the editor holds per currency; empty freight adds nothing; an unreadable price gives null', () => {
    const typed = [
      { price: '1.000', currency: 'ARS', quantity: 2, availability: 'en-stock' },
      { price: '950,50', currency: 'USD', quantity: 1, availability: 'en-stock' },
      { price: '5', currency: 'USD', quantity: 1, availability: 'sin-stock' },
      { price: '', currency: 'ARS', quantity: 0, availability: 'en-stock' },
    ];
    expect(nb(typedTotalText(typed, parseStaffPrice) ?? '')).toBe('$ 2.000 + U$S 950,50');
    expect(typedTotalText([{ price: 'diez', currency: 'ARS', quantity: 1, availability: 'en-stock' }], parseStaffPrice)).toBeNull();
  });
});

describe('parseAnswerForm: currency, IVA, freight and payment', () => {
  const base = { 'precio-0': '100', 'disponibilidad-0': 'en-stock', validez: '2026-12-01', version: '0' };

  it('reads each line currency and rate, the freight and how the customer pays', () => {
    const parsed = parseAnswerForm(
      { ...base, 'moneda-0': 'USD', 'iva-0': '10.5', flete: '45.000,50', 'flete-moneda': 'ARS', 'flete-iva': '21', cobro: 'pesos' },
      1,
      '2026-11-27',
    );
    expect(parsed.ok && parsed.value.lines[0]).toMatchObject({ currency: 'USD', ivaRate: 10.5 });
    expect(parsed.ok && parsed.value.freight).toEqual({ cents: 45_000_50, currency: 'ARS', ivaRate: 21 });
    expect(parsed.ok && parsed.value.payIn).toBe('pesos');
  });

  it('every bad value gets a Spanish message on its field', () => {
    const parsed = parseAnswerForm(
      { ...base, 'moneda-0': 'EUR', 'iva-0': '22', flete: 'mucho', 'flete-moneda': 'ARS', 'flete-iva': 'diez', cobro: 'trueque' },
      1,
      '2026-11-27',
    );
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      'moneda-0': 'Elegí la moneda: pesos o dólares.',
      'iva-0': 'Elegí la alícuota de IVA (21 %, 10,5 %, 0 % u otra de las que se facturan).',
      'flete-iva': 'Elegí la alícuota de IVA (21 %, 10,5 %, 0 % u otra de las que se facturan).',
      flete: 'El flete debe ser un número mayor o igual a 0, con hasta dos decimales (por ejemplo 45000 o 45.000,50).',
      cobro: 'Elegí cómo paga el cliente: en la moneda de cada línea o en pesos.',
    });
  });
});
