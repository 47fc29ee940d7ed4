// Sending an answer and the customer's acceptance, with their mails through the outbox (written
// in the same transaction as the change, sent right after the commit, retried by the worker when
// the mail server is down).
import { answerShareText } from '#domain/quote-answer';
import { displayWhatsappNumber, whatsappLink } from '#domain/messaging';
import type { StaffIdentity } from '../../auth/users';
import type { Executor } from '../../db/client';
import { enqueueMail, tryDelivery, type DeliveryResult } from '../../mail/outbox';
import type { MailTransport } from '../../mail/transport';
import { firstName, whatsappNumberFromPhone } from '#domain/reply-links';
import type { ShopDetails } from '../../admin/deps';
import { acceptedCopyMail, acceptedMail, answerMail, declinedMail } from './mails';
import { ivaNote } from '#domain/copy';
import { answerPdf, type PdfShop } from './pdf';
import { acceptAnswer, declineAnswer, type AcceptOutcome, type DeclineOutcome } from './customer';
import { ANSWER_MESSAGES, freezeSending, issueAnswerLink, latestAnswer, markSent, type AnswerDocument } from './store';
import { needsRate } from '#domain/answer-money';
import { currentRate } from '../../exchange-rate/store';

function answerLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/presupuesto/${token}`;
}

function pdfShop(shop: ShopDetails, origin: string): PdfShop {
  return {
    name: shop.name,
    address: shop.address,
    email: shop.email,
    phone: `WhatsApp ${displayWhatsappNumber(shop.whatsappNumber)}`,
    website: origin.replace(/^https?:\/\//, ''),
    ivaNote: ivaNote(shop.pricesIncludeIva, 'sentence'),
  };
}

export function answerPdfFor(document: AnswerDocument, shop: ShopDetails, origin: string): Promise<Buffer> {
  return answerPdf(document, pdfShop(shop, origin));
}

/**
 * The staff's preview of the last saved version: as the customer will get it, except that a version
 * paid in pesos with dollars and not yet sent (no rate frozen) shows its total in pesos at today's
 * rate, marked as an estimate, so the staff check the figure before sending freezes it.
 */
export async function staffPreviewPdf(db: Executor, document: AnswerDocument, shop: ShopDetails, origin: string): Promise<Buffer> {
  const today = !document.content.rate && needsRate(document.content) ? await currentRate(db) : null;
  return answerPdf(document, pdfShop(shop, origin), today && { value: today.value, label: today.label, date: today.date });
}

/** Paid in pesos with dollars in it, never sent with a rate, and the shop has none to freeze. */
async function lacksRate(db: Executor, document: AnswerDocument): Promise<boolean> {
  return needsRate(document.content) && !document.content.rate && (await currentRate(db)) === null;
}

const EMAIL_SHAPE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export type SendOutcome = { ok: true; version: number; delivery: DeliveryResult } | { ok: false; status: 400 | 404; message: string };

/** 'Enviar por e-mail': the last saved version, its PDF attached, through the outbox. */
export async function sendAnswerByEmail(
  db: Executor,
  quoteId: string,
  context: { actor: StaffIdentity; now: Date; origin: string; shop: ShopDetails; transport?: MailTransport },
): Promise<SendOutcome> {
  const saved = await latestAnswer(db, quoteId);
  if (!saved) return { ok: false, status: 400, message: ANSWER_MESSAGES.nothingSaved };
  if (!EMAIL_SHAPE.test(saved.customer.email)) return { ok: false, status: 400, message: ANSWER_MESSAGES.noEmail };
  if (await lacksRate(db, saved)) return { ok: false, status: 400, message: ANSWER_MESSAGES.noRate };
  const shop = pdfShop(context.shop, context.origin);
  const mailId = await db.transaction(async (tx) => {
    // The PDF is made after the rate and the shop's condition are frozen, so it shows what the page does.
    const document = await freezeSending(tx, saved, await currentRate(tx));
    const pdf = await answerPdf(document, shop);
    // Each sending carries a link of its own; the database keeps only its hash.
    const token = await issueAnswerLink(tx, quoteId, 'e-mail', context.now);
    const mail = answerMail({ document, link: answerLink(context.origin, token), pdf, shop: { ...shop, email: context.shop.email } });
    const id = await enqueueMail(tx, { kind: 'respuesta-presupuesto', relatedId: quoteId, ...mail }, { now: context.now });
    await markSent(tx, document, 'e-mail', context.actor, context.now);
    return id;
  });
  return { ok: true, version: saved.version, delivery: await tryDelivery(mailId, { db, transport: context.transport, now: context.now }, 'presupuesto') };
}

/** 'Enviar por WhatsApp': records the sending and gives the wa.me link with the message ready. */
export async function sendAnswerByWhatsapp(
  db: Executor,
  quoteId: string,
  context: { actor: StaffIdentity; now: Date; origin: string; shop: ShopDetails },
): Promise<{ ok: true; href: string } | { ok: false; status: 400 | 404; message: string }> {
  const document = await latestAnswer(db, quoteId);
  if (!document) return { ok: false, status: 400, message: ANSWER_MESSAGES.nothingSaved };
  const number = whatsappNumberFromPhone(document.customer.phone);
  if (!number) return { ok: false, status: 400, message: ANSWER_MESSAGES.noWhatsapp };
  if (await lacksRate(db, document)) return { ok: false, status: 400, message: ANSWER_MESSAGES.noRate };
  const token = await db.transaction(async (tx) => {
    await freezeSending(tx, document, await currentRate(tx));
    const issued = await issueAnswerLink(tx, quoteId, 'whatsapp', context.now);
    await markSent(tx, document, 'whatsapp', context.actor, context.now);
    return issued;
  });
  const text = answerShareText({
    firstName: firstName(document.customer.name),
    shopName: context.shop.name,
    number: document.number,
    link: answerLink(context.origin, token),
    validUntil: document.content.validUntil,
  });
  return { ok: true, href: whatsappLink(number, text) };
}

interface CustomerAnswerContext {
  now: Date;
  /** The origin of the customer's own links (their answer page). */
  origin: string;
  /** PUBLIC_URL's origin: the staff's mail links to the quote only with it, never with a request's Host. */
  staffOrigin?: string;
  shop: ShopDetails;
  transport?: MailTransport;
}

function staffLinkFor(staffOrigin: string | undefined, quoteId: string): string | null {
  return staffOrigin ? `${staffOrigin.replace(/\/+$/, '')}/admin/presupuestos/${quoteId}` : null;
}

/** The customer's 'Aceptar presupuesto': accepted once, the shop told by mail once. */
export async function acceptByCustomer(db: Executor, token: string, version: number, context: CustomerAnswerContext): Promise<AcceptOutcome> {
  const mailIds: string[] = [];
  const outcome = await acceptAnswer(db, token, version, context.now, async (tx, document) => {
    const mail = acceptedMail({ document, staffLink: staffLinkFor(context.staffOrigin, document.quoteId), to: context.shop.email });
    mailIds.push(await enqueueMail(tx, { kind: 'presupuesto-aceptado', relatedId: document.quoteId, ...mail }, { now: context.now }));
    // The customer's own copy: what they accepted, for their records.
    if (EMAIL_SHAPE.test(document.customer.email)) {
      const copy = acceptedCopyMail({
        document,
        link: answerLink(context.origin, document.token),
        shop: pdfShop(context.shop, context.origin),
        shopEmail: context.shop.email,
      });
      mailIds.push(await enqueueMail(tx, { kind: 'copia-aceptado', relatedId: document.quoteId, ...copy }, { now: context.now }));
    }
  });
  for (const id of mailIds) await tryDelivery(id, { db, transport: context.transport, now: context.now }, 'presupuesto');
  return outcome;
}

/** The customer's 'No me interesa': recorded once with the reason, the shop told by mail once. */
export async function declineByCustomer(db: Executor, token: string, version: number, reason: string, context: CustomerAnswerContext): Promise<DeclineOutcome> {
  let mailId: string | null = null;
  const outcome = await declineAnswer(db, token, version, reason, context.now, async (tx, document, text) => {
    const mail = declinedMail({
      document,
      reason: text,
      staffLink: staffLinkFor(context.staffOrigin, document.quoteId),
      to: context.shop.email,
    });
    mailId = await enqueueMail(tx, { kind: 'presupuesto-rechazado', relatedId: document.quoteId, ...mail }, { now: context.now });
  });
  if (mailId) await tryDelivery(mailId, { db, transport: context.transport, now: context.now }, 'presupuesto');
  return outcome;
}
