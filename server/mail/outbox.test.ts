// Integration: the outbox against real databases and a real SMTP server on loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { suiteDatabase, suiteSmtpServer } from '../../tests/support/suite';
import { clearTables, MAIL_FROM, MAIL_TO } from '../../tests/setup/fixtures';
import { parseMail } from '../../tests/setup/mime';
import { startSmtpServer, type TestSmtpServer } from '../../tests/setup/smtp';
import type { Executor } from '../db/client';
import { correos } from '../db/schema';
import { deliverNow, drainOutbox, enqueueMail, FRESH_MAIL_HOLD_MS, listOutbox, resendMail, retryDelayMs, startOutboxWorker } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

const mail = (n: number) => ({
  kind: 'presupuesto',
  to: MAIL_TO,
  replyTo: `visitante${n}@example.com`,
  subject: `Prueba ${n}`,
  text: `Cuerpo ${n}`,
  html: `<p>Cuerpo ${n}</p>`,
});

async function enqueue(db: Executor, count: number, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await enqueueMail(db, mail(i), { now, holdMs: 0 }));
  return ids;
}

const at = (base: Date, ms: number) => () => new Date(base.getTime() + ms);

beforeAll(() => {
  // Failed sends are logged on purpose; keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('retryDelayMs: 1 min, 2, 4 ... capped at 1 h', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 30].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
});

