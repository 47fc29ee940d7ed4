import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, pushToast } from '../../../domain/ui';

// docs/product.md §4, §9: at most 3 toasts, newest first, 5000 ms, swipe right past 50 px,
// Escape, F8 to focus the viewport, 420 px wide at most from medium screens.
// The toasts are drawn by ./toast-host (Radix Toast), loaded when the first one is shown or at
// the visitor's first tap or key press; until then an empty viewport with the same markup stands
// in for it, so the 'Notificaciones (F8)' region and its F8 key are there from the start.
export { TOAST_DURATION_MS, TOAST_LIMIT };

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
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

export function useToast(): ToastFn {
  const fn = useContext(ToastContext);
  if (!fn) throw new Error('useToast must be used inside <ToastProvider>');
  return fn;
}

export const TOAST_VIEWPORT_LABEL = 'Notificaciones ({hotkey})';
export const TOAST_VIEWPORT_CLASS = 'fixed top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto md:max-w-[420px]';

const loadHost = () => import('./toast-host');
const ToastHost = lazy(loadHost);

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

  return (
    <ToastContext.Provider value={value}>
      {children}
      {shown ? (
        <Suspense fallback={<ViewportPlaceholder />}>
          <ToastHost toasts={toasts} close={close} />
        </Suspense>
      ) : (
        <ViewportPlaceholder />
      )}
    </ToastContext.Provider>
  );
}
