// Taps on 'Agregar al Presupuesto' before the app's scripts run. On a weak signal a page is
// visible seconds before its scripts arrive (decision 0011 defers them past the first paint), and
// a tap in that gap used to do nothing. A few hundred bytes of inline script in the page's head
// keep such a tap: one capturing listener on the window writes the product into the cart's own
// storage, the way the cart adds it (same key, same line, quantity + 1), marks the button, and
// leaves the tap in a list the app reads when it starts (the toast, the count, the beacon).
// The listener steps aside once the app is interactive (`html[data-hydrated]`), and a tap it took
// never reaches React's listeners (stopped in the capture phase on the window, before React's
// root), so each tap is applied once.
import { addItem, parseStoredCart, type CartItem } from '#domain/cart';
import { useNonce } from './nonce';

/** The add button's attribute holding its cart line as JSON (the stored shape, quantity 1). */
export const EARLY_PRODUCT_ATTRIBUTE = 'data-producto';
/** Set by the inline script on a button whose tap it took, until the app has confirmed it. */
export const EARLY_TAKEN_ATTRIBUTE = 'data-tomado';
/** Where the inline script leaves the taps it took, in order. */
const QUEUE_NAME = '__agregadosTemprano';

/** A tap the inline script took: its id, the cart line, and whether it reached the storage. */
interface EarlyTap {
  id: string;
  line: unknown;
  stored: boolean;
}

// Must stay in step with cart-context's CART_STORAGE_KEY and domain/cart's addItem (MAX_QUANTITY
// 999); early-tap.test.ts runs this text against them.
export const EARLY_TAP_SOURCE = `(function(){var w=window,h=document.documentElement,q=w.${QUEUE_NAME}=[],n=0;w.addEventListener("click",function(e){if(h.dataset.hydrated)return;var b=e.target instanceof Element&&e.target.closest("[${EARLY_PRODUCT_ATTRIBUTE}]");if(!b)return;e.stopImmediatePropagation();var p,t={id:Date.now()+"-"+ ++n,stored:!1};try{p=JSON.parse(b.getAttribute("${EARLY_PRODUCT_ATTRIBUTE}"))}catch(x){return}t.line=p;try{var k="mi-presupuesto",c=JSON.parse(localStorage.getItem(k)||"[]"),f=0;Array.isArray(c)||(c=[]);c.forEach(function(i){i&&i.id===p.id&&(i.quantity=Math.min((+i.quantity||0)+1,999),f=1)});f||c.push(p);localStorage.setItem(k,JSON.stringify(c));t.stored=!0}catch(x){}q.push(t);b.setAttribute("${EARLY_TAKEN_ATTRIBUTE}","")},!0)})()`;

/**
 * The inline script, in the head of the shop's pages. It carries the render's nonce, so a cached
 * page lists its hash in the CSP (decision 0001). The browser keeps the server's text.
 */
export function EarlyTapScript() {
  const nonce = useNonce();
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAP_SOURCE : '' }} />;
}

/** Takes the taps the inline script kept (each once: the list is emptied) and clears the marks. */
function takeEarlyTaps(): EarlyTap[] {
  const queue = (window as unknown as Record<string, unknown>)[QUEUE_NAME];
  if (!Array.isArray(queue)) return [];
  const taps = queue.splice(0, queue.length) as EarlyTap[];
  for (const button of document.querySelectorAll(`[${EARLY_TAKEN_ATTRIBUTE}]`)) button.removeAttribute(EARLY_TAKEN_ATTRIBUTE);
  return taps.filter((tap) => tap && typeof tap.id === 'string');
}

/**
 * The add button's attribute for a cart line. Without the photo: the page names photos only by the
 * shop's own addresses (decision 0014), so the app adds it when it starts (rememberPhoto).
 */
export function earlyTapProps(line: { id: string; image: string | null }): Record<string, string> {
  rememberPhoto(line.id, line.image);
  return { [EARLY_PRODUCT_ATTRIBUTE]: JSON.stringify({ ...line, image: null }) };
}

/** The photos of the products this page shows, by id (in the browser only). */
const photos = new Map<string, string>();

/** Records a shown product's photo, for an early tap's cart line (a card that keeps the server's HTML calls it). */
export function rememberPhoto(id: string, image: string | null): void {
  if (typeof document !== 'undefined' && image) photos.set(id, image);
}

/**
 * The stored cart with the early taps that could not be stored (storage blocked) added, and the
 * lines of every early tap, in order, for the toasts. Each tap is taken from the list once.
 */
export function withEarlyTaps(stored: CartItem[]): { items: CartItem[]; added: CartItem[] } {
  let items = stored;
  const added: CartItem[] = [];
  for (const tap of takeEarlyTaps()) {
    const [sent] = parseStoredCart(JSON.stringify([tap.line]));
    if (!sent) continue;
    const line = { ...sent, image: photos.get(sent.id) ?? null };
    if (!tap.stored) items = addItem(items, line);
    added.push(line);
  }
  // A line the inline script stored came without its photo: the page knows it.
  if (added.length > 0) items = items.map((item) => (item.image === null && photos.has(item.id) ? { ...item, image: photos.get(item.id)! } : item));
  return { items, added };
}
