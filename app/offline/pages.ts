// The catalogue pages, /buscar and a product page drawn from the catalogue kept on the phone, in
// the shapes their server loaders send: a route's client middleware falls back on these when the
// network is gone, and the page renders as usual. Loaded only then. A product reads its shard of
// the products (decision 0060); the lists are drawn in drawn-lists.ts, those with words on the
// search's own thread (decision 0062).
import { chequePlan, paymentTerms } from '#domain/payment';
import { formatPrice } from '#domain/price';
import { idFromSlug, idKey, resolveProductSlug } from '#domain/slug';
import type { OfflineProduct } from '#domain/offline-catalog';
import type { Product } from '#domain/types';
import { markDrawn } from '../lib/offline-catalog';
import { catalogPageDrawn, photoOf, searchPageDrawn, whole, type Drawn } from './drawn-lists';
import { savedCatalog, savedSlice } from './saved-catalog';
import { shardKey, sliceFor } from './saved-slices';
import { drawnOffThread } from './search-thread';

/** The page's data, marked as drawn from the catalogue saved when it says. */
function shown<Page>(drawn: Drawn<Page> | null): Page | null {
  if (!drawn) return null;
  markDrawn(drawn.savedAt);
  return drawn.page;
}

/** A catalogue page (/repuestos …) from the saved catalogue; null when none is kept or the path is not one. */
export async function offlineCatalogPage(url: URL) {
  const here = () => catalogPageDrawn(url);
  return shown(sliceFor(url) === 'search' ? await drawnOffThread('catalog', url, here) : await here());
}

/** /buscar from the saved catalogue; null when none is kept. */
export async function offlineSearchPage(url: URL) {
  return shown(await drawnOffThread('search', url, () => searchPageDrawn(url)));
}

function productOf(p: OfflineProduct): Product {
  const photo = photoOf(p);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    code: p.code,
    brand: p.brand,
    appliesTo: p.appliesTo,
    price: p.price,
    numericPrice: p.numericPrice ?? Number.NaN,
    category: p.category,
    condition: p.condition,
    paymentOptions: p.paymentOptions,
    ivaRate: p.ivaRate,
    image: photo,
    images: photo ? [photo] : [],
    // A video needs the network: not kept.
    videoUrl: null,
  };
}

const byKey = new WeakMap<readonly OfflineProduct[], Map<string, OfflineProduct>>();

/** A product page (its splat) from the saved catalogue; null when none is kept. */
export async function offlineProductPage(splat: string) {
  // The shard its id falls in: the product, if kept, is there (saved-slices.ts).
  const key = idFromSlug(splat);
  const saved = key === null ? await savedCatalog().then((all) => all && whole(all)) : await savedSlice(shardKey(key));
  if (!saved) return null;
  markDrawn(saved.savedAt);
  const { products } = saved;
  let keys = byKey.get(products);
  if (!keys) {
    keys = new Map();
    // The first in stored order wins, as on the server.
    for (const p of products) if (!keys.has(idKey(p.id))) keys.set(idKey(p.id), p);
    byKey.set(products, keys);
  }
  const found = resolveProductSlug(splat, (key) => keys.get(key));
  if (!found) return { status: 'not-found' as const };
  const product = productOf(found.product);
  return {
    status: 'ok' as const,
    product,
    photos: product.images,
    photoColors: product.images.map(() => found.product.photoColor),
    displayPrice: formatPrice(product.price),
    paymentTerms: paymentTerms(product.paymentOptions),
    chequePlan: chequePlan(product.paymentOptions, product.price),
    pesoLine: null,
  };
}
