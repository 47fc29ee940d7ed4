// Readiness against real databases: a private PostgreSQL that the test stops and starts again,
// and the outbox's stuck-mail rule on the embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../../tests/integration/postgres-server';
import { openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { databaseHandle, type DatabaseHandle } from '../db/client';
import { correos } from '../db/schema';
import { createReadiness, MAIL_AS_FILES_WARNING, STUCK_MAIL_MS, type Readiness, type ReadinessCheck } from './health';

/** Polls until the answer is `ready` (or the limit passes); resolves with the milliseconds it took. */
async function until(check: ReadinessCheck, ready: boolean, limitMs: number): Promise<{ ms: number; last: Readiness }> {
  const started = Date.now();
  let last = await check.check();
  while (last.ready !== ready && Date.now() - started < limitMs) {
    await new Promise((r) => setTimeout(r, 200));
    last = await check.check();
  }
  return { ms: Date.now() - started, last };
}

describe('readiness con PostgreSQL que se cae y vuelve', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    server = await startPostgresServer();
    handle = databaseHandle({ databaseUrl: server.url, dataDir: '/nonexistent' });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await server?.destroy();
  });

  it('503 al caer la base, 200 al volver, cada uno en menos de 10 s', async () => {
    const readiness = createReadiness({ catalogLoaded: () => true, db: () => handle.get() });
    expect(await readiness.check()).toEqual({ ready: true });

    await server.stop();
    const down = await until(readiness, false, 10_000);
    expect(down.last).toEqual({ ready: false, reason: 'base de datos sin respuesta' });

    await server.start();
    const up = await until(readiness, true, 10_000);
    expect(up.last).toEqual({ ready: true });
    console.log(`[readyz] 503 ${down.ms} ms después de detener PostgreSQL; 200 ${up.ms} ms después de iniciarlo`);
  }, 60_000);

  it('sin catálogo no está lista, y al detenerse tampoco', async () => {
    let loaded = false;
    const readiness = createReadiness({ catalogLoaded: () => loaded, db: () => handle.get() });
    expect(await readiness.check()).toEqual({ ready: false, reason: 'catálogo no cargado' });
    loaded = true;
    const again = createReadiness({ catalogLoaded: () => loaded, db: () => handle.get() });
    expect(await again.check()).toEqual({ ready: true });
    again.drain();
    expect(await again.check()).toEqual({ ready: false, reason: 'deteniéndose' });
  });
});

describe('readiness y la cola de correos (PGlite)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t?.cleanup());

  const stuckMail = (createdAt: Date) => ({
    kind: 'presupuesto' as const,
    to: 'ventas@example.com',
    subject: 'x',
    text: 'x',
    html: 'x',
    createdAt,
    nextAttemptAt: createdAt,
  });

  it('un correo pendiente hace más de 30 min: no lista si el servidor SMTP responde, lista si está caído', async () => {
    await t.db.delete(correos);
    await t.db.insert(correos).values(stuckMail(new Date(Date.now() - STUCK_MAIL_MS - 60_000)));
    const files = createReadiness({ catalogLoaded: () => true, db: async () => t.db });
    expect(await files.check()).toEqual({ ready: false, reason: 'correos detenidos en la cola' });

    const smtpUp = createReadiness({ catalogLoaded: () => true, db: async () => t.db, smtpUrl: 'smtp://127.0.0.1:2525', smtpReachable: async () => true });
    expect(await smtpUp.check()).toEqual({ ready: false, reason: 'correos detenidos en la cola' });
    const smtpDown = createReadiness({ catalogLoaded: () => true, db: async () => t.db, smtpUrl: 'smtp://127.0.0.1:2525', smtpReachable: async () => false });
    expect(await smtpDown.check()).toEqual({ ready: true });
  });

  it('sin SMTP_URL avisa que los correos quedan como archivos, sin dejar de estar lista', async () => {
    await t.db.delete(correos);
    const files = createReadiness({ catalogLoaded: () => true, db: async () => t.db });
    expect(await files.check()).toEqual({ ready: true });
    expect(files.warnings()).toEqual([MAIL_AS_FILES_WARNING]);
    const smtp = createReadiness({ catalogLoaded: () => true, db: async () => t.db, smtpUrl: 'smtp://127.0.0.1:2525', smtpReachable: async () => true });
    expect(smtp.warnings()).toEqual([]);
  });

  it('un correo pendiente reciente no detiene nada', async () => {
    await t.db.delete(correos);
    await t.db.insert(correos).values(stuckMail(new Date(Date.now() - 60_000)));
    const readiness = createReadiness({ catalogLoaded: () => true, db: async () => t.db, smtpReachable: async () => true });
    expect(await readiness.check()).toEqual({ ready: true });
  });
});
