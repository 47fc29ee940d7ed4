// The quote's optional billing and delivery details as rows of the 'Cliente' card; the IVA status
// comes with the invoice it calls for ('Factura A' to a Responsable Inscripto or a Monotributo, 'B' to the rest, 'C'
// to everyone when the shop is Monotributista or Exento: docs/decisions/0059-shop-iva-condition.md).
import { BILLING_LABELS, type BillingView } from '#domain/billing';

/** `billing` was read with the shop's condition now (quoteDetail), so its invoice can be a C. */
export function billingRows(billing: BillingView): Array<[string, React.ReactNode]> {
  const rows: Array<[string, React.ReactNode]> = [];
  const { invoice } = billing;
  if (billing.cuit) rows.push([BILLING_LABELS.cuit, <span data-testid="cuit-cliente">{billing.cuit}</span>]);
  if (billing.ivaStatus) {
    rows.push([
      BILLING_LABELS.ivaStatus,
      <span className="inline-flex flex-wrap items-center gap-2" data-testid="iva-cliente">
        {billing.ivaStatus}
        {invoice ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-bold text-brand-800 ring-1 ring-brand-200" data-testid="tipo-factura">
            {invoice}
          </span>
        ) : null}
      </span>,
    ]);
  }
  if (billing.carrier) rows.push([BILLING_LABELS.carrier, <span data-testid="expreso-cliente">{billing.carrier}</span>]);
  if (billing.delivery) rows.push([BILLING_LABELS.delivery, <span data-testid="entrega-cliente">{billing.delivery}</span>]);
  return rows;
}
