// The toasts drawn without their chunk (./toast-host), when it could not be loaded (no signal at
// the first toast): the same texts in the same place, announced politely, closed by their button
// or after the usual time. No swipe or F8 here.
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '#domain/ui';
import { TOAST_VIEWPORT_CLASS, type ToastItem } from './toaster';

const variantClass = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-l-8 border-green-600 bg-white text-stone-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

export function PlainToasts({ toasts, close }: { toasts: ToastItem[]; close: (id: string) => void }) {
  const open = toasts.filter((t) => t.open);
  const ids = open.map((t) => t.id).join(' ');
  useEffect(() => {
    const timers = open
      .filter((t) => Number.isFinite(t.duration ?? TOAST_DURATION_MS))
      .map((t) => setTimeout(() => close(t.id), t.duration ?? TOAST_DURATION_MS));
    return () => timers.forEach(clearTimeout);
    // The toasts shown, by id: a new render of the same ones keeps their timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, close]);
  return (
    <ol className={TOAST_VIEWPORT_CLASS} aria-label="Notificaciones">
      {open.map((t) => (
        <li
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto relative grid w-full gap-1 rounded-lg border p-4 pr-9 shadow-lg ${variantClass[t.variant ?? 'default']}`}
        >
          <p className="text-sm font-semibold">{t.title}</p>
          {t.description ? <p className="text-sm opacity-90">{t.description}</p> : null}
          <button type="button" aria-label="Cerrar" onClick={() => close(t.id)} className="absolute right-2 top-2 rounded px-1.5 opacity-70 hover:opacity-100">
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
