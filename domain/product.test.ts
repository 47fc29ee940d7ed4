import { describe, expect, it } from 'vitest';
import { productsFromRows, rowsFromResponse, rowToProduct } from './product';
import { cellText, parseCondition } from './sheet-cells';
import fc from 'fast-check';
import { formatPrice } from './price';
import { idFromSlug, idKey } from './slug';
import type { RowIssue, SheetRow } from './types';

const full: SheetRow = {
  ID: ' 123 ',
  Titulo: ' Bomba Hidráulica John Deere ',
  Descripción: 'Bomba usada en buen estado',
  Codigo: 'BH-55',
  Marca: 'John Deere',
  'Aplica para': '3530, 3350',
  Precio: ' $ 1.234.567,50 ',
  Categoria: 'Bombas hidráulicas',
  Estado: 'Usado',
  Cheques: ' 3 ',
  'URL Imagenes': 'https://i.postimg.cc/abc/foto.jpg; [img]https://i.ibb.co/x/y.jpg[/img]',
  'URL Video': 'https://youtu.be/dQw4w9WgXcQ?t=3',
};

function issuesOf(rows: SheetRow[]): Array<Pick<RowIssue, 'row' | 'column' | 'severity'>> {
  return productsFromRows(rows).issues.map(({ row, column, severity }) => ({ row, column, severity }));
}

const HEADER_ONLY = {
  ID: '',
  Titulo: '',
  Descripción: '',
  Codigo: '',
  Marca: '',
  'Aplica para': '',
  Precio: '',
  Categoria: '',
  Estado: '',
  Cheques: '',
  'URL Imagenes': '',
  'URL Video': '',
};
/** A valid row with all columns present, so header checks stay quiet. */
function row(overrides: SheetRow): SheetRow {
  return { ...HEADER_ONLY, Categoria: 'Motores', Estado: 'Nuevo', ...overrides };
}

describe('cellText', () => {
  it('handles the cell types parsers produce', () => {
    expect(cellText('  a ')).toBe('a');
    expect(cellText(12)).toBe('12');
    expect(cellText(1234567.5)).toBe('1234567.5');
    expect(cellText(NaN)).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2024-05-01T00:00:00Z'))).toBe('2024-05-01');
    expect(cellText({ richText: [{ text: 'Bom' }, { text: 'ba ' }] })).toBe('Bomba');
    expect(cellText({ text: 'link', hyperlink: 'https://a.com' })).toBe('link');
    expect(cellText({ hyperlink: 'https://a.com' })).toBe('https://a.com');
    expect(cellText({ formula: 'A1*2', result: 42 })).toBe('42');
    expect(cellText({})).toBe('');
  });
});

describe('parseCondition', () => {
  it.each([
    ['', 'Usado'],
    [null, 'Usado'],
    ['Usado', 'Usado'],
    ['USADO', 'Usado'],
    ['Usado - buen estado', 'Usado'],
    ['Nuevo', 'Nuevo'],
    ['nuevo', 'Nuevo'],
    ['Usada', 'Nuevo'],
    ['Reacondicionado', 'Nuevo'],
  ])('%j -> %s', (input, expected) => {
    expect(parseCondition(input)).toBe(expected);
  });
});

