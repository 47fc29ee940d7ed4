// A quote request from /presupuesto, step by step as docs/product.md §4: validate, re-price from the
// shop's own catalogue, save (request + outbox mails in one transaction), send the mail, answer.
// submitQuote at the end reads in that order; the helpers above it are the steps' details.
import { eq } from 'drizzle-orm';
import { budgetEmailPayload, cartItemFromProduct, cartTotal, formatCartTotal, type CartItem } from '#domain/cart';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import { formatPrice } from '#domain/price';
import { normalizePhone } from '#domain/phone';
import { getConfig } from '../config';
import { presupuestos, type StoredCartLine } from '../db/schema';
import type { Executor } from '../db/client';
import { enqueueMail, mailFor, mailState, tryDelivery } from '../mail/outbox';
import { quoteMail, quoteReceiptMail } from '../mail/templates';
import { quoteNumber } from '#domain/quote-number';
import type { z } from 'zod';
import { honeypotFilled, invalid, isRecord, notAForm, SPAM_REASON_HONEYPOT, type QuoteContext, type SubmitResult } from './result';
import { fieldErrorsOf, LIMITS, MESSAGES, quoteRequestSchema, type QuoteItemInput } from '#domain/forms';
import { briefError } from '../brief-error';
import { madeAtOf } from '#domain/made-at';
import { billingView } from '#domain/billing';
import { currentShopIva } from '../shop-iva/store';

export type { QuoteContext } from './result';
export type QuoteResult = SubmitResult;

const QUOTE_TEXTS = {
  success: TEXTS.quoteSent.title,
  saveFailed: TEXTS.quoteSaveFailed,
  mailFailed: TEXTS.quoteEmailFailed,
} as const;

const success = (extra: Partial<Extract<QuoteResult, { ok: true }>> = {}): QuoteResult => ({
  ok: true,
  status: 200,
  title: QUOTE_TEXTS.success,
  ...extra,
});

function unavailableMessage(missing: QuoteItemInput[]): string {
  const names = missing.slice(0, 5).map((item) => (item.name?.trim() ? `«${item.name.trim()}»` : `producto ${item.id}`));
  const more = missing.length > 5 ? ` y ${missing.length - 5} más` : '';
  return SHOP_TEXTS.unavailableProducts(`${names.join(', ')}${more}`);
}

type Priced = { ok: true; items: CartItem[] } | { ok: false; result: QuoteResult };

// The browser only says which products and how many; names, codes and prices come from the catalogue.
function price(lines: QuoteItemInput[], findProduct: QuoteContext['findProduct']): Priced {
  const merged = new Map<string, QuoteItemInput>();
  for (const line of lines) {
    const seen = merged.get(line.id);
    merged.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  const missing: QuoteItemInput[] = [];
  const items: CartItem[] = [];
  for (const line of merged.values()) {
    if (line.quantity > LIMITS.quantityMax) {
      return { ok: false, result: invalid(422, MESSAGES.quantity, { items: MESSAGES.quantity }) };
    }
    const product = findProduct(line.id);
    if (!product) missing.push(line);
    else items.push({ ...cartItemFromProduct(product), quantity: line.quantity });
  }
  if (missing.length > 0) {
    const message = unavailableMessage(missing);
    return { ok: false, result: invalid(422, message, { items: message }) };
  }
  return { ok: true, items };
}

function storedLines(items: CartItem[]): StoredCartLine[] {
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    code: item.code ?? '',
    quantity: item.quantity,
    price: formatPrice(item.price),
    unitPrice: item.numericPrice,
  }));
}

// A plain form post carries the cart as JSON text in one field; a JSON post carries the array.
function withParsedItems(input: Record<string, unknown>): Record<string, unknown> {
  if (typeof input.items !== 'string') return input;
  try {
    return { ...input, items: JSON.parse(input.items) };
  } catch {
    return { ...input, items: undefined };
  }
}

type QuoteRequest = z.infer<typeof quoteRequestSchema>;

function shopContact() {
  const config = getConfig();
  return { name: config.SHOP_NAME, email: config.SHOP_EMAIL, whatsappNumber: config.WHATSAPP_NUMBER };
}

/** The quote in the staff area, for the shop's mail; null without a known address. */
function staffQuoteLink(origin: string | undefined, id: string): string | null {
  return origin ? `${origin.replace(/\/+$/, '')}/admin/presupuestos/${id}` : null;
}

/** The number as read ('5493434123456'), kept beside what the visitor typed. */
function phoneDigits(typed: string): string | null {
  const read = normalizePhone(typed);
  return read.ok ? read.phone.international : null;
}

function formOf(request: QuoteRequest) {
  return { name: request.name, location: request.location, province: request.province, email: request.email, phone: request.phone };
}

