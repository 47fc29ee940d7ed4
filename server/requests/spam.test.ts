// Integration: a quote or enquiry with the honeypot filled is stored apart as
// 'posible spam' and not mailed; the staff see it in its own tab, the normal lists, counts and
// exports leave it out, and 'Restaurar' (a staff POST with CSRF) makes it a normal request whose
// mail goes through the outbox, recorded in the audit log. Both engines.
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { enquiryInput, findProduct, quoteInput } from '../../tests/setup/fixtures';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables, recordingTransport } from '../../tests/support/staff-suite';
import { consultas, correos, presupuestos, staffAudit } from '../db/schema';
import { submitEnquiry } from './enquiry';
import { submitQuote } from './quote';
import { enquiriesCsv, listEnquiries } from './enquiry-list';
import { listQuotes, quotesCsv } from './quote-list';
import { callRoute, loadRouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import type { AppServices } from '../services';
import { countSpam } from './spam';
import { navSummary } from '../admin/summary';

const MAIL_TO = 'ventas@tienda.test';
const LIST = { q: '', pagina: 1, estado: undefined };

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(ENGINES)('posible spam con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let transport: ReturnType<typeof recordingTransport>;
  let admin: TestSession;
  let services: AppServices;
  const ctx = () => ({ db: t.db, findProduct, transport, mailTo: MAIL_TO, now: clock.now() });

  beforeEach(async () => {
    clock = new Clock();
    transport = recordingTransport();
    await clearStaffTables(t.db);
    services = testServices({
      db: t.db,
      clock,
      admin: {
        transport,
        shop: () => ({ name: 'Tienda', email: MAIL_TO, whatsappNumber: '5493434000000', address: 'Av. Almafuerte 4346, Paraná, Entre Ríos' }),
      },
    });
    const user = await addStaff(t.db);
    admin = await sessionFor(t.db, user.id, clock);
  });

  async function restore(kind: 'presupuestos' | 'consultas', id: string, session: TestSession | undefined = admin) {
    const file = kind === 'presupuestos' ? 'routes/admin/quote-restore.ts' : 'routes/admin/enquiry-restore.ts';
    const mod = await loadRouteModule(file);
    return callRoute(mod.action, browserRequest(`/admin/${kind}/${id}/restaurar`, { session, form: { intent: 'restaurar' } }), { id }, testContext(services));
  }

  it('presupuesto con el campo oculto lleno: misma respuesta al visitante, guardado aparte, sin correo', async () => {
    const input = quoteInput({ website: 'https://autocompletado.example' });
    expect(await submitQuote(input, ctx())).toEqual({ ok: true, status: 200, title: '¡Presupuesto enviado!' });
    const [row] = await t.db.select().from(presupuestos);
    expect(row).toMatchObject({ nombreApellido: 'Juan Pérez', spamReason: 'honeypot', estado: 'nuevo', totalEstimado: 1_259_567.5 });
    expect(await t.db.select().from(correos)).toHaveLength(0);
    expect(transport.sent).toHaveLength(0);
    // The same key again (a retry): nothing new.
    expect(await submitQuote(input, ctx())).toEqual({ ok: true, status: 200, title: '¡Presupuesto enviado!' });
    expect(await t.db.select().from(presupuestos)).toHaveLength(1);

    // Normal list, counts, nav badge and CSV leave it out; the spam tab has it.
    const normal = await listQuotes(t.db, LIST);
    expect(normal.rows).toHaveLength(0);
    expect(normal.counts.todos).toBe(0);
    const spam = await listQuotes(t.db, LIST, { spam: true });
    expect(spam.rows.map((r) => r.id)).toEqual([row.id]);
    expect(await countSpam(t.db, 'presupuesto')).toBe(1);
    expect(await navSummary(t.db)).toMatchObject({ newQuotes: 0, spamQuotes: 1, spamEnquiries: 0 });
    expect(await quotesCsv(t.db, { q: '' })).not.toContain('Juan Pérez');
  });

  it('un envío inválido con el campo oculto lleno responde igual y no guarda nada', async () => {
    expect(await submitQuote(quoteInput({ website: 'x', email: 'no' }), ctx())).toEqual({ ok: true, status: 200, title: '¡Presupuesto enviado!' });
    expect(await submitEnquiry(enquiryInput({ website: 'x', message: 'corto' }), ctx())).toMatchObject({ ok: true, title: '¡Mensaje enviado!' });
    expect(await t.db.select().from(presupuestos)).toHaveLength(0);
    expect(await t.db.select().from(consultas)).toHaveLength(0);
  });

  it('Restaurar un presupuesto: pasa a la lista normal, el correo sale por el outbox y queda en el historial', async () => {
    await submitQuote(quoteInput({ website: 'x' }), ctx());
    const [row] = await t.db.select().from(presupuestos);

    // Without the session's token the POST is refused and nothing changes.
    expect((await restore('presupuestos', row.id, { ...admin, csrf: 'x'.repeat(43) })).status).toBe(403);
    expect((await t.db.select().from(presupuestos))[0].spamReason).toBe('honeypot');

    const answer = await restore('presupuestos', row.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, message: 'El presupuesto volvió a la lista normal. El correo se envió.' });
    const [after] = await t.db.select().from(presupuestos);
    expect(after.spamReason).toBeNull();
    const mails = await t.db.select().from(correos);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'presupuesto',
      relatedId: row.id,
      status: 'sent',
      to: services.config.mailTo,
      subject: 'Nuevo pedido de presupuesto — Juan Pérez',
    });
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0].text).toContain('- 2 x Filtro de aceite (Código: FA-10) - $\u00a012.500');
    expect(transport.sent[0].text).toContain('- 3 x Bomba hidráulica (Código: BH-1) - Consultar');
    const audit = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.entity, 'presupuesto'), eq(staffAudit.entityId, row.id)));
    expect(audit).toMatchObject([{ action: 'restaurado', actor: 'ana@tienda.test', detail: { motivo: 'honeypot' } }]);
    expect((await listQuotes(t.db, LIST)).rows.map((r) => r.id)).toEqual([row.id]);
    expect(await navSummary(t.db)).toMatchObject({ newQuotes: 1, spamQuotes: 0 });

    // Twice: nothing more is sent.
    expect((await restore('presupuestos', row.id)).body).toMatchObject({ ok: true, message: 'El presupuesto ya no estaba marcado como posible spam.' });
    expect(await t.db.select().from(correos)).toHaveLength(1);
    // An id that does not exist: 404.
    expect((await restore('presupuestos', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('Restaurar una consulta: correo de contacto por el outbox', async () => {
    const input = enquiryInput({ website: 'relleno', phone: '343 400 0000' });
    expect(await submitEnquiry(input, ctx())).toEqual({
      ok: true,
      status: 200,
      title: '¡Mensaje enviado!',
      description: 'Gracias por contactarnos. Te responderemos a la brevedad.',
    });
    const [row] = await t.db.select().from(consultas);
    expect(row).toMatchObject({ spamReason: 'honeypot', phone: '343 400 0000' });
    expect(await t.db.select().from(correos)).toHaveLength(0);
    expect((await listEnquiries(t.db, LIST)).rows).toHaveLength(0);
    expect((await listEnquiries(t.db, LIST, { spam: true })).rows).toHaveLength(1);
    expect(await navSummary(t.db)).toMatchObject({ newEnquiries: 0, spamEnquiries: 1 });
    expect(await enquiriesCsv(t.db, { q: '' })).not.toContain('María');

    const answer = await restore('consultas', row.id);
    expect(answer.body).toMatchObject({ ok: true, message: 'La consulta volvió a la lista normal. El correo se envió.' });
    const [mail] = await t.db.select().from(correos);
    expect(mail).toMatchObject({ kind: 'consulta', relatedId: row.id, status: 'sent', subject: 'Nueva consulta desde la web — María Gómez' });
    expect(transport.sent[0].text).toContain('Teléfono: 343 400 0000');
    expect((await listEnquiries(t.db, LIST)).rows).toHaveLength(1);
    expect(await navSummary(t.db)).toMatchObject({ newEnquiries: 1, spamEnquiries: 0 });
  });
});
