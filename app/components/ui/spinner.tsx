export function Spinner({ label = 'Cargando productos...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-6 text-stone-600" data-testid="spinner">
      <span aria-hidden className="h-8 w-8 animate-spin-slow rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
