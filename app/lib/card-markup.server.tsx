// Product cards rendered once and reused as HTML (a page that is not in the page cache
// spent most of its CPU time rendering the same cards again, about 0.45 ms each). A card's body
// depends only on what it is given (ProductCardBody has no hooks), so its HTML is kept under
// exactly that: a refreshed product is a new key, and the old one ages out.
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductCardBody, type CardBodyProps } from '../components/product/product-card';
import type { ProductCardData } from './product-card';

/** The stored cards' HTML and keys, in UTF-16 code units (~2 bytes each): about 4 MB of memory. */
const CARD_MARKUP_BUDGET = 2_000_000;

export class CardMarkupCache {
  private readonly entries = new Map<string, string>();
  /** Each frozen card object's key, while the object lives (WeakMap: no bound needed). */
  private readonly keys = new WeakMap<ProductCardData, { whatsappNumber: string; layout: string; key: string }>();
  private size_ = 0;

  constructor(private readonly budget = CARD_MARKUP_BUDGET) {}

  /** The body's HTML, rendered on the first request for it. */
  readonly markup = (props: CardBodyProps): string => {
    // React hoists a high-priority photo's preload into the document's head; stored HTML would
    // carry it inside the card instead. The first row is rendered in the page (ProductCard).
    if (props.priority) throw new Error('a first-row card is rendered in the page, not stored');
    const key = this.key(props);
    const stored = this.entries.get(key);
    if (stored !== undefined) {
      // Most recently used last: Map keeps insertion order, so the first entries are the oldest.
      this.entries.delete(key);
      this.entries.set(key, stored);
      return stored;
    }
    const html = renderToStaticMarkup(<ProductCardBody {...props} />);
    this.entries.set(key, html);
    this.size_ += key.length + html.length;
    for (const [oldKey, oldHtml] of this.entries) {
      if (this.size_ <= this.budget) break;
      this.entries.delete(oldKey);
      this.size_ -= oldKey.length + oldHtml.length;
    }
    return html;
  };

  has(props: CardBodyProps): boolean {
    return this.entries.has(this.key(props));
  }

  private key(props: CardBodyProps): string {
    // The same card object (~/lib/product-card.ts keeps one per product) keeps its key string,
    // which saves serialising it and hashing a new string on every page.
    const known = this.keys.get(props.product);
    if (known !== undefined && known.whatsappNumber === props.whatsappNumber && known.layout === props.layout) return known.key;
    const key = `${props.whatsappNumber}\u0000${props.layout}\u0000${JSON.stringify(props.product)}`;
    if (Object.isFrozen(props.product)) this.keys.set(props.product, { whatsappNumber: props.whatsappNumber, layout: props.layout, key });
    return key;
  }

  /** Stored keys and HTML, in UTF-16 code units. */
  get size(): number {
    return this.size_;
  }

  get count(): number {
    return this.entries.size;
  }
}
