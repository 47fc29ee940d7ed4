// The two mails of an answer: to the customer (the priced lines, the link, the PDF attached) and
// to the shop when the customer accepts. Customer-typed and staff-typed values are escaped in
// the HTML; subjects stay on one line.
import { availabilityText, dayText, formatCents, lineSubtotalCents } from '../../domain/quote-answer';
import type { MailAttachment } from '../db/schema';
import { escapeHtml, headerText } from '../mail/templates';
import { firstName } from '../admin/links';
import type { AnswerDocument } from './store';

export interface AnswerMailShop {
  name: string;
  email: string;
  address: string;
  phone: string;
}

function htmlPage(title: string, body: string): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1c1917;line-height:1.45">${body}</body></html>`
  );
}

const paragraphs = (text: string) => `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`;

export function answerMail(input: { document: AnswerDocument; link: string; pdf: Buffer; shop: AnswerMailShop }): {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
} {
  const { document, link, shop } = input;
  const { content } = document;
  const name = firstName(document.customer.name);
  const hello = name ? `Hola ${name}:` : 'Hola:';
  const subject = headerText(`Tu presupuesto Nº ${document.number} de ${shop.name}`);
  const lineText = content.lines.map((line) => {
    const instead = line.requested ? ` (en lugar de ${line.requested.name})` : '';
    const subtotal = line.availability === 'sin-stock' ? '' : ` = ${formatCents(lineSubtotalCents(line))}`;
    return `- ${line.quantity} x ${line.name}${line.code ? ` (${line.code})` : ''}${instead}: ${formatCents(line.unitPriceCents)} c/u${subtotal} · ${availabilityText(line.availability, line.leadDays)}`;
  });
  const text = [
    hello,
    '',
    `Te enviamos el presupuesto Nº ${document.number} que nos pediste.`,
    ...(content.message ? ['', content.message] : []),
    '',
    ...lineText,
    '',
    `Total: ${formatCents(document.totalCents)}`,
    `Válido hasta el ${dayText(content.validUntil)}.`,
    ...(content.shipping ? [`Envío o retiro: ${content.shipping}`] : []),
    ...(content.paymentTerms ? [`Condiciones de pago: ${content.paymentTerms}`] : []),
    '',
    `Para verlo, descargarlo en PDF y aceptarlo: ${link}`,
    '',
    'Te adjuntamos el PDF. Si tenés dudas, respondé este correo.',
    '',
    shop.name,
    [shop.address, shop.phone].filter(Boolean).join(' · '),
  ].join('\n');
  const rows = content.lines
    .map((line) => {
      const details = [
        line.code ? `Código: ${line.code}` : '',
        availabilityText(line.availability, line.leadDays),
        line.requested ? `En lugar de: ${line.requested.name}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return (
        `<tr><td style="padding:6px 8px 6px 0;vertical-align:top">${line.quantity}</td>` +
        `<td style="padding:6px 8px;vertical-align:top"><strong>${escapeHtml(line.name)}</strong><br><span style="color:#57534e;font-size:12px">${escapeHtml(details)}</span></td>` +
        `<td style="padding:6px 8px;text-align:right;vertical-align:top;white-space:nowrap">${formatCents(line.unitPriceCents)}</td>` +
        `<td style="padding:6px 0 6px 8px;text-align:right;vertical-align:top;white-space:nowrap">${line.availability === 'sin-stock' ? '—' : formatCents(lineSubtotalCents(line))}</td></tr>`
      );
    })
    .join('');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(hello)}</p><p>Te enviamos el presupuesto Nº ${escapeHtml(document.number)} que nos pediste.</p>` +
      (content.message ? paragraphs(content.message) : '') +
      `<table role="presentation" style="border-collapse:collapse;width:100%;max-width:640px">` +
      `<thead><tr style="text-align:left;color:#57534e;font-size:12px"><th style="padding:4px 8px 4px 0">Cant.</th><th style="padding:4px 8px">Producto</th><th style="padding:4px 8px;text-align:right">Precio unit.</th><th style="padding:4px 0 4px 8px;text-align:right">Subtotal</th></tr></thead>` +
      `<tbody>${rows}</tbody>` +
      `<tfoot><tr><th colspan="3" style="padding:8px 8px 8px 0;text-align:right">Total</th><td style="padding:8px 0 8px 8px;text-align:right;font-weight:bold;white-space:nowrap">${formatCents(document.totalCents)}</td></tr></tfoot></table>` +
      `<p>Válido hasta el ${dayText(content.validUntil)}.</p>` +
      (content.shipping ? `<p><strong>Envío o retiro:</strong> ${escapeHtml(content.shipping)}</p>` : '') +
      (content.paymentTerms ? `<p><strong>Condiciones de pago:</strong> ${escapeHtml(content.paymentTerms)}</p>` : '') +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f6b2f;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:bold">Ver y aceptar el presupuesto</a></p>` +
      `<p style="color:#57534e">Te adjuntamos el PDF. Si tenés dudas, respondé este correo.</p>` +
      `<p style="color:#57534e">${escapeHtml(shop.name)}<br>${escapeHtml([shop.address, shop.phone].filter(Boolean).join(' · '))}</p>`,
  );
  return {
    to: document.customer.email,
    replyTo: shop.email,
    subject,
    text,
    html,
    attachments: [{ filename: `presupuesto-${document.number}.pdf`, contentType: 'application/pdf', contentBase64: input.pdf.toString('base64') }],
  };
}

export function acceptedMail(input: { document: AnswerDocument; staffLink: string; to: string }): {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
} {
  const { document, staffLink } = input;
  const subject = headerText(`Presupuesto aceptado Nº ${document.number} — ${document.customer.name}`);
  const fields: Array<[string, string]> = [
    ['Cliente', document.customer.name],
    ['Teléfono', document.customer.phone],
    ['Email', document.customer.email],
    ['Versión aceptada', String(document.version)],
    ['Total', formatCents(document.totalCents)],
  ];
  const text = [
    `${document.customer.name} aceptó el presupuesto Nº ${document.number}.`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    `Verlo en el área del equipo: ${staffLink}`,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<h1 style="font-size:18px">Presupuesto aceptado</h1>` +
      `<p>${escapeHtml(document.customer.name)} aceptó el presupuesto Nº ${escapeHtml(document.number)}.</p>` +
      `<table role="presentation" style="border-collapse:collapse">${fields
        .map(
          ([label, value]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p><a href="${escapeHtml(staffLink)}">Verlo en el área del equipo</a></p>`,
  );
  return { to: input.to, replyTo: document.customer.email, subject, text, html };
}
