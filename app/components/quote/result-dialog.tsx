// The quote's outcome dialog. Its code (Radix Dialog, about 8 KB gzip with the focus trap and
// scroll lock) is loaded only when a result is shown: the page does not need it before.
import { lazy, Suspense, useState } from 'react';
// Type only: erased, so the panel's code still loads only when needed.
import type { ResultDialogProps } from './result-dialog-panel';

const ResultDialogPanel = lazy(() => import('./result-dialog-panel'));

/** The quote's outcome: success with 'Aceptar', or an error with 'Cerrar' (docs/product.md §2). */
export function ResultDialog(props: ResultDialogProps) {
  // Mounted from the first time it opens, so that it can also close with its animation.
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!props.open && !used) return null;
  return (
    <Suspense fallback={null}>
      <ResultDialogPanel {...props} />
    </Suspense>
  );
}
