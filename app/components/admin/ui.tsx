// Small building blocks of the staff pages.
import type { QuoteState } from '#domain/staff';
import { STATE_LABELS } from '#domain/staff';

export { STATE_LABELS };

const STATE_CLASS: Record<QuoteState, string> = {
  nuevo: 'bg-amber-100 text-amber-900 ring-amber-300',
  contactado: 'bg-sky-100 text-sky-900 ring-sky-300',
  respondido: 'bg-violet-100 text-violet-900 ring-violet-300',
  aceptado: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rechazado: 'bg-red-100 text-red-900 ring-red-300',
  vencido: 'bg-orange-100 text-orange-900 ring-orange-300',
  cerrado: 'bg-stone-200 text-stone-800 ring-stone-300',
};

export function StatusBadge({ state }: { state: QuoteState }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_CLASS[state]}`} data-testid="estado">
      {STATE_LABELS[state]}
    </span>
  );
}

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50',
  whatsapp:
    // WhatsApp green, darkened to 6:1 against white for 14 px text.
    'inline-flex items-center justify-center gap-2 rounded-lg bg-[#15713b] px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-[#115e31] disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none',
} as const;

// The text boxes' look is the form kit's, one for the shop and the staff area.
export { inputClass } from '../forms';

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

export function Card({ title, children, className = '', id }: { title?: string; children: React.ReactNode; className?: string; id?: string }) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section aria-labelledby={headingId} className={`rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      {title ? (
        <h2 id={headingId} className="mb-3 text-base font-bold text-stone-900">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">{children}</p>;
}

/** Label : value rows (visitor data): values are text, React escapes them. */
export function Fields({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A staff table: one column header per [label, classes], then the rows (children). */
export function StaffTable({
  testid,
  caption,
  columns,
  children,
}: {
  testid: string;
  caption?: string;
  columns: Array<[string, string]>;
  children: React.ReactNode;
}) {
  return (
    <table className="w-full text-sm" data-testid={testid}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-600">
          {columns.map(([label, className]) => (
            <th key={label} scope="col" className={className}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">{children}</tbody>
    </table>
  );
}
