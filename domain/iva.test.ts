import { describe, expect, it } from 'vitest';
import { answerNetCents, answerTaxLines, groupOfCategory, ivaRateFor, ivaRateLabel, netAmount, netCartTotalLine, netPriceLine, readIvaText } from './iva';
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

// IVA cells as owners write them: each read as the rate meant, or refused with a reason.
const READ: Array<[string, number]> = [
  ['21', 21],
  ['21%', 21],
  ['21 %', 21],
  [' 21 ', 21],
  ['10,5', 10.5],
  ['10.5', 10.5],
  ['10,5 %', 10.5],
  ['10.5%', 10.5],
  ['0', 0],
  ['0%', 0],
  ['exento', 0],
  ['Exento', 0],
  ['EXENTA', 0],
  ['0,21', 21],
  ['0.21', 21],
  ['0,105', 10.5],
  ['27', 27],
  ['2,5', 2.5],
];
const REFUSED = ['diez', '10', '22%', 'veintiuno', '21 y 10,5', '-21', '0,5', '210', 'IVA', '%'];

describe('readIvaText', () => {
  it.each(READ)('%j is %d %', (text, rate) => {
    expect(readIvaText(text)).toEqual({ ok: true, rate });
  });
  it.each(REFUSED)('%j is refused with a reason', (text) => {
    const reading = readIvaText(text);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.problem).toMatch(/alícuota de IVA/);
  });
});

describe('ivaRateFor', () => {
  it('takes the row, then the group default, then 21 %', () => {
    expect(ivaRateFor({ ivaRate: 0, category: 'Tractores' }, { Maquinaria: 10.5 })).toBe(0);
    expect(ivaRateFor({ category: 'Tractores' }, { Maquinaria: 10.5 })).toBe(10.5);
    expect(ivaRateFor({ category: 'Correas' }, { Maquinaria: 10.5 })).toBe(21);
    expect(ivaRateFor({ category: 'Otros' }, { Maquinaria: 10.5 })).toBe(21);
    expect(groupOfCategory('Neumáticos')).toBe('Neumáticos');
    expect(groupOfCategory('Nada')).toBeNull();
  });
});

describe('netPriceLine', () => {
  it('takes IVA out of prices that include it, in their own currency', () => {
    expect(plain(netPriceLine('$ 121.000', 21, true))).toBe('Precio sin impuestos nacionales: $ 100.000');
    expect(plain(netPriceLine('$ 121.000', 21, null))).toBe('Precio sin impuestos nacionales: $ 100.000');
    expect(plain(netPriceLine('$ 110.500', 10.5, true))).toBe('Precio sin impuestos nacionales: $ 100.000');
    expect(plain(netPriceLine('U$S 18.500', 10.5, true))).toBe('Precio sin impuestos nacionales: U$S 16.742,08');
    expect(plain(netPriceLine('U$S 12.100', 21, true))).toBe('Precio sin impuestos nacionales: U$S 10.000');
    expect(plain(netPriceLine('$ 5.000', 0, true))).toBe('Precio sin impuestos nacionales: $ 5.000');
  });
  it('is the price itself when prices are without IVA', () => {
    expect(plain(netPriceLine('$ 121.000', 21, false))).toBe('Precio sin impuestos nacionales: $ 121.000');
    expect(netAmount(200, 21, false)).toBe(200);
  });
  it('says nothing for a price the shop does not show', () => {
    expect(netPriceLine('Consultar', 21, true)).toBeNull();
    expect(netPriceLine('', 21, true)).toBeNull();
    expect(netPriceLine('dos mil', 21, true)).toBeNull();
    expect(netPriceLine('$ 0', 21, true)).toBeNull();
  });
});

describe('netCartTotalLine', () => {
  it('adds each line at its own rate, per currency', () => {
    const items = [
      { price: '$ 121.000', quantity: 2, ivaRate: 21 },
      { price: '$ 110.500', quantity: 1, ivaRate: 10.5 },
      { price: 'U$S 1.210', quantity: 1 },
      { price: 'Consultar', quantity: 3 },
    ];
    expect(plain(netCartTotalLine(items, true))).toBe('Precio sin impuestos nacionales: $ 300.000 + U$S 1.000');
    expect(netCartTotalLine([{ price: 'Consultar', quantity: 1 }], true)).toBeNull();
  });
});

describe('answerNetCents', () => {
  it('takes each line at its rate and leaves out lines not supplied', () => {
    const lines = [
      { productId: 'a', unitPriceCents: 121_00, quantity: 2, availability: 'en-stock' },
      { productId: 'b', unitPriceCents: 110_50, quantity: 1, availability: 'a-pedido' },
      { productId: 'c', unitPriceCents: 999_00, quantity: 1, availability: 'sin-stock' },
    ];
    const rates: Record<string, number> = { a: 21, b: 10.5, c: 21 };
    expect(answerNetCents(lines, (l) => rates[l.productId], true)).toEqual({ lines: [200_00, 100_00, null], totalCents: 300_00 });
    expect(answerNetCents(lines, () => 21, false).totalCents).toBe(352_50);
  });
});

describe('answerTaxLines', () => {
  const line = (productId: string, unitPriceCents: number, quantity = 1, availability = 'en-stock') => ({ productId, unitPriceCents, quantity, availability });
  const rates: Record<string, number> = { filtro: 21, tractor: 10.5, semilla: 0 };

  it('gives the net subtotal and the IVA of each rate, adding up to the total to the cent', () => {
    const lines = [line('filtro', 12_100_00, 2), line('tractor', 1_105_000_00), line('semilla', 999_99), line('filtro', 500_00, 1, 'sin-stock')];
    const taxes = answerTaxLines(lines, (l) => rates[l.productId], true);
    expect(taxes).toEqual([
      { label: 'Subtotal neto', cents: 20_000_00 + 1_000_000_00 + 999_99 },
      { label: 'IVA 21 %', cents: 4_200_00 },
      { label: 'IVA 10,5 %', cents: 105_000_00 },
    ]);
    expect(taxes.reduce((sum, t) => sum + t.cents, 0)).toBe(2 * 12_100_00 + 1_105_000_00 + 999_99);
  });

  it('rounds each line once: odd cents still add up', () => {
    const lines = [line('filtro', 333), line('filtro', 1_001, 3)];
    const taxes = answerTaxLines(lines, () => 21, true);
    expect(taxes.reduce((sum, t) => sum + t.cents, 0)).toBe(333 + 3_003);
    expect(taxes[0]).toEqual({ label: 'Subtotal neto', cents: 275 + 2_482 });
  });

  it('adds the IVA on top when the prices do not include it', () => {
    expect(answerTaxLines([line('filtro', 1_000_00, 2)], () => 21, false)).toEqual([
      { label: 'Subtotal neto', cents: 2_000_00 },
      { label: 'IVA 21 %', cents: 420_00 },
    ]);
  });

  it('is empty when nothing has a price', () => {
    expect(answerTaxLines([line('filtro', 0), line('filtro', 500_00, 1, 'sin-stock')], () => 21, true)).toEqual([]);
  });

  it('names rates as invoices do', () => {
    expect([21, 10.5, 2.5, 27].map(ivaRateLabel)).toEqual(['IVA 21 %', 'IVA 10,5 %', 'IVA 2,5 %', 'IVA 27 %']);
  });
});
