import { describe, expect, it } from 'vitest';
import { linesTotal, quoteLines } from './quote-list';

describe('líneas guardadas del presupuesto', () => {
  it('recalcula subtotales y total; «Consultar» (precio 0) no suma', () => {
    const lines = quoteLines([
      { id: '1', name: 'Filtro', code: 'F1', quantity: 2, price: '$ 12.500', unitPrice: 12500 },
      { id: '2', name: 'Bomba', code: '', quantity: 3, price: 'Consultar', unitPrice: 0 },
    ]);
    expect(lines.map((l) => l.subtotal)).toEqual([25000, 0]);
    expect(linesTotal(lines)).toBe(25000);
  });

  it('tolera un JSON dañado sin romper la página', () => {
    expect(quoteLines(null)).toEqual([]);
    expect(quoteLines({ no: 'lista' })).toEqual([]);
    const [line] = quoteLines([{ quantity: 'dos', unitPrice: -5, name: 7 }]);
    expect(line).toMatchObject({ name: '7', quantity: 0, unitPrice: 0, subtotal: 0, code: '' });
  });
});
