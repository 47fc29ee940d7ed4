// What a submission answers. Routes turn it into an HTTP status and the dialog or toast texts;
// bad input is always a value here, never a thrown error.
import type { Product } from '#domain/types';
import type { Executor } from '../db/client';
import type { MailTransport } from '../mail/transport';
import type { ShopContact } from '../mail/templates';
import { SHOP_TEXTS } from '#domain/copy';
import { HONEYPOT_FIELD, MESSAGES } from '#domain/forms';

export interface RequestContext {
  /**
   * The database, or the promise of it (e.g. `services.db()`): a database that cannot be opened
   * then answers 'save_failed' like any other failed save instead of throwing.
   */
  db: Executor | Promise<Executor>;
  now?: Date;
  /** Defaults to the configured transport (SMTP_URL or .eml files). */
  transport?: MailTransport;
  /** Defaults to MAIL_TO (or SHOP_EMAIL). */
  mailTo?: string;
}

export interface QuoteContext extends RequestContext {
  findProduct(id: string): Product | undefined;
  /** PUBLIC_URL's origin, for the link in the staff's mail; never a request's Host (no link without it). */
  origin?: string;
  /** For the customer's receipt; defaults to SHOP_NAME, SHOP_EMAIL and WHATSAPP_NUMBER. */
  shop?: ShopContact;
}

type SubmitSuccess = {
  ok: true;
  status: 200;
  title: string;
  description?: string;
  /** Row id; absent for a honeypot hit (stored apart as possible spam, or dropped). */
  id?: string;
  /** The idempotency key had been used: the earlier request's outcome, nothing stored again. */
  duplicate?: boolean;
  /** 'queued': saved, and the outbox will deliver the mail. */
  mail?: 'sent' | 'queued';
  /** The short reference the customer and the staff share ('1A2B3C4D'). */
  reference?: string;
};

export type SubmitInvalid = {
  ok: false;
  kind: 'invalid';
  /** 400: the body is not a form at all; 422: fields break a rule or products are unknown. */
  status: 400 | 422;
  title: string;
  description: string;
  message: string;
  /** Field name -> Spanish message (name, location, province, email, phone, message, items, idempotencyKey). */
  fieldErrors: Record<string, string>;
};

type SubmitFailure = {
  ok: false;
  /** save_failed: nothing stored, no mail tried. mail_failed: stored, the mail waits in the outbox. */
  kind: 'save_failed' | 'mail_failed';
  status: 500 | 502;
  title: string;
  description: string;
  id?: string;
};

export type SubmitResult = SubmitSuccess | SubmitInvalid | SubmitFailure;

const INVALID_TITLE = SHOP_TEXTS.invalidFormTitle;

export function invalid(status: 400 | 422, message: string, fieldErrors: Record<string, string> = {}): SubmitInvalid {
  return { ok: false, kind: 'invalid', status, title: INVALID_TITLE, description: message, message, fieldErrors };
}

export function notAForm(): SubmitInvalid {
  return invalid(400, MESSAGES.invalidBody);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** spam_reason of a request whose honeypot field was filled. */
export const SPAM_REASON_HONEYPOT = 'honeypot';

/**
 * A filled honeypot: answer like a success (bots learn nothing); the request is stored as possible
 * spam, not mailed (autofill fills such fields for real people too).
 */
export function honeypotFilled(input: Record<string, unknown>): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}
