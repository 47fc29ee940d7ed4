// /presupuesto/{token}: the staff's answer as the customer sees it, no login. The
// priced lines with pictures, totals, validity, terms and the shop's details; 'Aceptar
// presupuesto' (a POST, same-origin, with a per-version form token; a double click accepts
// once), 'Consultar por WhatsApp' and 'Descargar PDF'. Past its validity the page says so and
// offers the same products back in Mi Presupuesto. Never cached, never indexed; a wrong token,
// one never sent and one long expired all get the same 404.
import { useState } from 'react';
import { data, redirect, useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/quote-answer';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../lib/network-failure';
import { LINK_NOT_FOUND, lookUpAnswerLink, PRIVATE_ANSWER_HEADERS } from '../../server/requests/answers/link';
import { acceptByCustomer, declineByCustomer } from '../../server/requests/answers/service';
import { DECLINE_REASON_MAX } from '../../server/requests/answers/customer';
import { type AnswerDocument } from '../../server/requests/answers/store';
import { acceptFormToken, tokensEqual } from '../../server/requests/answers/token';
import { isCrossSiteRequest } from '../../server/auth/origin';
import { availabilityText, dayText, isExpired, lineSubtotalCents, answerWhatsappText } from '../../domain/quote-answer';
import { displayWhatsappNumber, whatsappLink } from '../../domain/messaging';
import { longDateTimeText, longDayText } from '../../domain/dates';
import { ProductImage } from '../components/product/product-image';
import { PriceIva } from '../components/product/price-iva';
import { NetCents } from '../components/quote/net-cents';
import { AnswerTotals, FreightRow } from '../components/quote/answer-totals';
import { answerMoney } from '../../server/requests/answers/money';
import { formatMoney, lineCurrency, totalsText } from '../../domain/answer-money';
import { CheckCircle2, Download, ShoppingCart, WhatsAppIcon } from '../components/icons';
import { useCart, type CartProduct } from '../cart/cart-context';
import { SHOP_ADDRESS, useShop } from '../lib/shop';
import { servicesContext, requestContext } from '../../server/context';
import type { AppServices } from '../../server/services';
import { shopOrigin, staffLinkOrigin } from '../../server/http/public-origin';
import { PRIVATE_PAGE_HANDLE } from '../lib/route-ids';
import { useFormAnswer } from '../hooks/use-form-answer';

const PRIVATE_HEADERS = PRIVATE_ANSWER_HEADERS;

// The link is the customer's secret: no ad tag or other third party may see this page's URL.
export const handle = PRIVATE_PAGE_HANDLE;

const ACCEPT_CLASS =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70';
const SECONDARY_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm hover:bg-stone-100';

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers(PRIVATE_HEADERS);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    const retry = source?.get('Retry-After');
    if (retry) out.set('Retry-After', retry);
  }
  return out;
}

async function lookUp(services: AppServices, token: string, clientAddress: string, now: Date): Promise<AnswerDocument> {
  const found = await lookUpAnswerLink(token, clientAddress, now, { db: services.db, limiter: services.limits.answerLinks });
  if (found.ok) return found.document;
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (found.status === 429) headers['Retry-After'] = String(found.retryAfterSeconds);
  throw data(found.message, { status: found.status, headers });
}

type PageState = 'open' | 'accepted' | 'declined' | 'expired' | 'closed';

