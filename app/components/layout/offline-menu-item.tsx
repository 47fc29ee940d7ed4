// 'Usar sin señal' in the site's menu: opens the panel that shows what catalogue the phone keeps
// and lets the visitor download it now or delete it. The panel's code (Radix Dialog, IndexedDB)
// loads when it is opened.
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const OfflinePanel = lazy(() => import('./offline-panel'));

export function OfflineMenuItem({ className, onOpen }: { className: string; onOpen?: () => void }) {
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
        data-testid="usar-sin-senal"
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
