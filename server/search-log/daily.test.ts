// The summary's daily search counts: every search with a term counted per shop day and text, the
// bounds (in memory and per day in the table) that send the long tail to 'otras' without losing a
// count, and the write on both engines.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { outcome, typo } from '../../tests/support/search';
import { dailySearches, busquedasSinResultado } from '../db/schema';
import { DailySearchBuffer, OTHER_SEARCHES, pruneDailySearches, upsertDailySearches } from './daily';
import { SearchLog } from './log';

// 2026-05-10 12:00 in Paraná; 02:00 UTC on the 11th is still the 10th there.
const NOON = Date.parse('2026-05-10T15:00:00Z');
const LATE = Date.parse('2026-05-11T02:00:00Z');
const NEXT = Date.parse('2026-05-11T04:00:00Z');

describe('DailySearchBuffer', () => {
  it('cuenta toda búsqueda con texto por día de la tienda, y aparte las que no encontraron nada', () => {
    const buffer = new DailySearchBuffer();
    buffer.record(outcome('bomba'), NOON);
    buffer.record(outcome('bomba', { step: 'exact' }), LATE);
    buffer.record(typo('filtor', 'filtro'), NOON);
    buffer.record(outcome('bomba', { step: 'exact' }), NEXT);
    expect(buffer.record(outcome('')), 'sin texto').toBe(false);
    expect(buffer.record(outcome('juan@example.com')), 'un correo no se guarda').toBe(false);
    expect(buffer.take()).toEqual([
      { day: '2026-05-10', text: 'bomba', count: 2, noResult: 1, visitors: [] },
      { day: '2026-05-10', text: 'filtor', count: 1, noResult: 0, visitors: [] },
      { day: '2026-05-11', text: 'bomba', count: 1, noResult: 0, visitors: [] },
    ]);
    expect(buffer.size).toBe(0);
  });

  it('lleno, suma lo que sigue a «otras» del día: no se pierde ninguna búsqueda', () => {
    const buffer = new DailySearchBuffer(2);
    for (const text of ['a', 'b', 'c', 'd', 'a']) buffer.record(outcome(text, { step: 'exact' }), NOON);
    buffer.record(outcome('e'), NOON);
    const batch = buffer.take();
    expect(batch.reduce((n, e) => n + e.count, 0)).toBe(6);
    expect(batch).toContainEqual({ day: '2026-05-10', text: OTHER_SEARCHES, count: 3, noResult: 1, visitors: [] });
    expect(batch.find((e) => e.text === 'a')?.count).toBe(2);
  });
});

describe.each(ENGINES)('búsquedas por día con %s', (engine) => {
  const t = suiteDatabase(engine);
  beforeEach(async () => {
    await t.db.delete(dailySearches);
    await t.db.delete(busquedasSinResultado);
  });
  const rows = async () =>
    Object.fromEntries((await t.db.select().from(dailySearches)).map((r) => [`${r.dia} ${r.texto || '(otras)'}`, [r.veces, r.sinResultado]]));

  it('suma lotes, respeta el tope de textos por día (los más buscados primero) y manda el resto a «otras»', async () => {
    await upsertDailySearches(
      t.db,
      [
        { day: '2026-05-10', text: 'bomba', count: 3, noResult: 0, visitors: [] },
        { day: '2026-05-10', text: 'filtro', count: 1, noResult: 1, visitors: [] },
        { day: '2026-05-10', text: 'rueda', count: 5, noResult: 0, visitors: [] },
        { day: '2026-05-09', text: 'bomba', count: 2, noResult: 2, visitors: [] },
      ],
      2,
    );
    expect(await rows()).toEqual({
      '2026-05-10 rueda': [5, 0],
      '2026-05-10 bomba': [3, 0],
      '2026-05-10 (otras)': [1, 1],
      '2026-05-09 bomba': [2, 2],
    });
    // A text the day has is added to even when the day is full; a new one goes to 'otras'.
    await upsertDailySearches(
      t.db,
      [
        { day: '2026-05-10', text: 'bomba', count: 1, noResult: 1, visitors: [] },
        { day: '2026-05-10', text: 'tractor', count: 9, noResult: 0, visitors: [] },
      ],
      2,
    );
    const after = await rows();
    expect(after['2026-05-10 bomba']).toEqual([4, 1]);
    expect(after['2026-05-10 (otras)']).toEqual([10, 1]);
    expect(after['2026-05-10 tractor']).toBeUndefined();

    await pruneDailySearches(t.db, '2026-05-10', 0);
    expect(Object.keys(await rows()).every((k) => k.startsWith('2026-05-10'))).toBe(true);
  });

  it('SearchLog cuenta también las búsquedas exactas por día, y al guardar sigue llenando la tabla de sin resultado', async () => {
    const log = new SearchLog({ db: async () => t.db, logger: { error: vi.fn(), warn: vi.fn(), log: vi.fn() } });
    log.record(outcome('bomba', { step: 'exact' }), NOON);
    log.record(outcome('bomba', { step: 'exact' }), NOON);
    log.record(outcome('zzqx'), NOON);
    const result = await log.flush();
    expect(result).toMatchObject({ texts: 1, searches: 1, error: null, daily: 2 });
    expect(await rows()).toEqual({ '2026-05-10 bomba': [2, 0], '2026-05-10 zzqx': [1, 1] });
    expect((await t.db.select().from(busquedasSinResultado)).map((r) => r.texto)).toEqual(['zzqx']);
  });

  it('si la base falla, las búsquedas por día esperan al próximo guardado', async () => {
    let down = true;
    const logger = { error: vi.fn(), warn: vi.fn(), log: vi.fn() };
    const log = new SearchLog({ db: async () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : t.db), logger });
    log.record(outcome('bomba', { step: 'exact' }), NOON);
    expect((await log.flush()).daily).toBe(0);
    expect(logger.error).toHaveBeenCalledTimes(1);
    log.record(outcome('bomba', { step: 'exact' }), NOON);
    down = false;
    await log.flush();
    expect(await rows()).toEqual({ '2026-05-10 bomba': [2, 0] });
  });

  it('un recorte que falla no vuelve a sumar el lote ya guardado', async () => {
    // Statements outside a transaction (the trims) fail; the upserts, in transactions, go through.
    const noTrim = new Proxy(t.db, {
      get: (target, name, receiver) =>
        name === 'execute' ? () => Promise.reject(new Error('canceling statement due to lock timeout')) : Reflect.get(target, name, receiver),
    });
    const logger = { error: vi.fn(), warn: vi.fn(), log: vi.fn() };
    const log = new SearchLog({ db: async () => noTrim, logger });
    log.record(outcome('bomba', { step: 'exact' }), NOON);
    expect((await log.flush()).daily).toBe(1);
    await log.flush();
    await log.flush();
    expect(await rows()).toEqual({ '2026-05-10 bomba': [1, 0] });
    expect(logger.error.mock.calls.map((c) => String(c[0])).join('\n')).toContain('no se pudo recortar la tabla de búsquedas por día');
  });
});
