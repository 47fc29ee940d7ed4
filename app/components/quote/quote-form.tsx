// 'Enviar presupuesto' on /presupuesto: WhatsApp, or the visitor's details posted by a plain form
// (the cart as JSON text in 'items'), with a correction under way or the note that it was kept.
import { Link } from 'react-router';
import { TEXTS } from '#domain/copy';
import { quoteMessage, whatsappLink } from '#domain/messaging';
import { useCart } from '../../cart/cart-context';
import { useShop } from '../../lib/shop';
import { Field, HoneypotInputs, SelectField, TextareaField } from '../forms';
import { WhatsAppIcon } from '../icons';
import { MessagingLink } from '../messaging-link';
import { OfflineNote } from '../offline-note';
import { BillingFields } from './billing-fields';
import { KeptNotice } from './kept-notice';
import { CorrectionBanner } from './later-parts';
import { PhoneField } from './phone-field';
import type { QuoteForm } from './use-quote-form';

const PROVINCES = [
  'Buenos Aires',
  'Ciudad Autónoma de Buenos Aires',
  'Catamarca',
  'Chaco',
  'Chubut',
  'Córdoba',
  'Corrientes',
  'Entre Ríos',
  'Formosa',
  'Jujuy',
  'La Pampa',
  'La Rioja',
  'Mendoza',
  'Misiones',
  'Neuquén',
  'Río Negro',
  'Salta',
  'San Juan',
  'San Luis',
  'Santa Cruz',
  'Santa Fe',
  'Santiago del Estero',
  'Tierra del Fuego',
  'Tucumán',
] as const;

const COMMENTS_LABEL = 'Comentarios (modelo de la máquina, número de serie, urgencia)';

export function SendQuote({ form }: { form: QuoteForm }) {
  const cart = useCart();
  const shop = useShop();
  const whatsappHref = whatsappLink(shop.whatsappNumber, quoteMessage(cart.items, form.comments.value));
  const correcting = form.correction.correcting;
  return (
    <section aria-labelledby="enviar" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="enviar" className="text-lg font-bold text-stone-900">
        Enviar presupuesto
      </h2>
      {form.empty ? (
        <span
          aria-disabled="true"
          className="mt-4 flex cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-stone-300 px-4 py-3 font-semibold text-stone-600"
        >
          <WhatsAppIcon className="h-5 w-5" /> Enviar por WhatsApp
        </span>
      ) : (
        <MessagingLink
          href={whatsappHref}
          // WhatsApp green darkened to 6:1 against white (the lighter one gave 4.1:1).
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-[#15713b] px-4 py-3 font-semibold text-white hover:bg-[#115e31]"
        >
          <WhatsAppIcon className="h-5 w-5" /> Enviar por WhatsApp
        </MessagingLink>
      )}
      <p className="my-5 text-center text-sm text-stone-500">o completá tus datos y te respondemos por e-mail</p>
      {correcting ? <CorrectionBanner kept={correcting} onCancel={form.correction.done} /> : null}
      {/* A correction under way replaces the note about what was kept earlier. */}
      {form.kept && !correcting ? <KeptNotice answer={form.kept} whatsappHref={whatsappHref} /> : null}
      <form.fetcher.Form
        ref={form.formRef}
        method="post"
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        noValidate={false}
        className="grid gap-4"
        aria-describedby="ayuda-formulario"
      >
        <input type="hidden" name="idempotencyKey" value={form.hidden.idempotencyKey} />
        <input type="hidden" name="items" value={form.hidden.items} />
        <fieldset disabled={form.empty || form.busy} className="grid gap-4">
          <QuoteFields form={form} />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {form.busy ? TEXTS.sending : TEXTS.sendQuoteByEmail}
          </button>
          <OfflineNote>para que llegue a la tienda hace falta señal.</OfflineNote>
        </fieldset>
        <p id="ayuda-formulario" className="text-xs text-stone-500">
          Usamos tus datos solo para responder este presupuesto. Ver la{' '}
          <Link to="/politica-de-privacidad" className="underline">
            política de privacidad
          </Link>
          .
        </p>
      </form.fetcher.Form>
    </section>
  );
}

/** The visitor's details, the optional billing ones, the honeypot and the cart's own refusal. */
function QuoteFields({ form }: { form: QuoteForm }) {
  const errors = form.fieldErrors;
  const text = (name: string) => ({ id: name, name, required: true, maxLength: 120, error: errors[name] });
  return (
    <>
      <Field label="Nombre y Apellido" {...text('name')} autoComplete="name" />
      {/* One column beside the cart on desktops: two would cut the province's names. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Field label="Localidad" {...text('location')} autoComplete="address-level2" />
        <SelectField label="Provincia" id="province" name="province" required defaultValue="" error={errors.province}>
          <option value="" disabled>
            Seleccioná tu provincia
          </option>
          {PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
      </div>
      <Field label="Email" {...text('email')} type="email" maxLength={254} autoComplete="email" />
      <PhoneField value={form.phone.value} onChange={form.phone.set} error={errors.phone} />
      <TextareaField
        label={COMMENTS_LABEL}
        id="comments"
        name="comments"
        rows={3}
        maxLength={1000}
        value={form.comments.value}
        onChange={(event) => form.comments.set(event.target.value)}
        error={errors.comments}
      />
      <BillingFields errors={errors} />
      <HoneypotInputs />
      {errors.items ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errors.items}
        </p>
      ) : null}
    </>
  );
}
