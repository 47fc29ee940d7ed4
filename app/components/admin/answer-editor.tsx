// The staff's answer editor, in parts: one request line (price, availability, delivery days, an
// alternative) and the conditions (validity, shipping, payment, message). Every control shows what
// a refused save typed, else what the editor loaded (`shown`), and its Spanish message below it.
import {
  ALTERNATIVE_MAX,
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  lineField,
  MESSAGE_MAX,
  SHIPPING_MAX,
  TERMS_MAX,
  addDays,
  VALIDITY_MAX_DAYS,
  type FieldErrors,
} from '#domain/quote-answer';
import { ANSWER_CURRENCIES, CURRENCY_LABELS, PAY_IN, PAY_IN_LABELS } from '#domain/answer-money';
import { ivaRateLabel, KNOWN_RATES } from '#domain/iva';
import type { AnswerEditorView } from '#server/requests/answers/editor';
import { ProductImage } from '../product/product-image';
import { Card, inputClass } from './ui';

/** What a refused save typed for `name`, else the value the editor loaded. */
type Shown = (name: string, loaded: string | number | undefined) => string | number | undefined;

interface PartProps {
  errors: FieldErrors;
  locked: boolean;
  shown: Shown;
}

/** Label, control and the field's Spanish message below it. */
function Field({
  id,
  label,
  hint,
  errors,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
        {hint ? <span className="font-normal text-stone-600"> ({hint})</span> : null}
      </label>
      {children}
      {errors[id] ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {errors[id]}
        </p>
      ) : null}
    </div>
  );
}

/** What every control of the form shares: name, error wiring, lock, look. */
function control(id: string, errors: FieldErrors, disabled: boolean) {
  return {
    id,
    name: id,
    disabled,
    className: inputClass,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': errors[id] ? `${id}-error` : undefined,
  } as const;
}

/** The currency select of a line or of the freight. */
function CurrencySelect({ id, errors, locked, value }: { id: string; errors: FieldErrors; locked: boolean; value: string | number | undefined }) {
  return (
    <select {...control(id, errors, locked)} defaultValue={value}>
      {ANSWER_CURRENCIES.map((c) => (
        <option key={c} value={c}>
          {CURRENCY_LABELS[c]}
        </option>
      ))}
    </select>
  );
}

/** The IVA rate select of a line or of the freight: the rates invoices use, highest first. */
function IvaSelect({ id, errors, locked, value }: { id: string; errors: FieldErrors; locked: boolean; value: string | number | undefined }) {
  return (
    <select {...control(id, errors, locked)} defaultValue={value}>
      {[...KNOWN_RATES].reverse().map((rate) => (
        <option key={rate} value={String(rate)}>
          {rate === 0 ? '0 % o exento' : ivaRateLabel(rate).replace('IVA ', '')}
        </option>
      ))}
    </select>
  );
}