function quoteRow(request: QuoteRequest, items: CartItem[], now: Date, spamReason: string | null = null, madeAt: Date | null = null) {
  return {
    hechoEl: madeAt,
    idempotencyKey: request.idempotencyKey,
    nombreApellido: request.name,
    localidad: request.location,
    provincia: request.province,
    email: request.email,
    telefono: request.phone,
    telefonoNormalizado: phoneDigits(request.phone),
    comentarios: request.comments,
    cuit: request.cuit,
    ivaStatus: request.ivaStatus,
    carrier: request.carrier,
    deliveryMethod: request.deliveryMethod,
    detallesCarrito: storedLines(items),
    totalEstimado: cartTotal(items),
    spamReason,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * A submission with the honeypot filled: stored as 'posible spam' (the staff may restore it, which
 * mails it then), never mailed now. One that is not a valid request at all is dropped, as before:
 * nothing a person could have meant. Never fails the visitor's answer.
 */
async function quarantineQuote(input: Record<string, unknown>, ctx: QuoteContext): Promise<void> {
  const parsed = quoteRequestSchema.safeParse(withParsedItems(input));
  if (!parsed.success) return;
  const priced = price(parsed.data.items, ctx.findProduct);
  if (!priced.ok) return;
  try {
    const db = await ctx.db;
    await db
      .insert(presupuestos)
      .values(quoteRow(parsed.data, priced.items, ctx.now ?? new Date(), SPAM_REASON_HONEYPOT))
      .onConflictDoNothing({ target: presupuestos.idempotencyKey });
  } catch (error) {
    console.error(`[presupuesto] no se pudo guardar como posible spam: ${briefError(error)}`);
  }
}

/**
 * Handles one quote submission, top to bottom: validate and price, store the request and its two
 * mails in one transaction, send the shop's mail now, answer. Never throws for bad input; see
 * QuoteResult for the outcomes. A repeated idempotency key (double click, retried request) stores
 * nothing new and answers with the earlier request's outcome, trying its mail again if it has not
 * gone out yet.
 */
export async function submitQuote(input: unknown, ctx: QuoteContext): Promise<QuoteResult> {
  // 1. Validate.
  if (!isRecord(input)) return notAForm();
  if (honeypotFilled(input)) {
    // Browsers and password managers fill such fields too: keep it apart for the staff, unmailed.
    await quarantineQuote(input, ctx);
    return success();
  }
  const parsed = quoteRequestSchema.safeParse(withParsedItems(input));
  if (!parsed.success) return invalid(422, MESSAGES.invalidForm, fieldErrorsOf(parsed.error));
  const request = parsed.data;
  const priced = price(request.items, ctx.findProduct);
  if (!priced.ok) return priced.result;
  const items = priced.items;
  const now = ctx.now ?? new Date();
  // A request a phone kept without signal says when it was made; the staff see both times.
  const madeAt = madeAtOf(input.madeAt, now);

  // 2. Store the request, the shop's mail and the customer's receipt in one transaction, once per
  // idempotency key. A crash before the commit leaves nothing; after it, the outbox sends both.
  let db: Executor;
  let saved: { id: string; mailId: string | undefined; receiptId: string | undefined; duplicate: boolean };
  try {
    db = await ctx.db;
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(presupuestos)
        .values(quoteRow(request, items, now, null, madeAt))
        .onConflictDoNothing({ target: presupuestos.idempotencyKey })
        .returning({ id: presupuestos.id });
      if (!row) {
        // PostgreSQL waited for the first insert to commit; this statement sees its row.
        const [earlier] = await tx.select({ id: presupuestos.id }).from(presupuestos).where(eq(presupuestos.idempotencyKey, request.idempotencyKey));
        return { id: earlier!.id, mailId: await mailFor(tx, 'presupuesto', earlier!.id), receiptId: undefined, duplicate: true };
      }
      const mailId = await enqueueMail(
        tx,
        {
          kind: 'presupuesto',
          relatedId: row.id,
          ...quoteMail({
            payload: budgetEmailPayload(formOf(request), items),
            items,
            to: ctx.mailTo ?? getConfig().mailTo,
            createdAt: now,
            comments: request.comments,
            // The invoice the shop issues (C from a Monotributista); read only when the customer said their condition.
            billing: billingView(request, request.ivaStatus ? await currentShopIva(tx) : undefined),
            staffLink: staffQuoteLink(ctx.origin ?? getConfig().PUBLIC_URL, row.id),
          }),
        },
        { now },
      );
      const receiptId = await enqueueMail(
        tx,
        {
          kind: 'recibo-presupuesto',
          relatedId: row.id,
          ...quoteReceiptMail({
            customerName: request.name,
            reference: quoteNumber(row.id),
            items,
            total: formatCartTotal(items),
            // No free text of the visitor's in a mail to the address they typed: the form would be a
            // relay (decision 0031). The staff's mail keeps the comments.
            to: request.email,
            shop: ctx.shop ?? shopContact(),
          }),
        },
        { now },
      );
      return { id: row.id, mailId, receiptId, duplicate: false };
    });
  } catch (error) {
    console.error(`[presupuesto] no se pudo guardar: ${briefError(error)}`);
    return { ok: false, kind: 'save_failed', status: 500, ...QUOTE_TEXTS.saveFailed };
  }

  // 3. Send the shop's mail now; a failure leaves it in the outbox and answers 'Error al enviar'.
  const mail = mailState(await tryDelivery(saved.mailId, { db, transport: ctx.transport, now: ctx.now }, 'presupuesto'));
  if (!mail) return { ok: false, kind: 'mail_failed', status: 502, ...QUOTE_TEXTS.mailFailed, id: saved.id };
  // The receipt goes out after the shop's notice, and only when the mail server answered: a
  // server that is down is not tried twice while the visitor waits (the worker sends it later).
  if (saved.receiptId) await tryDelivery(saved.receiptId, { db, transport: ctx.transport, now: ctx.now }, 'presupuesto');

  // 4. Answer.
  return success({ id: saved.id, duplicate: saved.duplicate, mail, reference: quoteNumber(saved.id) });
}
