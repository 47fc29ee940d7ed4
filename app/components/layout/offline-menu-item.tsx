// 'Usar sin señal': opens the panel that shows what catalogue the phone keeps and lets the visitor
// download it now or delete it. In the phone's menu; on wide screens, where the header has no menu
// and no room to spare beside its search box, in the footer. The panel's code (Radix Dialog,
// IndexedDB) loads when it is opened.
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const OfflinePanel = lazy(() => import('./offline-panel'));

/** The control: a word that opens the panel. */
export function OfflineMenuItem({ className, testId = 'usar-sin-senal', onOpen }: { className: string; testId?: string; onOpen?: () => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!hydrated}
        aria-haspopup="dialog"
        data-testid={testId}
        onClick={() => {
          setUsed(true);
          setOpen(true);
          onOpen?.();
        }}
      >
        Usar sin señal
      </button>
      {used ? (
        <Suspense fallback={null}>
          <OfflinePanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The wide screens' control, on the footer's dark band just above it: the footer itself is plain
 * markup React does not hydrate (decision 0012), so a button cannot live inside it.
 */
export function OfflineFooterItem() {
  return (
    <div className="-mb-16 mt-16 hidden bg-stone-900 text-sm text-stone-200 lg:block" data-testid="pie-sin-senal">
      <div className="mx-auto max-w-7xl px-4 pt-6 text-right sm:pr-24">
        <OfflineMenuItem className="underline-offset-2 hover:underline" testId="usar-sin-senal-pie" />
      </div>
    </div>
  );
}
