// 'Usar sin señal': opens the panel that shows what catalogue the phone keeps and lets the visitor
// download it now or delete it. In the phone's menu; on wide screens, where the header has no menu
// and no room to spare beside its search box, in the footer. The panel's code (Radix Dialog,
// IndexedDB) loads when it is opened.
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../hooks/use-hydrated';

const OfflinePanel = lazy(() => import('./offline-panel'));

/** The element of the footer the wide screens' control is drawn into (the footer is not hydrated). */
export const FOOTER_SLOT_ID = 'pie-sin-senal';

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
 * The footer's control, drawn once the page runs into the footer's empty slot: the footer is plain
 * markup that React does not hydrate (decision 0012), so the button cannot be part of it.
 */
export function OfflineFooterItem() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(FOOTER_SLOT_ID)), []);
  if (!slot) return null;
  return createPortal(<OfflineMenuItem className="underline-offset-2 hover:underline" testId="usar-sin-senal-pie" />, slot);
}
