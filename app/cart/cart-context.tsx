import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { addItem, cartCount, cartItemFromProduct, cartTotal, parseStoredCart, removeItem, setQuantity, type CartItem } from '#domain/cart';
import { TEXTS } from '#domain/copy';
import type { Product } from '#domain/types';
import { useToast } from '../components/ui/toaster';
import { sendEvent } from '../lib/beacon';
import { withEarlyTaps } from '../lib/early-tap';

const CART_STORAGE_KEY = 'mi-presupuesto';

/** What a page needs to hand over to put a product in the cart. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'code' | 'price' | 'numericPrice' | 'image' | 'slug' | 'category'>;

export interface CartApi {
  items: CartItem[];
  count: number;
  total: number;
  /** False until the stored cart has been read in the browser. */
  ready: boolean;
  addProduct: (product: CartProduct) => void;
  updateQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  clear: () => void;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}

function readStoredCart(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return []; // storage blocked (private mode): start empty
  }
}

export function CartProvider({ children }: { children: React.ReactNode }) {
  const toast = useToast();
  const [items, setItems] = useState<CartItem[]>([]);
  const [ready, setReady] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const loaded = useRef(false);

  // The server renders an empty cart; the stored one is read after hydration.
  useEffect(() => {
    // Taps on an add button before this ran were kept by the page's inline script (~/lib/early-tap).
    const { items: stored, added } = withEarlyTaps(readStoredCart());
    setItems(stored);
    for (const line of added) {
      sendEvent('agregar', line.id);
      toast({ title: TEXTS.productAdded.title, description: TEXTS.productAdded.description(line.name), variant: 'success' });
    }
    loaded.current = true;
    setReady(true);
    // Marks the page as interactive (browser tests wait for it before typing into forms).
    document.documentElement.dataset.hydrated = 'true';
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setItems(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [toast]);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  }, [items]);

  const addProduct = useCallback(
    (product: CartProduct) => {
      try {
        // Built here, not in the state updater, so a bad product is caught by this try.
        const item = cartItemFromProduct(product as Product);
        setItems((current) => addItem(current, item));
        sendEvent('agregar', item.id);
        toast({ title: TEXTS.productAdded.title, description: TEXTS.productAdded.description(product.name), variant: 'success' });
      } catch {
        toast({ ...TEXTS.addToCartFailed, variant: 'destructive' });
      }
    },
    [toast],
  );

  const api = useMemo<CartApi>(
    () => ({
      items,
      count: cartCount(items),
      total: cartTotal(items),
      ready,
      addProduct,
      updateQuantity: (id, quantity) => setItems((current) => setQuantity(current, id, quantity)),
      remove: (id) => setItems((current) => removeItem(current, id)),
      clear: () => setItems([]),
      drawerOpen,
      setDrawerOpen,
    }),
    [items, ready, addProduct, drawerOpen],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
