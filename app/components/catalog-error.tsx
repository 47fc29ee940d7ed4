import { AlertTriangle } from '~/components/icons';

export function CatalogError({ title, description }: { title: string; description: string }) {
  return (
    <div role="alert" className="mx-auto my-10 flex max-w-2xl gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
      <AlertTriangle aria-hidden className="mt-0.5 h-6 w-6 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1 text-sm">{description}</p>
      </div>
    </div>
  );
}
