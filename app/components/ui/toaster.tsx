import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { TOAST_HOTKEY, pushToast } from '#domain/ui';
import { PlainToasts } from './plain-toasts';

// docs/product.md §4, §9: at most 3 toasts, newest first, 5000 ms, swipe right past 50 px,
// Escape, F8 to focus the viewport, 420 px wide at most from medium screens.
// The toasts are drawn by ./toast-host (Radix Toast), loaded when the first one is shown or at
// the visitor's first tap or key press; until then an empty viewport with the same markup stands
// in for it, so the 'Notificaciones (F8)' region and its F8 key are there from the start.
export type ToastVariant = 'default' | 'success' | 'destructive';

interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps it until dismissed. */
  duration?: number;
  className?: string;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type ToastFn = (toast: ToastInput) => void;
const ToastContext = createContext<ToastFn | null>(null);
const DismissContext = createContext<() => void>(() => {});

export function useToast(): ToastFn {
  const fn = useContext(ToastContext);
  if (!fn) throw new Error('useToast must be used inside <ToastProvider>');
  return fn;
}

/**
 * Closes the toasts that only confirm something (not the errors): the cart drawer calls it when it
 * opens, since on a phone a toast at the bottom would sit on its total and its button.
 */
export function useDismissToasts(): () => void {
  return useContext(DismissContext);
}

export const TOAST_VIEWPORT_LABEL = 'Notificaciones ({hotkey})';
// At the bottom, above the floating WhatsApp button (and above the product page's add bar on a
// phone, whose height it publishes as --barra-inferior): at the top they hid the header, cart
// button included, just when the visitor wants to open the cart.
export const TOAST_VIEWPORT_CLASS =
  'pointer-events-none fixed bottom-[calc(4.5rem+var(--barra-inferior,0px))] right-0 z-[100] flex max-h-[calc(100vh-4.5rem)] w-full flex-col gap-2 p-4 md:bottom-[4.5rem] md:max-w-[420px]';

type Host = ComponentType<{ toasts: ToastItem[]; close: (id: string) => void }>;
let loadedHost: Host | null = null;

// Without signal at the first toast its code may not load: the toasts are then drawn plainly for
// this page's life. Kept as a plain component once here rather than React.lazy: a Suspense
// boundary reveals its content on a timer, and a toast must not wait for one.
const loadHost = (): Promise<Host> =>
  import('./toast-host').then(
    (module) => (loadedHost = module.default),
    () => (loadedHost = PlainToasts),
  );

/** Radix's empty viewport, as its server render: the region, the list, and F8 focusing the list. */
function ViewportPlaceholder() {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div role="region" aria-label={TOAST_VIEWPORT_LABEL.replace('{hotkey}', TOAST_HOTKEY)} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}

let counter = 0;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [shown, setShown] = useState(false);
  const [Host, setHost] = useState<Host | null>(() => loadedHost);

  // The first toast draws the real viewport as soon as its code is here (usually already, see below).
  useEffect(() => {
    if (!shown || Host) return;
    let live = true;
    void loadHost().then((host) => {
      if (live) setHost(() => host);
    });
    return () => {
      live = false;
    };
  }, [shown, Host]);

  // The first interaction fetches the toasts' code, so that the toast it may lead to shows at once.
  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const warm = () => {
      for (const name of events) window.removeEventListener(name, warm, true);
      void loadHost();
    };
    for (const name of events) window.addEventListener(name, warm, { capture: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, warm, true);
    };
  }, []);

  const toast = useCallback<ToastFn>((input) => {
    counter += 1;
    const item: ToastItem = { ...input, id: `t${counter}`, open: true };
    // Newest first; only the newest three stay.
    setToasts((current) =>
      pushToast(
        current.filter((t) => t.open),
        item,
      ),
    );
    setShown(true);
  }, []);

  const close = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Leave time for the closing animation, then forget it.
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  const value = useMemo(() => toast, [toast]);

  // What is shown now, for a dismissal that does not depend on a render.
  const latest = useRef(toasts);
  useEffect(() => {
    latest.current = toasts;
  }, [toasts]);
  const dismiss = useCallback(() => {
    for (const t of latest.current) if (t.open && t.variant !== 'destructive') close(t.id);
  }, [close]);

  return (
    <ToastContext.Provider value={value}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      {shown && Host ? <Host toasts={toasts} close={close} /> : <ViewportPlaceholder />}
    </ToastContext.Provider>
  );
}