describe('rowToProduct', () => {
  it('maps every column', () => {
    expect(rowToProduct(full, 0)).toEqual({
      id: '123',
      slug: 'bombas-hidraulicas/bomba-hidraulica-john-deere-123',
      name: 'Bomba Hidráulica John Deere',
      description: 'Bomba usada en buen estado',
      code: 'BH-55',
      brand: 'John Deere',
      appliesTo: '3530, 3350',
      price: '$ 1.234.567,50',
      numericPrice: 1234567.5,
      category: 'Bombas hidráulicas',
      condition: 'Usado',
      paymentOptions: '3',
      image: 'https://i.postimg.cc/abc/image.png',
      images: ['https://i.postimg.cc/abc/image.png', 'https://i.ibb.co/x/y.jpg'],
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it('applies the defaults to an empty row', () => {
    const p = rowToProduct({}, 4);
    expect(p).toMatchObject({
      id: '5',
      name: 'Sin título',
      category: 'General',
      condition: 'Usado',
      price: '',
      paymentOptions: '',
      image: null,
      images: [],
      videoUrl: null,
      slug: 'general/sin-titulo-5',
    });
    expect(p.numericPrice).toBeNaN();
  });

  it('accepts XLSX numbers for ID, Precio and Cheques', () => {
    const p = rowToProduct({ ID: 42, Titulo: 'Filtro', Precio: 1234567.5, Cheques: 6 }, 0);
    expect(p.id).toBe('42');
    expect(p.numericPrice).toBe(1234567.5);
    expect(p.price).toBe(formatPrice(1234567.5));
    expect(p.paymentOptions).toBe('6');
  });

  it('keeps price text as written and parses it', () => {
    expect(rowToProduct({ Precio: '  consultar ' }, 0)).toMatchObject({ price: 'consultar' });
    expect(rowToProduct({ Precio: '1.500' }, 0)).toMatchObject({ price: '1.500', numericPrice: 1500 });
    expect(rowToProduct({ Precio: 'abc' }, 0).numericPrice).toBeNaN();
    expect(rowToProduct({ Precio: ' $ 0 ' }, 0)).toMatchObject({ price: '$ 0', numericPrice: 0 });
    expect(rowToProduct({ Precio: 0 }, 0)).toMatchObject({ price: 'Consultar', numericPrice: 0 });
  });

  it('shows negative prices as Consultar', () => {
    for (const Precio of ['-500', -500, '$ -1.000']) {
      const p = rowToProduct({ Precio }, 0);
      expect(p.price).toBe('Consultar');
      expect(p.numericPrice).toBeNaN();
    }
  });

  it('always gives a valid slug whose id part is idKey(id)', () => {
    const cell = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(fc.record({ ID: cell, Titulo: cell, Categoria: cell, Precio: cell, Cheques: cell }), fc.nat(20000), (r, index) => {
        const p = rowToProduct(r, index);
        expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(idKey(p.id)).not.toBe('');
        expect(idFromSlug(p.slug)).toBe(idKey(p.id));
      }),
    );
  });

  it('falls back to the row position for missing or unusable IDs', () => {
    expect(rowToProduct({ ID: '  ', Titulo: 'x' }, 9).id).toBe('10');
    expect(rowToProduct({ ID: '¿?', Titulo: 'x' }, 9).id).toBe('10');
    expect(rowToProduct({ ID: 'A-12', Titulo: 'Filtro' }, 9)).toMatchObject({ id: 'A-12', slug: 'general/filtro-a12' });
  });
});

describe('productsFromRows', () => {
  it('returns products last row first', () => {
    const { products } = productsFromRows([row({ ID: '1', Titulo: 'Uno' }), row({ ID: '2', Titulo: 'Dos' }), row({ ID: '3', Titulo: 'Tres' })]);
    expect(products.map((p) => p.id)).toEqual(['3', '2', '1']);
  });

  it('drops untitled rows with an error', () => {
    const result = productsFromRows([
      row({ ID: '1', Titulo: '' }),
      row({ ID: '2', Titulo: 'Sin título' }),
      row({ ID: '3', Titulo: 'SIN TITULO' }),
      row({ ID: '4', Titulo: 'Bien' }),
    ]);
    expect(result.products.map((p) => p.id)).toEqual(['4']);
    expect(result.issues).toEqual([
      { row: 2, column: 'Titulo', severity: 'error', problem: 'Falta el título: la fila no se muestra en la tienda.' },
      { row: 3, column: 'Titulo', severity: 'error', problem: "El título es 'Sin título': la fila no se muestra en la tienda." },
      { row: 4, column: 'Titulo', severity: 'error', problem: "El título es 'SIN TITULO': la fila no se muestra en la tienda." },
    ]);
  });

  it('skips blank rows silently', () => {
    const result = productsFromRows([row({ ID: '1', Titulo: 'Uno' }), { ...HEADER_ONLY }, { ID: '  ', Titulo: null }, {}, row({ ID: '2', Titulo: 'Dos' })]);
    expect(result.products.map((p) => p.id)).toEqual(['2', '1']);
    expect(result.issues).toEqual([]);
  });

  it('uses the row position for a missing ID and warns', () => {
    const result = productsFromRows([row({ ID: '7', Titulo: 'Uno' }), row({ ID: '', Titulo: 'Dos' })]);
    expect(result.products.map((p) => p.id)).toEqual(['2', '7']);
    expect(result.issues).toEqual([
      {
        row: 3,
        column: 'ID',
        severity: 'warning',
        problem: 'Falta el ID: se usa 2 (la posición de la fila) como ID. Si se agregan o borran filas más arriba, el enlace del producto cambia.',
      },
    ]);
  });

  it('keeps the last of duplicate IDs and reports the earlier rows', () => {
    const result = productsFromRows([
      row({ ID: '10', Titulo: 'Viejo' }),
      row({ ID: '11', Titulo: 'Otro' }),
      row({ ID: '10', Titulo: 'Medio' }),
      row({ ID: '10', Titulo: 'Nuevo' }),
    ]);
    expect(result.products.map((p) => p.name)).toEqual(['Nuevo', 'Otro']);
    expect(result.issues).toEqual([
      {
        row: 2,
        column: 'ID',
        severity: 'error',
        problem: "El ID '10' está repetido en la fila 5: se muestra solo la fila 5 (la de más abajo) y esta fila no se muestra en la tienda.",
      },
      {
        row: 4,
        column: 'ID',
        severity: 'error',
        problem: "El ID '10' está repetido en la fila 5: se muestra solo la fila 5 (la de más abajo) y esta fila no se muestra en la tienda.",
      },
    ]);
  });

  it('treats IDs with the same link key as duplicates', () => {
    const result = productsFromRows([row({ ID: 'A-12', Titulo: 'Uno' }), row({ ID: 'a12', Titulo: 'Dos' })]);
    expect(result.products.map((p) => p.name)).toEqual(['Dos']);
    expect(result.issues[0].problem).toContain("coincide con el ID 'a12' de la fila 3");
  });

  it('explains a fallback ID that clashes with a real one', () => {
    const result = productsFromRows([row({ ID: '', Titulo: 'Sin ID' }), row({ ID: '1', Titulo: 'Con ID' })]);
    expect(result.products.map((p) => p.name)).toEqual(['Con ID']);
    expect(result.issues).toEqual([
      expect.objectContaining({ row: 2, column: 'ID', severity: 'error', problem: expect.stringContaining("no tiene un ID válido y se le asignó '1'") }),
    ]);
  });

  it('warns about price problems', () => {
    expect(issuesOf([row({ ID: '1', Titulo: 'a', Precio: 'Consultar' })])).toEqual([]);
    expect(issuesOf([row({ ID: '1', Titulo: 'a', Precio: '' })])).toEqual([]);
    expect(issuesOf([row({ ID: '1', Titulo: 'a', Precio: '$ 1.500,50' })])).toEqual([]);
    for (const Precio of ['abc', '-500', -3, '1500.50']) {
      expect(issuesOf([row({ ID: '1', Titulo: 'a', Precio })])).toEqual([{ row: 2, column: 'Precio', severity: 'warning' }]);
    }
    const [dots] = productsFromRows([row({ ID: '1', Titulo: 'a', Precio: '1500.50' })]).issues;
    expect(dots.problem).toContain(`se leyó como ${formatPrice(150050)}`);
    const [bad] = productsFromRows([row({ ID: '1', Titulo: 'a', Precio: 'abc' })]).issues;
    expect(bad.problem).toBe(
      "El precio 'abc' no es un número válido: se muestra 'Consultar'. Escribí el precio como 1.234.567,50 (pesos), U$S 18.500 (dólares) o la palabra Consultar.",
    );
  });

  it('reads dollar prices and shows them in dollars, with no peso number until a rate exists', () => {
    const { products, issues } = productsFromRows([
      row({ ID: '1', Titulo: 'a', Precio: 'U$S 18.500' }),
      row({ ID: '2', Titulo: 'b', Precio: '2300', Moneda: 'USD' }),
      row({ ID: '3', Titulo: 'c', Precio: 950.5, Moneda: 'dólares' }),
      row({ ID: '4', Titulo: 'd', Precio: '1.500', Moneda: 'ARS' }),
    ]);
    expect(issues).toEqual([]);
    const byId = [...products].sort((a, b) => Number(a.id) - Number(b.id));
    expect(byId.map((p) => [p.price, formatPrice(p.price)])).toEqual([
      ['U$S 18.500', 'U$S 18.500'],
      ['U$S 2.300', 'U$S 2.300'],
      ['U$S 950,50', 'U$S 950,50'],
      ['1.500', formatPrice(1500)],
    ]);
    expect(byId.map((p) => p.numericPrice)).toEqual([NaN, NaN, NaN, 1500]);
  });

  it('names every price text holding a number that it cannot read, never a silent Consultar', () => {
    const texts = ['U$D 12,5OO', 'dos mil', 'U$S 100 / $ 120.000', 'USD 2,300', '$ 1.500,-', '1,500', 'U$S 18.500', '$ 1.500', 'Consultar'];
    const { products, issues } = productsFromRows(texts.map((Precio, i) => row({ ID: String(i + 1), Titulo: 't', Precio })));
    for (const product of products) {
      const i = Number(product.id) - 1;
      const reported = issues.some((issue) => issue.row === i + 2 && issue.column === 'Precio');
      const shown = formatPrice(product.price) !== 'Consultar';
      if (/\d/.test(texts[i])) expect(shown || reported, texts[i]).toBe(true);
    }
    expect(issues.find((issue) => issue.row === 4)?.problem).toContain('dos monedas');
    expect(issues.find((issue) => issue.row === 7)?.problem).toContain('se leyó como');
  });

  it('reports a Moneda it does not know and reads the price as written', () => {
    const { products, issues } = productsFromRows([row({ ID: '1', Titulo: 'a', Precio: '1.500', Moneda: 'euros' })]);
    expect(issues).toEqual([
      expect.objectContaining({ column: 'Moneda', problem: "La moneda 'euros' no es ARS ni USD: el precio se leyó como está escrito." }),
    ]);
    expect(products[0].numericPrice).toBe(1500);
  });

  it('warns about Estado values other than Nuevo/Usado', () => {
    expect(issuesOf([row({ ID: '1', Titulo: 'a', Estado: 'usado' })])).toEqual([]);
    const { issues, products } = productsFromRows([row({ ID: '1', Titulo: 'a', Estado: 'Usada' }), row({ ID: '2', Titulo: 'b', Estado: '' })]);
    expect(products.map((p) => p.condition)).toEqual(['Usado', 'Nuevo']);
    expect(issues.map((i) => i.problem)).toEqual([
      "El estado 'Usada' no es 'Nuevo' ni 'Usado': se tomó como 'Nuevo'.",
      "Falta el estado: se tomó como 'Usado'.",
    ]);
  });

  it('warns about Cheques that are not non-negative integers', () => {
    for (const Cheques of ['3', 3, '0', '', ' 2 ']) expect(issuesOf([row({ ID: '1', Titulo: 'a', Cheques })])).toEqual([]);
    for (const Cheques of ['tres', '2.5', -1, 1.5]) {
      expect(issuesOf([row({ ID: '1', Titulo: 'a', Cheques })])).toEqual([{ row: 2, column: 'Cheques', severity: 'warning' }]);
    }
  });

  it('warns about categories outside the catalogue pages, with a hint', () => {
    const { issues } = productsFromRows([
      row({ ID: '1', Titulo: 'a', Categoria: 'neumaticos' }),
      row({ ID: '2', Titulo: 'b', Categoria: 'Lubricantes' }),
      row({ ID: '3', Titulo: 'c', Categoria: '' }),
    ]);
    expect(issues.map((i) => [i.row, i.column])).toEqual([
      [2, 'Categoria'],
      [3, 'Categoria'],
      [4, 'Categoria'],
    ]);
    expect(issues[0].problem).toContain("¿Quiso decir 'Neumáticos'?");
    expect(issues[1].problem).not.toContain('Quiso decir');
    expect(issues[2].problem).toContain("se usa 'General'");
  });

  it('warns about dropped and surplus images', () => {
    const many = Array.from({ length: 22 }, (_, i) => `https://a.com/${i}.jpg`).join(' ');
    const { issues, products } = productsFromRows([row({ ID: '1', Titulo: 'a', 'URL Imagenes': `foto.jpg ${many} ftp://x/y.png` })]);
    expect(products[0].images).toHaveLength(20);
    expect(issues.map((i) => i.problem)).toEqual([
      "Se descartaron enlaces de imagen que no son direcciones web válidas (deben empezar con https://): 'foto.jpg', 'ftp://x/y.png'.",
      'Hay 22 imágenes: solo se muestran las primeras 20.',
    ]);
  });

  it('warns about video links that are not YouTube', () => {
    const { issues, products } = productsFromRows([row({ ID: '1', Titulo: 'a', 'URL Video': 'https://vimeo.com/1' })]);
    expect(products[0].videoUrl).toBeNull();
    expect(issues).toEqual([
      {
        row: 2,
        column: 'URL Video',
        severity: 'warning',
        problem: "El enlace de video 'https://vimeo.com/1' no es un enlace de YouTube válido: el video no se muestra.",
      },
    ]);
  });

  it('reports only the error for rows left out', () => {
    expect(issuesOf([row({ ID: '', Titulo: '', Precio: 'abc', Estado: 'x' })])).toEqual([{ row: 2, column: 'Titulo', severity: 'error' }]);
  });

  it('reads near-miss headers and reports missing columns on row 1', () => {
    const { products, issues } = productsFromRows([{ ID: '1', Título: 'Bomba', descripcion: 'x', Precio: '100', Categoria: 'Motores', Estado: 'Nuevo' }]);
    expect(products[0]).toMatchObject({ name: 'Bomba', description: 'x' });
    expect(issues.filter((i) => i.row === 1).map((i) => i.column)).toEqual([
      'Título',
      'descripcion',
      'Codigo',
      'Marca',
      'Aplica para',
      'Cheques',
      'URL Imagenes',
      'URL Video',
    ]);
    expect(issues[0].problem).toBe("La columna 'Título' se leyó como 'Titulo'. Conviene escribir el encabezado exactamente 'Titulo'.");
  });

  it('lists the issues of a row in column order', () => {
    const bad = row({ ID: '', Titulo: 'a', Precio: 'abc', Categoria: '', Estado: 'x', Cheques: 'y', 'URL Imagenes': 'z', 'URL Video': 'v' });
    expect(issuesOf([bad]).map((i) => i.column)).toEqual(['ID', 'Precio', 'Categoria', 'Estado', 'Cheques', 'URL Imagenes', 'URL Video']);
  });

  it('returns nothing for no rows', () => {
    expect(productsFromRows([])).toEqual({ products: [], issues: [] });
  });

  it('turns 12,000 rows into 12,000 products (speed is measured by npm run bench, not here)', () => {
    const rows: SheetRow[] = Array.from({ length: 12_000 }, (_, i) =>
      row({
        ID: i % 3 === 0 ? i : `R-${i}`,
        Titulo: `Repuesto ${i} para tractor`,
        Precio: i % 5 === 0 ? 'Consultar' : `$ ${i}.500,50`,
        Categoria: i % 4 ? 'Motores' : 'Tractores',
        Estado: i % 2 ? 'Nuevo' : 'Usado',
      }),
    );
    const { products } = productsFromRows(rows);
    expect(products).toHaveLength(12_000);
    expect(products[0]!.name).toBe('Repuesto 11999 para tractor');
  });
});

describe('rowsFromResponse', () => {
  it('accepts arrays of row objects and drops other entries', () => {
    expect(rowsFromResponse([{ ID: '1' }, null, 'x', [1], { Titulo: 'a' }])).toEqual([{ ID: '1' }, { Titulo: 'a' }]);
  });

  it('throws for anything that is not an array', () => {
    for (const data of [null, undefined, {}, 'rows', { data: [] }]) {
      expect(() => rowsFromResponse(data)).toThrow('no es un arreglo');
    }
  });
});

describe('hostile cells', () => {
  it('cleans NUL, lone surrogates and bidi controls from every column and reports each cell', () => {
    const { products, issues } = productsFromRows([
      row({
        ID: 'A\u00001',
        Titulo: 'Bomba\u202E \uD800de agua',
        Descripción: 'línea uno\r\nlínea\u0000 dos\tcon tab',
        Codigo: 'X\u0007Y',
        Marca: 'Deere\u2066',
        'Aplica para': '3530\u0000',
      }),
    ]);
    expect(products).toHaveLength(1);
    const product = products[0]!;
    expect(product.id).toBe('A1');
    expect(product.name).toBe('Bomba \uFFFDde agua');
    expect(product.description).toBe('línea uno\nlínea dos\tcon tab');
    expect(product.code).toBe('XY');
    expect(product.brand).toBe('Deere');
    expect(product.appliesTo).toBe('3530');
    const cleaned = issues.filter((issue) => issue.problem.startsWith('Se quitaron caracteres')).map((issue) => issue.column);
    expect(cleaned).toEqual(['ID', 'Titulo', 'Descripción', 'Codigo', 'Marca', 'Aplica para']);
    expect(issues.every((issue) => issue.severity === 'warning' && issue.row === 2)).toBe(true);
  });

  it('cuts each column to its bound and says so in the row report', () => {
    const big = 'x'.repeat(100_000);
    const { products, issues } = productsFromRows([row({ ID: big, Titulo: `Bomba ${big}`, Descripción: big, Codigo: big, Marca: big, 'Aplica para': big })]);
    const product = products[0]!;
    expect(product.id.length).toBe(64);
    expect(product.name.length).toBe(200);
    expect(product.description.length).toBe(5_000);
    expect(product.code.length).toBe(100);
    expect(product.brand.length).toBe(100);
    expect(product.appliesTo.length).toBe(500);
    const cut = issues.filter((issue) => issue.problem.includes('se tomaron los primeros')).map((issue) => issue.column);
    expect(cut).toEqual(['ID', 'Titulo', 'Descripción', 'Codigo', 'Marca', 'Aplica para']);
    expect(issues.find((issue) => issue.column === 'Titulo')!.problem).toBe('El texto tiene 100.006 caracteres: se tomaron los primeros 200.');
  });
});
