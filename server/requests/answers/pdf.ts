// The answer as an A4 PDF (pdfkit): logo, quote number, date, lines, totals, validity, terms:
// the same content as the customer's page. pdfkit's standard fonts carry Spanish letters; any
// character they cannot draw (emoji, other scripts) is left out rather than printed as garbage.
import PDFDocument from 'pdfkit';
import { shortDayText } from '#domain/dates';
import { availabilityText, dayText, lineSubtotalCents } from '#domain/quote-answer';
import { FREIGHT_NAME, formatMoney, lineCurrency, lineIvaLabel, totalRows } from '#domain/answer-money';
import type { AnswerDocument } from './store';
import type { ExchangeRate } from '#domain/exchange-rate';
import { NET_PRICE_LEGEND } from '#domain/iva';
import { discriminatesIva } from '#domain/billing';
import { answerMoney, type AnswerMoney } from './money';

export interface PdfShop {
  name: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  /** The sentence under the total about IVA (PRICES_INCLUDE_IVA); null: none. */
  ivaNote?: string | null;
}

// Windows-1252 (WinAnsi), what the standard fonts encode: Latin-1 plus these.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Text the standard fonts can draw: other characters are dropped, control characters too. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) out += ch;
    else if (ch === '\t') out += ' ';
  }
  return out;
}

const GREEN = '#2f6b2f';
const GOLD = '#e0a526';
const INK = '#1c1917';
const MUTED = '#57534e';

/** The shop's logo (public/logo.svg) drawn with the same shapes, 48 pt wide at (x, y). */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.save().translate(x, y).scale(0.75);
  doc
    .path(
      'M28.5 5.7 L29.4 1.1 L34.6 1.1 L35.5 5.7 L42.1 7.5 L45.2 4 L49.7 6.5 L48.1 11 L53 15.9 L57.5 14.3 L60 18.8 L56.5 21.9 L58.3 28.5 L62.9 29.4 L62.9 34.6 L58.3 35.5 L56.5 42.1 L60 45.2 L57.5 49.7 L53 48.1 L48.1 53 L49.7 57.5 L45.2 60 L42.1 56.5 L35.5 58.3 L34.6 62.9 L29.4 62.9 L28.5 58.3 L21.9 56.5 L18.8 60 L14.3 57.5 L15.9 53 L11 48.1 L6.5 49.7 L4 45.2 L7.5 42.1 L5.7 35.5 L1.1 34.6 L1.1 29.4 L5.7 28.5 L7.5 21.9 L4 18.8 L6.5 14.3 L11 15.9 L15.9 11 L14.3 6.5 L18.8 4 L21.9 7.5 Z',
    )
    .fill(GREEN);
  doc.circle(32, 32, 20.5).fill('#fffaf0');
  doc.lineWidth(1.5).circle(32, 32, 20.5).stroke(GREEN);
  doc.lineWidth(1).moveTo(32, 50).lineTo(32, 17.6).stroke(GOLD);
  for (const cy of [20.8, 27.7, 34.5, 41.4]) {
    for (const [cx, angle] of [
      [30, -30],
      [34, 30],
    ] as const) {
      doc
        .save()
        .rotate(angle, { origin: [cx, cy] })
        .ellipse(cx, cy, 1.5, 2.9)
        .fill(GOLD)
        .restore();
    }
  }
  doc.ellipse(32, 16.5, 1.4, 3.1).fill(GOLD);
  doc.path('M32 47.8 Q24.1 44.2 22.6 37 Q29.1 40.6 32 47.8 Z').fill(GOLD);
  doc.path('M32 47.8 Q39.9 44.2 41.4 37 Q34.9 40.6 32 47.8 Z').fill(GOLD);
  doc.restore();
}

/** Renders the document; resolves with the PDF's bytes. */
export function answerPdf(document: AnswerDocument, shop: PdfShop, estimateAt: ExchangeRate | null = null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    info: { Title: pdfText(`Presupuesto Nº ${document.number}`), Author: pdfText(shop.name), Subject: 'Presupuesto' },
    lang: 'es-AR',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { content } = document;

  drawHeader(doc, document, shop, left, width);

  drawCustomer(doc, document, left, width);
  const money = answerMoney(content, estimateAt);
  const linesEnd = drawLines(doc, content, money, left, width);
  const bottom = doc.page.height - doc.page.margins.bottom;
  const totalsEnd = drawTotals(doc, document, shop, money, { left, width, bottom }, linesEnd);
  drawTerms(doc, content, left, width, totalsEnd, money);
  doc.end();
  return done;
}

