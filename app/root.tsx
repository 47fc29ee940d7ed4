import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
// As a link (not a side-effect import) the stylesheet comes before the ~30 module preloads in
// <head>, so the first paint does not wait behind scripts.
import appCss from './app.css?url';
import { ToastProvider } from './components/ui/toaster';
import { CartProvider } from './cart/cart-context';
import { ScrollToTop } from './components/layout/scroll-to-top';
import { ShopProvider, type ShopInfo } from './lib/shop';
import { useNonce } from './lib/nonce';
import { AdsTag } from './components/ads-tag';
import { EarlyTapScript } from './lib/early-tap';
import { isPrivatePage, SHOP_LAYOUT_ID } from './lib/route-ids';
import { servicesContext } from '#server/context';
import { SHOP_TEXTS } from '#domain/copy';
import { shopOrigin } from '#server/http/public-origin';

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const config = services.config;
  const origin = shopOrigin(config.PUBLIC_URL, request);
  const shop: ShopInfo = {
    name: config.SHOP_NAME,
    email: config.SHOP_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
    instagramUrl: config.INSTAGRAM_URL ?? null,
    facebookUrl: config.FACEBOOK_URL ?? null,
    openingHours: config.OPENING_HOURS ?? [],
    origin: origin.replace(/\/$/, ''),
    adsId: config.GOOGLE_ADS_ID ?? null,
    adsConversionLabel: config.GOOGLE_ADS_CONVERSION_LABEL ?? null,
    socialFeedWidgetId: config.SOCIAL_FEED_WIDGET_ID ?? null,
    pricesIncludeIva: config.PRICES_INCLUDE_IVA ?? null,
    // The catalogue's own rate, so a page's peso estimates and its cart agree (the page cache is
    // keyed by the catalogue, which changes with the rate).
    dollarRate: services.catalog.current()?.rate ?? null,
  };
  // The version of the catalogue file phones keep for use without signal: a page that announces
  // another version than the one kept makes the phone fetch the new file when idle.
  const snapshot = services.catalog.current();
  const offlineCatalog = snapshot ? services.offlineCatalog.version(snapshot) : null;
  return { shop, offlineCatalog };
}

// The shop's configuration changes only with a deploy: no need to reload it after every form post
// (and the contact page's conversion event must not fire again because a new object arrived).
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installed app's name, icons and colours (public/manifest.webmanifest).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/iconos/apple-touch-icon.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  // The ad tag only on the shop's public pages (routes/shop-layout.tsx): the staff area's URLs and
  // pages are private, and so is a customer's quote page (its URL is its secret token).
  const matches = useMatches();
  const inShop = matches.some((match) => match.id === SHOP_LAYOUT_ID);
  const shopPage = inShop && !isPrivatePage(matches);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f6b2f" />
        {/* First in the head: a tap on an add button before the app runs is kept from the start. */}
        {inShop ? <EarlyTapScript /> : null}
        <Meta />
        <Links />
        {data?.shop.adsId && shopPage ? <AdsTag adsId={data.shop.adsId} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Both areas share these providers; the route tree picks the chrome: the shop's pages are inside
// routes/shop-layout.tsx (header, footer, WhatsApp button, cart drawer), the staff area (/admin) has its own layout.
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ShopProvider value={loaderData.shop}>
      <ToastProvider>
        <CartProvider>
          <ScrollToTop />
          <Outlet />
        </CartProvider>
      </ToastProvider>
    </ShopProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = 'Algo salió mal';
  let details: string = SHOP_TEXTS.unexpectedError;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = 'Página no encontrada';
      details = SHOP_TEXTS.pageNotFound;
    } else {
      details = typeof error.data === 'string' && error.data ? error.data : details;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
  }
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-700">{details}</p>
      <a href="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        Volver al inicio
      </a>
    </main>
  );
}
