// The quote form's optional billing and delivery details, folded under one line so the form is no
// longer for a customer who does not need them (decision 0038). A <details> opens and closes
// without script, and the server renders it open when one of its fields was refused.
import { useEffect, useRef, useState } from 'react';
import { BILLING_LABELS, DELIVERY_LABELS, DELIVERY_METHODS, IVA_STATUSES, IVA_STATUS_LABELS } from '#domain/billing';
import { describedBy, Field, FieldError, SelectField } from '../forms';

/** The names the group posts; a refused one opens it. */
const BILLING_FIELD_NAMES = ['cuit', 'ivaStatus', 'carrier', 'deliveryMethod'] as const;

const CARRIER_MAX = 120;

/** Opens the group when a restored draft filled one of its fields, so nothing typed is hidden. */
export function openBillingIfFilled(form: HTMLFormElement | null, values: Record<string, string>) {
  if (BILLING_FIELD_NAMES.some((name) => values[name])) form?.querySelector('details#datos-facturacion')?.setAttribute('open', '');
}

export function BillingFields({ errors }: { errors: Record<string, string | undefined> }) {
  const refused = BILLING_FIELD_NAMES.some((name) => errors[name]);
  // Open in the server's page when a plain post was refused; later refusals open it from script.
  // Never closed by a render: a group the visitor opened stays open with what they typed.
  const [openAtFirst] = useState(refused);
  const group = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (refused && group.current) group.current.open = true;
  }, [refused]);
  return (
    <details ref={group} id="datos-facturacion" open={openAtFirst || undefined} className="group rounded-lg border border-stone-200 bg-stone-50 px-3 py-2">
      <summary className="cursor-pointer py-1 text-sm font-semibold text-stone-800">{BILLING_LABELS.group}</summary>
      <div className="grid gap-4 pb-2 pt-3">
        <Field
          id="cuit"
          name="cuit"
          label={BILLING_LABELS.cuit}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          hint="11 números, con o sin guiones: 20-12345678-6."
          error={errors.cuit}
        />
        <SelectField id="ivaStatus" name="ivaStatus" label={BILLING_LABELS.ivaStatus} defaultValue="" error={errors.ivaStatus}>
          <option value="">Sin indicar</option>
          {IVA_STATUSES.map((status) => (
            <option key={status} value={status}>
              {IVA_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <Field id="carrier" name="carrier" label={BILLING_LABELS.carrier} type="text" maxLength={CARRIER_MAX} error={errors.carrier} />
        <DeliveryChoice error={errors.deliveryMethod} />
      </div>
    </details>
  );
}

function DeliveryChoice({ error }: { error?: string }) {
  return (
    <fieldset aria-describedby={describedBy(error && 'deliveryMethod-error')}>
      <legend className="text-sm font-semibold text-stone-800">{BILLING_LABELS.delivery}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {DELIVERY_METHODS.map((method) => (
          <label key={method} className="inline-flex min-h-11 items-center gap-2 text-stone-800">
            <input type="radio" name="deliveryMethod" value={method} className="h-5 w-5 accent-brand-600" />
            {DELIVERY_LABELS[method]}
          </label>
        ))}
      </div>
      <FieldError id="deliveryMethod" message={error} />
    </fieldset>
  );
}
