// Integration, both engines: the staff's answer in versions with optimistic
// concurrency, sending by e-mail (the PDF attached, through the outbox, kept when the mail server
// is down) and by WhatsApp, the customer's token, acceptance once whatever the clicks, expiry,
// and the list's summary.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../../tests/setup/databases';
import { suiteDatabase } from '../../../tests/support/suite';
import { pdfjsText } from '../../../tests/support/answer-pdf';
import { clearTables, enquiryInput, findProduct, PRODUCTS, quoteInput } from '../../../tests/setup/fixtures';
import { addStaff, Clock } from '../../../tests/support/staff';
import type { StaffIdentity } from '../../auth/users';
import { rowsOf } from '../../db/client';
import { consultas, correos, presupuestoEnlaces, presupuestoRespuestas, presupuestos, staffAudit, staffUsers } from '../../db/schema';
import { createBackup } from '../../ops/backup';
import type { MailTransport, OutgoingMail } from '../../mail/transport';
import { submitQuote } from '../quote';
import { submitEnquiry } from '../enquiry';
import { drainOutbox } from '../../mail/outbox';
import { makeProduct } from '#domain/testing';
import type { AnswerInput } from '#domain/quote-answer';
import { updateRequest } from '../staff-shared';
import { listQuotes, quoteDetail } from '../quote-list';
import { acceptByCustomer, declineByCustomer, sendAnswerByEmail, sendAnswerByWhatsapp } from './service';
import { answerByToken } from './store';
import { answerEditor, saveAnswer, type CatalogLookup } from './editor';
import { answerPanel, expireAnswers, quoteSummary } from './panel';
import { pdfText } from './pdf';
import { answerTokenHash, newAnswerToken } from './token';

const SHOP = {
  name: 'Agro Industrial Paraná',
  email: 'ventas@tienda.test',
  whatsappNumber: '5493434000000',
  address: 'Av. Almafuerte 4346, Paraná, Entre Ríos',
};
const ORIGIN = 'https://tienda.example';
const ALTERNATIVE = makeProduct({
  id: '20',
  name: 'Bomba hidráulica Bosch',
  code: 'BH-2',
  price: '$ 80.000',
  numericPrice: 80000,
  image: '/muestras/bomba.webp',
});
const CATALOG: CatalogLookup = { byId: (id) => findProduct(id) ?? (id === '20' ? ALTERNATIVE : undefined), products: [...PRODUCTS, ALTERNATIVE] };

function recordingTransport(fail = false) {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'file' as const,
    sent,
    fail,
    async send(mail: OutgoingMail) {
      if (this.fail) throw new Error('Connection refused');
      sent.push(mail);
      return { messageId: `<${mail.id}@test>` };
    },
    close() {},
  } satisfies MailTransport & { sent: OutgoingMail[]; fail: boolean };
}

