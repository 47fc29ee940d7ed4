// Integration: limits kept in the database hold across processes. Two limiter objects stand for
// two processes; on PostgreSQL each also has its own connection pool to the same database.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { limites } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { createSharedTokenBucketLimiter, createSharedWindowLimiter, processLimiter } from './shared-rate-limit';

describe('límites compartidos en PostgreSQL', () => {
  let t: TestDatabase;
  let second: Database;
  let clock = 1_000_000;
  const now = () => clock;

  beforeAll(async () => {
    t = await openTestDatabase('postgres');
    second = await createDatabase({ dataDir: t.dataDir, databaseUrl: t.url });
  });
  afterAll(async () => {
    await second?.$close();
    await t?.cleanup();
  });
  beforeEach(async () => {
    clock = 1_000_000;
    await t.db.delete(limites);
  });

  it('una ventana fija cuenta las solicitudes de los dos procesos juntas', async () => {
    const a = createSharedWindowLimiter({ name: 'formulario', db: async () => t.db, now, windowMs: 60_000, max: 8 });
    const b = createSharedWindowLimiter({ name: 'formulario', db: async () => second, now, windowMs: 60_000, max: 8 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await a.check('203.0.113.1')).ok, (await b.check('203.0.113.1')).ok);
    expect(answers.filter(Boolean)).toHaveLength(8);
    const refused = await b.check('203.0.113.1');
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 60 });
    // Another client, and another limiter with the same client, count apart.
    expect((await a.check('203.0.113.2')).ok).toBe(true);
    const other = createSharedWindowLimiter({ name: 'otro', db: async () => second, now, windowMs: 60_000, max: 1 });
    expect((await other.check('203.0.113.1')).ok).toBe(true);
    clock += 60_000;
    expect(await a.check('203.0.113.1')).toEqual({ ok: true, remaining: 7 });
  });

  it('veinte pedidos a la vez desde dos procesos: exactamente el máximo pasa', async () => {
    const a = createSharedWindowLimiter({ name: 'carrera', db: async () => t.db, now, windowMs: 60_000, max: 8 });
    const b = createSharedWindowLimiter({ name: 'carrera', db: async () => second, now, windowMs: 60_000, max: 8 });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).check('198.51.100.7')));
    expect(results.filter((r) => r.ok)).toHaveLength(8);
  });

  it('un balde de fichas compartido: la ráfaga entre los dos, luego una por segundo', async () => {
    const a = createSharedTokenBucketLimiter({ name: 'paginas', db: async () => t.db, now, burst: 30, perSecond: 1 });
    const b = createSharedTokenBucketLimiter({ name: 'paginas', db: async () => second, now, burst: 30, perSecond: 1 });
    let allowed = 0;
    for (let i = 0; i < 20; i++) {
      if ((await a.check('x')).ok) allowed++;
      if ((await b.check('x')).ok) allowed++;
    }
    expect(allowed).toBe(30);
    expect(await a.check('x')).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    clock += 2_000;
    expect((await b.check('x')).ok).toBe(true);
    expect((await a.check('x')).ok).toBe(false);
  });

  it('sin base de datos deja pasar (y lo dice en el registro) en vez de negar la tienda', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createSharedWindowLimiter({ name: 'roto', db: () => Promise.reject(new Error('sin conexión')), now, windowMs: 60_000, max: 1 });
    expect((await broken.check('a')).ok).toBe(true);
    expect((await broken.check('a')).ok).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('con DATABASE_URL el límite del proceso es el compartido; sin ella, en memoria', async () => {
    const shared = processLimiter('elegido', { windowMs: 60_000, max: 1 }, { databaseUrl: t.url, db: async () => t.db });
    const alsoShared = processLimiter('elegido', { windowMs: 60_000, max: 1 }, { databaseUrl: t.url, db: async () => second });
    expect((await shared.check('k')).ok).toBe(true);
    expect((await alsoShared.check('k')).ok).toBe(false);
    const local = processLimiter('elegido', { windowMs: 60_000, max: 1 }, { databaseUrl: undefined, db: async () => t.db });
    expect((await local.check('k')).ok).toBe(true);
  });
});
