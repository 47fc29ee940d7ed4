import type { Route } from './+types/quote';
import { quoteMessage, whatsappLink } from '#domain/messaging';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import { submitQuote } from '#server/requests/quote';
import { staffLinkOrigin } from '#server/http/public-origin';
import { useCart } from '../cart/cart-context';
import { ResultDialog } from '../components/quote/result-dialog';
import { pageMeta } from '../lib/meta';
import { useShop } from '../lib/shop';
import { answer, catalogLoading, catalogProductFinder, rateLimited, readFormBody } from '../lib/requests.server';
import { requestContext, servicesContext } from '#server/context';
import { formHeaders } from '../lib/form-headers';
import { sendOrKeep } from '../offline/keep-on-failure';
import { KeptRequests, usePreloadLaterParts } from '../components/quote/later-parts';
import { QuoteSummary } from '../components/quote/quote-summary';
import { SendQuote } from '../components/quote/quote-form';
import { useQuoteForm } from '../components/quote/use-quote-form';

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
  // Before the limit: the phone sends a request refused for this reason again, and must not use up its address's turns.
  const loading = catalogLoading(services);
  if (loading) return loading;
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

export const QUOTE_SUCCESS_DESCRIPTION = SHOP_TEXTS.quoteSent;

export default function QuotePage() {
  const cart = useCart();
  const shop = useShop();
  const form = useQuoteForm();
  const { result } = form;
  const showKept = usePreloadLaterParts(true);
  return (
    // Bottom room for the floating WhatsApp button, so it never covers the form's last button.
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 sm:pb-24 sm:pt-8">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Mi Presupuesto</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <QuoteSummary empty={form.empty} />
        <SendQuote form={form} />
      </div>

      {showKept ? <KeptRequests /> : null}

      <ResultDialog
        open={form.dialog.open}
        success={Boolean(result?.ok)}
        title={result ? (result.ok ? TEXTS.quoteSent.title : result.title) : ''}
        description={result ? (result.ok ? QUOTE_SUCCESS_DESCRIPTION : result.description) : ''}
        onAccept={form.dialog.accept}
        onClose={form.dialog.close}
        reference={result?.ok ? result.reference : undefined}
        whatsappHref={result?.ok && !form.empty ? whatsappLink(shop.whatsappNumber, quoteMessage(cart.items, form.comments.value)) : undefined}
      />
    </div>
  );
}