describe.each(ENGINES)('outbox con %s', (engine) => {
  const t = suiteDatabase(engine);
  const smtp = suiteSmtpServer();
  let transport: MailTransport;
  let down: MailTransport;

  beforeAll(async () => {
    transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: '', from: MAIL_FROM });
    // Port 1 on loopback: nothing listens there, connections are refused at once.
    down = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: '', from: MAIL_FROM });
  });
  beforeEach(async () => {
    await clearTables(t.db);
    smtp.messages.length = 0;
  });

  it('deliverNow envía una vez; un segundo intento no reenvía', async () => {
    const [id] = await enqueue(t.db, 1);
    expect(await deliverNow(id, { db: t.db, transport })).toEqual({ outcome: 'sent', via: 'smtp' });
    expect(await deliverNow(id, { db: t.db, transport })).toEqual({ outcome: 'skipped', mailStatus: 'sent', locked: false });
    expect(await deliverNow('00000000-0000-4000-8000-000000000000', { db: t.db, transport })).toMatchObject({
      mailStatus: 'missing',
    });
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].headers['message-id']).toBe(`<${id}@tienda.test>`);
    expect(smtp.messages[0].headers['reply-to']).toBe('visitante0@example.com');
  });

  it('reintenta con espera creciente y pasa a failed tras el máximo; resendMail lo rescata', async () => {
    const start = new Date('2030-01-01T12:00:00Z');
    const [id] = await enqueue(t.db, 1, start);
    const deps = { db: t.db, transport: down, maxAttempts: 3 };
    expect(await drainOutbox({ ...deps, now: at(start, 0) })).toEqual({ claimed: 1, sent: 0, failed: 1 });
    let [row] = await t.db.select().from(correos).where(eq(correos.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(row.nextAttemptAt.getTime() - start.getTime()).toBe(60_000);
    expect(row.lastError).toMatch(/ECONNREFUSED/);

    expect(await drainOutbox({ ...deps, now: at(start, 59_000) })).toMatchObject({ claimed: 0 });
    expect(await drainOutbox({ ...deps, now: at(start, 60_000) })).toMatchObject({ claimed: 1, failed: 1 });
    [row] = await t.db.select().from(correos).where(eq(correos.id, id));
    expect(row.nextAttemptAt.getTime() - start.getTime()).toBe(60_000 + 120_000);

    expect(await drainOutbox({ ...deps, now: at(start, 180_000) })).toMatchObject({ claimed: 1, failed: 1 });
    [row] = await t.db.select().from(correos).where(eq(correos.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await drainOutbox({ ...deps, now: at(start, 86_400_000) })).toMatchObject({ claimed: 0 });

    expect(await listOutbox({ status: 'failed' }, { db: t.db })).toHaveLength(1);
    expect(await resendMail(id, { db: t.db, transport })).toEqual({ outcome: 'sent', via: 'smtp' });
    [row] = await t.db.select().from(correos).where(eq(correos.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await resendMail(id, { db: t.db, transport })).toMatchObject({ outcome: 'skipped', mailStatus: 'sent' });
    expect(smtp.messages).toHaveLength(1);
  });

  it('un correo reservado por otro proceso (lease vigente) no se toma; vencido el lease, sí', async () => {
    const now = new Date();
    const [id] = await enqueue(t.db, 1, now);
    await t.db
      .update(correos)
      .set({ lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(correos.id, id));
    expect(await deliverNow(id, { db: t.db, transport, now: () => now })).toEqual({
      outcome: 'skipped',
      mailStatus: 'pending',
      locked: true,
    });
    expect(await drainOutbox({ db: t.db, transport, now: () => now })).toMatchObject({ claimed: 0 });
    // A process that died mid-send: after the lease the mail is claimed again.
    expect(await drainOutbox({ db: t.db, transport, now: at(now, 60_001) })).toMatchObject({ claimed: 1, sent: 1 });
  });

  it('el worker deja un correo recién guardado a la solicitud que lo guardó (FRESH_MAIL_HOLD_MS)', async () => {
    const now = new Date();
    const id = await enqueueMail(t.db, mail(1), { now });
    expect(await drainOutbox({ db: t.db, transport, now: at(now, FRESH_MAIL_HOLD_MS - 1) })).toMatchObject({ claimed: 0 });
    expect(await drainOutbox({ db: t.db, transport, now: at(now, FRESH_MAIL_HOLD_MS) })).toMatchObject({ claimed: 1, sent: 1 });
    expect(await deliverNow(id, { db: t.db, transport })).toMatchObject({ outcome: 'skipped', mailStatus: 'sent' });
  });

  it('el worker entrega lo pendiente en lotes y se detiene', async () => {
    await enqueue(t.db, 5);
    const worker = startOutboxWorker({ db: t.db, transport, intervalMs: 20, limit: 2 });
    await smtp.waitFor(5);
    await worker.stop();
    expect((await listOutbox({ status: 'sent' }, { db: t.db })).length).toBe(5);
    expect(await listOutbox({ status: 'pending' }, { db: t.db })).toHaveLength(0);
  });

  it('sin SMTP_URL escribe un .eml RFC 822 en DATA_DIR/outbox', async () => {
    const dir = path.join(t.dataDir, 'outbox');
    const files = createMailTransport({ outboxDir: dir, from: MAIL_FROM });
    const id = await enqueueMail(t.db, { ...mail(1), subject: 'Pedido — Ñandú', text: 'Total: $ 1.500' });
    expect(await deliverNow(id, { db: t.db, transport: files })).toEqual({ outcome: 'sent', via: 'file' });
    const written = fs.readdirSync(dir);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`-${id}\\.eml$`));
    const raw = fs.readFileSync(path.join(dir, written[0]), 'utf8');
    expect(raw).toContain('\r\n');
    const parsed = parseMail(raw);
    expect(parsed.headers.subject).toBe('Pedido — Ñandú');
    expect(parsed.headers.to).toBe(MAIL_TO);
    expect(parsed.headers['reply-to']).toBe('visitante1@example.com');
    expect(parsed.text).toBe('Total: $ 1.500');
    expect(parsed.html).toContain('<p>Cuerpo 1</p>');
  });
});

describe('dos procesos con el mismo PostgreSQL', () => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    // A small delay per message keeps both processes busy at the same time.
    [t, smtp] = await Promise.all([openTestDatabase('postgres'), startSmtpServer({ delayMs: 15 })]);
  });
  afterAll(async () => {
    await smtp?.stop();
    await t?.cleanup();
  });

  it('nunca envían el mismo correo dos veces', async () => {
    const ids = await enqueue(t.db, 30);
    const script = fileURLToPath(new URL('../../tests/setup/drain-child.ts', import.meta.url));
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, DATABASE_URL: t.url, SMTP_URL: smtp.url, DATA_DIR: t.dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      }),
    );
    const outputs = children.map(
      (child) =>
        new Promise<{ out: string; code: number | null }>((resolve) => {
          let out = '';
          let err = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (err += d));
          child.on('exit', (code) => resolve({ out: out + err, code }));
        }),
    );
    // Both open the database (and race on migrations, which the advisory lock serialises), then start together.
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) => {
            child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
            child.on('exit', (code) => reject(new Error(`el proceso terminó antes de estar listo (${code})`)));
          }),
      ),
    );
    for (const child of children) child.stdin.write('go\n');
    const results = await Promise.all(outputs);
    const counts = results.map(({ out, code }) => {
      expect(code, out).toBe(0);
      return JSON.parse(out.trim().split('\n').pop()!) as { sent: number; failed: number };
    });

    expect(counts.reduce((n, c) => n + c.sent, 0)).toBe(30);
    expect(counts.every((c) => c.failed === 0)).toBe(true);
    // Both really took part, so the test did exercise the race.
    expect(
      counts.every((c) => c.sent > 0),
      JSON.stringify(counts),
    ).toBe(true);

    const received = smtp.messages.map((m) => m.headers['message-id']);
    expect(received).toHaveLength(30);
    expect(new Set(received).size).toBe(30);
    expect(new Set(received)).toEqual(new Set(ids.map((id) => `<${id}@tienda.test>`)));
    expect(await listOutbox({ status: 'sent', limit: 100 }, { db: t.db })).toHaveLength(30);
  }, 60_000);
});
