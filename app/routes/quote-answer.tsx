// /presupuesto/{token}: the staff's answer as the customer sees it, no login. The
// priced lines with pictures, totals, validity, terms and the shop's details; 'Aceptar
// presupuesto' (a POST, same-origin, with a per-version form token; a double click accepts
// once), 'Consultar por WhatsApp' and 'Descargar PDF'. Past its validity the page says so and
// offers the same products back in Mi Presupuesto. Never cached, never indexed; a wrong token,
// one never sent and one long expired all get the same 404.
import { useState } from 'react';
import { data, redirect, useFetcher } from 'react-router';
import type { Route } from './+types/quote-answer';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../lib/network-failure';
import { LINK_NOT_FOUND, lookUpAnswerLink, PRIVATE_ANSWER_HEADERS } from '#server/requests/answers/link';
import { acceptByCustomer, declineByCustomer } from '#server/requests/answers/service';
import { DECLINE_REASON_MAX } from '#server/requests/answers/customer';
import type { AnswerDocument } from '#server/requests/answers/store';
import { acceptFormToken, tokensEqual } from '#server/requests/answers/token';
import { isCrossSiteRequest } from '#server/auth/origin';
import { dayText, isExpired } from '#domain/quote-answer';
import { longDayText } from '#domain/dates';
import { PriceIva } from '../components/product/price-iva';
import { AnswerTotals } from '../components/quote/answer-totals';
import { AnswerLines } from '../components/quote/answer-lines';
import { AnswerFacts, ShopContact, StateBanner, type AnswerPageState } from '../components/quote/answer-details';
import { AnswerForm, AnswerLinks, AskAgain, type AnswerRefusal, type AnswerStep } from '../components/quote/answer-actions';
import { answerMoney } from '#server/requests/answers/money';
import { formatMoney, totalsText } from '#domain/answer-money';
import type { CartProduct } from '../cart/cart-context';
import { useShop } from '../lib/shop';
import { servicesContext, requestContext } from '#server/context';
import type { AppServices } from '#server/services';
import { shopOrigin, staffLinkOrigin } from '#server/http/public-origin';
import { PRIVATE_PAGE_HANDLE } from '../lib/route-ids';
import { useFormAnswer } from '../hooks/use-form-answer';

const PRIVATE_HEADERS = PRIVATE_ANSWER_HEADERS;

// The link is the customer's secret: no ad tag or other third party may see this page's URL.
export const handle = PRIVATE_PAGE_HANDLE;

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

function stateOf(document: AnswerDocument, now: Date): AnswerPageState {
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
  const [step, setStep] = useState<AnswerStep>(() => (documentAnswer?.intent === 'rechazar' ? 'decline' : 'idle'));
  const { content, money } = page;
  const total = money.pesos ? formatMoney(money.pesos.totalCents, 'ARS') : totalsText(money.totals);
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
        <AnswerLines content={content} nets={money.nets} freightNet={money.freightNet} />
        <AnswerTotals totals={money.totals} pesos={money.pesos} />
        <PriceIva form="sentence" className="px-3 text-right text-sm font-medium text-stone-700" />
        {content.lines.some((l) => l.availability === 'sin-stock') ? (
          <p className="px-3 text-right text-sm text-stone-600">Los productos sin stock no suman al total.</p>
        ) : null}
      </section>

      <AnswerFacts content={content} billing={page.billing} />

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {page.state === 'open' ? (
          <AnswerForm
            fetcher={fetcher}
            step={step}
            setStep={setStep}
            version={page.version}
            formToken={page.formToken}
            question={`¿Confirmás que aceptás el presupuesto Nº ${page.number} por ${total}?`}
            validUntil={content.validUntil}
            reason={{ error: reasonError, typed: documentAnswer?.values?.motivo }}
          />
        ) : null}
        {page.state === 'expired' ? <AskAgain products={page.again} quantities={page.quantities} /> : null}
        <AnswerLinks number={page.number} token={params.token} />
      </div>

      <ShopContact />
    </div>
  );
}

// Accepting or declining without signal: said beside the buttons, the reason typed kept, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);
export const shouldRevalidate = skipAfterNetworkFailure;
