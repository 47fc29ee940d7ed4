import { describe, expect, it } from 'vitest';
import {
  cartPesoEstimate,
  checkRateValue,
  isStaleRate,
  jumpProblem,
  pesoLine,
  pesoPrice,
  rateNote,
  readRateDate,
  valueAtPath,
  withPesoEstimates,
  type ExchangeRate,
} from './exchange-rate';
import { sortProducts } from './filters';
import { makeProduct } from './testing';

const RATE: ExchangeRate = { value: 1150, label: 'BNA vendedor', date: '2026-11-27' };

describe('checkRateValue', () => {
  it.each([
    ['1.150', 1150],
    ['1150', 1150],
    ['1.150,50', 1150.5],
    ['1150,5', 1150.5],
    ['1150.50', 1150.5],
    ['$ 1.150', 1150],
    [1234.567, 1234.57],
  ])('reads %s as %s', (input, expected) => {
    expect(checkRateValue(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[0], [-5], ['-1150'], [1e9], ['1e9'], ['mil'], [''], [NaN], [null], [undefined], [{}], ['<html>']])('refuses %s', (input) => {
    const checked = checkRateValue(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(/cotización/);
  });
});

describe('jumpProblem', () => {
  it('lets a normal change through and holds back 10x either way', () => {
    expect(jumpProblem(null, 1150)).toBeNull();
    expect(jumpProblem(1150, 1300)).toBeNull();
    expect(jumpProblem(1150, 11500)).toMatch(/más de 10 veces/);
    expect(jumpProblem(1150, 115)).toMatch(/más de 10 veces/);
  });
});

describe('dates', () => {
  it('warns after three days, not before', () => {
    expect(isStaleRate(RATE, '2026-11-30')).toBe(false);
    expect(isStaleRate(RATE, '2026-12-01')).toBe(true);
  });

  it('names the rate as the visitor reads it', () => {
    expect(rateNote(RATE)).toBe('al dólar BNA vendedor del 27/11');
  });

  it('reads a source day and refuses what is not one', () => {
    expect(readRateDate('2026-11-27T15:00:00-03:00')).toBe('2026-11-27');
    expect(readRateDate('27/11/2026')).toBeNull();
    expect(readRateDate(20261127)).toBeNull();
  });
});

describe('valueAtPath', () => {
  it('follows objects and array indexes (the BCRA shape)', () => {
    const bcra = { status: 200, results: [{ fecha: '2026-11-27', detalle: [{ codigoMoneda: 'USD', tipoCotizacion: 1150.5 }] }] };
    expect(valueAtPath(bcra, 'results.0.detalle.0.tipoCotizacion')).toBe(1150.5);
    expect(valueAtPath(bcra, 'results.1.fecha')).toBeUndefined();
    expect(valueAtPath('texto', 'a.b')).toBeUndefined();
  });
});

describe('conversion', () => {
  const tractor = makeProduct({ id: 't', price: 'U$S 18.500', numericPrice: NaN });
  const seeder = makeProduct({ id: 's', price: '$ 30.000.000', numericPrice: 30_000_000 });
  const part = makeProduct({ id: 'p', price: '$ 3.000', numericPrice: 3000 });

  it('gives dollar products their pesos at the rate, and only them', () => {
    const [t, s] = withPesoEstimates([tractor, seeder], RATE);
    expect(t!.pesoEstimate).toBe(21_275_000);
    expect(t!.numericPrice).toBeNaN();
    expect(s).toBe(seeder);
    expect(withPesoEstimates([tractor], null)[0]).toBe(tractor);
  });

  it('orders dollars among pesos at the rate; without a rate they sort as no price', () => {
    const priced = withPesoEstimates([part, tractor, seeder], RATE);
    expect(sortProducts(priced, 'price_desc').map((p) => p.id)).toEqual(['s', 't', 'p']);
    expect(sortProducts([part, tractor, seeder], 'price_desc').map((p) => p.id)).toEqual(['s', 'p', 't']);
  });

  it('states a peso price for the feeds only with a rate', () => {
    expect(pesoPrice(withPesoEstimates([tractor], RATE)[0]!)).toBe(21_275_000);
    expect(pesoPrice(tractor)).toBeNaN();
    expect(pesoPrice(part)).toBe(3000);
  });

  it('writes the pesos line of a dollar price', () => {
    const [t] = withPesoEstimates([tractor], RATE);
    expect(pesoLine(t!, RATE)).toEqual({ amount: '≈ $ 21.275.000', note: 'al dólar BNA vendedor del 27/11' });
    expect(pesoLine(part, RATE)).toBeNull();
    expect(pesoLine(tractor, null)).toBeNull();
  });

  it('estimates a mixed cart in pesos, only when it holds dollars and there is a rate', () => {
    const lines = [
      { price: 'U$S 18.500', numericPrice: 0, quantity: 2 },
      { price: '$ 3.000', numericPrice: 3000, quantity: 1 },
    ];
    expect(cartPesoEstimate(lines, RATE)).toBe(42_553_000);
    expect(cartPesoEstimate(lines, null)).toBeNull();
    expect(cartPesoEstimate([lines[1]!], RATE)).toBeNull();
  });
});
