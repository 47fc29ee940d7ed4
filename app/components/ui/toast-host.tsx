// The toasts themselves, on Radix Toast (swipe, pause on hover and focus, Escape, F8, the live
// announcement). A chunk of its own: <ToastProvider> loads it with the first toast, or earlier at
// the visitor's first tap or key press, so no page carries it before anyone interacts.
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from '../icons';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '#domain/ui';
import { TOAST_VIEWPORT_CLASS, TOAST_VIEWPORT_LABEL, type ToastItem, type ToastVariant } from './toaster';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-l-8 border-green-600 bg-white text-stone-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

export default function ToastHost({ toasts, close }: { toasts: ToastItem[]; close: (id: string) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} duration={TOAST_DURATION_MS} label="Notificación">
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
            {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close aria-label="Cerrar" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X aria-hidden className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport hotkey={[TOAST_HOTKEY]} label={TOAST_VIEWPORT_LABEL} className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
