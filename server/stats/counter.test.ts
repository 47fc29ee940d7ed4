// The summary's counter: a normal shutdown writes what is pending (no count lost), a failed write
// keeps the counts for the next one, each write keeps the day's totals beside the rows, and a late
// write of a past day's views drops that day's one-row copy so it is made again with them.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { dailyCounts, dailyCountTotals, viewDays } from '../db/schema';
import { EventCounter } from './counter';
import { productViews } from './view-days';

const NOON = Date.parse('2026-05-10T15:00:00Z'); // 2026-05-10 in Paraná
const YESTERDAY = Date.parse('2026-05-09T15:00:00Z');

describe('EventCounter', () => {
  let t: TestDatabase;
  const quiet = () => ({ error: vi.fn(), warn: vi.fn(), log: vi.fn() });

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.db.delete(dailyCounts);
    await t.db.delete(dailyCountTotals);
    await t.db.delete(viewDays);
  });

  it('al detenerse guarda lo pendiente: un apagado normal no pierde ningún conteo', async () => {
    const counter = new EventCounter({ db: async () => t.db, logger: quiet() });
    const worker = counter.start({ intervalMs: 60_000 });
    for (let i = 0; i < 5; i++) counter.record('vista', '10', NOON);
    counter.record('chat', '', NOON);
    await worker.stop();
    const rows = await t.db.select().from(dailyCounts);
    expect(rows.map((r) => [r.tipo, r.productId, r.veces]).sort()).toEqual([
      ['chat', '', 1],
      ['vista', '10', 5],
    ]);
    expect(counter.pendingRows()).toEqual([]);
  });

  it('si la base falla, los conteos esperan y los totales del día quedan iguales a la suma de las filas', async () => {
    let down = true;
    const logger = quiet();
    const counter = new EventCounter({ db: async () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : t.db), logger });
    counter.record('vista', '10', NOON);
    counter.record('vista', '11', NOON);
    expect((await counter.flush()).error).toContain('ECONNREFUSED');
    counter.record('vista', '10', NOON);
    down = false;
    expect((await counter.flush()).error).toBeNull();
    const [total] = await t.db.select().from(dailyCountTotals);
    expect(total).toMatchObject({ dia: '2026-05-10', tipo: 'vista', veces: 3 });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('una escritura tardía de un día pasado rehace su fila de vistas con lo nuevo', async () => {
    const counter = new EventCounter({ db: async () => t.db, logger: quiet() });
    counter.record('vista', '10', YESTERDAY);
    await counter.flush();
    const span = { from: '2026-05-09', to: '2026-05-10' };
    expect((await productViews(t.db, span, '2026-05-10')).get('10')).toBe(1);
    expect(await t.db.select().from(viewDays)).toHaveLength(1);
    // Yesterday's counts that arrive after its row was made (a flush just after midnight).
    counter.record('vista', '10', YESTERDAY);
    counter.record('vista', '12', YESTERDAY);
    await counter.flush();
    const views = await productViews(t.db, span, '2026-05-10');
    expect([views.get('10'), views.get('12')]).toEqual([2, 1]);
  });
});
