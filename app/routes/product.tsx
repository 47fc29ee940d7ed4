import { ArrowLeft, MessageCircle, Plus } from '../components/icons';
import { useRef, type RefObject } from 'react';
import { Link, data } from 'react-router';
import type { Route } from './+types/product';
import { savedWhenOffline } from '../lib/offline-catalog';
import { TEXTS } from '#domain/copy';
import { chequePlan, paymentTerms } from '#domain/payment';
import { formatPrice } from '#domain/price';
import { pesoLine, pesoPrice } from '#domain/exchange-rate';
import { PesoEstimate } from '../components/product/peso-estimate';
import { productUrl, resolveProductSlug } from '#domain/slug';
import { META_DESCRIPTION_LENGTH, truncate } from '#domain/text';
import { productMessage, whatsappLink } from '#domain/messaging';
import type { Product } from '#domain/types';
import { catalogUnavailableData } from '../lib/catalog.server';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { breadcrumbJsonLd, productCrumbs, productJsonLd } from '../lib/structured-data';
import { useShop } from '../lib/shop';
import { photoColor, shownPhoto } from '../lib/photos';
import { useNonce } from '../lib/nonce';
import { useCart } from '../cart/cart-context';
import { earlyTapProps } from '../lib/early-tap';
import { cartItemFromProduct } from '#domain/cart';
import { CatalogError } from '../components/catalog-error';
import { CategoryBadge, ConditionBadge } from '../components/product/badges';
import { ProductGallery } from '../components/product/product-gallery';
import { StickyAddBar } from '../components/product/sticky-add-bar';
import { MessagingLink } from '../components/messaging-link';
import { BackLink } from '../components/ui/back-link';
import { StaticSection } from '../components/static-section';
import { PriceIva } from '../components/product/price-iva';
import { NetPrice } from '../components/product/net-price';
import { productIvaRate } from '../lib/iva-defaults';
import { servicesContext } from '#server/context';
import { ProductMachines } from '../components/machines/product-machines';
import { productMachineLinks } from '../lib/machine-paths';
import { machinesOf } from '#server/catalog/machines';
export { catalogHeaders as headers } from '../lib/catalog.server';

const NOT_FOUND = TEXTS.productNotFound;

export function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, { status: 'error' as const });

  const resolved = resolveProductSlug(params['*'] ?? '', (key) => catalog.index.byId(key));
  if (!resolved) return data({ status: 'not-found' as const }, { status: 404 });
  const { product, redirectTo } = resolved;

  if (redirectTo) {
    // Canonical address. On a client navigation the old address is never committed to history:
    // the redirect takes its place (React Router's 'replace' flag would instead overwrite the page
    // the visitor came from).
    const search = new URL(request.url).search;
    return new Response(null, { status: 301, headers: { Location: `${redirectTo}${search}` } });
  }

  // The rate is resolved here (row, category group, 21 %): the page and the cart line use it.
  const ivaRate = productIvaRate(product);
  return {
    status: 'ok' as const,
    product: { ...product, ivaRate },
    // A photo the shop cannot show (a dead link, no copy kept) is the placeholder from the start.
    photos: product.images.map((src) => shownPhoto(src)),
    // Each prepared photo's main colour, painted in the gallery's box while the photo loads.
    photoColors: product.images.map((src) => photoColor(src)),
    displayPrice: formatPrice(product.price),
    paymentTerms: paymentTerms(product.paymentOptions),
    chequePlan: chequePlan(product.paymentOptions, product.price, { price: product.financedPrice, cftea: product.cftea }),
    pesoLine: pesoLine(product, catalog.rate ?? null),
    machines: productMachineLinks(machinesOf(catalog).fitsOf(product.appliesTo)),
  };
}

