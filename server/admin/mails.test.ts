// Integration: the staff area says honestly what became of a mail. Without SMTP_URL a mail is only
// written as a file: 'Enviar por e-mail' says so, /admin/correos counts such mails apart from
// 'Enviados', and an administrador can send a test mail from there. Both engines.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { findProduct, PRODUCTS, quoteInput } from '../../tests/setup/fixtures';
import { addStaff, browserRequest, Clock, sessionFor, type TestSession } from '../../tests/support/staff';
import { clearStaffTables, recordingTransport } from '../../tests/support/staff-suite';
import { callRoute, loadRouteModule } from '../../tests/support/admin-routes';
import { testContext, testServices } from '../../tests/support/services';
import { correos, presupuestoRespuestas, presupuestos } from '../db/schema';
import { enqueueMail, deliverNow } from '../mail/outbox';
import { mailBannerValues, mailReadiness, MAIL_STATUS_TEXTS } from '../mail/status';
import { parseConfig } from '../config';
import { submitQuote } from '../requests/quote';
import { saveAnswer } from '../requests/answers/editor';
import { listMails, mailCounts } from './mails';

const SHOP = { name: 'Tienda', email: 'ventas@tienda.test', whatsappNumber: '5493434000000', address: 'Av. Almafuerte 4346, Paraná, Entre Ríos' };

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('sin SMTP_URL el aviso y la comprobación de preparación lo dicen; con SMTP_URL no', () => {
  const without = parseConfig({ ...process.env, SMTP_URL: undefined, DATA_DIR: '/srv/tienda' });
  expect(mailBannerValues(without)).toEqual([{ variable: 'SMTP_URL', what: expect.stringContaining('/srv/tienda/outbox') }]);
  expect(mailReadiness(without)).toEqual({ ok: false, detail: expect.stringContaining(MAIL_STATUS_TEXTS.savedAsFile) });
  const withSmtp = parseConfig({ ...process.env, SMTP_URL: 'smtp://usuario:secreto@127.0.0.1:2525', DATA_DIR: '/srv/tienda' });
  expect(mailBannerValues(withSmtp)).toEqual([]);
  expect(mailReadiness(withSmtp)).toEqual({ ok: true, detail: 'SMTP 127.0.0.1:2525' });
  expect(JSON.stringify(mailReadiness(withSmtp))).not.toContain('secreto');
});

