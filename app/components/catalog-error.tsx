import { AlertTriangle, Clock } from './icons';

/**
 * Why a page has no products. While the catalogue is still loading it is a wait, not a failure:
 * a calm status the visitor is told to come back to, instead of a red alert.
 */
export function CatalogError({ title, description, waiting = false }: { title: string; description: string; waiting?: boolean }) {
  const Icon = waiting ? Clock : AlertTriangle;
  return (
    <div
      role={waiting ? 'status' : 'alert'}
      className={`mx-auto my-10 flex max-w-2xl gap-3 rounded-xl border p-5 ${waiting ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <Icon aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1 text-sm">{description}</p>
      </div>
    </div>
  );
}
