// The search log's flusher: a failed write keeps the batch, logs once, and the next flush stores
// it; the background worker writes on its own and once more when stopped. On PGlite (the upsert
// itself is tested on both engines in store.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import type { Executor } from '../db/client';
import { busquedasSinResultado } from '../db/schema';
import { SearchLog } from './log';
import { outcome, typo } from '../../tests/support/search';

function quietLogger() {
  return { error: vi.fn(), warn: vi.fn(), log: vi.fn() };
}

describe('el guardado en segundo plano', () => {
  let t: TestDatabase;
  const rows = () => t.db.select().from(busquedasSinResultado);
  const countOf = async (text: string) => (await rows()).find((r) => r.texto === text)?.veces ?? 0;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.db.delete(busquedasSinResultado);
  });

  it('si la base falla, el lote queda para el próximo guardado, se avisa una sola vez y no se pierde nada', async () => {
    let down = true;
    const logger = quietLogger();
    const log = new SearchLog({ db: async () => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : t.db), logger });
    log.record(outcome('bateria 12v'));
    log.record(outcome('bateria 12v'));
    log.record(typo('filtor aceite', 'filtro aceite'));

    expect(await log.flush()).toMatchObject({ texts: 2, searches: 3, error: 'connect ECONNREFUSED' });
    log.record(outcome('bateria 12v'));
    expect(await log.flush()).toMatchObject({ error: 'connect ECONNREFUSED' });
    expect(log.buffer.size).toBe(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0][0]).toContain('no se pudieron guardar las búsquedas sin resultado');

    down = false;
    expect(await log.flush()).toMatchObject({ texts: 2, searches: 4, error: null });
    expect(await countOf('bateria 12v')).toBe(3);
    expect(await countOf('filtor aceite')).toBe(1);
    expect(log.buffer.size).toBe(0);
    expect(logger.log).toHaveBeenCalledTimes(1); // back to normal, said once
  });

  it('un error de la sentencia misma (no de la conexión) también conserva el lote', async () => {
    const logger = quietLogger();
    const broken = {
      insert: () => {
        throw new Error('relation "busquedas_sin_resultado" does not exist');
      },
    } as unknown as Executor;
    const log = new SearchLog({ db: async () => broken, logger });
    log.record(outcome('gato'));
    expect((await log.flush()).error).toContain('does not exist');
    expect(log.buffer.size).toBe(1);
    expect((await log.flush(t.db)).error).toBeNull();
    expect(await countOf('gato')).toBe(1);
  });

  it('dos guardados a la vez no cuentan dos veces ni pierden búsquedas', async () => {
    const log = new SearchLog({ db: async () => t.db, logger: quietLogger() });
    for (let i = 0; i < 10; i++) log.record(outcome('esmeriladora'));
    const first = log.flush();
    for (let i = 0; i < 5; i++) log.record(outcome('esmeriladora'));
    const second = log.flush();
    await Promise.all([first, second]);
    expect(await countOf('esmeriladora')).toBe(15);
  });

  it('recorta la tabla a su tope después de cada guardado', async () => {
    const log = new SearchLog({ db: async () => t.db, keep: 3, logger: quietLogger() });
    for (const text of ['uno', 'dos', 'tres', 'cuatro', 'cinco']) log.record(outcome(text));
    log.record(outcome('cinco'));
    const result = await log.flush();
    expect(result.pruned).toBe(2);
    expect(await rows()).toHaveLength(3);
    expect(await countOf('cinco')).toBe(2);
  });

  it('avisa cuántas búsquedas se descartaron por estar lleno', async () => {
    const logger = quietLogger();
    const log = new SearchLog({ db: async () => t.db, maxTexts: 2, logger });
    for (const text of ['a', 'b', 'c', 'd']) log.record(outcome(text));
    await log.flush();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('2 búsquedas sin registrar'));
    expect(await rows()).toHaveLength(2);
  });

  it('el servicio guarda solo cada intervalo y, al detenerse, guarda lo que quedó', async () => {
    const log = new SearchLog({ db: async () => t.db, logger: quietLogger() });
    const worker = log.start({ intervalMs: 20 });
    log.record(outcome('cubierta 18.4'));
    await vi.waitFor(async () => expect(await countOf('cubierta 18.4')).toBe(1), { timeout: 5_000, interval: 20 });
    await worker.stop();
    // After stop: no more ticks, but stop() wrote what was pending.
    const other = new SearchLog({ db: async () => t.db, logger: quietLogger() });
    const slow = other.start({ intervalMs: 60_000 });
    other.record(outcome('flexible hidraulico'));
    other.record(outcome('flexible hidraulico'));
    await slow.stop();
    expect(await countOf('flexible hidraulico')).toBe(2);
    expect(other.buffer.size).toBe(0);
  });

  it('record es sincrónica, no toca la base y nunca falla', () => {
    const log = new SearchLog({ db: () => Promise.reject(new Error('no debe usarse')) });
    const before = log.buffer.size;
    expect(log.record(outcome('zzqx prueba'))).toBeUndefined();
    expect(() => log.record(undefined as never)).not.toThrow();
    expect(log.buffer.size).toBe(before + 1);
    log.buffer.take();
  });
});
