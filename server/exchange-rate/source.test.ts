// The owner's rate source against a stand-in HTTP server on loopback, through the service that
// stores each reading: a good answer becomes the rate, HTML, a hang and a 10x jump are kept out
// and leave the previous rate in use, with the reason for the staff.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { exchangeRates } from '../db/schema';
import { ExchangeRates } from './service';
import { currentRate, pendingRefusal } from './store';

type Answer = { type: string; body: string } | 'hang';
let answer: Answer = { type: 'application/json', body: '{}' };
let server: Server;
let url = '';

const bcra = (value: unknown, fecha = '2026-11-27') =>
  JSON.stringify({ status: 200, results: [{ fecha, detalle: [{ codigoMoneda: 'USD', tipoCotizacion: value }] }] });

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (answer === 'hang') return; // never answers: the reader must give up on its own
    res.writeHead(200, { 'Content-Type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Cotizaciones/USD`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe.each(ENGINES)('fuente de la cotización con %s', (engine) => {
  const t = suiteDatabase(engine);
  let changes = 0;
  let rates: ExchangeRates;
  const now = new Date('2026-11-27T15:00:00Z');

  beforeEach(async () => {
    await t.db.delete(exchangeRates);
    changes = 0;
    rates = new ExchangeRates({
      db: async () => t.db,
      source: { url, valuePath: 'results.0.detalle.0.tipoCotizacion', datePath: 'results.0.fecha', label: 'BCRA oficial', timeoutMs: 500 },
      refreshMs: 60_000,
      onChange: () => changes++,
    });
  });

  it('uses a good answer, with its day and label, and refreshes the catalogue', async () => {
    answer = { type: 'application/json; charset=utf-8', body: bcra(1150.5) };
    const reading = await rates.readSourceNow(now);
    expect(reading).toEqual({ ok: true, rate: { value: 1150.5, label: 'BCRA oficial', date: '2026-11-27' } });
    expect(await rates.forCatalog()).toEqual({ value: 1150.5, label: 'BCRA oficial', date: '2026-11-27' });
    expect(changes).toBe(1);
  });

  it.each([
    ['an HTML page', { type: 'text/html', body: '<html><body>Mantenimiento</body></html>' }, /no respondió JSON/],
    ['text where the number goes', { type: 'application/json', body: bcra('mil ciento cincuenta') }, /valor válido/],
    ['zero', { type: 'application/json', body: bcra(0) }, /mayor que cero/],
    ['1e9', { type: 'application/json', body: bcra(1e9) }, /no es creíble/],
    ['a jump of 10x', { type: 'application/json', body: bcra(11_600) }, /más de 10 veces/],
    ['broken JSON', { type: 'application/json', body: '{"results": [' }, /no es JSON válido/],
    ['no answer at all', 'hang' as const, /no respondió en/],
  ])('keeps out %s and keeps the previous rate', async (_name, bad, problem) => {
    answer = { type: 'application/json', body: bcra(1150) };
    await rates.readSourceNow(now);
    answer = bad;
    const reading = await rates.readSourceNow(new Date(now.getTime() + 60_000));
    expect(reading?.ok).toBe(false);
    if (reading && !reading.ok) expect(reading.problem).toMatch(problem);
    const db = t.db;
    const current = await currentRate(db);
    expect(current?.value).toBe(1150);
    expect((await pendingRefusal(db, current))?.problem).toMatch(problem);
    expect(changes).toBe(1);
  });
});
