// 'Usar sin señal' in the site's menu: opens the panel that shows what catalogue the phone keeps
// and lets the visitor download it now or delete it. The panel's code (Radix Dialog, IndexedDB)
// loads when it is opened.
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { Download } from '../icons';

const OfflinePanel = lazy(() => import('./offline-panel'));

/** The menu's item: a word in the phone's menu, an icon (with the same name) in the wide header. */
export function OfflineMenuItem({ className, icon = false, onOpen }: { className: string; icon?: boolean; onOpen?: () => void }) {
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
        aria-label={icon ? 'Usar sin señal' : undefined}
        title={icon ? 'Usar sin señal' : undefined}
        data-testid={icon ? 'usar-sin-senal-icono' : 'usar-sin-senal'}
        onClick={() => {
          setUsed(true);
          setOpen(true);
          onOpen?.();
        }}
      >
        {icon ? <Download aria-hidden className="h-6 w-6" /> : 'Usar sin señal'}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <OfflinePanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
