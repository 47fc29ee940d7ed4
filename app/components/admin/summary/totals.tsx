// The period's four totals, each with its change against the period before.
import type { DashboardData } from '#server/admin/dashboard';
import { durationText } from '#domain/summary';
import { ChangeBadge, number } from './parts';

function Stat({
  label,
  value,
  change,
  lowerIsBetter,
  testid,
}: {
  label: string;
  value: string;
  change: number | null;
  lowerIsBetter?: boolean;
  testid: string;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="text-2xl font-bold tabular-nums text-stone-900" data-testid={testid}>
        {value}
      </p>
      <ChangeBadge value={change} lowerIsBetter={lowerIsBetter} />
    </div>
  );
}

/** The four totals of the period. */
export function Totals({ d }: { d: DashboardData }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Pedidos recibidos" value={number(d.current.received)} change={d.change.received} testid="total-recibidos" />
      <Stat label="Respondidos" value={number(d.current.answered)} change={d.change.answered} testid="total-respondidos" />
      <Stat label="Aceptados" value={number(d.current.accepted)} change={d.change.accepted} testid="total-aceptados" />
      <Stat label="Mediana hasta responder" value={durationText(d.current.medianHours)} change={d.change.medianHours} lowerIsBetter testid="total-mediana" />
    </div>
  );
}
