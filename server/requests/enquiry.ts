// A contact enquiry from /contacto: validate, save (enquiry + outbox mail in one transaction),
// send the mail, answer; submitEnquiry at the end reads in that order.
//
// Decision: once the enquiry is saved it counts as a success for the visitor ('¡Mensaje enviado!'),
// even when the mail could not be sent right away. The enquiry is stored and the outbox keeps
// retrying its mail, so the business does receive it; telling the visitor 'Error al enviar el
// mensaje' would make them send it again for nothing. Only a failed save is an error, because
// then nothing was kept. (Quotes differ: the spec asks for 'Error al enviar el correo' there.)
import { TEXTS } from '#domain/copy';
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import { consultas } from '../db/schema';
import type { Executor } from '../db/client';
import { enqueueMail, mailFor, mailState, tryDelivery } from '../mail/outbox';
import type { z } from 'zod';
import { contactMail } from '../mail/templates';
import { honeypotFilled, invalid, isRecord, notAForm, SPAM_REASON_HONEYPOT, type RequestContext, type SubmitResult } from './result';
import { enquiryRequestSchema, fieldErrorsOf, MESSAGES } from '#domain/forms';
import { briefError } from '../brief-error';
import { madeAtOf } from '#domain/made-at';

export type EnquiryContext = RequestContext;
export type EnquiryResult = SubmitResult;

const ENQUIRY_TEXTS = { success: TEXTS.contactSent, failed: TEXTS.contactFailed } as const;

type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

function enquiryRow(request: EnquiryRequest, now: Date, spamReason: string | null = null, madeAt: Date | null = null) {
  return {
    madeAt,
    idempotencyKey: request.idempotencyKey,
    name: request.name,
    email: request.email,
    phone: request.phone ? request.phone : null,
    message: request.message,
    spamReason,
    createdAt: now,
    updatedAt: now,
  };
}

/** A valid enquiry with the honeypot filled: stored as possible spam, never mailed now. */
async function quarantineEnquiry(input: Record<string, unknown>, ctx: EnquiryContext): Promise<void> {
  const parsed = enquiryRequestSchema.safeParse(input);
  if (!parsed.success) return;
  try {
    const db = await ctx.db;
    await db
      .insert(consultas)
      .values(enquiryRow(parsed.data, ctx.now ?? new Date(), SPAM_REASON_HONEYPOT))
      .onConflictDoNothing({ target: consultas.idempotencyKey });
  } catch (error) {
    console.error(`[consulta] no se pudo guardar como posible spam: ${briefError(error)}`);
  }
}

/**
 * Handles one contact-form submission, top to bottom: validate, store the enquiry and its mail in
 * one transaction (once per idempotency key), send the mail now, answer. Never throws for bad input.
 */
export async function submitEnquiry(input: unknown, ctx: EnquiryContext): Promise<EnquiryResult> {
  // 1. Validate.
  if (!isRecord(input)) return notAForm();
  if (honeypotFilled(input)) {
    // Autofill fills such fields for real people too: kept apart for the staff, not mailed.
    await quarantineEnquiry(input, ctx);
    return { ok: true, status: 200, ...ENQUIRY_TEXTS.success };
  }
  const parsed = enquiryRequestSchema.safeParse(input);
  if (!parsed.success) return invalid(422, MESSAGES.invalidForm, fieldErrorsOf(parsed.error));
  const request = parsed.data;
  const now = ctx.now ?? new Date();
  // An enquiry a phone kept without signal says when it was made; the staff see both times.
  const madeAt = madeAtOf(input.madeAt, now);

  // 2. Store the enquiry and the shop's mail in one transaction; a repeated key stores nothing new
  // and finds the earlier enquiry's mail instead.
  let db: Executor;
  let saved: { id: string; mailId: string | undefined; duplicate: boolean };
  try {
    db = await ctx.db;
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultas)
        .values(enquiryRow(request, now, null, madeAt))
        .onConflictDoNothing({ target: consultas.idempotencyKey })
        .returning({ id: consultas.id });
      if (!row) {
        // PostgreSQL waited for the first insert to commit; this statement sees its row.
        const [earlier] = await tx.select({ id: consultas.id }).from(consultas).where(eq(consultas.idempotencyKey, request.idempotencyKey));
        return { id: earlier!.id, mailId: await mailFor(tx, 'consulta', earlier!.id), duplicate: true };
      }
      const enquiry = { name: request.name, email: request.email, phone: request.phone || undefined, message: request.message };
      const mail = contactMail({ enquiry, to: ctx.mailTo ?? getConfig().mailTo, createdAt: now });
      const mailId = await enqueueMail(tx, { kind: 'consulta', relatedId: row.id, ...mail }, { now });
      return { id: row.id, mailId, duplicate: false };
    });
  } catch (error) {
    console.error(`[consulta] no se pudo guardar: ${briefError(error)}`);
    return { ok: false, kind: 'save_failed', status: 500, ...ENQUIRY_TEXTS.failed };
  }

  // 3. Send the mail now and answer. Saved is success for an enquiry: a mail that did not go now
  // waits in the outbox.
  const mail = mailState(await tryDelivery(saved.mailId, { db, transport: ctx.transport, now: ctx.now }, 'consulta')) ?? 'queued';
  return { ok: true, status: 200, ...ENQUIRY_TEXTS.success, id: saved.id, duplicate: saved.duplicate, mail };
}
