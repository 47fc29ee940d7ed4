import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsFromRows } from '#domain/product';
import { CatalogSourceError } from './errors';
import { clearGoogleTokenCache, SHARE_HINT } from './google';
import { describeSource, parseSource, readCatalogSource, readCatalogTable } from './sources';
import {
  catalogCsv,
  HEADER,
  makeServiceAccountKeys,
  makeTempDir,
  productRow,
  serviceAccountJson,
  startGoogleStandIn,
  startServer,
  toCsv,
  xlsxBytes,
  type GoogleStandIn,
  type TestServer,
} from '../../tests/support/catalog';

const OPTIONS = { googleSheetsApiUrl: 'http://127.0.0.1:9' };

/** The CatalogSourceError a promise rejects with (fails the test if it resolves). */
async function sourceError(promise: Promise<unknown>): Promise<CatalogSourceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CatalogSourceError);
  return error as CatalogSourceError;
}

let temp: ReturnType<typeof makeTempDir>;
beforeAll(() => {
  temp = makeTempDir();
});
afterAll(() => temp.cleanup());

const file = (name: string, content: string | Uint8Array) => {
  const p = path.join(temp.dir, name);
  writeFileSync(p, content);
  return p;
};

describe('parseSource / describeSource', () => {
  it('recognises the three kinds of source and hides URL queries', () => {
    expect(parseSource('google-sheets:1AbC_d-9#Hoja 2')).toEqual({ kind: 'google-sheets', spreadsheetId: '1AbC_d-9', sheetName: 'Hoja 2' });
    expect(parseSource('https://docs.google.com/spreadsheets/d/e/X/pub?output=csv#gid=0')).toEqual({
      kind: 'url',
      url: 'https://docs.google.com/spreadsheets/d/e/X/pub?output=csv',
      sheetName: undefined,
    });
    expect(parseSource('/srv/data/catalogo.xlsx#Precios')).toEqual({ kind: 'file', path: '/srv/data/catalogo.xlsx', sheetName: 'Precios' });
    expect(parseSource('./data/catalogo.csv')).toEqual({ kind: 'file', path: './data/catalogo.csv' });
    expect(describeSource('https://host.example/export?format=csv&key=SECRET')).toBe('host.example/export');
    expect(describeSource('/srv/private/dir/catalogo.csv')).toBe('catalogo.csv');
    expect(describeSource('google-sheets:abc123')).toBe('google-sheets:abc123');
  });

  it('rejects unsupported protocols and bad sheet ids', async () => {
    expect((await sourceError(readCatalogSource('ftp://host/x.csv', OPTIONS))).code).toBe('unsupported-source');
    expect((await sourceError(readCatalogSource('google-sheets:', OPTIONS))).code).toBe('unsupported-source');
  });
});

