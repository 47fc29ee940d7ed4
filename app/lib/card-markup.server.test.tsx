import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductCardBody, type CardBodyProps } from '../components/product/product-card';
import { TEXTS } from '#domain/copy';
import type { ProductCardData } from './product-card';
import { CardMarkupCache } from './card-markup.server';
import { PHOTO_LAYOUTS } from './photos';
import { photoBase } from '#domain/photos';

const product = (overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  id: '17',
  slug: 'repuestos/bomba-hidraulica-17',
  name: 'Bomba hidráulica',
  shortDescription: 'Para tractor, 20 l/min.',
  code: 'BH-17',
  brand: 'Parker',
  price: '150000',
  displayPrice: '$ 150.000',
  netPrice: 'Precio sin impuestos nacionales: $ 123.967',
  ivaRate: 21,
  numericPrice: 150000,
  category: 'Repuestos',
  condition: 'Nuevo',
  image: '/muestras/bomba-1.webp',
  imageColor: null,
  ...overrides,
});

const props = (overrides: Partial<ProductCardData> = {}, priority = false, layout: CardBodyProps['layout'] = 'card'): CardBodyProps => ({
  product: product(overrides),
  priority,
  whatsappNumber: '5493430000000',
  layout,
});

describe('ProductCardBody', () => {
  // The stored HTML (renderToStaticMarkup) is what a card mounted by a later hydration (the home
  // page's results) adopts: React's streaming render must produce the very same markup, which it
  // does only if no two text nodes touch (it would separate them with <!-- -->).
  it.each([
    ['with a photo', props()],
    ['without a photo or description', props({ image: null, shortDescription: '' })],
    ['used, first row', props({ condition: 'Usado' }, true)],
    ['with markup in the sheet', props({ name: '<script>alert("x")</script> & \'y\'', category: 'A & B', shortDescription: '<b>x</b>' })],
  ])('renders the same markup for hydration and for storage (%s)', (_, body) => {
    const streamed = renderToString(<ProductCardBody {...body} />);
    expect(streamed).toBe(renderToStaticMarkup(<ProductCardBody {...body} />));
    expect(streamed).not.toContain('<!-- -->');
  });

  it('escapes what comes from the sheet', () => {
    const html = renderToStaticMarkup(<ProductCardBody {...props({ name: '<script>alert("x")</script> & \'y\'' })} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;y&#x27;');
  });

  it('links to the product for client-side navigation, sends the button with its cart line and the chat link out', () => {
    const html = renderToStaticMarkup(<ProductCardBody {...props()} />);
    expect(html.match(/<a href="\/producto\/repuestos\/bomba-hidraulica-17"[^>]*data-client-nav=""/g)).toHaveLength(2);
    // Enabled from the first paint: the page's inline script keeps a tap made before the app runs.
    expect(html).toContain(`<button type="button" data-agregar="" data-producto="{&quot;id&quot;:&quot;17&quot;`);
    expect(html).not.toContain('disabled');
    expect(html).toMatch(new RegExp(` ${TEXTS.addToQuote}</button>`));
    expect(html).toContain('href="https://wa.me/5493430000000?text=');
    expect(html).toContain('loading="lazy"');
    expect(html.startsWith('<a ')).toBe(true);
  });

  it("asks the shop's own photo address, at the widths of the card's grid", () => {
    const html = renderToStaticMarkup(<ProductCardBody {...props({ image: 'https://i.postimg.cc/abc123/image.png' })} />);
    const base = photoBase('https://i.postimg.cc/abc123/image.png');
    expect(html).not.toContain('postimg');
    expect(html).toContain(`src="${base}/480"`);
    expect(html).toContain(`srcSet="${base}/320 320w, ${base}/480 480w, ${base}/640 640w"`);
    expect(html).toContain(`sizes="${PHOTO_LAYOUTS.card.sizes}"`);
    const half = renderToStaticMarkup(<ProductCardBody {...props({ image: 'https://i.postimg.cc/abc123/image.png' }, false, 'cardHalf')} />);
    // While the photo loads, its box shows the photo's main colour once the shop knows it.
    expect(html).not.toContain('background-color');
    expect(renderToStaticMarkup(<ProductCardBody {...props({ imageColor: '#7a5c2e' })} />)).toContain('style="background-color:#7a5c2e"');
    expect(half).toContain(`sizes="${PHOTO_LAYOUTS.cardHalf.sizes}"`);
  });
});

describe('CardMarkupCache', () => {
  it('keeps a card apart for each grid (its photo sizes differ)', () => {
    const cache = new CardMarkupCache();
    const card = props();
    const half = { ...card, layout: 'cardHalf' as const };
    expect(cache.markup(half)).not.toBe(cache.markup(card));
    expect(cache.count).toBe(2);
  });

  it('renders a card once and answers the same HTML again', () => {
    const cache = new CardMarkupCache();
    const first = cache.markup(props());
    expect(cache.markup(props())).toBe(first);
    expect(cache.count).toBe(1);
    expect(first).toBe(renderToStaticMarkup(<ProductCardBody {...props()} />));
  });

  it('renders again when anything the card shows changes', () => {
    const cache = new CardMarkupCache();
    const before = cache.markup(props());
    const repriced = cache.markup(props({ displayPrice: '$ 175.000', price: '175000', numericPrice: 175000 }));
    expect(repriced).toContain('$ 175.000');
    expect(repriced).not.toBe(before);
    expect(cache.markup({ ...props(), whatsappNumber: '5493431111111' })).toContain('wa.me/5493431111111');
    expect(cache.count).toBe(3);
  });

  it('stays within its budget, dropping the least recently used card', () => {
    const sizeOfOne = new CardMarkupCache();
    sizeOfOne.markup(props({ id: '1' }));
    const cache = new CardMarkupCache(sizeOfOne.size * 2);
    cache.markup(props({ id: '1' }));
    cache.markup(props({ id: '2' }));
    cache.markup(props({ id: '1' })); // used again: '2' is now the oldest
    cache.markup(props({ id: '3' }));
    expect(cache.count).toBe(2);
    expect(cache.size).toBeLessThanOrEqual(sizeOfOne.size * 2);
    expect(cache.has(props({ id: '1' }))).toBe(true);
    expect(cache.has(props({ id: '2' }))).toBe(false);
    expect(cache.has(props({ id: '3' }))).toBe(true);
  });

  it('serialises a card object it has seen once (the loaders share one frozen card per product)', () => {
    const cache = new CardMarkupCache();
    const shared = { ...props(), product: Object.freeze(product()) };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = cache.markup(shared);
      expect(cache.markup({ ...shared })).toBe(first);
      expect(cache.markup({ ...shared })).toBe(first);
      // The product serialised for its key (the body also writes its cart line as JSON when rendered).
      const ofProduct = () => stringify.mock.calls.filter(([value]) => value === shared.product).length;
      expect(ofProduct()).toBe(1);
      // Another number is another key for the same object.
      expect(cache.markup({ ...shared, whatsappNumber: '5493431111111' })).toContain('wa.me/5493431111111');
      expect(ofProduct()).toBe(2);
    } finally {
      stringify.mockRestore();
    }
  });

  it('does not store a first-row card: React moves its photo preload into the head', () => {
    const cache = new CardMarkupCache();
    expect(() => cache.markup(props({}, true))).toThrow();
  });
});
