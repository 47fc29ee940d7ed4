// The two mails the shop sends to its own inbox, in Spanish, each with a plain-text and an HTML
// body. Every value that came from a visitor or the spreadsheet goes through escapeHtml in the
// HTML body, and subjects are kept on one line.
import { quoteLine, type CartItem } from '../../domain/cart';
import { dateTimeText } from '../../domain/dates';
import type { BudgetEmailPayload, ContactEnquiry } from '../../domain/types';

export interface MailContent {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

/** One line, no control characters, at most `max` characters: safe in a Subject header. */
export function headerText(value: string, max = 150): string {
  const flat = value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function textFields(fields: Array<[string, string]>): string {
  return fields.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function htmlFields(fields: Array<[string, string]>): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
}

function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">${body}</body></html>`
  );
}

export interface QuoteMailInput {
  /** The spec's send-budget-email payload: form data, bulleted cart text, formatted total. */
  payload: BudgetEmailPayload;
  /** The same lines, for the HTML list. */
  items: readonly CartItem[];
  to: string;
  createdAt: Date;
}

export function quoteMail({ payload, items, to, createdAt }: QuoteMailInput): MailContent {
  const { formData } = payload;
  const fields: Array<[string, string]> = [
    ['Nombre y apellido', formData.name],
    ['Localidad', formData.location],
    ['Provincia', formData.province],
    ['Email', formData.email],
    ['Teléfono', formData.phone],
  ];
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
    'El total es estimado. Responde a este correo para escribirle al cliente.',
  ].join('\n');
  const list = items.map((item) => `<li>${escapeHtml(quoteLine(item))}</li>`).join('');
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:18px">Nuevo pedido de presupuesto</h1>` +
      htmlFields([...fields, ['Fecha', dateTimeText(createdAt)]]) +
      `<h2 style="font-size:16px">Productos</h2><ul>${list}</ul>` +
      `<p><strong>Total estimado: ${escapeHtml(payload.total)}</strong></p>` +
      `<p style="color:#6b7280">El total es estimado. Responde a este correo para escribirle al cliente.</p>`,
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
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:18px">Nueva consulta desde la web</h1>` +
      htmlFields(fields) +
      `<h2 style="font-size:16px">Mensaje</h2>` +
      // pre-wrap keeps the visitor's line breaks without turning them into markup.
      `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>` +
      `<p style="color:#6b7280">Responde a este correo para escribirle a quien consulta.</p>`,
  );
  return { to, replyTo: enquiry.email, subject, text, html };
}
