// The two mails of an answer: to the customer (the priced lines, the link, the PDF attached) and
// to the shop when the customer accepts. The HTML is React components (server/mail/layout.tsx),
// so customer-typed and staff-typed values are escaped by React; subjects stay on one line.
import type { ReactNode } from 'react';
import { availabilityText, dayText, lineSubtotalCents } from '#domain/quote-answer';
import { FREIGHT_NAME, formatMoney, lineCurrency, lineIvaLabel, totalRows, totalsText } from '#domain/answer-money';
import { NET_PRICE_LEGEND } from '#domain/iva';
import { answerMoney } from './money';
import { longDateTimeText } from '#domain/dates';
import type { MailAttachment } from '../../db/schema';
import { headerText, textFields } from '../../mail/templates';
import { FieldTable, MailHeading, MailLayout, PlainParagraph, renderMail } from '../../mail/layout';
import { firstName } from '#domain/reply-links';
import type { AnswerDocument } from './store';

export interface AnswerMailShop {
  name: string;
  email: string;
  address: string;
  phone: string;
}

const SOFT = '#57534e';
const CELL = { verticalAlign: 'top' } as const;
const MONEY = { textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap' } as const;

type AnswerLine = AnswerDocument['content']['lines'][number];

function LineRow({ line, shopIva }: { line: AnswerLine; shopIva: AnswerDocument['content']['shopIva'] }) {
  const details = [
    line.code ? `Código: ${line.code}` : '',
    availabilityText(line.availability, line.leadDays),
    lineIvaLabel(line.ivaRate, shopIva),
    line.requested ? `En lugar de: ${line.requested.name}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr>
      <td style={{ padding: '6px 8px 6px 0', ...CELL }}>{line.quantity}</td>
      <td style={{ padding: '6px 8px', ...CELL }}>
        <strong>{line.name}</strong>
        <br />
        <span style={{ color: SOFT, fontSize: '12px' }}>{details}</span>
      </td>
      <td style={{ padding: '6px 8px', ...MONEY }}>{formatMoney(line.unitPriceCents, lineCurrency(line))}</td>
      <td style={{ padding: '6px 0 6px 8px', ...MONEY }}>
        {line.availability === 'sin-stock' ? '—' : formatMoney(lineSubtotalCents(line), lineCurrency(line))}
      </td>
    </tr>
  );
}

/** What the customer pays: the total in pesos at the frozen rate, else the totals per currency. */
function payableText(document: AnswerDocument): string {
  const money = answerMoney(document.content);
  return money.pesos ? formatMoney(money.pesos.totalCents, 'ARS') : totalsText(money.totals);
}

/** The freight, then the rows under the lines, as text: 'Total: $ 3.000', 'IVA 21 %: $ 520', the rate's legend. */
function totalsTextLines(document: AnswerDocument): string[] {
  const money = answerMoney(document.content);
  const freight = document.content.freight;
  return [
    ...(freight && freight.cents > 0
      ? [
          [`- ${FREIGHT_NAME}: ${formatMoney(freight.cents, freight.currency)}`, lineIvaLabel(freight.ivaRate, document.content.shopIva)]
            .filter(Boolean)
            .join(' · '),
        ]
      : []),
    '',
    ...totalRows(money.totals, money.pesos, NET_PRICE_LEGEND).map((row) => (row.amount ? `${row.label}: ${row.amount}` : row.label)),
  ];
}

function LinesTable({ document }: { document: AnswerDocument }) {
  const { lines, freight } = document.content;
  const money = answerMoney(document.content);
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse', width: '100%', maxWidth: '640px' }}>
      <thead>
        <tr style={{ textAlign: 'left', color: SOFT, fontSize: '12px' }}>
          <th style={{ padding: '4px 8px 4px 0' }}>Cant.</th>
          <th style={{ padding: '4px 8px' }}>Producto</th>
          <th style={{ padding: '4px 8px', textAlign: 'right' }}>Precio unit.</th>
          <th style={{ padding: '4px 0 4px 8px', textAlign: 'right' }}>Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <LineRow key={index} line={line} shopIva={document.content.shopIva} />
        ))}
        {freight && freight.cents > 0 ? (
          <tr>
            <td style={{ padding: '6px 8px 6px 0', ...CELL }}>1</td>
            <td style={{ padding: '6px 8px', ...CELL }}>
              <strong>{FREIGHT_NAME}</strong>
              <br />
              <span style={{ color: SOFT, fontSize: '12px' }}>{lineIvaLabel(freight.ivaRate, document.content.shopIva)}</span>
            </td>
            <td style={{ padding: '6px 8px', ...MONEY }}>{formatMoney(freight.cents, freight.currency)}</td>
            <td style={{ padding: '6px 0 6px 8px', ...MONEY }}>{formatMoney(freight.cents, freight.currency)}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        {totalRows(money.totals, money.pesos, NET_PRICE_LEGEND).map((row, index) => (
          <tr key={index} style={{ fontSize: row.strong ? '14px' : '12px' }}>
            <th colSpan={row.amount ? 3 : 4} style={{ padding: '4px 8px 4px 0', textAlign: 'right', fontWeight: row.strong ? 'bold' : 'normal' }}>
              {row.label}
            </th>
            {row.amount ? (
              <td style={{ padding: '4px 0 4px 8px', textAlign: 'right', fontWeight: row.strong ? 'bold' : 'normal', whiteSpace: 'nowrap' }}>{row.amount}</td>
            ) : null}
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** The shop's name, then its address and phone: how every mail to the customer ends. */
function signatureLines(shop: AnswerMailShop): [string, string] {
  return [shop.name, [shop.address, shop.phone].filter(Boolean).join(' · ')];
}

function Signature({ shop }: { shop: AnswerMailShop }) {
  const [name, contact] = signatureLines(shop);
  return (
    <p style={{ color: SOFT }}>
      {name}
      <br />
      {contact}
    </p>
  );
}

const BUTTON = {
  display: 'inline-block',
  background: '#2f6b2f',
  color: '#ffffff',
  padding: '10px 16px',
  borderRadius: '8px',
  textDecoration: 'none',
  fontWeight: 'bold',
} as const;

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
  // The staff's message often starts with its own greeting: then ours is left out (never two).
  const greets = /^\s*(¡\s*)?(hola|buen[oa]s)\b/i.test(content.message);
  const hello = greets ? '' : name ? `¡Hola, ${name}!` : '¡Hola!';
  const subject = headerText(`Tu presupuesto Nº ${document.number} de ${shop.name}`);
  const lineText = content.lines.map((line) => {
    const instead = line.requested ? ` (en lugar de ${line.requested.name})` : '';
    const currency = lineCurrency(line);
    const subtotal = line.availability === 'sin-stock' ? '' : ` = ${formatMoney(lineSubtotalCents(line), currency)}`;
    return `- ${line.quantity} x ${line.name}${line.code ? ` (${line.code})` : ''}${instead}: ${formatMoney(line.unitPriceCents, currency)} c/u${subtotal} · ${availabilityText(line.availability, line.leadDays)}`;
  });
  const text = [
    ...(hello ? [hello, ''] : []),
    `Te enviamos el presupuesto Nº ${document.number} que nos pediste.`,
    ...(content.message ? ['', content.message] : []),
    '',
    ...lineText,
    ...totalsTextLines(document),
    `${document.billing.invoice}.`,
    `Válido hasta el ${dayText(content.validUntil)}.`,
    ...(content.shipping ? [`Envío o retiro: ${content.shipping}`] : []),
    ...(content.paymentTerms ? [`Condiciones de pago: ${content.paymentTerms}`] : []),
    '',
    `Para verlo, descargarlo en PDF y aceptarlo: ${link}`,
    '',
    'Te adjuntamos el PDF. Si tenés dudas, respondé este correo.',
    '',
    ...signatureLines(shop),
  ].join('\n');
  const html = renderMail(
    <MailLayout title={subject} tone="customer">
      {hello ? <p>{hello}</p> : null}
      <p>Te enviamos el presupuesto Nº {document.number} que nos pediste.</p>
      {content.message ? <PlainParagraph text={content.message} /> : null}
      <LinesTable document={document} />
      <p>
        {document.billing.invoice}. Válido hasta el {dayText(content.validUntil)}.
      </p>
      {content.shipping ? (
        <p>
          <strong>Envío o retiro:</strong> {content.shipping}
        </p>
      ) : null}
      {content.paymentTerms ? (
        <p>
          <strong>Condiciones de pago:</strong> {content.paymentTerms}
        </p>
      ) : null}
      <p>
        <a href={link} style={BUTTON}>
          Ver y aceptar el presupuesto
        </a>
      </p>
      <p style={{ color: SOFT }}>Te adjuntamos el PDF. Si tenés dudas, respondé este correo.</p>
      <Signature shop={shop} />
    </MailLayout>,
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

/** Where a staff mail sends its reader: the quote's link with PUBLIC_URL, else where to find it. */
function staffPointer(staffLink: string | null | undefined, label: string): { text: string; html: ReactNode } {
  if (staffLink) return { text: `${label}: ${staffLink}`, html: <a href={staffLink}>{label}</a> };
  const where = 'Buscalo en el área del equipo, en Presupuestos.';
  return { text: where, html: where };
}

export function acceptedMail(input: { document: AnswerDocument; staffLink?: string | null; to: string }): {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
} {
  const pointer = staffPointer(input.staffLink, 'Verlo en el área del equipo');
  const { document } = input;
  const subject = headerText(`Presupuesto aceptado Nº ${document.number} — ${document.customer.name}`);
  const fields: Array<[string, string]> = [
    ['Cliente', document.customer.name],
    ['Teléfono', document.customer.phone],
    ['Email', document.customer.email],
    ['Versión aceptada', String(document.version)],
    ['Total', payableText(document)],
  ];
  const text = [`${document.customer.name} aceptó el presupuesto Nº ${document.number}.`, '', textFields(fields), '', pointer.text].join('\n');
  const html = renderMail(
    <MailLayout title={subject} tone="customer">
      <MailHeading>Presupuesto aceptado</MailHeading>
      <p>
        {document.customer.name} aceptó el presupuesto Nº {document.number}.
      </p>
      <FieldTable fields={fields} />
      <p>{pointer.html}</p>
    </MailLayout>,
  );
  return { to: input.to, replyTo: document.customer.email, subject, text, html };
}

/** The customer's copy of what they accepted. */
export function acceptedCopyMail(input: { document: AnswerDocument; link: string; shop: AnswerMailShop; shopEmail: string }) {
  const { document, link, shop } = input;
  const name = firstName(document.customer.name);
  const hello = name ? `¡Hola, ${name}!` : '¡Hola!';
  const subject = headerText(`Aceptaste el presupuesto Nº ${document.number} de ${shop.name}`);
  const when = document.acceptedAt ? longDateTimeText(document.acceptedAt) : '';
  const summary = `Recibimos tu aceptación del presupuesto Nº ${document.number} (versión ${document.version})${when ? ` el ${when}` : ''}, por un total de ${payableText(document)}.`;
  const next = 'Qué sigue: te contactamos para coordinar el pago y la entrega. Guardá este correo como comprobante.';
  const text = [hello, '', summary, '', `Podés volver a verlo y descargar el PDF: ${link}`, '', next, '', ...signatureLines(shop)].join('\n');
  const html = renderMail(
    <MailLayout title={subject} tone="customer">
      <p>{hello}</p>
      <p>{summary}</p>
      <LinesTable document={document} />
      <p>
        <a href={link}>Ver el presupuesto y descargar el PDF</a>
      </p>
      <p>{next}</p>
      <Signature shop={shop} />
    </MailLayout>,
  );
  return { to: document.customer.email, replyTo: input.shopEmail, subject, text, html };
}

/** To the shop: the customer answered 'No me interesa', with their reason when they gave one. */
export function declinedMail(input: { document: AnswerDocument; reason: string; staffLink?: string | null; to: string }) {
  const { document, reason } = input;
  const pointer = staffPointer(input.staffLink, 'Verlo en el panel');
  const subject = headerText(`No le interesa el presupuesto Nº ${document.number} — ${document.customer.name}`);
  const fields: Array<[string, string]> = [
    ['Cliente', document.customer.name],
    ['Teléfono', document.customer.phone],
    ['Email', document.customer.email],
    ['Versión', String(document.version)],
    ['Total', payableText(document)],
    ['Motivo', reason || '(no dio un motivo)'],
  ];
  const text = [`${document.customer.name} respondió «No me interesa» al presupuesto Nº ${document.number}.`, '', textFields(fields), '', pointer.text].join(
    '\n',
  );
  const html = renderMail(
    <MailLayout title={subject}>
      <MailHeading>No le interesa el presupuesto</MailHeading>
      <p>
        {document.customer.name} respondió «No me interesa» al presupuesto Nº {document.number}.
      </p>
      <FieldTable fields={fields} />
      <p>{pointer.html}</p>
    </MailLayout>,
  );
  return { to: input.to, replyTo: document.customer.email, subject, text, html };
}
