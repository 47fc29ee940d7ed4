// The answer the customer was sent, as the staff's quote page shows it in first place: which
// version, when and how it went out, its lines and its total. Once a quote is answered the
// request's sheet prices are only its history; reading them as the deal misled the staff.
import { and, desc, eq, sql } from 'drizzle-orm';
import { availabilityText, lineSubtotalCents, type AnswerContent } from '#domain/quote-answer';
import { answerInvoice, answerTotals, FREIGHT_NAME, formatMoney, frozenRate, lineCurrency, lineIvaLabel, pesoTotal, totalsText } from '#domain/answer-money';
import type { Executor } from '../../db/client';
import { presupuestoRespuestas, presupuestos, staffAudit } from '../../db/schema';

interface SentAnswerLine {
  name: string;
  code: string;
  quantity: number;
  /** '$ 1.500', 'U$S 950': in the line's currency. */
  unitPrice: string;
  subtotal: string;
  /** 'En stock', 'A pedido: 5 días', 'Sin stock'. */
  availability: string;
  /** 'IVA 21 %', null in versions saved before rates were kept and on a C invoice. */
  iva: string | null;
  /** 'Sin stock' lines are shown and not added to the total. */
  counted: boolean;
  /** The product the customer asked for, when this line offers another one. */
  insteadOf: string | null;
}

export interface SentAnswerView {
  version: number;
  /** When this version was last sent (ISO); null when the history lost the entry. */
  sentAt: string | null;
  via: 'e-mail' | 'whatsapp' | null;
  /** Who sent it (e-mail of the staff member). */
  sentBy: string | null;
  /** When the version was saved (ISO). */
  savedAt: string;
  lines: SentAnswerLine[];
  /** '$ 3.000 + U$S 18.500'. */
  totalText: string;
  /** Paid in pesos: 'Total a pagar en pesos: $ X (Cotización: U$S 1 = ...)'; null otherwise. */
  pesosText: string | null;
  /** 'Factura A', 'B' or 'C' (C: the version was sent by a Monotributista or Exento shop). */
  invoice: string;
  shipping: string;
  /** 'YYYY-MM-DD' */
  validUntil: string;
  paymentTerms: string;
  /** The customer accepted this very version (ISO), null otherwise. */
  acceptedAt: string | null;
}

/** The version the customer sees, or null while none was sent. */
export async function sentAnswerView(db: Executor, quoteId: string): Promise<SentAnswerView | null> {
  const [quote] = await db
    .select({
      sent: presupuestos.respuestaEnviada,
      acceptedAt: presupuestos.aceptadoEl,
      acceptedVersion: presupuestos.aceptadaVersion,
      ivaStatus: presupuestos.ivaStatus,
    })
    .from(presupuestos)
    .where(eq(presupuestos.id, quoteId))
    .limit(1);
  if (!quote || quote.sent === null) return null;
  const version = quote.sent;
  const [[row], [sending]] = await Promise.all([
    db
      .select()
      .from(presupuestoRespuestas)
      .where(and(eq(presupuestoRespuestas.presupuestoId, quoteId), eq(presupuestoRespuestas.version, version)))
      .limit(1),
    db
      .select({ createdAt: staffAudit.createdAt, actor: staffAudit.actor, detail: staffAudit.detail })
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.entity, 'presupuesto'),
          eq(staffAudit.entityId, quoteId),
          eq(staffAudit.action, 'respuesta-enviada'),
          sql`${staffAudit.detail}->>'version' = ${String(version)}`,
        ),
      )
      .orderBy(desc(staffAudit.createdAt))
      .limit(1),
  ]);
  if (!row) return null;
  const content = row.contenido;
  const lines = (Array.isArray(content.lines) ? content.lines : []).map((line): SentAnswerLine => ({
    name: line.name,
    code: line.code,
    quantity: line.quantity,
    unitPrice: formatMoney(line.unitPriceCents, lineCurrency(line)),
    subtotal: formatMoney(lineSubtotalCents(line), lineCurrency(line)),
    availability: availabilityText(line.availability, line.leadDays),
    iva: lineIvaLabel(line.ivaRate, content.shopIva) || null,
    counted: line.availability !== 'sin-stock',
    insteadOf: line.requested ? line.requested.name : null,
  }));
  const freight = content.freight;
  if (freight && freight.cents > 0) {
    const amount = formatMoney(freight.cents, freight.currency);
    lines.push({
      name: FREIGHT_NAME,
      code: '',
      quantity: 1,
      unitPrice: amount,
      subtotal: amount,
      availability: '',
      iva: lineIvaLabel(freight.ivaRate, content.shopIva) || null,
      counted: true,
      insteadOf: null,
    });
  }
  const via = sending?.detail.via;
  return {
    version,
    sentAt: sending?.createdAt.toISOString() ?? null,
    via: via === 'e-mail' || via === 'whatsapp' ? via : null,
    sentBy: sending?.actor ?? null,
    savedAt: row.createdAt.toISOString(),
    lines,
    ...totalsOf(content),
    invoice: answerInvoice(quote.ivaStatus, content.shopIva),
    shipping: content.shipping,
    validUntil: content.validUntil,
    paymentTerms: content.paymentTerms,
    acceptedAt: quote.acceptedAt && quote.acceptedVersion === version ? quote.acceptedAt.toISOString() : null,
  };
}

/** The totals as the customer's page shows them (amounts need no IVA rate; the pesos, the frozen rate). */
function totalsOf(content: AnswerContent): { totalText: string; pesosText: string | null } {
  const totals = answerTotals(content, frozenRate, null);
  const pesos = content.payIn === 'pesos' && content.rate ? pesoTotal(totals, content.rate) : null;
  return { totalText: totalsText(totals), pesosText: pesos ? `Total a pagar en pesos: ${formatMoney(pesos.totalCents, 'ARS')} (${pesos.legend})` : null };
}
