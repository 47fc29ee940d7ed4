import { ShoppingCart, WhatsAppIcon } from '../components/icons';
import { CartPesoTotal } from '../components/cart/cart-peso-total';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/quote';
import { formatCartTotal } from '../../domain/cart';
import { formatPrice } from '../../domain/price';
import { NetCartTotal, NetPrice } from '../components/product/net-price';
import { quoteMessage, whatsappLink } from '../../domain/messaging';
import { productUrl } from '../../domain/slug';
import { PHONE_HINT } from '../../domain/form-hints';
import { normalizePhone } from '../../domain/phone';
import { SHOP_TEXTS, TEXTS } from '../../domain/copy';
import { submitQuote } from '../../server/requests/quote';
import { staffLinkOrigin } from '../../server/http/public-origin';
import { useCart } from '../cart/cart-context';
import { MessagingLink } from '../components/messaging-link';
import { ProductImage } from '../components/product/product-image';
import { PriceIva } from '../components/product/price-iva';
import { ResultDialog } from '../components/quote/result-dialog';
import { QuantityControls } from '../components/cart/quantity-controls';
import { pageMeta } from '../lib/meta';
import { useShop } from '../lib/shop';
import { newIdempotencyKey } from '../lib/idempotency';
import { answer, catalogProductFinder, rateLimited, readFormBody, type FormAnswer } from '../lib/requests.server';
import { requestContext, servicesContext } from '../../server/context';
import { formHeaders } from '../lib/form-headers';
import { useFormAnswer } from '../hooks/use-form-answer';
import { OfflineNote } from '../components/offline-note';
import { useFormDraft } from '../hooks/use-form-draft';
import { sendOrKeep, type KeptAnswer } from '../offline/keep-on-failure';
import { DRAFT_KEYS } from '../offline/names';
import { KeptRequests } from '../components/quote/kept-requests';
import { KeptNotice } from '../components/quote/kept-notice';
import { CorrectionBanner } from '../components/quote/correction-banner';
import { useQuoteCorrection } from '../components/quote/use-quote-correction';
import { BillingFields, openBillingIfFilled } from '../components/quote/billing-fields';
import { QUOTE_INPUT_CLASS } from '../components/quote/field-class';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Mi Presupuesto',
    description: 'Revisá los productos de tu presupuesto y envialo por WhatsApp o por e-mail. El total es estimado: nada se cobra en línea.',
    path: '/presupuesto',
  });
}

// A refused post (429) tells the client when to try again.
export const headers = formHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const limited = await rateLimited(services, 'presupuesto', context.get(requestContext).clientAddress);
  if (limited) return limited;
  // A database that does not open is answered by the service as 'Error al guardar'.
  return answer(
    await submitQuote(await readFormBody(request), {
      db: services.db(),
      findProduct: catalogProductFinder(services),
      transport: services.mail,
      // The staff's mail links to the quote only under PUBLIC_URL: a Host is whatever the sender typed.
      origin: staffLinkOrigin(services.config.PUBLIC_URL),
      shop: services.admin.shop(),
    }),
  );
}

// From the page (once its scripts run): a shop that cannot be reached keeps the request on the
// phone instead of failing the page. Without script the form posts to the action above as before.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendOrKeep('presupuesto', request, serverAction);

/** The form's fields never kept in its draft: the honeypot, the key and the cart (kept apart). */
const NOT_IN_DRAFT = ['website', 'idempotencyKey', 'items'] as const;