function stateOf(document: AnswerDocument, now: Date): PageState {
  if (document.acceptedAt) return 'accepted';
  if (document.declinedAt) return 'declined';
  if (document.estado === 'rechazado' || document.estado === 'cerrado') return 'closed';
  if (isExpired(document.content.validUntil, now)) return 'expired';
  return 'open';
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const now = new Date();
  const document = await lookUp(services, params.token, context.get(requestContext).clientAddress, now);
  const state = stateOf(document, now);
  const catalog = services.catalog.current();
  // Only what the answer says; the current catalogue is read for the 'ask again' button alone.
  const again: CartProduct[] =
    state === 'expired' && catalog
      ? document.content.lines.flatMap((line) => {
          const p = catalog.index.byId(line.productId);
          return p
            ? [{ id: p.id, name: p.name, code: p.code, price: p.price, numericPrice: p.numericPrice, image: p.image, slug: p.slug, category: p.category }]
            : [];
        })
      : [];
  const quantities = Object.fromEntries(document.content.lines.map((l) => [l.productId, l.quantity]));
  return data(
    {
      number: document.number,
      version: document.version,
      customerName: document.customer.name,
      answeredAt: document.answeredAt.toISOString(),
      content: document.content,
      totalCents: document.totalCents,
      money: answerMoney(document.content),
      billing: document.billing,
      state,
      acceptedAt: document.acceptedAt?.toISOString() ?? null,
      formToken: state === 'open' ? acceptFormToken(params.token, document.quoteId, document.version) : '',
      again,
      quantities,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const now = new Date();
  if (isCrossSiteRequest(request, services.config.PUBLIC_URL)) {
    return data({ error: 'La solicitud fue rechazada por seguridad. Recargá la página e intentá de nuevo.' }, { status: 403, headers: PRIVATE_HEADERS });
  }
  const document = await lookUp(services, params.token, context.get(requestContext).clientAddress, now);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ error: 'No pudimos leer el pedido. Recargá la página e intentá de nuevo.' }, { status: 400, headers: PRIVATE_HEADERS });
  }
  const version = Number(form.get('version'));
  const sent = String(form.get('_csrf') ?? '');
  const intent = form.get('intent');
  if (
    (intent !== 'aceptar' && intent !== 'rechazar') ||
    !Number.isSafeInteger(version) ||
    !tokensEqual(sent, acceptFormToken(params.token, document.quoteId, version))
  ) {
    return data({ error: 'La solicitud fue rechazada por seguridad. Recargá la página e intentá de nuevo.' }, { status: 403, headers: PRIVATE_HEADERS });
  }
  // What both answers need: the customer's mail goes out with the shop's links and details.
  const answerDeps = {
    now,
    origin: shopOrigin(services.config.PUBLIC_URL, request),
    staffOrigin: staffLinkOrigin(services.config.PUBLIC_URL),
    shop: services.admin.shop(),
    transport: services.mail,
  };
  if (intent === 'rechazar') {
    const reason = String(form.get('motivo') ?? '').replace(/[^\P{Cc}\n]/gu, '');
    if (reason.length > DECLINE_REASON_MAX) {
      // Beside the reason, which stays as typed (cut to what the field holds).
      const message = `El motivo puede tener hasta ${DECLINE_REASON_MAX} caracteres.`;
      return data(
        { error: message, intent, fieldErrors: { motivo: message }, values: { motivo: reason.slice(0, DECLINE_REASON_MAX * 2) } },
        { status: 400, headers: PRIVATE_HEADERS },
      );
    }
    const declined = await declineByCustomer(await services.db(), params.token, version, reason, answerDeps);
    if (declined.outcome === 'not-found') throw data(LINK_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
    if (declined.outcome === 'closed') {
      return data({ error: 'Este presupuesto cambió o ya no se puede responder. Recargá la página.', intent }, { status: 409, headers: PRIVATE_HEADERS });
    }
    throw redirect(`/presupuesto/${params.token}`, { status: 303, headers: PRIVATE_HEADERS });
  }
  const outcome = await acceptByCustomer(await services.db(), params.token, version, answerDeps);
  if (outcome.outcome === 'not-found') throw data(LINK_NOT_FOUND, { status: 404, headers: PRIVATE_HEADERS });
  if (outcome.outcome === 'expired') {
    return data(
      { error: `Este presupuesto venció el ${dayText(document.content.validUntil)}: ya no se puede aceptar.` },
      { status: 409, headers: PRIVATE_HEADERS },
    );
  }
  if (outcome.outcome === 'closed') {
    return data({ error: 'Este presupuesto cambió o ya no está disponible para aceptar. Recargá la página.' }, { status: 409, headers: PRIVATE_HEADERS });
  }
  // Accepted now or before: back to the page (a reload does not post again).
  throw redirect(`/presupuesto/${params.token}`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { shop?: { name: string } } | undefined;
  const shopName = root?.shop?.name ?? '';
  return [
    { title: page ? `Presupuesto Nº ${page.number}${shopName ? ` | ${shopName}` : ''}` : 'Presupuesto' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** The action's refusal (anything else redirects back to the page). */
type AnswerRefusal = { error: string; intent?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** What the accept and decline forms both send: the intent, the version answered, the form token. */
function AnswerFormFields({ intent, version, formToken }: { intent: 'aceptar' | 'rechazar'; version: number; formToken: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="_csrf" value={formToken} />
    </>
  );
}

export default function QuoteAnswerPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const page = loaderData;
  const shop = useShop();
  // Both answers post their own fields; the action answers an error, or redirects back here.
  const fetcher = useFetcher<AnswerRefusal>();
  const { answer } = useFormAnswer(fetcher);
  const reasonError = answer?.fieldErrors?.motivo;
  // Said once: beside the reason when it is about the reason, otherwise above the page's figures.
  const error = reasonError ? undefined : answer?.error;
  const documentAnswer = actionData as AnswerRefusal | undefined;
  // Accepting a quote of millions takes two taps: the first shows the total and the validity. A
  // decline refused after a post without script opens its form again, with the reason typed.
  const [step, setStep] = useState<'idle' | 'confirm' | 'decline'>(() => (documentAnswer?.intent === 'rechazar' ? 'decline' : 'idle'));
  const typedReason = documentAnswer?.values?.motivo;
  const accepting = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'aceptar';
  const { content } = page;
  const hasOutOfStock = content.lines.some((l) => l.availability === 'sin-stock');
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{shop.name}</p>
          <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">Presupuesto Nº {page.number}</h1>
          <p className="mt-1 text-stone-700">
            Para {page.customerName} · {longDayText(new Date(page.answeredAt))}
          </p>
        </div>
        <p className="text-sm text-stone-700">
          Válido hasta el <strong>{dayText(content.validUntil)}</strong>
        </p>
      </header>

      <StateBanner state={page.state} acceptedAt={page.acceptedAt} validUntil={content.validUntil} />
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
          {error}
        </p>
      ) : null}

      {content.message ? <p className="mt-6 whitespace-pre-line rounded-xl border border-stone-200 bg-white p-4 text-stone-800">{content.message}</p> : null}

      <section aria-labelledby="productos" className="mt-6">
        <h2 id="productos" className="sr-only">
          Productos
        </h2>
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" data-testid="lineas-respuesta">
          {content.lines.map((line, i) => (
            <li key={`${line.productId}-${i}`} className="grid grid-cols-[4.5rem_1fr] gap-3 p-3 sm:grid-cols-[5.5rem_1fr_auto] sm:items-center">
              <ProductImage
                src={line.image}
                layout="line"
                alt={line.name}
                fallbackText="Imagen no disponible"
                small
                width={88}
                height={66}
                className="h-16 w-[4.5rem] rounded-lg object-cover sm:h-[4.1rem] sm:w-[5.5rem]"
              />
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{line.name}</p>
                <p className="text-sm text-stone-600">
                  {line.code ? `Código: ${line.code} · ` : ''}
                  <span
                    className={
                      line.availability === 'sin-stock'
                        ? 'font-semibold text-red-800'
                        : line.availability === 'a-pedido'
                          ? 'font-semibold text-amber-800'
                          : 'font-semibold text-emerald-800'
                    }
                  >
                    {availabilityText(line.availability, line.leadDays)}
                  </span>
                </p>
                {line.requested ? <p className="text-sm text-stone-600">En lugar de: {line.requested.name}</p> : null}
                <p className="mt-1 text-sm text-stone-700 sm:hidden">
                  {line.quantity} × {formatMoney(line.unitPriceCents, lineCurrency(line))} ={' '}
                  <strong>{line.availability === 'sin-stock' ? '—' : formatMoney(lineSubtotalCents(line), lineCurrency(line))}</strong>
                </p>
                <NetCents cents={page.money.nets[i]} currency={lineCurrency(line)} className="text-sm font-bold text-stone-700 sm:hidden" />
              </div>
              <div className="hidden text-right sm:block">
                <p className="text-sm text-stone-600">
                  {line.quantity} × {formatMoney(line.unitPriceCents, lineCurrency(line))}
                </p>
                <p className="font-bold text-stone-900">{line.availability === 'sin-stock' ? '—' : formatMoney(lineSubtotalCents(line), lineCurrency(line))}</p>
                <NetCents cents={page.money.nets[i]} currency={lineCurrency(line)} className="font-bold text-stone-700" />
              </div>
            </li>
          ))}
          {content.freight && content.freight.cents > 0 ? <FreightRow freight={content.freight} net={page.money.freightNet} /> : null}
        </ul>
        <AnswerTotals totals={page.money.totals} pesos={page.money.pesos} />
        <PriceIva form="sentence" className="px-3 text-right text-sm font-medium text-stone-700" />
        {hasOutOfStock ? <p className="px-3 text-right text-sm text-stone-600">Los productos sin stock no suman al total.</p> : null}
      </section>

      <dl className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-stone-600">Validez</dt>
          <dd className="text-stone-900">Hasta el {dayText(content.validUntil)} inclusive</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-stone-600">Factura</dt>
          <dd className="text-stone-900" data-testid="factura-respuesta">
            {page.billing.invoice}
            {page.billing.ivaStatus ? ` · ${page.billing.ivaStatus}` : ''}
            {page.billing.cuit ? ` · CUIT ${page.billing.cuit}` : ''}
          </dd>
        </div>
        {content.shipping ? (
          <div>
            <dt className="text-sm font-semibold text-stone-600">Envío o retiro</dt>
            <dd className="whitespace-pre-line text-stone-900">{content.shipping}</dd>
          </div>
        ) : null}
        {content.paymentTerms ? (
          <div>
            <dt className="text-sm font-semibold text-stone-600">Condiciones de pago</dt>
            <dd className="whitespace-pre-line text-stone-900">{content.paymentTerms}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {page.state === 'open' && step === 'idle' ? (
          <>
            <button type="button" onClick={() => setStep('confirm')} className={`${ACCEPT_CLASS} sm:w-auto`}>
              <CheckCircle2 aria-hidden className="h-5 w-5" /> Aceptar presupuesto
            </button>
            <button
              type="button"
              onClick={() => setStep('decline')}
              className="inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm hover:bg-stone-100"
            >
              No me interesa
            </button>
          </>
        ) : null}
        {page.state === 'open' && step === 'confirm' ? (
          <fetcher.Form method="post" className="w-full rounded-xl border border-brand-200 bg-brand-50 p-4" data-testid="confirmar-aceptacion">
            <AnswerFormFields intent="aceptar" version={page.version} formToken={page.formToken} />
            <p className="font-semibold text-stone-900" role="status">
              ¿Confirmás que aceptás el presupuesto Nº {page.number} por{' '}
              {page.money.pesos ? formatMoney(page.money.pesos.totalCents, 'ARS') : totalsText(page.money.totals)}?
            </p>
            <p className="mt-1 text-sm text-stone-700">
              Es válido hasta el {dayText(content.validUntil)} inclusive. Al aceptarlo te contactamos para coordinar el pago y la entrega; todavía no se cobra
              nada.
            </p>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <button type="submit" disabled={accepting} className={`${ACCEPT_CLASS} sm:w-auto`}>
                <CheckCircle2 aria-hidden className="h-5 w-5" /> {accepting ? 'Aceptando...' : 'Sí, aceptar presupuesto'}
              </button>
              <button type="button" onClick={() => setStep('idle')} className={SECONDARY_CLASS}>
                Cancelar
              </button>
            </div>
          </fetcher.Form>
        ) : null}
        {page.state === 'open' && step === 'decline' ? (
          <fetcher.Form method="post" className="w-full rounded-xl border border-stone-300 bg-stone-50 p-4" data-testid="no-me-interesa">
            <AnswerFormFields intent="rechazar" version={page.version} formToken={page.formToken} />
            <label htmlFor="motivo" className="font-semibold text-stone-900">
              ¿Nos contás por qué? (opcional)
            </label>
            <textarea
              id="motivo"
              name="motivo"
              rows={3}
              maxLength={500}
              defaultValue={typedReason}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'motivo-error' : undefined}
              placeholder="Por ejemplo: lo conseguí en otro lado, el precio, la demora"
              className="mt-2 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
            />
            {reasonError ? (
              <p id="motivo-error" className="mt-1 text-sm font-medium text-red-800">
                {reasonError}
              </p>
            ) : null}
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <button type="submit" disabled={fetcher.state !== 'idle'} className={SECONDARY_CLASS}>
                Enviar «No me interesa»
              </button>
              <button type="button" onClick={() => setStep('idle')} className={SECONDARY_CLASS}>
                Cancelar
              </button>
            </div>
          </fetcher.Form>
        ) : null}
        {page.state === 'expired' ? <AskAgain products={page.again} quantities={page.quantities} /> : null}
        <a
          href={whatsappLink(shop.whatsappNumber, answerWhatsappText(page.number))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-[#15713b] px-5 py-3 font-semibold text-white shadow-sm hover:bg-[#115e31]"
        >
          <WhatsAppIcon className="h-5 w-5" /> Consultar por WhatsApp
        </a>
        <a
          href={`/presupuesto/${params.token}/pdf`}
          download={`presupuesto-${page.number}.pdf`}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm hover:bg-stone-100"
        >
          <Download aria-hidden className="h-5 w-5" /> Descargar PDF
        </a>
      </div>

      <section aria-labelledby="contacto-tienda" className="mt-8 border-t border-stone-200 pt-6 text-sm text-stone-700">
        <h2 id="contacto-tienda" className="text-base font-bold text-stone-900">
          {shop.name}
        </h2>
        <p className="mt-1">{SHOP_ADDRESS}</p>
        <p>
          WhatsApp {displayWhatsappNumber(shop.whatsappNumber)} ·{' '}
          <a className="font-medium text-brand-700 underline" href={`mailto:${shop.email}`}>
            {shop.email}
          </a>
        </p>
      </section>
    </div>
  );
}

function StateBanner({ state, acceptedAt, validUntil }: { state: PageState; acceptedAt: string | null; validUntil: string }) {
  if (state === 'accepted') {
    return (
      <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900" data-testid="estado-respuesta">
        Aceptaste este presupuesto{acceptedAt ? ` el ${longDateTimeText(new Date(acceptedAt))}` : ''}. Te vamos a contactar para coordinar la entrega y el pago.
      </p>
    );
  }
  if (state === 'declined') {
    return (
      <p role="status" className="mt-4 rounded-lg border border-stone-300 bg-stone-50 p-3 font-medium text-stone-800" data-testid="estado-respuesta">
        Nos avisaste que este presupuesto no te interesa. ¡Gracias por contarnos! Si cambiás de idea, escribinos.
      </p>
    );
  }
  if (state === 'expired') {
    return (
      <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900" data-testid="estado-respuesta">
        Este presupuesto venció el {dayText(validUntil)}. Los precios y la disponibilidad pueden haber cambiado: podés volver a pedirlo.
      </p>
    );
  }
  if (state === 'closed') {
    return (
      <p role="status" className="mt-4 rounded-lg border border-stone-300 bg-stone-50 p-3 font-medium text-stone-800" data-testid="estado-respuesta">
        Este presupuesto ya no está disponible para aceptar. Escribinos si lo querés actualizar.
      </p>
    );
  }
  return null;
}

/** Puts the answer's products (those still in the catalogue) back in Mi Presupuesto, with their quantities. */
function AskAgain({ products, quantities }: { products: CartProduct[]; quantities: Record<string, number> }) {
  const cart = useCart();
  const navigate = useNavigate();
  if (products.length === 0) return null;
  return (
    <button
      type="button"
      disabled={!cart.ready}
      onClick={() => {
        for (const product of products) {
          const before = cart.items.find((i) => i.id === product.id)?.quantity ?? 0;
          cart.addProduct(product);
          cart.updateQuantity(product.id, before + (quantities[product.id] ?? 1));
        }
        navigate('/presupuesto');
      }}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70"
    >
      <ShoppingCart aria-hidden className="h-5 w-5" /> Volver a pedir estos productos
    </button>
  );
}

// Accepting or declining without signal: said beside the buttons, the reason typed kept, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);
export const shouldRevalidate = skipAfterNetworkFailure;
