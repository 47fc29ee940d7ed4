// Rules for the quote form and the contact form, shared by the browser forms and the server.
// Imports only zod and pure text rules: the browser forms and the server validate with the same rules.
import { z } from 'zod';
import { cleanLine, cleanMultiline } from './clean-text';
import { SHOP_TEXTS } from './copy';
import { HONEYPOT_FIELD } from './form-hints';
import { normalizePhone } from './phone';
import { CUIT_MESSAGES, readCuit } from './cuit';
import { DELIVERY_METHODS, IVA_STATUSES } from './billing';

export { PHONE_HINT } from './form-hints';

/** Spanish texts of the rules; the contact ones are docs/product.md §5's, character for character (usted
 * in the e-mail one); the rest are the shop's own, in voseo. */
export const MESSAGES = {
  nameMin: 'El nombre debe tener al menos 3 caracteres.',
  nameMax: 'El nombre no puede superar los 120 caracteres.',
  email: 'Por favor, ingrese un correo electrónico válido.',
  location: SHOP_TEXTS.locationRequired,
  locationMax: 'La localidad no puede superar los 120 caracteres.',
  province: SHOP_TEXTS.provinceRequired,
  provinceMax: 'La provincia no puede superar los 60 caracteres.',
  phone: 'Ingresá tu teléfono con el código de área, por ejemplo 343 4123456.',
  phoneMax: 'El teléfono no puede superar los 30 caracteres.',
  messageMin: 'El mensaje debe tener al menos 10 caracteres.',
  messageMax: 'El mensaje no puede superar los 5000 caracteres.',
  commentsMax: 'Los comentarios no pueden superar los 1000 caracteres.',
  cuitMax: 'El CUIT tiene 11 números; lo que escribiste es mucho más largo.',
  ivaStatus: 'Elegí tu condición frente al IVA de la lista, o dejala sin indicar.',
  carrierMax: 'El expreso o transporte no puede superar los 120 caracteres.',
  delivery: "Elegí 'Retiro en el local' o 'Envío', o dejalo sin indicar.",
  cartEmpty: 'Tu presupuesto está vacío.',
  cartTooLong: 'El presupuesto admite hasta 100 productos distintos.',
  quantity: 'La cantidad debe ser un número entero entre 1 y 999.',
  productId: 'Hay un producto sin identificar en tu presupuesto.',
  idempotencyKey: SHOP_TEXTS.reloadAndRetry,
  invalidForm: SHOP_TEXTS.invalidForm,
  invalidBody: 'La solicitud no tiene el formato esperado.',
} as const;

export const LIMITS = {
  nameMax: 120,
  locationMax: 120,
  provinceMax: 60,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 30,
  messageMin: 10,
  messageMax: 5000,
  commentsMax: 1000,
  cuitMax: 40,
  carrierMax: 120,
  items: 100,
  quantityMax: 999,
} as const;

export { HONEYPOT_FIELD };

/** A UUID, or any 32-128 character token of letters, digits, '_' and '-'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

// One-line fields: any run of whitespace or control characters becomes one space and bidi controls
// go, so a value can never break a mail header or a CSV line, nor read backwards in a subject.
const oneLine = (message: string) =>
  z.string({ error: message }).overwrite((v) =>
    cleanLine(v.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );

// Multi-line text: keep line breaks and tabs, drop other control characters and lone surrogates.
const multiLine = (message: string) => z.string({ error: message }).overwrite((v) => cleanMultiline(v).trim());

const name = oneLine(MESSAGES.nameMin).min(3, MESSAGES.nameMin).max(LIMITS.nameMax, MESSAGES.nameMax);
const email = oneLine(MESSAGES.email)
  .max(LIMITS.emailMax, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));
// Argentine numbers as people write them (0, 15, +54, 9, dashes): the message says what to fix.
const phone = oneLine(MESSAGES.phone)
  .min(1, MESSAGES.phone)
  .max(LIMITS.phoneMax, MESSAGES.phoneMax)
  .check((ctx) => {
    const read = normalizePhone(ctx.value);
    if (!read.ok) ctx.issues.push({ code: 'custom', message: read.message, input: ctx.value });
  });

const idempotencyKey = z.string({ error: MESSAGES.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, MESSAGES.idempotencyKey);
// Never rejected by the schema: the service checks it first and pretends success.
const honeypot = z.string().max(1_000).optional().catch(undefined);

// The optional billing and delivery details (decision 0038): empty means 'not given', stored as null.
// The CUIT comes out as its 11 digits, however it was written.
const cuit = oneLine(CUIT_MESSAGES.notDigits)
  .max(LIMITS.cuitMax, MESSAGES.cuitMax)
  .check((ctx) => {
    if (!ctx.value) return;
    const read = readCuit(ctx.value);
    if (!read.ok) ctx.issues.push({ code: 'custom', message: read.message, input: ctx.value });
  })
  .transform((v) => {
    const read = v ? readCuit(v) : null;
    return read?.ok ? read.digits : null;
  });
/** A choice from a list, or '' for none; a value no form offers is refused with `message`. */
const optionalChoice = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .optional()
    .transform((v) => v || null);

