// Parts of the staff's 'Cotización del dólar' page: the warnings (also on the summary) and the
// history of changes with who made them.
import { formatRate } from '#domain/exchange-rate';
import { Card, StaffTable } from './ui';

export function RateWarningList({ warnings }: { warnings: { stale: string | null; refused: string | null } }) {
  const list = [warnings.stale, warnings.refused].filter((w): w is string => w !== null);
  if (list.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="avisos-cotizacion">
      {list.map((text) => (
        <p key={text} role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {text}
        </p>
      ))}
    </div>
  );
}

interface HistoryRow {
  key: string;
  value: number | null;
  label: string;
  date: string;
  who: string;
  when: string;
  refusal: string | null;
}

export function RateHistory({ rows }: { rows: HistoryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card title="Últimos cambios">
      <div className="overflow-x-auto">
        <StaffTable
          testid="historial-cotizacion"
          caption="Últimos cambios de la cotización"
          columns={[
            ['Cargada por', 'py-2 pr-3'],
            ['Valor', 'py-2 pr-3'],
            ['Cuál y fecha', 'py-2'],
          ]}
        >
          {rows.map((row) => (
            <tr key={row.key} className={row.refusal ? 'text-stone-500' : ''}>
              <td className="py-2 pr-3">
                <span className="block whitespace-nowrap">{row.when}</span>
                <span className="block break-all text-xs text-stone-600">{row.who}</span>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{row.value === null ? '—' : formatRate(row.value)}</td>
              <td className="py-2">
                {row.label} · {row.date.split('-').reverse().join('/')}
                {row.refusal ? <span className="block text-xs text-amber-900">Descartada: {row.refusal}</span> : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      </div>
    </Card>
  );
}