describe('CSV files', () => {
  it('maps tolerant headers to the spec names and keeps cells as text', async () => {
    const header = [
      'id',
      ' Título ',
      'Descripcion',
      'CODIGO',
      'marca',
      'Aplica Para',
      'precio',
      'Categoría',
      'estado',
      'Cheques',
      'URL Imágenes',
      'url video',
      'Notas',
    ];
    const csv =
      '\uFEFF' +
      toCsv([
        header,
        [
          '7',
          'Bomba hidráulica',
          'Con "sello", nueva\ny probada',
          'BH-1',
          'Bosch',
          'JD 6110',
          '$ 1.234,50',
          'Bombas hidráulicas',
          'Nuevo',
          '3',
          'https://i.ibb.co/a.jpg',
          '',
          'interna',
        ],
      ]);
    const rows = await readCatalogSource(file('tolerant.csv', csv), OPTIONS);
    expect(rows).toEqual([
      {
        ID: '7',
        Titulo: 'Bomba hidráulica',
        Descripción: 'Con "sello", nueva\ny probada',
        Codigo: 'BH-1',
        Marca: 'Bosch',
        'Aplica para': 'JD 6110',
        Precio: '$ 1.234,50',
        Categoria: 'Bombas hidráulicas',
        Estado: 'Nuevo',
        Cheques: '3',
        'URL Imagenes': 'https://i.ibb.co/a.jpg',
        'URL Video': '',
        Notas: 'interna',
      },
    ]);
  });

  it('reads Excel-style CSV: semicolons and Windows-1252, short rows, trailing empty rows dropped', async () => {
    const text = toCsv(
      [
        ['ID', 'Titulo', 'Precio', 'Categoria', 'Marca'],
        ['1', 'Rodamiento ñandú', '$ 500', 'Rodamientos', 'SKF'],
        ['2', 'Correa'],
        [';;;;'],
        ['', '', '', '', ''],
      ],
      ';',
    )
      .replace('"', '')
      .replace('"', '');
    const rows = await readCatalogSource(file('excel.csv', Buffer.from(text, 'latin1')), OPTIONS);
    expect(rows[0]).toMatchObject({ ID: '1', Titulo: 'Rodamiento ñandú', Precio: '$ 500', Marca: 'SKF' });
    expect(rows[1]).toMatchObject({ ID: '2', Titulo: 'Correa' });
    expect(rows).toHaveLength(2);
  });

  it('feeds productsFromRows with sheet row numbers intact', async () => {
    const rows = await readCatalogSource(file('ok.csv', catalogCsv(5)), OPTIONS);
    const { products } = productsFromRows(rows);
    expect(products.map((p) => p.id)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
    expect(products[4].numericPrice).toBe(1000);
  });

  it('names the missing required columns and reports them on row 1', async () => {
    const error = await sourceError(
      readCatalogSource(
        file(
          'missing.csv',
          toCsv([
            ['ID', 'Titulo', 'Marca'],
            ['1', 'x', 'y'],
          ]),
        ),
        OPTIONS,
      ),
    );
    expect(error.code).toBe('missing-columns');
    expect(error.message).toContain('Precio, Categoria');
    expect(error.message).toContain('missing.csv');
    expect(error.issues.map((i) => [i.row, i.column, i.severity])).toEqual([
      [1, 'Precio', 'error'],
      [1, 'Categoria', 'error'],
    ]);
  });

  it('reports a repeated header as a warning and keeps the first column', async () => {
    const table = await readCatalogTable(
      file(
        'dup.csv',
        toCsv([
          [...HEADER, 'Marca'],
          [...productRow(1), 'Otra'],
        ]),
      ),
      OPTIONS,
    );
    expect(table.rows[0].Marca).toBe('Case');
    expect(table.issues).toHaveLength(1);
    expect(table.issues[0]).toMatchObject({ row: 1, column: 'Marca', severity: 'warning' });
  });

  it('explains a missing file by its name only, and an empty file', async () => {
    const error = await sourceError(readCatalogSource(path.join(temp.dir, 'secreto', 'no-existe.csv'), OPTIONS));
    expect(error.code).toBe('file-missing');
    expect(error.message).toContain('no-existe.csv');
    expect(error.message).not.toContain(temp.dir);
    expect((await sourceError(readCatalogSource(file('empty.csv', ''), OPTIONS))).code).toBe('missing-columns');
  });
});

describe('XLSX files', () => {
  it('reads the first sheet, flattening rich text, hyperlinks, formulas and errors; numbers stay numbers', async () => {
    const bytes = await xlsxBytes({
      Catalogo: [
        ['ID', 'Título', 'Descripcion', 'Precio', 'Categoria', 'URL Imagenes', 'Estado', 'Cheques'],
        [
          101,
          { richText: [{ text: 'Motor ' }, { text: 'Deutz', font: { bold: true } }] },
          { text: 'ver ficha', hyperlink: 'https://example.com/ficha' },
          1234.5,
          'Motores',
          { text: 'foto', hyperlink: 'https://i.ibb.co/x.jpg' },
          { formula: 'IF(1,"Usado","Nuevo")', result: 'Usado' },
          { formula: '1/0', result: { error: '#DIV/0!' } },
        ],
        [null, null, null, null, null, null, null, null],
      ],
      Otra: [['nada']],
    });
    const rows = await readCatalogSource(file('cat.xlsx', bytes), OPTIONS);
    expect(rows).toEqual([
      {
        ID: 101,
        Titulo: 'Motor Deutz',
        Descripción: 'ver ficha',
        Precio: 1234.5,
        Categoria: 'Motores',
        'URL Imagenes': 'https://i.ibb.co/x.jpg',
        Estado: 'Usado',
        Cheques: '',
      },
    ]);
    const { products } = productsFromRows(rows);
    expect(products[0]).toMatchObject({ id: '101', name: 'Motor Deutz', numericPrice: 1234.5, condition: 'Usado' });
  });

  it('reads a named sheet and lists the sheets when the name is wrong', async () => {
    const bytes = await xlsxBytes({ Portada: [['hola']], 'Lista de precios': [HEADER, productRow(1)] });
    const p = file('dos-hojas.xlsx', bytes);
    expect(await readCatalogSource(`${p}#lista de PRECIOS`, OPTIONS)).toHaveLength(1);
    const error = await sourceError(readCatalogSource(`${p}#Stock`, OPTIONS));
    expect(error.code).toBe('sheet-not-found');
    expect(error.message).toContain('"Portada", "Lista de precios"');
    // without a name the first sheet is read, which lacks the columns
    expect((await sourceError(readCatalogSource(p, OPTIONS))).code).toBe('missing-columns');
  });

  it('rejects a file that only pretends to be XLSX', async () => {
    expect((await sourceError(readCatalogSource(file('falso.xlsx', 'ID,Titulo\n1,x\n'), OPTIONS))).code).toBe('not-a-spreadsheet');
    expect((await sourceError(readCatalogSource(file('roto.xlsx', Buffer.from('PK\u0003\u0004 basura')), OPTIONS))).code).toBe('not-a-spreadsheet');
  });
});

describe('http(s) exports', () => {
  let server: TestServer;
  let xlsx: Buffer;
  const csv = catalogCsv(3);
  beforeAll(async () => {
    xlsx = await xlsxBytes({ Hoja1: [HEADER, productRow(1), productRow(2)] });
    server = await startServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      switch (url.pathname) {
        case '/pub':
          res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(csv);
          return;
        case '/export.xlsx':
          res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }).end(xlsx);
          return;
        case '/download':
          res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(xlsx);
          return;
        case '/redirect':
          res.writeHead(307, { location: '/pub' }).end();
          return;
        case '/broken':
          res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
          return;
        case '/login':
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!DOCTYPE html><html><body>Iniciar sesión</body></html>');
          return;
        case '/slow':
          setTimeout(() => res.writeHead(200, { 'content-type': 'text/csv' }).end(csv), 2_000);
          return;
        default:
          res.writeHead(404).end();
      }
    });
  });
  afterAll(() => server.close());

  it('reads CSV by content-type and follows redirects', async () => {
    expect(await readCatalogSource(`${server.url}/pub?output=csv`, OPTIONS)).toHaveLength(3);
    expect(await readCatalogSource(`${server.url}/redirect`, OPTIONS)).toHaveLength(3);
  });

  it('reads XLSX by content-type and by the PK magic bytes', async () => {
    expect((await readCatalogSource(`${server.url}/export.xlsx`, OPTIONS))[1]).toMatchObject({ ID: 'P2', Titulo: 'Producto 2' });
    expect(await readCatalogSource(`${server.url}/download?format=xlsx`, OPTIONS)).toHaveLength(2);
  });

  it('reports the HTTP status without the query string', async () => {
    const error = await sourceError(readCatalogSource(`${server.url}/broken?key=SECRETO`, OPTIONS));
    expect(error.code).toBe('http-status');
    expect(error.message).toContain('HTTP 500');
    expect(error.message).toContain('/broken');
    expect(error.message).not.toContain('SECRETO');
    expect((await sourceError(readCatalogSource(`${server.url}/nada`, OPTIONS))).message).toContain('HTTP 404');
  });

  it('refuses an HTML page instead of a CSV', async () => {
    const error = await sourceError(readCatalogSource(`${server.url}/login`, OPTIONS));
    expect(error.code).toBe('not-a-spreadsheet');
    expect(error.message).toContain('HTML');
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    const error = await sourceError(readCatalogSource(`${server.url}/slow`, { ...OPTIONS, timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toContain('Tiempo de espera agotado');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('names a refused connection', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const error = await sourceError(readCatalogSource(`${closed.url}/x.csv`, OPTIONS));
    expect(error.code).toBe('network');
    expect(error.message).toContain('ECONNREFUSED');
  });
});

describe('Google Sheets API', () => {
  const keys = makeServiceAccountKeys();
  let google: GoogleStandIn;
  let json: string;
  const values = [
    ['ID', 'Título', 'Descripcion', 'Precio', 'Categoria', 'Estado'],
    ['1', 'Bomba', 'Hidráulica', '$ 10.000', 'Bombas hidráulicas', 'Nuevo'],
    ['2', 'Radiador'], // Google leaves out trailing empty cells
  ];
  beforeAll(async () => {
    google = await startGoogleStandIn(keys, { 'ok-sheet': values });
    json = serviceAccountJson(keys, google.tokenUri);
  });
  afterAll(() => google.close());
  beforeEach(() => {
    clearGoogleTokenCache();
    google.tokenRequests = 0;
    google.valueRequests.length = 0;
    google.revoked.clear();
  });
  const opts = () => ({ googleServiceAccountJson: json, googleSheetsApiUrl: google.url });

  it('signs an RS256 JWT, gets a token, reads the values and caches the token', async () => {
    const rows = await readCatalogSource('google-sheets:ok-sheet', opts());
    expect(rows).toEqual([
      { ID: '1', Titulo: 'Bomba', Descripción: 'Hidráulica', Precio: '$ 10.000', Categoria: 'Bombas hidráulicas', Estado: 'Nuevo' },
      { ID: '2', Titulo: 'Radiador', Descripción: '', Precio: '', Categoria: '', Estado: '' },
    ]);
    await readCatalogSource('google-sheets:ok-sheet#Hoja 1', opts());
    expect(google.tokenRequests).toBe(1);
    expect(google.valueRequests).toEqual([
      { spreadsheetId: 'ok-sheet', range: 'A:ZZ' },
      { spreadsheetId: 'ok-sheet', range: "'Hoja 1'" },
    ]);
  });

  it('renews a token the API no longer accepts', async () => {
    await readCatalogSource('google-sheets:ok-sheet', opts());
    google.revokeIssued(); // the cached token is now refused with 401
    expect(await readCatalogSource('google-sheets:ok-sheet', opts())).toHaveLength(2);
    expect(google.tokenRequests).toBe(2);
  });

  it('403: tells the staff to share the sheet with the service account e-mail', async () => {
    const error = await sourceError(readCatalogSource('google-sheets:forbidden', opts()));
    expect(error.code).toBe('google-forbidden');
    expect(error.message).toContain('Asegúrate de haber compartido el Google Sheet con el email proporcionado.');
    expect(error.message).toContain(SHARE_HINT);
    expect(error.message).toContain(keys.clientEmail);
    expect(error.message).toContain('HTTP 403');
    expect(error.message).not.toContain('PRIVATE KEY');
  });

  it('404: names the sheet id', async () => {
    const error = await sourceError(readCatalogSource('google-sheets:no-such-sheet', opts()));
    expect(error.code).toBe('google-not-found');
    expect(error.message).toContain('no-such-sheet');
    expect(error.message).toContain('HTTP 404');
  });

  it('explains a missing, invalid or wrong service account without echoing the key', async () => {
    const base = { googleSheetsApiUrl: google.url };
    const missing = await sourceError(readCatalogSource('google-sheets:ok-sheet', base));
    expect(missing.code).toBe('google-credentials');
    expect(missing.message).toContain('GOOGLE_SERVICE_ACCOUNT_JSON');

    const broken = await sourceError(
      readCatalogSource('google-sheets:ok-sheet', { ...base, googleServiceAccountJson: '{"private_key": "-----BEGIN PRIVATE KEY-----\\nAAA' }),
    );
    expect(broken.code).toBe('google-credentials');
    expect(broken.message).not.toContain('BEGIN PRIVATE KEY');

    const incomplete = await sourceError(readCatalogSource('google-sheets:ok-sheet', { ...base, googleServiceAccountJson: '{"client_email": "a@b.c"}' }));
    expect(incomplete.message).toContain('private_key');

    const badKey = await sourceError(
      readCatalogSource('google-sheets:ok-sheet', {
        ...base,
        googleServiceAccountJson: JSON.stringify({ client_email: 'a@b.c', private_key: 'no es una clave', token_uri: google.tokenUri }),
      }),
    );
    expect(badKey.code).toBe('google-credentials');

    // A valid key that Google does not know: the token endpoint rejects the signature.
    const stranger = makeServiceAccountKeys(keys.clientEmail);
    const rejected = await sourceError(
      readCatalogSource('google-sheets:ok-sheet', { ...base, googleServiceAccountJson: serviceAccountJson(stranger, google.tokenUri) }),
    );
    expect(rejected.code).toBe('google-auth');
    expect(rejected.message).toContain('invalid_grant');
    expect(rejected.message).toContain(keys.clientEmail);
  });
});

describe('synonym table, from the same source as the products', () => {
  const SYN_HEAD = ['Término 1', 'Término 2', 'Término 3'];
  const synonymRows = [SYN_HEAD, ['Ruleman', 'Rodamiento', 'Rulemán'], ['Burro de arranque', 'Motor de arranque'], ['solo']];
  const expectedGroups = [
    ['Ruleman', 'Rodamiento', 'Rulemán'],
    ['Burro de arranque', 'Motor de arranque'],
  ];
  /** A fresh folder with a catalogue CSV and, optionally, other files. */
  const folder = (name: string, files: Record<string, string | Uint8Array> = {}) => {
    const dir = path.join(temp.dir, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'catalogo.csv'), catalogCsv(3));
    for (const [f, content] of Object.entries(files)) writeFileSync(path.join(dir, f), content);
    return path.join(dir, 'catalogo.csv');
  };

  describe('CSV file: the sibling sinonimos.csv', () => {
    it('reads it, reporting bad rows in the column sinonimos with the row of that table', async () => {
      const table = await readCatalogTable(folder('syn-csv', { 'sinonimos.csv': toCsv(synonymRows) }), OPTIONS);
      expect(table.rows).toHaveLength(3);
      expect(table.synonyms).toEqual(expectedGroups);
      expect(table.synonymIssues).toEqual([expect.objectContaining({ row: 4, column: 'sinonimos', severity: 'warning' })]);
      expect(table.issues).toEqual([]);
      expect(table.synonymsError).toBeUndefined();
    });

    it("finds 'Sinónimos.csv' too, and an Excel workbook saved with that name", async () => {
      expect((await readCatalogTable(folder('syn-accent', { 'Sinónimos.csv': toCsv(synonymRows) }), OPTIONS)).synonyms).toEqual(expectedGroups);
      const book = await xlsxBytes({ Hoja1: synonymRows as string[][] });
      expect((await readCatalogTable(folder('syn-zip', { 'sinonimos.csv': book }), OPTIONS)).synonyms).toEqual(expectedGroups);
    });

    it('no sibling file is normal: no synonyms, no warning', async () => {
      const table = await readCatalogTable(folder('syn-none', { 'otra-cosa.csv': toCsv(synonymRows) }), OPTIONS);
      expect(table).toMatchObject({ synonyms: [], synonymIssues: [] });
      expect(table.synonymsError).toBeUndefined();
    });

    it('a broken one leaves the products alone and says why', async () => {
      const oldXls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
      const table = await readCatalogTable(folder('syn-broken', { 'sinonimos.csv': oldXls }), OPTIONS);
      expect(table.rows).toHaveLength(3);
      expect(table.synonyms).toBeUndefined();
      expect(table.synonymsError).toContain('formato antiguo de Excel');
      expect(table.synonymsLabel).toBe('sinonimos.csv');
    });
  });

  describe('XLSX: the sinonimos worksheet of the same workbook', () => {
    it('reads the products from their sheet and the groups from the Sinónimos tab', async () => {
      const bytes = await xlsxBytes({ Productos: [HEADER, productRow(1), productRow(2)], Sinónimos: synonymRows });
      const table = await readCatalogTable(file('con-sinonimos.xlsx', bytes), OPTIONS);
      expect(table.rows.map((r) => r.ID)).toEqual(['P1', 'P2']);
      expect(table.synonyms).toEqual(expectedGroups);
      expect(table.synonymIssues.map((i) => [i.row, i.column])).toEqual([[4, 'sinonimos']]);
    });

    it('never takes the synonym tab as the products sheet, even when it comes first', async () => {
      const bytes = await xlsxBytes({ sinonimos: synonymRows, Productos: [HEADER, productRow(7)] });
      const p = file('sinonimos-primero.xlsx', bytes);
      const table = await readCatalogTable(p, OPTIONS);
      expect(table.rows.map((r) => r.ID)).toEqual(['P7']);
      expect(table.synonyms).toEqual(expectedGroups);
      // naming it as the products sheet is refused, and so is a workbook with nothing else
      expect((await sourceError(readCatalogTable(`${p}#Sinónimos`, OPTIONS))).code).toBe('sheet-not-found');
      const only = await sourceError(readCatalogTable(file('solo-sinonimos.xlsx', await xlsxBytes({ Sinonimos: synonymRows })), OPTIONS));
      expect(only.code).toBe('sheet-not-found');
      expect(only.message).toContain('falta la hoja de productos');
    });

    it('a workbook without that tab has no synonyms', async () => {
      const table = await readCatalogTable(file('sin-tab.xlsx', await xlsxBytes({ Productos: [HEADER, productRow(1)] })), OPTIONS);
      expect(table).toMatchObject({ synonyms: [], synonymIssues: [] });
    });
  });

  describe('http(s) exports', () => {
    let server: TestServer;
    beforeAll(async () => {
      const book = await xlsxBytes({ Productos: [HEADER, productRow(1)], sinonimos: synonymRows });
      server = await startServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        if (url.pathname === '/book') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(book);
        else if (url.pathname === '/pub' && url.searchParams.get('gid') === '7') res.writeHead(200, { 'content-type': 'text/csv' }).end(toCsv(synonymRows));
        else if (url.pathname === '/pub') res.writeHead(200, { 'content-type': 'text/csv' }).end(catalogCsv(2));
        else res.writeHead(404).end();
      });
    });
    afterAll(() => server.close());

    it('an XLSX export brings its sinonimos tab', async () => {
      expect((await readCatalogTable(`${server.url}/book`, OPTIONS)).synonyms).toEqual(expectedGroups);
    });

    it('a CSV export has none, unless CATALOG_SYNONYMS_SOURCE points at the synonym tab', async () => {
      expect((await readCatalogTable(`${server.url}/pub?output=csv`, OPTIONS)).synonyms).toEqual([]);
      const withSource = await readCatalogTable(`${server.url}/pub?output=csv`, { ...OPTIONS, synonymsSource: `${server.url}/pub?output=csv&gid=7` });
      expect(withSource.rows).toHaveLength(2);
      expect(withSource.synonyms).toEqual(expectedGroups);
      const missing = await readCatalogTable(`${server.url}/pub?output=csv`, { ...OPTIONS, synonymsSource: `${server.url}/nada?token=SECRETO` });
      expect(missing.rows).toHaveLength(2);
      expect(missing.synonyms).toBeUndefined();
      expect(missing.synonymsError).toContain('HTTP 404');
      expect(`${missing.synonymsError} ${missing.synonymsLabel}`).not.toContain('SECRETO');
    });
  });

  describe('Google Sheets API: the sinonimos tab, a second values request', () => {
    const keys = makeServiceAccountKeys();
    let google: GoogleStandIn;
    let json: string;
    const products = [HEADER, productRow(1), productRow(2)];
    beforeAll(async () => {
      google = await startGoogleStandIn(
        keys,
        { 'ok-plain': products },
        {
          'ok-tabs': { Productos: products, Sinónimos: synonymRows },
          'ok-first': { SINONIMOS: synonymRows, Productos: products },
          'ok-broken': { Productos: products, sinonimos: 'error' },
        },
      );
      json = serviceAccountJson(keys, google.tokenUri);
    });
    afterAll(() => google.close());
    beforeEach(() => {
      clearGoogleTokenCache();
      google.valueRequests.length = 0;
      google.metadataRequests.length = 0;
    });
    const opts = () => ({ googleServiceAccountJson: json, googleSheetsApiUrl: google.url });

    it('reads the tab by its real title, whatever its accents and case', async () => {
      const table = await readCatalogTable('google-sheets:ok-tabs', opts());
      expect(table.rows.map((r) => r.ID)).toEqual(['P1', 'P2']);
      expect(table.synonyms).toEqual(expectedGroups);
      expect(table.synonymIssues.map((i) => i.row)).toEqual([4]);
      expect(google.metadataRequests).toEqual(['ok-tabs']);
      expect(google.valueRequests).toEqual([
        { spreadsheetId: 'ok-tabs', range: 'A:ZZ' },
        { spreadsheetId: 'ok-tabs', range: "'Sinónimos'" },
      ]);
    });

    it('a spreadsheet without that tab has no synonyms and no second values request', async () => {
      const table = await readCatalogTable('google-sheets:ok-plain', opts());
      expect(table).toMatchObject({ synonyms: [], synonymIssues: [] });
      expect(google.valueRequests).toHaveLength(1);
    });

    it('a tab that fails to read leaves the products alone', async () => {
      const table = await readCatalogTable('google-sheets:ok-broken', opts());
      expect(table.rows).toHaveLength(2);
      expect(table.synonyms).toBeUndefined();
      expect(table.synonymsError).toContain('HTTP 500');
    });

    it('never takes a first synonym tab for the products', async () => {
      const error = await sourceError(readCatalogTable('google-sheets:ok-first', opts()));
      expect(error.code).toBe('sheet-not-found');
      expect(error.message).toContain('tabla de sinónimos');
      expect(await readCatalogSource('google-sheets:ok-first#Productos', opts())).toHaveLength(2);
      expect((await sourceError(readCatalogTable('google-sheets:ok-tabs#sinonimos', opts()))).code).toBe('sheet-not-found');
    });
  });
});
