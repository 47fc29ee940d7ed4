// Integration: the search log's upsert and cap on both engines (PGlite and PostgreSQL).
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { listSearchLog } from '../admin/searches';
import { busquedasSinResultado } from '../db/schema';
import type { PendingSearch } from './aggregator';
import { SearchLogBuffer } from './aggregator';
import { pruneSearches, upsertSearches } from './store';
import { MIN_VISITORS } from './visitors';
import { outcome, typo } from '../../tests/support/search';

const T0 = Date.parse('2026-05-10T14:00:00.000Z');
const entry = (text: string, overrides: Partial<PendingSearch> = {}): PendingSearch => ({
  text,
  count: 1,
  step: null,
  shownAs: null,
  firstSeen: T0,
  lastSeen: T0,
  ...overrides,
});

describe.each(ENGINES)('búsquedas sin resultado en %s', (engine) => {
  const t = suiteDatabase(engine);
  // The visitor count has its own tests (visitors.test.ts); here only what the upsert writes.
  const rows = async () =>
    (await t.db.select().from(busquedasSinResultado).orderBy(asc(busquedasSinResultado.texto))).map(({ visitantes: _visitors, ...row }) => row);

  beforeEach(async () => {
    await t.db.delete(busquedasSinResultado);
  });

  it('inserta los textos nuevos y suma las veces de los conocidos (count = count + n)', async () => {
    await upsertSearches(t.db, [entry('bateria 12v', { count: 3 }), entry('filtor aceite', { count: 1, step: 'typo', shownAs: 'filtro aceite' })]);
    await upsertSearches(t.db, [entry('bateria 12v', { count: 2, firstSeen: T0 + 60_000, lastSeen: T0 + 120_000 })]);
    expect(await rows()).toEqual([
      { texto: 'bateria 12v', veces: 5, paso: 'sin resultado', mostrado: null, primeraVez: new Date(T0), ultimaVez: new Date(T0 + 120_000) },
      { texto: 'filtor aceite', veces: 1, paso: 'typo', mostrado: 'filtro aceite', primeraVez: new Date(T0), ultimaVez: new Date(T0) },
    ]);
  });

  it('el último resultado manda: uno más nuevo lo reemplaza, uno más viejo (otro proceso atrasado) no', async () => {
    await upsertSearches(t.db, [entry('ruleman', { lastSeen: T0 + 10_000 })]);
    await upsertSearches(t.db, [entry('ruleman', { step: 'synonyms', shownAs: 'rodamiento', firstSeen: T0 + 20_000, lastSeen: T0 + 20_000 })]);
    await upsertSearches(t.db, [entry('ruleman', { firstSeen: T0 - 5_000, lastSeen: T0 + 15_000 })]);
    const [row] = await rows();
    expect(row).toMatchObject({ veces: 3, paso: 'synonyms', mostrado: 'rodamiento', primeraVez: new Date(T0 - 5_000), ultimaVez: new Date(T0 + 20_000) });
  });

  it('1.000 textos distintos entran en una sola sentencia', async () => {
    const buffer = new SearchLogBuffer();
    for (let i = 0; i < 1_500; i++) buffer.record(outcome(`zzq${i}`), T0 + i);
    const batch = buffer.take();
    expect(batch).toHaveLength(1_000);
    await upsertSearches(t.db, batch);
    await upsertSearches(t.db, batch);
    const all = await rows();
    expect(all).toHaveLength(1_000);
    expect(all.every((r) => r.veces === 2)).toBe(true);
  });

  it('las veces se topan en el máximo de la columna en vez de fallar', async () => {
    await upsertSearches(t.db, [entry('bot', { count: 2_147_483_000 })]);
    await upsertSearches(t.db, [entry('bot', { count: 5_000 })]);
    expect((await rows())[0].veces).toBe(2_147_483_647);
  });

  it('la tabla tiene tope: quedan las más buscadas (y a igual cantidad, las más recientes)', async () => {
    await upsertSearches(t.db, [
      entry('a-muy-buscada', { count: 50, lastSeen: T0 - 86_400_000 }),
      entry('b-dos-veces', { count: 2 }),
      entry('c-una-vieja', { count: 1, lastSeen: T0 - 1_000 }),
      entry('d-una-nueva', { count: 1, lastSeen: T0 + 1_000 }),
      entry('e-una-media', { count: 1, lastSeen: T0 }),
    ]);
    expect(await pruneSearches(t.db, 3)).toBe(2);
    expect((await rows()).map((r) => r.texto)).toEqual(['a-muy-buscada', 'b-dos-veces', 'd-una-nueva']);
    expect(await pruneSearches(t.db, 3)).toBe(0);
  });

  it('la lista del panel: de la más buscada a la menos, con filtro y cantidades', async () => {
    const buffer = new SearchLogBuffer();
    for (let i = 0; i < 3; i++) buffer.record(outcome('burro de arranque'), T0 + i);
    for (let i = 0; i < 5; i++) buffer.record(typo('bomaba hidraulica', 'bomba hidráulica'), T0 + i);
    buffer.record(outcome('gasoil'), T0);
    await upsertSearches(t.db, buffer.take());
    // Listed once enough visitors typed them (counted by visitors.ts, tested there).
    await t.db.update(busquedasSinResultado).set({ visitantes: MIN_VISITORS });
    const all = await listSearchLog(t.db);
    expect(all.counts).toEqual({ todas: 3, 'sin-resultado': 2, aproximadas: 1 });
    expect(all.rows.map((r) => [r.text, r.count, r.step, r.shownAs])).toEqual([
      ['bomaba hidraulica', 5, 'typo', 'bomba hidráulica'],
      ['burro de arranque', 3, null, null],
      ['gasoil', 1, null, null],
    ]);
    expect(all.rows[0].lastSeen).toBe(new Date(T0 + 4).toISOString());
    expect((await listSearchLog(t.db, 'sin-resultado')).rows.map((r) => r.text)).toEqual(['burro de arranque', 'gasoil']);
    expect((await listSearchLog(t.db, 'aproximadas')).rows.map((r) => r.text)).toEqual(['bomaba hidraulica']);
    expect((await listSearchLog(t.db, 'todas', 2)).rows).toHaveLength(2);
  });
});