/** The visible fields of the quote form on /presupuesto. */
export const quoteFormSchema = z.object({
  name,
  location: oneLine(MESSAGES.location).min(2, MESSAGES.location).max(LIMITS.locationMax, MESSAGES.locationMax),
  province: oneLine(MESSAGES.province).min(2, MESSAGES.province).max(LIMITS.provinceMax, MESSAGES.provinceMax),
  email,
  phone,
  /** Optional, beside the spec's five fields: machine model, serial number, deadline. */
  comments: multiLine(MESSAGES.commentsMax).max(LIMITS.commentsMax, MESSAGES.commentsMax).optional().default(''),
  cuit: cuit.optional().transform((v) => v ?? null),
  ivaStatus: optionalChoice(IVA_STATUSES, MESSAGES.ivaStatus),
  carrier: oneLine(MESSAGES.carrierMax)
    .max(LIMITS.carrierMax, MESSAGES.carrierMax)
    .optional()
    .transform((v) => v || null),
  deliveryMethod: optionalChoice(DELIVERY_METHODS, MESSAGES.delivery),
});

/** One cart line as the browser sends it: only which product and how many; prices come from the server. */
export const quoteItemSchema = z.object({
  id: z.string({ error: MESSAGES.productId }).trim().min(1, MESSAGES.productId).max(64, MESSAGES.productId),
  quantity: z.coerce.number({ error: MESSAGES.quantity }).int(MESSAGES.quantity).min(1, MESSAGES.quantity).max(LIMITS.quantityMax, MESSAGES.quantity),
  /** The name the visitor saw; used only to name a product that no longer exists. */
  name: z.string().max(200).optional().catch(undefined),
});

/** Everything the quote form posts. */
export const quoteRequestSchema = quoteFormSchema.extend({
  items: z.array(quoteItemSchema, { error: MESSAGES.cartEmpty }).min(1, MESSAGES.cartEmpty).max(LIMITS.items, MESSAGES.cartTooLong),
  idempotencyKey,
  [HONEYPOT_FIELD]: honeypot,
});

/** The visible fields of the contact form on /contacto (docs/product.md §5). */
export const enquiryFormSchema = z.object({
  name,
  email,
  // Optional and without a format rule (spec), but bounded and kept on one line.
  phone: oneLine(MESSAGES.phoneMax).max(LIMITS.phoneMax, MESSAGES.phoneMax).optional(),
  message: multiLine(MESSAGES.messageMin).min(LIMITS.messageMin, MESSAGES.messageMin).max(LIMITS.messageMax, MESSAGES.messageMax),
});

/** Everything the contact form posts. */
export const enquiryRequestSchema = enquiryFormSchema.extend({
  idempotencyKey,
  [HONEYPOT_FIELD]: honeypot,
});

export type QuoteForm = z.infer<typeof quoteFormSchema>;
export type QuoteItemInput = z.infer<typeof quoteItemSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/** First message per top-level field ('items.3.quantity' counts as 'items'). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    out[key] ??= issue.message;
  }
  return out;
}
