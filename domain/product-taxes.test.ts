import { describe, expect, it } from 'vitest';
import { productsFromRows } from './product';
import { SHEET_COLUMNS, type SheetRow } from './types';

// The shop lists products in its own order; these tests read them in row order.
const byRow = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => Number(a.id) - Number(b.id));
const HEADER: SheetRow = Object.fromEntries(SHEET_COLUMNS.map((c) => [c, ''] as const));
const row = (cells: SheetRow): SheetRow => ({ ...HEADER, Titulo: 't', Categoria: 'Tractores', Estado: 'Nuevo', Cheques: '3', ...cells });

describe('the IVA, Precio financiado and CFTEA columns', () => {
  it('reads each rate as owners write it and names the row of one it cannot read', () => {
    const texts = ['21%', '10,5 %', '10.5', 'exento', '0,21', 'diez', ''];
    const { products, issues } = productsFromRows(texts.map((IVA, i) => row({ ID: String(i + 1), Precio: '$ 1.000', IVA })));
    expect(byRow(products).map((p) => p.ivaRate)).toEqual([21, 10.5, 10.5, 0, 21, undefined, undefined]);
    expect(issues).toEqual([expect.objectContaining({ row: 7, column: 'IVA', problem: expect.stringContaining("'diez'") as unknown as string })]);
  });

  it('keeps a financed price with its CFTEA, and reports one it cannot show', () => {
    const { products, issues } = productsFromRows([
      row({ ID: '1', Precio: '$ 45.000', 'Precio financiado': '$ 54.000', CFTEA: '48,5 %' }),
      row({ ID: '2', Precio: 'U$S 18.500', 'Precio financiado': 20000, CFTEA: '12' }),
      row({ ID: '3', Precio: '$ 45.000', 'Precio financiado': '$ 54.000' }),
      row({ ID: '4', Precio: '$ 45.000', 'Precio financiado': 'U$S 54', CFTEA: '10' }),
      row({ ID: '5', Precio: '$ 45.000', CFTEA: '10' }),
    ]);
    expect(byRow(products).map((p) => [p.financedPrice, p.cftea])).toEqual([
      [expect.stringMatching(/^\$\s54\.000$/), 48.5],
      ['U$S 20.000', 12],
      ['', undefined],
      ['', undefined],
      [undefined, undefined],
    ]);
    expect(issues.map((i) => [i.row, i.column])).toEqual([
      [4, 'CFTEA'],
      [5, 'Precio financiado'],
      [6, 'CFTEA'],
    ]);
  });
});