/** The token of the first answer link in a text (a mail, a wa.me message). */
function tokenIn(text: string): string {
  // A wa.me link is encoded; a mail's text is not, and its 'IVA 21 %' does not decode.
  const token = /\/presupuesto\/([A-Za-z0-9_-]{32})/.exec(text.includes('%2F') ? decodeURIComponent(text) : text)?.[1];
  if (!token) throw new Error(`sin enlace: ${text.slice(0, 200)}`);
  return token;
}

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe.each(ENGINES)('respuestas de presupuesto con %s', (engine) => {
  const t = suiteDatabase(engine);
  let clock: Clock;
  let ana: StaffIdentity;
  let beto: StaffIdentity;
  let quoteId: string;

  beforeEach(async () => {
    clock = new Clock(new Date('2026-11-24T13:00:00Z'));
    await t.db.delete(presupuestoRespuestas);
    await clearTables(t.db);
    await t.db.delete(staffAudit);
    await t.db.delete(staffUsers);
    ana = await addStaff(t.db, { email: 'ana@tienda.test' });
    beto = await addStaff(t.db, { email: 'beto@tienda.test', role: 'vendedor' });
    const transport = recordingTransport();
    // 2 x Filtro de aceite $ 12.500, 1 x Neumático $ 1.234.567,50, 3 x Bomba hidráulica 'Consultar'.
    await submitQuote(quoteInput({ name: 'Juana <b>Pérez</b>', phone: '343 4123456' }), {
      db: t.db,
      findProduct,
      transport,
      mailTo: SHOP.email,
      now: clock.now(),
    });
    [{ id: quoteId }] = await t.db.select({ id: presupuestos.id }).from(presupuestos);
  });

  /** Sends the last saved version by WhatsApp; the token of the link it carried. */
  async function sendByWhatsapp(id: string): Promise<string> {
    const outcome = await sendAnswerByWhatsapp(t.db, id, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP });
    if (!outcome.ok) throw new Error(outcome.message);
    return tokenIn(outcome.href);
  }

  function input(overrides: Partial<AnswerInput> = {}): AnswerInput {
    return {
      lines: [
        { unitPriceCents: 1_250_000, availability: 'en-stock', leadDays: null, alternative: '' },
        { unitPriceCents: 123_456_750, availability: 'sin-stock', leadDays: null, alternative: '' },
        { unitPriceCents: 7_500_050, availability: 'a-pedido', leadDays: 10, alternative: 'bh-2' },
      ],
      shipping: 'Retiro en el local',
      validUntil: '2026-12-01',
      paymentTerms: 'Contado',
      message: 'Gracias 😀 por <tu> consulta',
      baseVersion: 0,
      ...overrides,
    };
  }

  it('the editor opens with the sheet prices (thousands dots), empty where it says Consultar, valid for 7 days', async () => {
    const editor = await answerEditor(t.db, quoteId, CATALOG, clock.now());
    expect(editor?.lines.map((l) => [l.requested.name, l.price])).toEqual([
      ['Filtro de aceite', '12.500'],
      ['Neumático 18.4-34', '1.234.567,50'],
      ['Bomba hidráulica', ''],
    ]);
    expect(editor).toMatchObject({ version: 0, validUntil: '2026-12-01', today: '2026-11-24', paymentTerms: 'Solo contado efectivo o transferencia' });
  });

  it('every save is a version; a save on an old version is refused and writes nothing', async () => {
    expect(await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now())).toEqual({ ok: true, version: 1 });
    expect(await saveAnswer(t.db, quoteId, input({ baseVersion: 1, shipping: 'Envío' }), ana, CATALOG, clock.now())).toEqual({ ok: true, version: 2 });
    // Beto opened the form at version 1 and saves after Ana's version 2.
    const stale = await saveAnswer(t.db, quoteId, input({ baseVersion: 1, shipping: 'Beto' }), beto, CATALOG, clock.now());
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(stale.ok ? '' : stale.message).toBe(
      'Otra persona (ana@tienda.test) guardó la versión 2 de esta respuesta mientras editabas. Tus cambios no se guardaron: recargá la página para ver esa versión y volvé a cargarlos.',
    );
    const versions = await t.db.select().from(presupuestoRespuestas).where(eq(presupuestoRespuestas.presupuestoId, quoteId));
    expect(versions.map((v) => [v.version, v.contenido.shipping])).toEqual(
      expect.arrayContaining([
        [1, 'Retiro en el local'],
        [2, 'Envío'],
      ]),
    );
    expect(versions).toHaveLength(2);
    // The alternative replaced the line; 'Sin stock' does not add up.
    expect(versions[0].contenido.lines[2]).toMatchObject({
      productId: '20',
      name: 'Bomba hidráulica Bosch',
      requested: { productId: '12', name: 'Bomba hidráulica' },
      leadDays: 10,
    });
    expect(versions[0].totalCentavos).toBe(2 * 1_250_000 + 3 * 7_500_050);
    // Two at once on the same version: exactly one wins.
    const both = await Promise.all([
      saveAnswer(t.db, quoteId, input({ baseVersion: 2 }), ana, CATALOG, clock.now()),
      saveAnswer(t.db, quoteId, input({ baseVersion: 2 }), beto, CATALOG, clock.now()),
    ]);
    expect(both.filter((o) => o.ok)).toHaveLength(1);
    expect(both.filter((o) => !o.ok && o.status === 409)).toHaveLength(1);
  });

  it('an unknown alternative is a message on its field; a spam request cannot be answered', async () => {
    const outcome = await saveAnswer(
      t.db,
      quoteId,
      input({ lines: input().lines.map((l, i) => (i === 0 ? { ...l, alternative: 'NO-EXISTE' } : l)) }),
      ana,
      CATALOG,
      clock.now(),
    );
    expect(outcome).toMatchObject({ ok: false, status: 400, errors: { 'alternativa-0': 'No hay ningún producto con ese código o ID en el catálogo.' } });
    await t.db.update(presupuestos).set({ spamReason: 'honeypot' });
    expect(await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now())).toMatchObject({ ok: false, status: 409 });
    expect(await t.db.select().from(presupuestoRespuestas)).toHaveLength(0);
  });

  it('sent by e-mail: the outbox mail carries the link and the PDF, escapes the customer, and survives a mail outage', async () => {
    expect(await sendAnswerByEmail(t.db, quoteId, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP })).toMatchObject({
      ok: false,
      message: 'Guardá la respuesta antes de enviarla.',
    });
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const down = recordingTransport(true);
    const sent = await sendAnswerByEmail(t.db, quoteId, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP, transport: down });
    expect(sent).toMatchObject({ ok: true, version: 1, delivery: { outcome: 'error', willRetry: true } });
    const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'respuesta-presupuesto'));
    expect(mail).toMatchObject({ status: 'pending', to: 'juan.perez@example.com', relatedId: quoteId });
    expect(mail.adjuntos).toHaveLength(1);
    expect(mail.html).toContain('Juana');
    expect(mail.html).not.toContain('<tu>');
    expect(mail.html).toContain('Gracias 😀 por &lt;tu&gt; consulta');
    const [quote] = await t.db.select().from(presupuestos);
    // Pending: the mail keeps its link until it is sent (a failed mail can be sent again).
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`${ORIGIN}/presupuesto/${token}`);
    expect((await answerByToken(t.db, token))?.version).toBe(1);
    expect(quote).toMatchObject({ estado: 'respondido', respuestaEnviada: 1 });
    expect(quote.respondidoEl?.toISOString()).toBe(clock.now().toISOString());
    const pdf = await pdfjsText(Buffer.from(mail.adjuntos![0].contentBase64, 'base64'));
    expect(pdf).toMatch(/Total:\s+\$ 250\.001,50/);
    // Beside the total, without national taxes (21 % out of a price that includes it).
    expect(pdf).toMatch(/Precio sin impuestos nacionales: \$ 206\.612,81/);
    expect(pdf).toMatch(/Gracias\s+por <tu> consulta/); // the emoji cannot be drawn: left out
    expect(pdf).not.toContain('Ø=');
    expect(pdf).toContain('En lugar de: Bomba hidráulica');

    // The mail server comes back: the worker's retry sends the same attachment.
    const up = recordingTransport();
    clock.advance(10 * 60_000);
    await drainOutbox({ db: t.db, transport: up, now: clock.now });
    expect(up.sent.map((m) => m.attachments?.[0]?.filename)).toEqual([expect.stringMatching(/^presupuesto-[0-9A-F]{8}\.pdf$/)]);
    expect(up.sent[0].text).toContain(`${ORIGIN}/presupuesto/${token}`);
    // Sent: the stored copy no longer holds the token; the link still opens the answer.
    const [stored] = await t.db.select().from(correos).where(eq(correos.kind, 'respuesta-presupuesto'));
    expect(stored.status).toBe('sent');
    expect(`${stored.text}${stored.html}`).not.toContain(token);
    expect(stored.text).toContain(`${ORIGIN}/presupuesto/(enlace enviado, no se guarda)`);
    expect((await answerByToken(t.db, token))?.version).toBe(1);
    const history = await t.db.select().from(staffAudit).where(eq(staffAudit.entityId, quoteId));
    expect(history.map((h) => h.action).sort()).toEqual(['respuesta-enviada', 'respuesta-guardada']);
  });

  it('sent by WhatsApp: a wa.me link to the customer with the message and the link, recorded', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const outcome = await sendAnswerByWhatsapp(t.db, quoteId, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP });
    expect(outcome.ok).toBe(true);
    const href = outcome.ok ? outcome.href : '';
    const [quote] = await t.db.select().from(presupuestos);
    expect(href.startsWith('https://wa.me/5493434123456?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1])).toContain(`${ORIGIN}/presupuesto/${tokenIn(href)}`);
    expect(quote.estado).toBe('respondido');
    const [entry] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'respuesta-enviada'));
    expect(entry.detail).toMatchObject({ via: 'whatsapp', version: 1 });
    // The list shows the sent answer's total instead of the request's estimate.
    const [row] = (await listQuotes(t.db, { q: '', pagina: 1, estado: undefined })).rows;
    expect(row).toMatchObject({ estado: 'respondido', answerTotalCents: 2 * 1_250_000 + 3 * 7_500_050 });
    // A newer version saved but not sent does not change it.
    await saveAnswer(t.db, quoteId, input({ baseVersion: 1, lines: input().lines.map((l) => ({ ...l, unitPriceCents: 1 })) }), ana, CATALOG, clock.now());
    expect((await listQuotes(t.db, { q: '', pagina: 1, estado: undefined })).rows[0].answerTotalCents).toBe(2 * 1_250_000 + 3 * 7_500_050);
  });

  it('the token: 192 bits, found only whole, one per sending; the customer sees the version sent', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    expect(await t.db.select().from(presupuestoEnlaces)).toHaveLength(0); // saved, not sent: no link yet
    const token = await sendByWhatsapp(quoteId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await answerByToken(t.db, token))?.version).toBe(1);
    expect(await answerByToken(t.db, `${token.slice(0, 31)}${token[31] === 'A' ? 'B' : 'A'}`)).toBeNull();
    expect(await answerByToken(t.db, token.slice(0, 12))).toBeNull();
    expect(await answerByToken(t.db, `${token}' or '1'='1`)).toBeNull();
    // A new version saved but not sent: the customer still sees version 1.
    await saveAnswer(t.db, quoteId, input({ baseVersion: 1, shipping: 'Nueva' }), ana, CATALOG, clock.now());
    expect((await answerByToken(t.db, token))?.content.shipping).toBe('Retiro en el local');
    expect(await answerPanel(t.db, quoteId)).toMatchObject({ version: 2, sentVersion: 1, links: { count: 1, lastVia: 'whatsapp' } });
    // Sent again: a new link; the first one keeps working and both open the version last sent.
    const second = await sendByWhatsapp(quoteId);
    expect(second).not.toBe(token);
    expect((await answerByToken(t.db, token))?.version).toBe(2);
    expect((await answerByToken(t.db, second))?.version).toBe(2);
    expect((await answerPanel(t.db, quoteId))?.links.count).toBe(2);
  });

  it('the migration keeps a link sent before the hashes: its token hashed, the raw one erased', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    await sendByWhatsapp(quoteId);
    await t.db.delete(presupuestoEnlaces);
    const old = newAnswerToken();
    await t.db.update(presupuestos).set({ respuestaToken: old }).where(eq(presupuestos.id, quoteId));
    // The migration's own statements that move the tokens (drizzle/0014_answer_link_hashes.sql).
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../../drizzle/0014_answer_link_hashes.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').filter((s) => /^\s*(--[^\n]*\n\s*)*(INSERT|UPDATE)/.test(s))) {
      await t.db.execute(sql.raw(statement));
    }
    expect((await t.db.select().from(presupuestos))[0].respuestaToken).toBeNull();
    expect(await t.db.select().from(presupuestoEnlaces)).toEqual([expect.objectContaining({ tokenHash: answerTokenHash(old), via: 'anterior' })]);
    expect((await answerByToken(t.db, old))?.version).toBe(1);
  });

  it('the database and a backup hold no raw token; a link sent before the hashes and one an older process wrote still open', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const byMail = await sendAnswerByEmail(t.db, quoteId, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP, transport: recordingTransport() });
    expect(byMail).toMatchObject({ ok: true, delivery: { outcome: 'sent' } });
    const [mail] = await t.db.select().from(correos).where(eq(correos.kind, 'respuesta-presupuesto'));
    expect(mail.text).not.toMatch(/\/presupuesto\/[A-Za-z0-9_-]{32}/);
    const byWhatsapp = await sendByWhatsapp(quoteId);
    // A link an older process (still running during a rolling restart) wrote raw: opened once, it
    // is moved to the hashes and erased.
    const legacy = newAnswerToken();
    await t.db.update(presupuestos).set({ respuestaToken: legacy }).where(eq(presupuestos.id, quoteId));
    expect((await answerByToken(t.db, legacy))?.version).toBe(1);
    expect((await t.db.select().from(presupuestos))[0].respuestaToken).toBeNull();
    expect((await answerByToken(t.db, legacy))?.version).toBe(1);
    const hashes = (await t.db.select().from(presupuestoEnlaces)).map((row) => row.tokenHash).sort();
    expect(hashes).toHaveLength(3); // e-mail, WhatsApp, the older process's
    expect(hashes).toEqual(expect.arrayContaining([answerTokenHash(byWhatsapp), answerTokenHash(legacy)]));
    expect(await answerByToken(t.db, newAnswerToken())).toBeNull();

    // Every table as text, and a backup file: none holds a token.
    const dump = rowsOf<{ r: string }>(
      await t.db.execute(sql`select string_agg(x, ' ') as r from (
        select row_to_json(p)::text as x from presupuestos p union all select row_to_json(c)::text from correos c
        union all select row_to_json(a)::text from staff_audit a union all select row_to_json(e)::text from presupuesto_enlaces e) t`),
    )[0].r;
    expect(dump).toContain(answerTokenHash(byWhatsapp));
    const backup = await createBackup(t.db, path.join(t.dataDir, 'copias-enlaces'), clock.now(), Buffer.from('clave-de-las-pruebas-de-enlaces-0123456789'));
    const text = zlib.gunzipSync(fs.readFileSync(backup.file)).toString('utf8');
    expect(text).toContain(answerTokenHash(byWhatsapp));
    for (const token of [byWhatsapp, legacy]) {
      expect(dump).not.toContain(token);
      expect(text).not.toContain(token);
    }
    expect(text).not.toMatch(/\/presupuesto\/[A-Za-z0-9_-]{32}/);
  });

  it('accepting: a double click and two tabs accept once, the shop gets one mail; then it cannot be changed', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const token = await sendByWhatsapp(quoteId);
    const transport = recordingTransport();
    const context = { now: clock.now(), origin: ORIGIN, shop: SHOP, transport };
    const outcomes = await Promise.all([1, 2, 3].map(() => acceptByCustomer(t.db, token!, 1, context)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['accepted', 'already', 'already']);
    const mails = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto-aceptado'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: SHOP.email,
      subject: 'Presupuesto aceptado Nº ' + quoteId.replace(/-/g, '').slice(0, 8).toUpperCase() + ' — Juana <b>Pérez</b>',
    });
    expect(mails[0].html).toContain('Juana &lt;b&gt;Pérez&lt;/b&gt;');
    // The customer's copy, once as well, with the total and the link back.
    const copies = await t.db.select().from(correos).where(eq(correos.kind, 'copia-aceptado'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ to: 'juan.perez@example.com', replyTo: SHOP.email, status: 'sent' });
    expect(copies[0].subject).toMatch(/^Aceptaste el presupuesto Nº [0-9A-F]{8} de /);
    expect(copies[0].text).toContain('¡Hola, Juana!');
    expect(copies[0].text.replace(/\u00a0/g, ' ')).toContain('por un total de $ 250.001,50');
    // The copy went out with the customer's own link; the stored copy keeps no token.
    expect(transport.sent.find((m) => m.to === 'juan.perez@example.com')?.text).toContain(`${ORIGIN}/presupuesto/${token}`);
    expect(copies[0].text).not.toContain(token);
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['juan.perez@example.com', SHOP.email].sort());
    const [quote] = await t.db.select().from(presupuestos);
    expect(quote).toMatchObject({ estado: 'aceptado', aceptadaVersion: 1 });
    // Accepted: 'No me interesa' no longer applies.
    expect((await declineByCustomer(t.db, token!, 1, 'otro', context)).outcome).toBe('closed');
    expect(await saveAnswer(t.db, quoteId, input({ baseVersion: 1 }), ana, CATALOG, clock.now())).toMatchObject({
      ok: false,
      status: 409,
      message: 'El cliente ya aceptó la versión 1: la respuesta no se puede cambiar.',
    });
    expect((await quoteSummary(t.db, clock.now())).accepted).toBe(1);
  });

  it("'No me interesa': recorded once with the reason, the shop told once, then it cannot be accepted", async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const token = await sendByWhatsapp(quoteId);
    const transport = recordingTransport();
    const context = { now: clock.now(), origin: ORIGIN, shop: SHOP, transport };
    const reason = '  Lo conseguí más barato en <b>otro</b> lado  ';
    const outcomes = await Promise.all([1, 2].map(() => declineByCustomer(t.db, token!, 1, reason, context)));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already', 'declined']);
    const [quote] = await t.db.select().from(presupuestos);
    expect(quote).toMatchObject({ estado: 'rechazado', rechazoMotivo: 'Lo conseguí más barato en <b>otro</b> lado' });
    expect(quote.rechazadoEl?.toISOString()).toBe(clock.now().toISOString());
    const mails = await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto-rechazado'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SHOP.email, status: 'sent' });
    expect(mails[0].text).toContain('Motivo: Lo conseguí más barato en <b>otro</b> lado');
    expect(mails[0].html).toContain('&lt;b&gt;otro&lt;/b&gt;');
    expect((await acceptByCustomer(t.db, token!, 1, context)).outcome).toBe('closed');
    const history = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'no-me-interesa'));
    expect(history).toHaveLength(1);
    const detail = await quoteDetail(t.db, quoteId, SHOP);
    expect(detail).toMatchObject({ declineReason: 'Lo conseguí más barato en <b>otro</b> lado', declinedAt: clock.now().toISOString() });
  });

  it('an old tab cannot accept a newer version; past its validity it cannot be accepted and the list says Vencido', async () => {
    await saveAnswer(t.db, quoteId, input(), ana, CATALOG, clock.now());
    const token = await sendByWhatsapp(quoteId);
    await saveAnswer(t.db, quoteId, input({ baseVersion: 1 }), ana, CATALOG, clock.now());
    await sendAnswerByWhatsapp(t.db, quoteId, { actor: ana, now: clock.now(), origin: ORIGIN, shop: SHOP });
    expect((await acceptByCustomer(t.db, token!, 1, { now: clock.now(), origin: ORIGIN, shop: SHOP })).outcome).toBe('closed');

    clock.time = new Date('2026-12-02T03:00:00Z'); // 2 December, 00:00 in Paraná
    expect((await acceptByCustomer(t.db, token!, 2, { now: clock.now(), origin: ORIGIN, shop: SHOP })).outcome).toBe('expired');
    expect(await expireAnswers(t.db, clock.now())).toBe(1);
    expect((await t.db.select().from(presupuestos))[0].estado).toBe('vencido');
    expect(await t.db.select().from(correos).where(eq(correos.kind, 'presupuesto-aceptado'))).toHaveLength(0);
  });

  it('the summary: requests of the last 7 days, answered within 24 h, accepted, the median time to answer', async () => {
    const transport = recordingTransport();
    const ids: string[] = [quoteId];
    for (const hoursAgo of [30, 50]) {
      await submitQuote(quoteInput({ name: `Otro ${hoursAgo}` }), {
        db: t.db,
        findProduct,
        transport,
        mailTo: SHOP.email,
        now: new Date(clock.now().getTime() - hoursAgo * 3_600_000),
      });
    }
    // Spam and old requests are not counted.
    await submitQuote(quoteInput({ name: 'Viejo' }), {
      db: t.db,
      findProduct,
      transport,
      mailTo: SHOP.email,
      now: new Date(clock.now().getTime() - 8 * 86_400_000),
    });
    await submitQuote(quoteInput({ website: 'x' }), { db: t.db, findProduct, transport, mailTo: SHOP.email, now: clock.now() });
    const rows = await t.db.select().from(presupuestos);
    ids.push(
      ...rows
        .filter((r) => /^Otro/.test(r.nombreApellido))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((r) => r.id),
    );
    // Answer the 30 h old one after 2 h, the 50 h old one after 30 h.
    for (const [id, afterHours] of [
      [ids[1], 2],
      [ids[2], 30],
    ] as const) {
      const [row] = rows.filter((r) => r.id === id);
      const when = new Date(row.createdAt.getTime() + afterHours * 3_600_000);
      await saveAnswer(t.db, id, input(), ana, CATALOG, when);
      await sendAnswerByWhatsapp(t.db, id, { actor: ana, now: when, origin: ORIGIN, shop: SHOP });
    }
    expect(await quoteSummary(t.db, clock.now())).toEqual({ received: 3, answeredWithin24h: 1, accepted: 0, medianAnswerMs: 16 * 3_600_000 });
  });

  it('an enquiry cannot take a state of the quote answers', async () => {
    await submitEnquiry(enquiryInput(), { db: t.db, transport: recordingTransport(), mailTo: SHOP.email, now: clock.now() });
    const [{ id }] = await t.db.select({ id: consultas.id }).from(consultas);
    expect(await updateRequest(t.db, 'consulta', id, { intent: 'estado', estado: 'aceptado' }, ana, clock.now())).toEqual({ ok: false, status: 400 });
    expect(await updateRequest(t.db, 'presupuesto', quoteId, { intent: 'estado', estado: 'rechazado' }, ana, clock.now())).toEqual({ ok: true, changed: true });
  });
});

describe('pdfText', () => {
  it('keeps Spanish letters and drops what the standard fonts cannot draw', () => {
    expect(pdfText('Ñandú ¿sí? ¡Olé! € “x” 😀 中\u0007')).toBe('Ñandú ¿sí? ¡Olé! € “x”  ');
  });
});
