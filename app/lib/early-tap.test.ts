// @vitest-environment jsdom
// The inline script's text, run as the page runs it, against the cart's own rules (domain/cart).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addItem, cartItemFromProduct, parseStoredCart, type CartItem } from '#domain/cart';
import type { Product } from '#domain/types';
import { EARLY_PRODUCT_ATTRIBUTE, EARLY_TAKEN_ATTRIBUTE, EARLY_TAP_SOURCE, earlyTapProps, withEarlyTaps } from './early-tap';

const KEY = 'mi-presupuesto';

const line = (id: string, price = 1500): CartItem =>
  cartItemFromProduct({
    id,
    name: `Filtro ${id}`,
    code: `F-${id}`,
    price: `$${price}`,
    numericPrice: price,
    image: null,
    slug: `filtro-${id}`,
    category: 'Filtros',
  } as unknown as Product);

function button(item: CartItem): HTMLButtonElement {
  const element = document.createElement('button');
  for (const [name, value] of Object.entries(earlyTapProps(item))) element.setAttribute(name, value);
  // A child, as the real buttons have (the icon): the tap's target is often inside the button.
  element.append(document.createElement('span'));
  document.body.append(element);
  return element;
}

const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const stored = () => parseStoredCart(localStorage.getItem(KEY));

beforeAll(() => {
  // As the page's head runs it, once.
  new Function(EARLY_TAP_SOURCE)();
});

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
  withEarlyTaps([]);
});

describe('the early tap script', () => {
  it('stays a few hundred bytes', () => {
    expect(EARLY_TAP_SOURCE.length).toBeLessThan(800);
  });

  it('stores a tapped product as the cart adds it, and a second tap adds one more', () => {
    const a = line('a');
    const first = button(a);
    tap(first.firstElementChild!);
    expect(stored()).toEqual(addItem([], a));
    tap(first);
    expect(stored()).toEqual(addItem(addItem([], a), a));
    expect(first.hasAttribute(EARLY_TAKEN_ATTRIBUTE)).toBe(true);
  });

  it('adds to the lines already stored, leaving them as they are', () => {
    const kept = [{ ...line('x'), quantity: 3 }];
    localStorage.setItem(KEY, JSON.stringify(kept));
    tap(button(line('b')));
    tap(button(line('x')));
    expect(stored()).toEqual(addItem(addItem(kept, line('b')), line('x')));
  });

  it('keeps the tap from the page listeners, so nothing else applies it', () => {
    const onClick = vi.fn();
    document.addEventListener('click', onClick);
    tap(button(line('c')));
    document.removeEventListener('click', onClick);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('steps aside once the app is interactive', () => {
    document.documentElement.dataset.hydrated = 'true';
    const onClick = vi.fn();
    document.addEventListener('click', onClick);
    tap(button(line('d')));
    document.removeEventListener('click', onClick);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a button whose product text is not JSON, and other clicks', () => {
    const bad = document.createElement('button');
    bad.setAttribute(EARLY_PRODUCT_ATTRIBUTE, '{oops');
    document.body.append(bad);
    tap(bad);
    tap(document.body);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(withEarlyTaps([]).added).toEqual([]);
  });
});

describe('withEarlyTaps: the app taking the kept taps', () => {
  it('hands each tap over once, clears the marks, and leaves stored taps to the storage', () => {
    const a = line('a');
    const element = button(a);
    tap(element);
    tap(element);
    const cart = stored();
    const first = withEarlyTaps(cart);
    expect(first.items).toEqual(cart);
    expect(first.added).toEqual([a, a]);
    expect(element.hasAttribute(EARLY_TAKEN_ATTRIBUTE)).toBe(false);
    expect(withEarlyTaps(cart).added).toEqual([]);
  });

  it('applies in memory a tap the storage refused (private mode, storage full)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      tap(button(line('e')));
    } finally {
      setItem.mockRestore();
    }
    expect(localStorage.getItem(KEY)).toBeNull();
    const { items, added } = withEarlyTaps([]);
    expect(items).toEqual(addItem([], line('e')));
    expect(added).toEqual([line('e')]);
  });
});