/** Under the header: the customer, their billing details and the staff's message. */
function drawCustomer(doc: PDFKit.PDFDocument, document: AnswerDocument, left: number, width: number): void {
  const { content } = document;
  const y = 130;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke('#d6d3d1');
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Cliente', left, y + 10);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(document.customer.name), left, doc.y + 2);
  doc
    .fillColor(MUTED)
    .fontSize(9)
    .text(pdfText([document.customer.location, document.customer.phone, document.customer.email].filter(Boolean).join(' · ')));
  const billing = [document.billing.invoice, document.billing.ivaStatus, document.billing.cuit ? `CUIT ${document.billing.cuit}` : '']
    .filter(Boolean)
    .join(' · ');
  doc.fillColor(INK).fontSize(9).text(pdfText(billing));
  if (content.message) {
    doc.moveDown(0.8).fillColor(INK).fontSize(10).text(pdfText(content.message), { width });
  }
}

/** The lines (quantity, product with code, availability and what was asked, unit price, subtotal), page by page; returns where they end. */
function drawLines(doc: PDFKit.PDFDocument, content: AnswerDocument['content'], money: AnswerMoney, left: number, width: number): number {
  // Lines: quantity, product (code, availability, what was asked), unit price, subtotal.
  const cols = { qty: left, product: left + 36, unit: left + width - 170, subtotal: left + width - 80 };
  const tableHeader = (at: number) => {
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8);
    doc.text('CANT.', cols.qty, at, { width: 32 });
    doc.text('PRODUCTO', cols.product, at, { width: cols.unit - cols.product - 8 });
    doc.text('PRECIO UNIT.', cols.unit, at, { width: 82, align: 'right' });
    doc.text('SUBTOTAL', cols.subtotal, at, { width: 80, align: 'right' });
    const below = at + 12;
    doc
      .moveTo(left, below)
      .lineTo(left + width, below)
      .lineWidth(0.5)
      .stroke('#d6d3d1');
    return below + 6;
  };
  let y = tableHeader(doc.y + 16);
  const bottom = doc.page.height - doc.page.margins.bottom;
  const nets = money.nets;
  const rows = content.lines.map((line, i) => ({ line, net: nets[i] ?? 0 }));
  if (content.freight && content.freight.cents > 0) {
    const f = content.freight;
    const freightLine = {
      name: FREIGHT_NAME,
      quantity: 1,
      unitPriceCents: f.cents,
      currency: f.currency,
      availability: 'en-stock' as const,
      leadDays: null,
      code: '',
      requested: null,
    };
    rows.push({ line: { ...freightLine, productId: '', image: null, ivaRate: f.ivaRate }, net: money.freightNet ?? 0 });
  }
  for (const { line, net } of rows) {
    const productWidth = cols.unit - cols.product - 8;
    const details = [
      line.code ? `Código: ${line.code}` : '',
      line.name === FREIGHT_NAME && line.productId === '' ? '' : availabilityText(line.availability, line.leadDays),
      lineIvaLabel(line.ivaRate, content.shopIva),
      line.requested ? `En lugar de: ${line.requested.name}${line.requested.code ? ` (${line.requested.code})` : ''}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    doc.font('Helvetica-Bold').fontSize(10);
    const nameHeight = doc.heightOfString(pdfText(line.name), { width: productWidth });
    doc.font('Helvetica').fontSize(8);
    const detailHeight = doc.heightOfString(pdfText(details), { width: productWidth });
    // The subtotal without national taxes, in the subtotal's font and size, under the row.
    const currency = lineCurrency(line);
    const netHeight = net > 0 ? 13 : 0;
    if (y + nameHeight + detailHeight + netHeight + 8 > bottom) {
      doc.addPage();
      y = tableHeader(doc.page.margins.top);
    }
    doc.fillColor(INK).font('Helvetica').fontSize(10).text(String(line.quantity), cols.qty, y, { width: 32 });
    doc.font('Helvetica-Bold').text(pdfText(line.name), cols.product, y, { width: productWidth });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(details), cols.product, doc.y + 1, { width: productWidth });
    doc.fillColor(INK).fontSize(10);
    doc.text(formatMoney(line.unitPriceCents, currency), cols.unit, y, { width: 82, align: 'right' });
    doc.text(line.availability === 'sin-stock' ? '—' : formatMoney(lineSubtotalCents(line), currency), cols.subtotal, y, { width: 80, align: 'right' });
    y = Math.max(y + nameHeight + detailHeight, doc.y);
    if (net > 0) {
      doc
        .fillColor(INK)
        .font('Helvetica')
        .fontSize(10)
        .text(`${NET_PRICE_LEGEND}: ${formatMoney(net, currency)}`, left, y + 2, { width, align: 'right' });
      y += netHeight;
    }
    y += 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .lineWidth(0.25)
      .stroke('#e7e5e4');
  }
  return y;
}

/** Under the lines: the totals per currency, their nets, the IVA of each rate, the pesos at the frozen rate, the notes. */
function drawTotals(
  doc: PDFKit.PDFDocument,
  document: AnswerDocument,
  shop: PdfShop,
  money: AnswerMoney,
  at: { left: number; width: number; bottom: number },
  start: number,
): number {
  let y = start;
  const { left, width, bottom } = at;
  const rows = totalRows(money.totals, money.pesos, NET_PRICE_LEGEND);
  // The totals and the notes stay together on one page.
  if (y + 40 + rows.length * 16 > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 4;
  for (const row of rows) {
    // A total and its price without national taxes share type and size, as the law asks.
    doc
      .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.strong ? 12 : 9)
      .fillColor(INK)
      .text(pdfText(row.amount ? `${row.label}: ${row.amount}` : row.label), left, y, { width, align: 'right' });
    y = doc.y + (row.strong ? 2 : 1);
  }
  // A C invoice says nothing of IVA: its prices are final.
  if (shop.ivaNote && discriminatesIva(document.content.shopIva)) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(pdfText(shop.ivaNote), left, y, { width, align: 'right' });
    y = doc.y;
  }
  if (document.content.lines.some((l) => l.availability === 'sin-stock')) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('Los productos sin stock no suman al total.', left, y, { width, align: 'right' });
    y = doc.y;
  }
  return y;
}

/** The top of the page: logo, shop, contact; the quote's number and date on the right. */
function drawHeader(doc: PDFKit.PDFDocument, document: AnswerDocument, shop: PdfShop, left: number, width: number): void {
  const { content } = document;
  drawLogo(doc, left, 40);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(pdfText(shop.name), left + 60, 46, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(pdfText(shop.address), left + 60, doc.y + 2, { width: 260 });
  doc.text(pdfText([shop.phone, shop.email].filter(Boolean).join(' · ')), { width: 260 });
  doc.text(pdfText(shop.website), { width: 260 });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Presupuesto Nº ${document.number}`, left + width - 200, 46, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Fecha: ${shortDayText(document.answeredAt)}`, { width: 200, align: 'right' });
  doc.text(`Válido hasta el ${dayText(content.validUntil)}`, { width: 200, align: 'right' });
  doc.text(`Versión ${document.version}`, { width: 200, align: 'right' });
}

/** Validity, shipping and payment terms under the totals, and the closing line. */
function drawTerms(doc: PDFKit.PDFDocument, content: AnswerDocument['content'], left: number, width: number, y: number, money: AnswerMoney): void {
  doc.x = left;
  doc.y = y + 14;
  const term = (label: string, value: string) => {
    if (!value) return;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(label, left, doc.y, { width });
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(pdfText(value), { width });
    doc.moveDown(0.5);
  };
  term('Validez', `Hasta el ${dayText(content.validUntil)} inclusive.`);
  term('Envío o retiro', content.shipping);
  term('Condiciones de pago', content.paymentTerms);
  doc.moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${currencyNote(money)} Para aceptar este presupuesto usá el enlace que te enviamos o escribinos.`, { width });
}

/** Which currencies the prices are in: pesos, or each line's ('U$S' are US dollars). */
function currencyNote(money: AnswerMoney): string {
  return money.totals.some((t) => t.currency === 'USD')
    ? 'Precios en la moneda de cada línea: $ son pesos argentinos y U$S, dólares estadounidenses.'
    : 'Precios en pesos argentinos.';
}
