// Integration, both engines: a text enters the staff's rankings of searches (the summary's most
// searched and without result, 'Búsquedas sin resultado') only once 3 distinct visitors typed it,
// whatever one address sends; the database keeps no address; a hidden text never shows again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { outcome } from '../../tests/support/search';
import { addStaff } from '../../tests/support/staff';
import { parseSummaryRange } from '#domain/summary';
import { rowsOf } from '../db/client';
import { dailySearches, hiddenSearchTexts, searchSalts, busquedasSinResultado, searchVisitors, staffAudit } from '../db/schema';
import { listSearchLog } from '../admin/searches';
import { SearchLog } from './log';
import { loadSearchSummary } from './summary';
import { hiddenSearchAction, hiddenSearches } from './hidden';
import { pruneDailySearches } from './daily';

const NOON = Date.parse('2026-05-10T15:00:00Z');
const RANGE = parseSummaryRange({ rango: '7' }, '2026-05-10');
if (!RANGE.ok) throw new Error('rango');

describe.each(ENGINES)('búsquedas en los rankings según sus visitantes, con %s', (engine) => {
  const t = suiteDatabase(engine);
  let log: SearchLog;
  beforeEach(async () => {
    for (const table of [dailySearches, busquedasSinResultado, searchVisitors, searchSalts, hiddenSearchTexts]) await t.db.delete(table);
    log = new SearchLog({ db: async () => t.db, logger: { error: vi.fn(), warn: vi.fn(), log: vi.fn() } });
  });
  const ranked = async () => {
    const summary = await loadSearchSummary(t.db, RANGE.range);
    const page = await listSearchLog(t.db);
    return { frequent: summary.frequent.map((r) => r.text), failing: summary.failing.map((r) => r.text), page: page.rows.map((r) => r.text), summary };
  };

  it('300 búsquedas desde una dirección no entran; 3 direcciones sí; la base no guarda ninguna dirección', async () => {
    // Over several flushes, as a flood would arrive; an IPv6 /64 is one visitor too.
    for (let flush = 0; flush < 3; flush++) {
      for (let i = 0; i < 100; i++) log.record(outcome('insulto feo'), NOON, i % 2 ? '203.0.113.9' : '::ffff:203.0.113.9');
      for (let i = 0; i < 2; i++) log.record(outcome('bomba', { step: 'exact' }), NOON, `2001:db8:1:2::${flush}${i}`);
      await log.flush();
    }
    let now = await ranked();
    expect(now.frequent).toEqual([]);
    expect(now.failing).toEqual([]);
    expect(now.page).toEqual([]);
    // The totals still count every search.
    expect(now.summary.total.current).toBe(306);
    expect((await listSearchLog(t.db)).waiting).toBe(1);

    for (const address of ['198.51.100.1', '198.51.100.2']) log.record(outcome('insulto feo'), NOON, address);
    log.record(outcome('bomba', { step: 'exact' }), NOON, '198.51.100.1');
    log.record(outcome('bomba', { step: 'exact' }), NOON, '198.51.100.2');
    await log.flush();
    now = await ranked();
    expect(now.frequent).toEqual(['insulto feo', 'bomba']);
    expect(now.failing).toEqual(['insulto feo']);
    expect(now.page).toEqual(['insulto feo']);

    const dump = rowsOf<{ r: string }>(
      await t.db.execute(sql`select coalesce(string_agg(x, ' '), '') as r from (
        select row_to_json(v)::text as x from search_visitors v union all select row_to_json(d)::text from daily_searches d
        union all select row_to_json(s)::text from busquedas_sin_resultado s) t`),
    )[0].r;
    expect(dump).not.toMatch(/203\.0\.113|198\.51\.100|2001:db8/);
    // At most a few hashes per text and day, whatever the flood.
    expect(Number(rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from search_visitors where texto = 'insulto feo'`))[0].n)).toBe(3);

    // Hashes and salts go after two days; the day keeps its count.
    await pruneDailySearches(t.db, '2026-05-12');
    expect(await t.db.select().from(searchVisitors)).toEqual([]);
    expect(await t.db.select().from(searchSalts)).toEqual([]);
    expect((await ranked()).frequent).toContain('insulto feo');
  });

  it('ocultar saca un texto de todas las listas para siempre; se ve quién lo ocultó y se puede deshacer', async () => {
    const ana = await addStaff(t.db, { email: `ana-${engine}@tienda.test` });
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) log.record(outcome('insulto feo'), NOON, address);
    await log.flush();
    expect((await ranked()).frequent).toEqual(['insulto feo']);

    const at = new Date(NOON);
    expect(await hiddenSearchAction(t.db, { intent: 'ocultar', texto: 'insulto feo' }, ana, at)).toMatchObject({ ok: true });
    for (const address of ['198.51.100.4', '198.51.100.5']) log.record(outcome('insulto feo'), NOON, address);
    await log.flush();
    const hidden = await ranked();
    expect(hidden.frequent).toEqual([]);
    expect(hidden.failing).toEqual([]);
    expect(hidden.page).toEqual([]);
    expect(await hiddenSearches(t.db)).toEqual([{ text: 'insulto feo', by: ana.email, at: at.toISOString() }]);
    const audit = await t.db.select().from(staffAudit);
    expect(audit.map((a) => [a.action, a.actor, a.detail])).toContainEqual(['ocultar_busqueda', ana.email, { texto: 'insulto feo' }]);

    expect(await hiddenSearchAction(t.db, { intent: 'mostrar', texto: 'insulto feo' }, ana, at)).toMatchObject({ ok: true });
    expect((await ranked()).frequent).toEqual(['insulto feo']);
    expect(await hiddenSearchAction(t.db, { intent: 'mostrar', texto: 'insulto feo' }, ana, at)).toMatchObject({ ok: false, status: 404 });
    expect(await hiddenSearchAction(t.db, { intent: 'ocultar', texto: '' }, ana, at)).toMatchObject({ ok: false, status: 400 });
    expect(await hiddenSearchAction(t.db, { intent: 'ocultar', texto: 'x'.repeat(101) }, ana, at)).toMatchObject({ ok: false, status: 400 });
  });
});