// Without a network, the page is drawn from the catalogue kept on the phone (app/offline/pages.ts,
// loaded only then). A middleware, not a clientLoader, so that links to this page keep their data
// prefetch (docs/decisions/0034-catalogue-on-the-phone.md).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  savedWhenOffline(
    () => 'routes/product',
    async (_url, params) => (await import('../offline/pages')).offlineProductPage(params['*'] ?? ''),
  ),
];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TEXTS.productsLoadFailed.title }];
  if (loaderData.status === 'error') return [{ title: 'error' in loaderData ? loaderData.error.title : TEXTS.productsLoadFailed.title }];
  if (loaderData.status === 'not-found') return [{ title: NOT_FOUND.title }, { name: 'robots', content: 'noindex' }];
  const { product, displayPrice } = loaderData;
  const pesos = pesoPrice(product);
  const hasPrice = Number.isFinite(pesos) && pesos > 0;
  // The price leads the description: WhatsApp and Facebook previews show title, description and
  // picture, not the product:price tags.
  const text = product.description || `${product.name} ${product.brand}`.trim();
  const description = truncate(hasPrice ? `${displayPrice} · ${text}` : text, META_DESCRIPTION_LENGTH);
  const path = productUrl(product);
  return pageMeta(matches, {
    title: product.name,
    description,
    path,
    // A photo the shop cannot show gets the shop's own preview instead of a preview that is missing.
    image: shownPhoto(product.image),
    type: 'product',
    extra: [
      breadcrumbJsonLd(shopFromMatches(matches)?.origin ?? '', productCrumbs(product, path)),
      ...(hasPrice
        ? [
            { property: 'product:price:amount', content: pesos.toFixed(2) },
            { property: 'product:price:currency', content: 'ARS' },
          ]
        : []),
    ],
  });
}

function ProductJsonLd({ product, origin, shopName }: { product: Product; origin: string; shopName: string }) {
  const nonce = useNonce();
  const json = productJsonLd(product, origin, shopName);
  // '<' is escaped so that no sheet text can close the script element.
  const text = JSON.stringify(json).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

function BackToSearch() {
  return (
    <BackLink className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="h-4 w-4" /> {TEXTS.backToSearch}
    </BackLink>
  );
}

/** The answer to an address with no product behind it (a 404). */
function ProductNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="producto-no-encontrado">
      <h1 className="text-2xl font-bold text-stone-900">{NOT_FOUND.title}</h1>
      <p className="mt-3 text-stone-700">{NOT_FOUND.description}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {NOT_FOUND.action}
      </Link>
    </div>
  );
}

type ShownPage = Extract<Route.ComponentProps['loaderData'], { status: 'ok' }>;
type ShownProduct = ShownPage['product'];

/** The left column: the photos and, when the sheet has one, the video. */
function ProductMedia({ product, photos, photoColors }: { product: ShownProduct; photos: ShownPage['photos']; photoColors: ShownPage['photoColors'] }) {
  return (
    <div>
      <ProductGallery key={product.id} images={photos} colors={photoColors} name={product.name} />
      {product.videoUrl ? (
        <div className="mt-6 aspect-video overflow-hidden rounded-xl bg-black">
          <iframe
            src={product.videoUrl}
            title={`Video de ${product.name}`}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            className="h-full w-full"
          />
        </div>
      ) : null}
    </div>
  );
}

interface PriceLines {
  displayPrice: string;
  terms: ShownPage['paymentTerms'];
  plan: ShownPage['chequePlan'];
  pesoLine: ShownPage['pesoLine'];
}

/** The price, the net price, its estimate in pesos, the IVA note and the payment terms. */
function ProductPrices({ product, prices }: { product: ShownProduct; prices: PriceLines }) {
  return (
    <>
      <p className="mt-4 text-3xl font-extrabold text-brand-700" data-testid="precio-producto">
        {prices.displayPrice}
      </p>
      <NetPrice price={product.price} ivaRate={product.ivaRate} className="text-3xl font-extrabold text-stone-700" />
      <PesoEstimate line={prices.pesoLine} />
      <PriceIva form="short" className="mt-1 text-sm font-semibold text-stone-700" />
      <p className="mt-1 text-sm font-medium text-stone-600">{prices.terms}</p>
      {prices.plan ? (
        <p className="text-sm text-stone-600" data-testid="plan-cheques">
          Contado {prices.displayPrice} o {prices.plan}
        </p>
      ) : null}
    </>
  );
}

