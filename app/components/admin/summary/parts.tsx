// What the summary's sections share: number format, the CSV links, the change badge, the chart
// card with its table and CSV, and a product's name (a link while it is in the catalogue).
import type { ProductRow } from '#server/admin/dashboard';
import type { SummaryRange } from '#domain/summary';
import { Card } from '../ui';

export const number = (n: number) => n.toLocaleString('es-AR');

/** A number column's header: plain case on a phone, where the capitals would not fit in 390 px. */
export const NARROW_HEADER = 'py-2 pr-2 text-right normal-case tracking-normal sm:pr-3 sm:uppercase sm:tracking-wide';

function rangeQuery(range: SummaryRange): string {
  return range.preset ? `rango=${range.preset}` : `desde=${range.from}&hasta=${range.to}`;
}

export function csvHref(range: SummaryRange, chart: string): string {
  return `/admin/resumen/exportar?${rangeQuery(range)}&formato=csv&grafico=${chart}`;
}

export function ChangeBadge({ value, lowerIsBetter = false }: { value: number | null; lowerIsBetter?: boolean }) {
  if (value === null) return <span className="text-xs text-stone-600">sin período anterior para comparar</span>;
  const good = lowerIsBetter ? value <= 0 : value >= 0;
  return (
    <span className={`text-xs font-semibold ${good ? 'text-brand-700' : 'text-red-800'}`}>
      {value > 0 ? '+' : ''}
      {value}% frente al período anterior
    </span>
  );
}

export function ChartCard({
  id,
  title,
  summary,
  csv,
  children,
  table,
}: {
  id: string;
  title: string;
  summary: string;
  csv: string;
  children: React.ReactNode;
  table: React.ReactNode;
}) {
  return (
    <Card id={id} title={title}>
      <p className="mb-3 text-sm text-stone-700" data-testid={`resumen-${id}`}>
        {summary}
      </p>
      {children}
      <details className="mt-3" data-testid={`tabla-${id}`}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline">Ver tabla</summary>
        {/* No scrolling box: the tables are narrow enough to wrap at 390 px. */}
        <div className="mt-2">{table}</div>
      </details>
      <a href={csv} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline" download>
        Descargar CSV
      </a>
    </Card>
  );
}

export function ProductName({ row }: { row: ProductRow }) {
  return row.href ? (
    <a href={row.href} className="font-semibold text-brand-700 underline">
      {row.name}
    </a>
  ) : (
    <span className="font-semibold text-stone-900">
      {row.name} <span className="font-normal text-stone-600">(ya no está en el catálogo)</span>
    </span>
  );
}

export function trendText(change: number | null): string {
  if (change === null) return 'nueva';
  return `${change > 0 ? '+' : ''}${change}%`;
}
