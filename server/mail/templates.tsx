// The two mails the shop sends to its own inbox, in Spanish, each with a plain-text and an HTML
// body. The HTML is React components rendered to static markup (server/mail/layout.tsx), so every
// value that came from a visitor or the spreadsheet is escaped by React; subjects are kept on one line.
import { quoteLine, type CartItem } from '#domain/cart';
import { dateTimeText } from '#domain/dates';
import { displayWhatsappNumber, whatsappLink } from '#domain/messaging';
import type { BudgetEmailPayload, ContactEnquiry } from '#domain/types';
import { billingFields, type BillingView } from '#domain/billing';
import { FieldTable, MailHeading, MailLayout, MUTED, PlainParagraph, renderMail } from './layout';

export interface MailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters, at most `max` characters: safe in a Subject header. */
export function headerText(value: string, max = 150): string {
  const flat = value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Label: value lines, the plain-text twin of FieldTable. */
export function textFields(fields: ReadonlyArray<readonly [string, string]>): string {
  return fields.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export interface QuoteMailInput {
  /** The spec's send-budget-email payload: form data, bulleted cart text, formatted total. */
  payload: BudgetEmailPayload;
  /** The same lines, for the HTML list. */
  items: readonly CartItem[];
  to: string;
  createdAt: Date;
  /** The customer's optional comments (machine model, serial number, deadline). */
  comments?: string;
  /** The customer's optional billing and delivery details; only those given are listed. */
  billing?: BillingView;
  /** The quote in /admin, where staff answer it. */
  staffLink?: string | null;
}

const STAFF_LINK_HINT = "Abrilo en el panel y tocá 'Responder presupuesto' para mandarle precios y disponibilidad.";

export function quoteMail({ payload, items, to, createdAt, comments = '', billing, staffLink = null }: QuoteMailInput): MailContent {
  const { formData } = payload;
  const fields: Array<[string, string]> = [
    ['Nombre y apellido', formData.name],
    ['Localidad', formData.location],
    ['Provincia', formData.province],
    ['Email', formData.email],
    ['Teléfono', formData.phone],
  ];
  if (billing) fields.push(...billingFields(billing));
  if (comments) fields.push(['Comentarios', comments]);
  const subject = headerText(`Nuevo pedido de presupuesto — ${formData.name}`);
  const text = [
    'Nuevo pedido de presupuesto desde la tienda.',
    '',
    textFields(fields),
    `Fecha: ${dateTimeText(createdAt)}`,
    '',
    'Productos:',
    payload.cartDetails,
    '',
    `Total estimado: ${payload.total}`,
    '',
    ...(staffLink ? [`Ver el pedido: ${staffLink}`, STAFF_LINK_HINT, ''] : []),
    'El total es estimado. Respondé a este correo para escribirle al cliente.',
  ].join('\n');
  const html = renderMail(
    <MailLayout title={subject}>
      <MailHeading>Nuevo pedido de presupuesto</MailHeading>
      <FieldTable fields={[...fields, ['Fecha', dateTimeText(createdAt)]]} />
      <h2 style={{ fontSize: '16px' }}>Productos</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{quoteLine(item)}</li>
        ))}
      </ul>
      <p>
        <strong>Total estimado: {payload.total}</strong>
      </p>
      {staffLink ? (
        <p>
          <a href={staffLink}>Ver el pedido en el panel</a>. {STAFF_LINK_HINT}
        </p>
      ) : null}
      <p style={{ color: MUTED }}>El total es estimado. Respondé a este correo para escribirle al cliente.</p>
    </MailLayout>,
  );
  return { to, replyTo: formData.email, subject, text, html };
}

export interface ContactMailInput {
  /** The spec's send-contact-email payload. */
  enquiry: ContactEnquiry;
  to: string;
  createdAt: Date;
}