/** The description and the sheet's rows: plain markup, not hydrated (decision 0012). */
function ProductText({ product }: { product: ShownProduct }) {
  // A row only with something to say: 'Aplica para: N/A' told the visitor nothing.
  const details = (
    [
      ['Marca', product.brand],
      ['Código', product.code],
      ['Aplica para', product.appliesTo],
    ] as const
  ).filter(([, value]) => value.trim() !== '');
  return (
    <>
      {product.description ? (
        <StaticSection as="p" key={`descripcion-${product.id}`} className="mt-5 whitespace-pre-line leading-relaxed text-stone-800">
          {product.description}
        </StaticSection>
      ) : null}
      {details.length > 0 ? (
        <StaticSection
          as="dl"
          key={`ficha-${product.id}`}
          className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm"
        >
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-stone-700">{label}</dt>
              <dd className="text-stone-900">{value}</dd>
            </div>
          ))}
        </StaticSection>
      ) : null}
    </>
  );
}

/** 'Agregar al Presupuesto' and 'Consulta Rápida'; the sticky bar watches the first (`addButton`). */
function ProductActions({ product, addButton, onAdd }: { product: ShownProduct; addButton: RefObject<HTMLButtonElement | null>; onAdd: () => void }) {
  const shop = useShop();
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {/* Works from the first paint: before the app runs, the page's inline script keeps the tap (~/lib/early-tap). */}
      <button
        ref={addButton}
        type="button"
        {...earlyTapProps(cartItemFromProduct(product as Product))}
        onClick={onAdd}
        className="flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait"
      >
        <Plus aria-hidden className="h-5 w-5" /> {TEXTS.addToQuote}
      </button>
      <MessagingLink
        productId={product.id}
        href={whatsappLink(shop.whatsappNumber, productMessage(product))}
        className="flex items-center justify-center gap-2 rounded-lg border-2 border-brand-600 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <MessageCircle aria-hidden className="h-5 w-5" /> {TEXTS.quickEnquiry}
      </MessagingLink>
    </div>
  );
}

export default function ProductPage({ loaderData, matches }: Route.ComponentProps) {
  const shop = useShop();
  const cart = useCart();
  const addButton = useRef<HTMLButtonElement>(null);
  if (loaderData.status === 'error') return <CatalogError {...loaderData.error} />;
  if (loaderData.status === 'not-found') return <ProductNotFound />;
  const { product, displayPrice, paymentTerms: terms, chequePlan: plan } = loaderData;
  const origin = shopFromMatches(matches)?.origin ?? shop.origin;
  const line = cartItemFromProduct(product as Product);
  const add = () => cart.addProduct(product);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <ProductJsonLd product={product} origin={origin} shopName={shop.name} />
      <BackToSearch />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductMedia product={product} photos={loaderData.photos} photoColors={loaderData.photoColors} />
        <div>
          {/* Plain markup, not hydrated (decision 0012); keyed by product, so another product's page renders its own. */}
          <StaticSection key={`insignias-${product.id}`} className="flex flex-wrap gap-2">
            <CategoryBadge category={product.category} />
            <ConditionBadge condition={product.condition} />
          </StaticSection>
          <h1 className="mt-3 text-2xl font-bold leading-tight text-stone-900 sm:text-3xl">{product.name}</h1>
          <ProductPrices product={product} prices={{ displayPrice, terms, plan, pesoLine: loaderData.pesoLine }} />
          <ProductText product={product} />
          <ProductActions product={product} addButton={addButton} onAdd={add} />
          {/* After the actions, so a long list never pushes them down. Drawn from the server's
              reading; a page drawn from the phone's copy has none. */}
          <ProductMachines machines={'machines' in loaderData ? loaderData.machines : undefined} />
        </div>
      </div>
      <StickyAddBar target={addButton} name={product.name} price={displayPrice} line={line} onAdd={add} />
    </div>
  );
}
