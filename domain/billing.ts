// The optional billing and delivery details of a quote request: the customer's tax status, the
// carrier they prefer and how they receive the goods, with the labels staff and customers read.
// No zod here: the quote page shows these labels without loading the form rules (see forms.ts).
// Why they are optional and grouped: docs/decisions/0038-quote-billing-details.md.
import { formatCuit } from './cuit';
import { keysOf } from './labels';

/** 'Condición frente al IVA', stored by these keys. */
export const IVA_STATUS_LABELS = {
  responsable_inscripto: 'Responsable Inscripto',
  monotributo: 'Monotributo',
  consumidor_final: 'Consumidor Final',
  exento: 'Exento',
};
type IvaStatus = keyof typeof IVA_STATUS_LABELS;
export const IVA_STATUSES = keysOf(IVA_STATUS_LABELS);

/** Pick-up at the shop or shipping, stored by these keys. */
export const DELIVERY_LABELS = {
  pickup: 'Retiro en el local',
  shipping: 'Envío',
};
type DeliveryMethod = keyof typeof DELIVERY_LABELS;
export const DELIVERY_METHODS = keysOf(DELIVERY_LABELS);

export const BILLING_LABELS = {
  group: 'Facturación y envío (opcional)',
  cuit: 'CUIT',
  ivaStatus: 'Condición frente al IVA',
  carrier: 'Expreso o transporte de preferencia',
  delivery: 'Entrega',
  invoice: 'Factura',
} as const;

/**
 * The shop's own 'Condición frente al IVA', set by the staff: it decides the invoice class of every
 * answer (docs/decisions/0059-shop-iva-condition.md). A Responsable Inscripto issues A or B by the
 * customer's status; a Monotributista or an Exento issues C to everyone and discriminates no IVA.
 */
export const SHOP_IVA_CONDITION_LABELS = {
  responsable_inscripto: 'Responsable Inscripto',
  monotributo: 'Monotributo',
  exento: 'Exento',
};
export type ShopIvaCondition = keyof typeof SHOP_IVA_CONDITION_LABELS;
export const SHOP_IVA_CONDITIONS = keysOf(SHOP_IVA_CONDITION_LABELS);
/** The condition of a shop that never set one, and of answers sent before the setting existed. */
export const DEFAULT_SHOP_IVA_CONDITION: ShopIvaCondition = 'responsable_inscripto';

const isShopIvaCondition = (value: unknown): value is ShopIvaCondition =>
  typeof value === 'string' && (SHOP_IVA_CONDITIONS as readonly string[]).includes(value);

/** A stored condition read defensively: anything else is the default (today's invoices). */
export const shopIvaCondition = (value: unknown): ShopIvaCondition => (isShopIvaCondition(value) ? value : DEFAULT_SHOP_IVA_CONDITION);

/** Only a Responsable Inscripto shows IVA apart (net subtotal, IVA per rate) on its documents. */
export const discriminatesIva = (shop: unknown): boolean => shopIvaCondition(shop) === 'responsable_inscripto';

const isIvaStatus = (value: unknown): value is IvaStatus => typeof value === 'string' && (IVA_STATUSES as readonly string[]).includes(value);
const isDeliveryMethod = (value: unknown): value is DeliveryMethod => typeof value === 'string' && (DELIVERY_METHODS as readonly string[]).includes(value);

/**
 * The invoice the shop issues to this customer. A shop registered for IVA: 'A' to another
 * Responsable Inscripto (who computes the IVA as a credit) and, since Ley 27.618 (AFIP's RG 5003,
 * April 2021), to a Monotributista too; 'B' to a Consumidor Final or an Exento; null when the
 * status is unknown. A Monotributista or Exento shop: 'C' to everyone, whatever they said.
 */
export function invoiceType(status: unknown, shop: unknown = DEFAULT_SHOP_IVA_CONDITION): 'A' | 'B' | 'C' | null {
  if (!discriminatesIva(shop)) return 'C';
  if (!isIvaStatus(status)) return null;
  return status === 'responsable_inscripto' || status === 'monotributo' ? 'A' : 'B';
}

/** The stored details as staff read them (mail, quote page, CSV); unknown or empty values are left out. */
export interface BillingView {
  /** '20-12345678-6', or null. */
  cuit: string | null;
  ivaStatus: string | null;
  /** 'Factura A' or 'Factura B' when the status is known; 'Factura C' from a shop that issues C. */
  invoice: string | null;
  carrier: string | null;
  delivery: string | null;
}

export interface StoredBilling {
  cuit: string | null;
  ivaStatus: string | null;
  carrier: string | null;
  deliveryMethod: string | null;
}

/**
 * Reads the stored columns defensively: a value no form could have written shows as absent.
 * `shop`: the shop's condition now, for the invoice (callers that do not know it get A or B).
 */
export function billingView(stored: StoredBilling, shop: unknown = DEFAULT_SHOP_IVA_CONDITION): BillingView {
  const cuit = stored.cuit && /^\d{11}$/.test(stored.cuit) ? formatCuit(stored.cuit) : null;
  const invoice = isIvaStatus(stored.ivaStatus) ? invoiceType(stored.ivaStatus, shop) : null;
  return {
    cuit,
    ivaStatus: isIvaStatus(stored.ivaStatus) ? IVA_STATUS_LABELS[stored.ivaStatus] : null,
    invoice: invoice ? `Factura ${invoice}` : null,
    carrier: stored.carrier?.trim() ? stored.carrier : null,
    delivery: isDeliveryMethod(stored.deliveryMethod) ? DELIVERY_LABELS[stored.deliveryMethod] : null,
  };
}

/** The details as 'Label: value' pairs, in the order staff read them; only those given. */
export function billingFields(view: BillingView): Array<[string, string]> {
  const pairs: Array<[string, string | null]> = [
    [BILLING_LABELS.cuit, view.cuit],
    [BILLING_LABELS.ivaStatus, view.ivaStatus && view.invoice ? `${view.ivaStatus} (${view.invoice})` : view.ivaStatus],
    [BILLING_LABELS.carrier, view.carrier],
    [BILLING_LABELS.delivery, view.delivery],
  ];
  return pairs.filter((pair): pair is [string, string] => pair[1] !== null);
}
