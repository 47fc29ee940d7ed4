// The quote form's optional billing and delivery details, folded under one line so the form is no
// longer for a customer who does not need them (decision 0038). A <details> opens and closes
// without script, and the server renders it open when one of its fields was refused.
import { useEffect, useRef, useState } from 'react';
import { BILLING_LABELS, DELIVERY_LABELS, DELIVERY_METHODS, IVA_STATUSES, IVA_STATUS_LABELS } from '../../../domain/billing';
import { QUOTE_INPUT_CLASS } from './field-class';

/** The names the group posts; a refused one opens it. */
const BILLING_FIELD_NAMES = ['cuit', 'ivaStatus', 'carrier', 'deliveryMethod'] as const;

const CARRIER_MAX = 120;

/** Opens the group when a restored draft filled one of its fields, so nothing typed is hidden. */
export function openBillingIfFilled(form: HTMLFormElement | null, values: Record<string, string>) {
  if (BILLING_FIELD_NAMES.some((name) => values[name])) form?.querySelector('details#datos-facturacion')?.setAttribute('open', '');
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

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
        <div>
          <label htmlFor="cuit" className="text-sm font-semibold text-stone-800">
            {BILLING_LABELS.cuit}
          </label>
          <input
            id="cuit"
            name="cuit"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            aria-invalid={errors.cuit ? true : undefined}
            aria-describedby={describedBy('cuit-ayuda', errors.cuit && 'cuit-error')}
            className={QUOTE_INPUT_CLASS}
          />
          <p id="cuit-ayuda" className="mt-1 text-xs text-stone-500">
            11 números, con o sin guiones: 20-12345678-6.
          </p>
          <ErrorText id="cuit-error" error={errors.cuit} />
        </div>
        <div>
          <label htmlFor="ivaStatus" className="text-sm font-semibold text-stone-800">
            {BILLING_LABELS.ivaStatus}
          </label>
          <select
            id="ivaStatus"
            name="ivaStatus"
            defaultValue=""
            aria-invalid={errors.ivaStatus ? true : undefined}
            aria-describedby={describedBy(errors.ivaStatus && 'ivaStatus-error')}
            className={QUOTE_INPUT_CLASS}
          >
            <option value="">Sin indicar</option>
            {IVA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {IVA_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <ErrorText id="ivaStatus-error" error={errors.ivaStatus} />
        </div>
        <div>
          <label htmlFor="carrier" className="text-sm font-semibold text-stone-800">
            {BILLING_LABELS.carrier}
          </label>
          <input
            id="carrier"
            name="carrier"
            type="text"
            maxLength={CARRIER_MAX}
            aria-invalid={errors.carrier ? true : undefined}
            aria-describedby={describedBy(errors.carrier && 'carrier-error')}
            className={QUOTE_INPUT_CLASS}
          />
          <ErrorText id="carrier-error" error={errors.carrier} />
        </div>
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
      <ErrorText id="deliveryMethod-error" error={error} />
    </fieldset>
  );
}