/** One line of the request: what was asked for, and the fields of its answer. */
export function LineEditor({ line, errors, locked, shown }: PartProps & { line: AnswerEditorView['lines'][number] }) {
  const price = lineField('precio', line.index);
  const availability = lineField('disponibilidad', line.index);
  const days = lineField('dias', line.index);
  const alternative = lineField('alternativa', line.index);
  const currency = lineField('moneda', line.index);
  const iva = lineField('iva', line.index);
  return (
    <li className="grid gap-3 border-b border-stone-100 pb-4 last:border-0 last:pb-0" data-testid="linea-editor">
      <div className="flex gap-3">
        <ProductImage
          src={line.image}
          layout="line"
          alt=""
          fallbackText="Imagen no disponible"
          small
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-md object-cover"
        />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {line.requested.quantity} × {line.requested.name}
          </p>
          <p className="text-sm text-stone-600">
            Código: {line.requested.code || 'N/A'} · En la planilla: {line.requested.sheetPrice}
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={currency} label="Moneda" errors={errors}>
          <CurrencySelect id={currency} errors={errors} locked={locked} value={shown(currency, line.currency)} />
        </Field>
        <Field id={price} label="Precio unitario" errors={errors}>
          <input
            {...control(price, errors, locked)}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={shown(price, line.price)}
            placeholder={line.requested.sheetPrice === 'Consultar' ? 'Obligatorio' : undefined}
          />
        </Field>
        <Field id={iva} label="IVA" errors={errors}>
          <IvaSelect id={iva} errors={errors} locked={locked} value={shown(iva, line.ivaRate)} />
        </Field>
        <Field id={availability} label="Disponibilidad" errors={errors}>
          <select {...control(availability, errors, locked)} defaultValue={shown(availability, line.availability)}>
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {AVAILABILITY_LABELS[a]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={days} label="Días de entrega" hint="si es a pedido" errors={errors}>
          <input {...control(days, errors, locked)} inputMode="numeric" autoComplete="off" defaultValue={shown(days, line.leadDays)} />
        </Field>
        <Field id={alternative} label="Alternativa" hint="código o ID" errors={errors}>
          <input {...control(alternative, errors, locked)} autoComplete="off" maxLength={ALTERNATIVE_MAX} defaultValue={shown(alternative, line.alternative)} />
        </Field>
      </div>
    </li>
  );
}

/** The answer's conditions: validity, shipping or pick-up, payment terms and a message. */
export function ConditionsCard({ editor, errors, locked, shown }: PartProps & { editor: AnswerEditorView }) {
  return (
    <Card title="Condiciones" id="condiciones">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="validez" label="Válido hasta" errors={errors}>
          <input
            {...control('validez', errors, locked)}
            type="date"
            defaultValue={shown('validez', editor.validUntil)}
            min={addDays(editor.today, 1)}
            max={addDays(editor.today, VALIDITY_MAX_DAYS)}
          />
        </Field>
        <Field id="envio" label="Envío o retiro" errors={errors}>
          <input
            {...control('envio', errors, locked)}
            maxLength={SHIPPING_MAX}
            defaultValue={shown('envio', editor.shipping)}
            placeholder="Retiro en el local o envío por transporte a cargo del cliente"
          />
        </Field>
        <Field id="condiciones" label="Condiciones de pago" errors={errors} className="sm:col-span-2">
          <textarea {...control('condiciones', errors, locked)} rows={2} maxLength={TERMS_MAX} defaultValue={shown('condiciones', editor.paymentTerms)} />
        </Field>
        <Field id="mensaje" label="Mensaje para el cliente" errors={errors} className="sm:col-span-2">
          <textarea {...control('mensaje', errors, locked)} rows={4} maxLength={MESSAGE_MAX} defaultValue={shown('mensaje', editor.message)} />
        </Field>
      </div>
    </Card>
  );
}

/** Freight as a line of its own, how the customer pays, and the invoice their IVA status calls for. */
export function FreightCard({ editor, errors, locked, shown }: PartProps & { editor: AnswerEditorView }) {
  return (
    <Card title="Flete y cobro" id="flete-y-cobro">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="flete" label="Flete" hint="vacío: sin flete" errors={errors}>
          <input {...control('flete', errors, locked)} inputMode="decimal" autoComplete="off" defaultValue={shown('flete', editor.freight.price)} />
        </Field>
        <Field id="flete-moneda" label="Moneda del flete" errors={errors}>
          <CurrencySelect id="flete-moneda" errors={errors} locked={locked} value={shown('flete-moneda', editor.freight.currency)} />
        </Field>
        <Field id="flete-iva" label="IVA del flete" errors={errors}>
          <IvaSelect id="flete-iva" errors={errors} locked={locked} value={shown('flete-iva', editor.freight.ivaRate)} />
        </Field>
        <Field id="cobro" label="El cliente paga" errors={errors} className="sm:col-span-3">
          <select {...control('cobro', errors, locked)} defaultValue={shown('cobro', editor.payIn)}>
            {PAY_IN.map((p) => (
              <option key={p} value={p}>
                {PAY_IN_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <p className="mt-3 text-sm text-stone-700" data-testid="cotizacion-editor">
        {editor.rateNow
          ? `${editor.rateNow}. Si el cliente paga en pesos, el total en pesos se calcula con la cotización del momento del envío y queda fija en la respuesta.`
          : 'No hay cotización del dólar cargada: una respuesta en pesos con líneas en dólares no se puede enviar hasta cargarla.'}
      </p>
      <p className="mt-1 text-sm font-semibold text-stone-900" data-testid="factura-editor">
        {editor.invoice}
      </p>
    </Card>
  );
}
