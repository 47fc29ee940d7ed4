/**
 * Shown over a list while its next page or filter loads. It floats over the top of the list (the
 * parent is `relative`) instead of pushing it down: an in-flow spinner moved every card by its
 * height and back, and the browser's scroll anchoring made the page jump with it.
 */
export function Spinner({ label = 'Cargando productos...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-x-0 top-2 z-10 mx-auto flex w-fit items-center justify-center gap-3 rounded-full bg-white/95 px-4 py-2 text-stone-600 shadow"
      data-testid="spinner"
    >
      <span aria-hidden className="h-6 w-6 animate-spin-slow rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
