import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX, pushToast } from '../../../domain/ui';

// Spec sections 4 and 9: at most 3 toasts, newest first, 5000 ms, swipe right past 50 px,
// Escape, F8 to focus the viewport, 420 px wide at most from medium screens.
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

interface ToastItem extends ToastInput {
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

let counter = 0;

const variantClass: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-l-8 border-green-600 bg-white text-stone-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const toast = useCallback<ToastFn>((input) => {
    counter += 1;
    const item: ToastItem = { ...input, id: `t${counter}`, open: true };
    // Newest first; only the newest three stay.
    setToasts((current) => pushToast(current.filter((t) => t.open), item));
  }, []);

  const close = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
    // Leave time for the closing animation, then forget it.
    setTimeout(() => setToasts((current) => current.filter((t) => t.id !== id)), 300);
  }, []);

  const value = useMemo(() => toast, [toast]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} duration={TOAST_DURATION_MS} label="Notificación">
        {children}
        {toasts.map((t, index) => (
          <ToastPrimitive.Root
            key={t.id}
            // Radix portals each toast into the viewport in mounting order (oldest first); the
            // flex order puts the newest on top, as the spec asks.
            style={{ order: index }}
            open={t.open}
            onOpenChange={(open) => !open && close(t.id)}
            duration={t.duration ?? TOAST_DURATION_MS}
            type={t.variant === 'destructive' ? 'foreground' : 'background'}
            data-variant={t.variant ?? 'default'}
            className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg transition data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=cancel]:translate-x-0 ${variantClass[t.variant ?? 'default']} ${t.className ?? ''}`}
          >
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
              {t.description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close aria-label="Cerrar" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
              <X aria-hidden className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          hotkey={[TOAST_HOTKEY]}
          label="Notificaciones ({hotkey})"
          className="fixed top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto md:max-w-[420px]"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
