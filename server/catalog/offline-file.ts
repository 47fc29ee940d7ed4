// The catalogue file phones keep for use without signal (domain/offline-catalog.ts), built once per
// catalogue snapshot: its version is a hash of its content, so a refresh that changed nothing keeps
// the version and no phone downloads it again; it is compressed once (brotli and gzip, off the main
// thread), never per request. See docs/decisions/0034-catalogue-on-the-phone.md.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encodeOfflineCatalog, type OfflineProduct } from '#domain/offline-catalog';
import { photoKey } from '#domain/photos';
import { ivaRateFor } from '#domain/iva';
import { BUILT_IN_BRANDS, type BrandEntry } from '#domain/machines/brands';
import type { Product } from '#domain/types';
import type { CatalogSnapshot } from './store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The file's address; the page names it with the version it expects (`?v=`), for the caches. */
export const OFFLINE_CATALOG_PATH = '/catalogo-offline.json';

/** Which photos the shop can show and their colours (server/photos/visibility.ts). */
export interface PhotoFacts {
  shown(source: string): boolean;
  color(source: string): string | null;
}

export interface OfflineCatalogDocument {
  version: string;
  /** The JSON, uncompressed. */
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface Built {
  version: string;
  ivaVersion: number;
  body: Buffer;
  compressed: Promise<OfflineCatalogDocument>;
}

const BROTLI_QUALITY = 9;

// Same length as a version, so the text around it does not move when it is written in.
const PLACEHOLDER = '0000000000000000';

/** The shop's IVA rates (server/iva-defaults/service.ts): a product's rate and what prices include. */
export interface IvaFacts {
  rateOf(product: Product): number;
  version(): number;
  pricesIncludeIva: boolean | null;
}

const NO_IVA_FACTS: IvaFacts = { rateOf: (p) => ivaRateFor(p, {}), version: () => 0, pricesIncludeIva: null };

function offlineProduct(p: Product, photos: PhotoFacts, iva: IvaFacts): OfflineProduct {
  const photo = p.image && photos.shown(p.image) ? p.image : null;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    code: p.code,
    brand: p.brand,
    appliesTo: p.appliesTo,
    price: p.price,
    numericPrice: Number.isFinite(p.numericPrice) ? p.numericPrice : null,
    category: p.category,
    condition: p.condition,
    paymentOptions: p.paymentOptions,
    description: p.description,
    photoKey: photo ? photoKey(photo) : null,
    photoColor: photo ? photos.color(photo) : null,
    ivaRate: iva.rateOf(p),
  };
}

/** The file's text for `products` and its version (16 hex digits of its content's SHA-256). */
export function buildOfflineCatalogText(
  products: readonly Product[],
  photos: PhotoFacts,
  synonyms: readonly (readonly string[])[] = [],
  iva: IvaFacts = NO_IVA_FACTS,
  machineBrands: readonly BrandEntry[] = BUILT_IN_BRANDS,
): { version: string; text: string } {
  const draft = encodeOfflineCatalog(
    PLACEHOLDER,
    products.map((p) => offlineProduct(p, photos, iva)),
    synonyms,
    iva.pricesIncludeIva,
    machineBrands,
  );
  const version = createHash('sha256').update(draft).digest('hex').slice(0, PLACEHOLDER.length);
  // The version is the file's second key, before any row: the first occurrence is the one.
  return { version, text: draft.replace(`"version":"${PLACEHOLDER}"`, `"version":"${version}"`) };
}

/** One build per snapshot, kept as long as the snapshot is. */
export class OfflineCatalogFiles {
  private readonly built = new WeakMap<CatalogSnapshot, Built>();

  constructor(
    private readonly photos: PhotoFacts,
    private readonly iva: IvaFacts = NO_IVA_FACTS,
  ) {}

  private build(snapshot: CatalogSnapshot): Built {
    let built = this.built.get(snapshot);
    // A staff change of a group's IVA rate changes the file too (its net prices), not only the pages.
    if (!built || built.ivaVersion !== this.iva.version()) {
      const ivaVersion = this.iva.version();
      // The owner's 'maquinas' tab goes with the rows: the phone reads machines as the shop does.
      const { version, text } = buildOfflineCatalogText(snapshot.products, this.photos, snapshot.synonyms, this.iva, snapshot.machineBrands ?? BUILT_IN_BRANDS);
      const body = Buffer.from(text);
      const compressed = Promise.all([
        brotli(body, {
          params: {
            // Quality 9: 540 KB for the 12,476-product sample in seconds; 11 saves 13 % for ten times
            // the CPU, taken from the pages this process serves meanwhile.
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_LGWIN]: 22,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]).then(([br, gz]) => ({ version, body, br, gzip: gz }));
      // A failure is answered by the request that waits for it; none is left unhandled meanwhile.
      compressed.catch(() => undefined);
      built = { version, body, compressed, ivaVersion };
      this.built.set(snapshot, built);
    }
    return built;
  }

  /** The version a page announces for the snapshot (builds the file's text the first time). */
  version(snapshot: CatalogSnapshot): string {
    return this.build(snapshot).version;
  }

  /** The compressed file for the snapshot. */
  document(snapshot: CatalogSnapshot): Promise<OfflineCatalogDocument> {
    return this.build(snapshot).compressed;
  }
}