export const PROVINCES = [
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

export const QUOTE_SUCCESS_DESCRIPTION = SHOP_TEXTS.quoteSent;

const inputClass = QUOTE_INPUT_CLASS;

export default function QuotePage() {
  const cart = useCart();
  const shop = useShop();
  const navigate = useNavigate();
  const fetcher = useFetcher<FormAnswer | KeptAnswer>();
  const busy = fetcher.state !== 'idle';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [comments, setComments] = useState('');
  const [phone, setPhone] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(DRAFT_KEYS.presupuesto, formRef, NOT_IN_DRAFT, (values) => {
    if (values.comments) setComments(values.comments);
    if (values.phone) setPhone(values.phone);
    openBillingIfFilled(formRef.current, values);
  });
  // 'Corregir' on a request the shop refused: its fields in the form, its key and its products sent.
  const correction = useQuoteCorrection(formRef, busy, { comments: setComments, phone: setPhone });
  const correcting = correction.correcting;
  const empty = cart.items.length === 0 && !correcting;

  // One key per cart content: a double click or a retry of the same cart never stores two quotes,
  // while a changed cart is a new request.
  const cartSignature = useMemo(() => cart.items.map((i) => `${i.id}x${i.quantity}`).join(','), [cart.items]);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  useEffect(() => setIdempotencyKey(newIdempotencyKey()), [cartSignature]);

  // The cart lives in this browser's storage, so the form only opens once the scripts run; the
  // page's own action data is still read, as on every form (a post made without the fetcher).
  const { answer: result } = useFormAnswer(fetcher);
  useEffect(() => {
    if (!result) return;
    if (result.ok) draft.clear();
    // Taken, or kept to go by itself: the corrected request replaced the refused one.
    if (result.ok || result.kind === 'kept' || result.kind === 'mail_failed') correction.done();
    if (!result.ok) correction.forgetSent();
    // Kept on the phone (or not keepable): said beside the form, the fields stay as typed.
    if (!result.ok && (result.kind === 'kept' || result.kind === 'unkept')) return;
    // Field problems are shown beside the fields; every other outcome in the dialog.
    const inline = !result.ok && result.kind === 'invalid' && Object.keys(result.fieldErrors).length > 0;
    if (!inline) setDialogOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const kept = result && !result.ok && (result.kind === 'kept' || result.kind === 'unkept') ? result : null;
  const shopErrors = result && !result.ok && !kept && 'fieldErrors' in result ? result.fieldErrors : undefined;
  // Until the corrected request has an answer, the refusal's messages show beside the fields.
  const fieldErrors = shopErrors ?? correcting?.fieldErrors ?? {};

  // The form posts its own fields (the cart as JSON text in 'items'); script only holds back a
  // second submit while the first is on its way.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (busy || empty) event.preventDefault();
  };
  const cartItems = JSON.stringify(cart.items.map((item) => ({ id: item.id, quantity: item.quantity, name: item.name })));
  const items = correcting?.body.items ?? cartItems;

  const accept = () => {
    setDialogOpen(false);
    // After a correction the cart was not what was sent: it stays.
    if (correction.sent) return correction.forgetSent();
    cart.clear();
    navigate('/');
  };

  return (
    // Bottom room for the floating WhatsApp button, so it never covers the form's last button.
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:pb-24 sm:pt-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Mi Presupuesto</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="resumen" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <h2 id="resumen" className="text-lg font-bold text-stone-900">
              Resumen
            </h2>
            <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
              {TEXTS.keepSearching}
            </Link>
          </div>
          {empty ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="presupuesto-vacio">
              <ShoppingCart aria-hidden className="h-12 w-12 text-stone-300" />
              <p className="text-lg font-semibold text-stone-800">{TEXTS.emptyCartPage}</p>
              <p className="text-sm text-stone-600">{SHOP_TEXTS.emptyQuotePageHint}</p>
              <Link to="/" className="mt-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
                Volver a la tienda
              </Link>
            </div>
          ) : (
            <>
              <ul className="mt-4 divide-y divide-stone-100">
                {cart.items.map((item) => (
                  <li key={item.id} className="flex gap-3 py-4" data-testid="linea-presupuesto">
                    <ProductImage
                      src={item.image}
                      layout="line"
                      alt=""
                      className="h-20 w-20 shrink-0 rounded-lg"
                      fallbackText={TEXTS.imageUnavailableCard}
                      small
                    />
                    <div className="min-w-0 flex-1">
                      <Link to={productUrl(item)} className="line-clamp-2 font-semibold text-stone-900 hover:underline">
                        {item.name}
                      </Link>
                      <p className="text-sm text-stone-600">Código: {item.code || 'N/A'}</p>
                      <p className="text-sm font-semibold text-brand-700">{formatPrice(item.price)}</p>
                      <NetPrice price={item.price} ivaRate={item.ivaRate} className="text-sm font-semibold text-stone-700" />
                      <div className="mt-2 flex flex-wrap items-center gap-2">
                        <QuantityControls item={item} />
                        <button type="button" className="ml-auto text-sm font-semibold text-red-700 hover:underline" onClick={() => cart.remove(item.id)}>
                          {TEXTS.remove}
                        </button>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex items-center justify-between border-t border-stone-200 pt-4 text-lg">
                <span className="font-medium text-stone-700">Total estimado</span>
                <span className="font-extrabold text-stone-900" data-testid="total-presupuesto">
                  {formatCartTotal(cart.items)}
                </span>
              </p>
              <NetCartTotal items={cart.items} className="text-right text-lg font-extrabold text-stone-700" testId="total-sin-impuestos" />
              <CartPesoTotal items={cart.items} className="mt-1 text-right text-sm font-semibold text-stone-800" />
              <p className="mt-1 text-xs text-stone-500">El total es una estimación: los precios se confirman al responder tu presupuesto.</p>
              <PriceIva form="sentence" className="mt-1 text-xs font-medium text-stone-700" />
            </>
          )}
        </section>

        <section aria-labelledby="enviar" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 id="enviar" className="text-lg font-bold text-stone-900">
            Enviar presupuesto
          </h2>
          {empty ? (
            <span
              aria-disabled="true"
              className="mt-4 flex cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-stone-300 px-4 py-3 font-semibold text-stone-600"
            >
              <WhatsAppIcon className="h-5 w-5" /> Enviar por WhatsApp
            </span>
          ) : (
            <MessagingLink
              href={whatsappLink(shop.whatsappNumber, quoteMessage(cart.items, comments))}
              // WhatsApp green darkened to 6:1 against white (the lighter one gave 4.1:1).
              className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-[#15713b] px-4 py-3 font-semibold text-white hover:bg-[#115e31]"
            >
              <WhatsAppIcon className="h-5 w-5" /> Enviar por WhatsApp
            </MessagingLink>
          )}
          <p className="my-5 text-center text-sm text-stone-500">o completá tus datos y te respondemos por e-mail</p>
          {correcting ? <CorrectionBanner kept={correcting} onCancel={correction.done} /> : null}
          {/* A correction under way replaces the note about what was kept earlier. */}
          {kept && !correcting ? <KeptNotice answer={kept} whatsappHref={whatsappLink(shop.whatsappNumber, quoteMessage(cart.items, comments))} /> : null}
          <fetcher.Form
            ref={formRef}
            method="post"
            onSubmit={onSubmit}
            onChange={draft.save}
            noValidate={false}
            className="grid gap-4"
            aria-describedby="ayuda-formulario"
          >
            <input type="hidden" name="idempotencyKey" value={correcting?.key ?? idempotencyKey} />
            <input type="hidden" name="items" value={items} />
            <fieldset disabled={empty || busy} className="grid gap-4">
              <Field label="Nombre y Apellido" name="name" autoComplete="name" error={fieldErrors.name} />
              {/* One column beside the cart on desktops: two would cut the province's names. */}
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                <Field label="Localidad" name="location" autoComplete="address-level2" error={fieldErrors.location} />
                <div>
                  <label htmlFor="province" className="text-sm font-semibold text-stone-800">
                    Provincia
                  </label>
                  <select id="province" name="province" required defaultValue="" className={inputClass} aria-invalid={fieldErrors.province ? true : undefined}>
                    <option value="" disabled>
                      Seleccioná tu provincia
                    </option>
                    {PROVINCES.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                  {fieldErrors.province ? <p className="mt-1 text-sm text-red-700">{fieldErrors.province}</p> : null}
                </div>
              </div>
              <Field label="Email" name="email" type="email" autoComplete="email" error={fieldErrors.email} />
              <PhoneField value={phone} onChange={setPhone} error={fieldErrors.phone} />
              <div>
                <label htmlFor="comments" className="text-sm font-semibold text-stone-800">
                  {COMMENTS_LABEL}
                </label>
                <textarea
                  id="comments"
                  name="comments"
                  rows={3}
                  maxLength={1000}
                  value={comments}
                  onChange={(event) => setComments(event.target.value)}
                  aria-invalid={fieldErrors.comments ? true : undefined}
                  aria-describedby={fieldErrors.comments ? 'comments-error' : undefined}
                  className={inputClass}
                />
                {fieldErrors.comments ? (
                  <p id="comments-error" className="mt-1 text-sm text-red-700">
                    {fieldErrors.comments}
                  </p>
                ) : null}
              </div>
              <BillingFields errors={fieldErrors} />
              {/* Left empty by people; bots that fill every field are answered and ignored. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
                <label htmlFor="website">Sitio web</label>
                <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
              </div>
              {fieldErrors.items ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                  {fieldErrors.items}
                </p>
              ) : null}
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
              >
                {busy ? TEXTS.sending : TEXTS.sendQuoteByEmail}
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
          </fetcher.Form>
        </section>
      </div>

      <KeptRequests />

      <ResultDialog
        open={dialogOpen}
        success={Boolean(result?.ok)}
        title={result ? (result.ok ? TEXTS.quoteSent.title : result.title) : ''}
        description={result ? (result.ok ? QUOTE_SUCCESS_DESCRIPTION : result.description) : ''}
        onAccept={accept}
        onClose={() => setDialogOpen(false)}
        reference={result?.ok ? result.reference : undefined}
        whatsappHref={result?.ok && !empty ? whatsappLink(shop.whatsappNumber, quoteMessage(cart.items, comments)) : undefined}
      />
    </div>
  );
}

export const COMMENTS_LABEL = 'Comentarios (modelo de la máquina, número de serie, urgencia)';

/** The phone with the spec's hint, and the number as the shop reads it when that differs from what was typed. */
function PhoneField({ value, onChange: setValue, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const read = value.trim() ? normalizePhone(value) : null;
  const understood = read?.ok && read.phone.rewritten ? read.phone.display : null;
  const describedBy = ['phone-ayuda', understood ? 'phone-leido' : '', error ? 'phone-error' : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor="phone" className="text-sm font-semibold text-stone-800">
        Teléfono
      </label>
      <input
        id="phone"
        name="phone"
        type="tel"
        required
        autoComplete="tel"
        maxLength={120}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <p id="phone-ayuda" className="mt-1 text-xs text-stone-500">
        {PHONE_HINT}
      </p>
      {understood ? (
        <p id="phone-leido" className="mt-1 text-sm text-stone-700" data-testid="telefono-leido">
          Lo leemos como <strong className="whitespace-nowrap">{understood}</strong>
        </p>
      ) : null}
      {error ? (
        <p id="phone-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Field({
  label,
  name,
  type = 'text',
  autoComplete,
  hint,
  error,
}: {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  error?: string;
}) {
  const hintId = hint ? `${name}-ayuda` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        maxLength={type === 'email' ? 254 : 120}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={inputClass}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