export function contactMail({ enquiry, to, createdAt }: ContactMailInput): MailContent {
  const fields: Array<[string, string]> = [
    ['Nombre', enquiry.name],
    ['Email', enquiry.email],
    ['Teléfono', enquiry.phone || 'No indicado'],
    ['Fecha', dateTimeText(createdAt)],
  ];
  const subject = headerText(`Nueva consulta desde la web — ${enquiry.name}`);
  const text = [
    'Nueva consulta desde el formulario de contacto.',
    '',
    textFields(fields),
    '',
    'Mensaje:',
    enquiry.message,
    '',
    'Responde a este correo para escribirle a quien consulta.',
  ].join('\n');
  const html = renderMail(
    <MailLayout title={subject}>
      <MailHeading>Nueva consulta desde la web</MailHeading>
      <FieldTable fields={fields} />
      <h2 style={{ fontSize: '16px' }}>Mensaje</h2>
      <PlainParagraph text={enquiry.message} />
      <p style={{ color: MUTED }}>Responde a este correo para escribirle a quien consulta.</p>
    </MailLayout>,
  );
  return { to, replyTo: enquiry.email, subject, text, html };
}

export interface ShopContact {
  name: string;
  email: string;
  /** Digits, international. */
  whatsappNumber: string;
}

export interface QuoteReceiptInput {
  customerName: string;
  /** The short reference the staff also see ('Nº 1A2B3C4D'). */
  reference: string;
  items: readonly CartItem[];
  total: string;
  comments?: string;
  to: string;
  shop: ShopContact;
}

/** The customer's receipt right after the form: what they asked for, the reference, what comes next. */
export function quoteReceiptMail({
  customerName,
  reference,
  items,
  total,
  comments = '',
  to,
  shop,
}: QuoteReceiptInput): Omit<MailContent, 'replyTo'> & { replyTo: string } {
  // Only a first name that reads as one: the receipt goes to whatever address was typed, and a
  // 'name' such as 'www.example.com' would make it carry a stranger's message (decision 0031).
  const word = customerName.trim().split(/\s+/)[0] ?? '';
  const first = /^[\p{L}][\p{L}'’-]{0,29}$/u.test(word) ? word : '';
  const whatsapp = displayWhatsappNumber(shop.whatsappNumber);
  const waLink = whatsappLink(shop.whatsappNumber, `¡Hola! Les escribo por mi pedido de presupuesto Nº ${reference}.`);
  const subject = headerText(`Recibimos tu pedido de presupuesto Nº ${reference} — ${shop.name}`);
  const next = RECEIPT_TEXTS.next;
  const text = [
    first ? `¡Hola, ${first}!` : '¡Hola!',
    '',
    `Recibimos tu pedido de presupuesto. Tu número de referencia es Nº ${reference}.`,
    '',
    'Productos:',
    ...items.map((item) => `• ${quoteLine(item)}`),
    '',
    `Total estimado: ${total}`,
    RECEIPT_TEXTS.estimate,
    ...(comments ? ['', `Tus comentarios: ${comments}`] : []),
    '',
    next,
    '',
    `¿Te apura? Escribinos por WhatsApp al ${whatsapp}: ${waLink}`,
    '',
    shop.name,
  ].join('\n');
  const html = renderMail(
    <MailLayout title={subject} tone="customer">
      <MailHeading>{first ? `¡Hola, ${first}!` : '¡Hola!'}</MailHeading>
      <p>
        Recibimos tu pedido de presupuesto. Tu número de referencia es <strong>Nº {reference}</strong>.
      </p>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{quoteLine(item)}</li>
        ))}
      </ul>
      <p>
        <strong>Total estimado: {total}</strong>
      </p>
      <p style={{ color: MUTED }}>{RECEIPT_TEXTS.estimate}</p>
      {comments ? <PlainParagraph text={`Tus comentarios: ${comments}`} /> : null}
      <p>{next}</p>
      <p>
        ¿Te apura? Escribinos por WhatsApp al <a href={waLink}>{whatsapp}</a>.
      </p>
      <p style={{ color: MUTED }}>{shop.name}</p>
    </MailLayout>,
  );
  return { to, replyTo: shop.email, subject, text, html };
}

const RECEIPT_TEXTS = {
  estimate: 'El total es estimado: todavía no se cobra nada.',
  next: 'Qué sigue: revisamos precios, disponibilidad y envío, y te mandamos el presupuesto por e-mail o WhatsApp, con un enlace para aceptarlo en línea. Si tenés que agregar algo, respondé a este correo.',
} as const;