describe.each(ENGINES)('estado honesto del correo con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let admin: TestSession;
  let seller: TestSession;

  beforeEach(async () => {
    clock = new Clock();
    await t.db.delete(presupuestoRespuestas);
    await clearStaffTables(t.db);
    admin = await sessionFor(t.db, (await addStaff(t.db)).id, clock);
    seller = await sessionFor(t.db, (await addStaff(t.db, { email: 'beto@tienda.test', role: 'vendedor' })).id, clock);
  });

  const services = (transport: ReturnType<typeof recordingTransport>) =>
    testServices({ db: t.db, clock, admin: { transport, shop: () => SHOP }, config: { mailTo: 'avisos@tienda.test' } });

  it('los correos guardados como archivo se cuentan y se listan aparte de los enviados', async () => {
    const mail = { kind: 'presupuesto', to: 'ventas@tienda.test', subject: 'Aviso', text: 'texto', html: '<p>texto</p>' };
    const byFile = await enqueueMail(t.db, mail, { now: clock.now(), holdMs: 0 });
    const bySmtp = await enqueueMail(t.db, mail, { now: clock.now(), holdMs: 0 });
    await enqueueMail(t.db, mail, { now: clock.now(), holdMs: 0 });
    expect(await deliverNow(byFile, { db: t.db, transport: recordingTransport('file'), now: clock.now })).toEqual({ outcome: 'sent', via: 'file' });
    expect(await deliverNow(bySmtp, { db: t.db, transport: recordingTransport('smtp'), now: clock.now })).toEqual({ outcome: 'sent', via: 'smtp' });
    expect(await mailCounts(t.db)).toEqual({ pendientes: 1, fallidos: 0, enviados: 1, archivados: 1 });
    expect((await listMails(t.db, 'enviados')).rows.map((r) => r.id)).toEqual([bySmtp]);
    expect((await listMails(t.db, 'archivados')).rows).toEqual([expect.objectContaining({ id: byFile, via: 'file', status: 'sent' })]);
  });

  it("'Enviar por e-mail' sin servidor de correo dice que quedó guardado como archivo", async () => {
    await submitQuote(quoteInput(), { db: t.db, findProduct, transport: recordingTransport('file'), mailTo: SHOP.email, now: clock.now() });
    const [{ id }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
    const lines = [
      { unitPriceCents: 1_250_000, availability: 'en-stock' as const, leadDays: null, alternative: '' },
      { unitPriceCents: 100_000, availability: 'en-stock' as const, leadDays: null, alternative: '' },
      { unitPriceCents: 200_000, availability: 'en-stock' as const, leadDays: null, alternative: '' },
    ];
    const catalog = { byId: findProduct, products: PRODUCTS };
    const carla = await addStaff(t.db, { email: 'carla@tienda.test' });
    const answer = { lines, shipping: 'Retiro', validUntil: '2026-06-01', paymentTerms: 'Contado', message: '', baseVersion: 0 };
    expect(await saveAnswer(t.db, id, answer, carla, catalog, clock.now())).toMatchObject({ ok: true });
    const send = await loadRouteModule('routes/admin/quote-send.ts');
    const request = () => browserRequest(`/admin/presupuestos/${id}/enviar`, { session: admin, form: { intent: 'email' } });
    const byFile = await callRoute(send.action, request(), { id }, testContext(services(recordingTransport('file'))));
    expect(byFile.body).toMatchObject({ ok: true, savedAsFile: true, message: expect.stringContaining(`${MAIL_STATUS_TEXTS.savedAsFile}.`) });
    expect(JSON.stringify(byFile.body)).not.toContain('se envió');
    const bySmtp = await callRoute(send.action, request(), { id }, testContext(services(recordingTransport('smtp'))));
    expect(bySmtp.body).toMatchObject({ ok: true, message: 'La versión 1 se envió por e-mail al cliente.' });
  });

  it('un administrador envía un correo de prueba; un vendedor no', async () => {
    const route = await loadRouteModule('routes/admin/mails.tsx');
    const files = recordingTransport('file');
    const test = (session: TestSession, transport = files) =>
      callRoute(route.action, browserRequest('/admin/correos', { session, form: { intent: 'probar' } }), {}, testContext(services(transport)));

    const refused = await test(seller);
    expect(refused).toMatchObject({ status: 403, body: { ok: false } });
    expect(files.sent).toHaveLength(0);

    expect((await test(admin)).body).toEqual({ ok: true, message: `${MAIL_STATUS_TEXTS.savedAsFile}.` });
    const smtp = recordingTransport('smtp');
    expect((await test(admin, smtp)).body).toMatchObject({ ok: true, message: expect.stringContaining('aceptó el correo de prueba para avisos@tienda.test') });
    expect(smtp.sent).toEqual([expect.objectContaining({ to: 'avisos@tienda.test', subject: 'Correo de prueba de Tienda' })]);
    const down = recordingTransport('smtp');
    down.fail = 'Connection refused';
    expect(await test(admin, down)).toMatchObject({ status: 502, body: { ok: false, message: 'No se pudo enviar: Connection refused' } });

    const tests = await t.db.select().from(correos).where(eq(correos.kind, 'prueba'));
    expect(tests.map((m) => m.deliveredVia).sort()).toEqual(['file', null, 'smtp']);
    const page = await callRoute(route.loader, browserRequest('/admin/correos?estado=archivados', { session: seller }), {}, testContext(services(files)));
    expect(page.body).toMatchObject({ tab: 'archivados', canTest: false, counts: { archivados: 1, enviados: 1, fallidos: 0, pendientes: 1 } });
  });
});
