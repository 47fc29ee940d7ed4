// Requests per week (received, answered, accepted) and the median time to the first answer.
import type { DashboardData } from '#server/admin/dashboard';
import { durationText, shortDay } from '#domain/summary';
import { CHART_COLORS, GroupedBars, LineChart } from '../charts';
import { Card, StaffTable } from '../ui';
import { ChartCard, NARROW_HEADER, csvHref, number } from './parts';

export function Weeks({ d }: { d: DashboardData }) {
  const labels = d.weeks.map((w) => shortDay(w.from));
  const last = d.weeks[d.weeks.length - 1];
  const summary = `${number(d.current.received)} pedidos en el período, ${number(d.current.answered)} respondidos y ${number(d.current.accepted)} aceptados. La última semana (${shortDay(last.from)} al ${shortDay(last.to)}): ${number(last.received)} recibidos, ${number(last.answered)} respondidos, ${number(last.accepted)} aceptados.`;
  const medians = d.weeks.map((w) => w.medianHours);
  return (
    <>
      <ChartCard
        id="semanas"
        title="Pedidos por semana"
        summary={summary}
        csv={csvHref(d.range, 'semanas')}
        table={
          <StaffTable
            testid="tabla-semanas-datos"
            caption="Pedidos por semana"
            columns={[
              ['Semana', 'py-2 pr-3'],
              ['Recibidos', NARROW_HEADER],
              ['Respondidos', NARROW_HEADER],
              ['Aceptados', NARROW_HEADER],
              ['Mediana 1.ª respuesta', 'hidden py-2 text-right sm:table-cell'],
            ]}
          >
            {d.weeks.map((w) => (
              <tr key={w.from} data-testid="fila-semana">
                <td className="py-2 pr-3">
                  {shortDay(w.from)} al {shortDay(w.to)}
                  {/* Phone: the median goes under the week (no fifth column). */}
                  <span className="block text-xs text-stone-600 sm:hidden">1.ª respuesta: {durationText(w.medianHours)}</span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums" data-columna="recibidos">
                  {w.received}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums" data-columna="respondidos">
                  {w.answered}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums" data-columna="aceptados">
                  {w.accepted}
                </td>
                <td className="hidden py-2 text-right tabular-nums sm:table-cell">{durationText(w.medianHours)}</td>
              </tr>
            ))}
          </StaffTable>
        }
      >
        <GroupedBars
          testid="grafico-semanas"
          label={`Barras de pedidos por semana. ${summary}`}
          labels={labels}
          series={[
            { name: 'Recibidos', color: CHART_COLORS.received, values: d.weeks.map((w) => w.received) },
            { name: 'Respondidos', color: CHART_COLORS.answered, values: d.weeks.map((w) => w.answered) },
            { name: 'Aceptados', color: CHART_COLORS.accepted, values: d.weeks.map((w) => w.accepted) },
          ]}
        />
      </ChartCard>
      <Card id="demora" title="Tiempo hasta la primera respuesta">
        <p className="mb-3 text-sm text-stone-700">
          Mediana del período: {durationText(d.current.medianHours)} (antes: {durationText(d.previous.medianHours)}). Cada punto es la mediana de los pedidos
          recibidos esa semana; la tabla está en «Pedidos por semana».
        </p>
        {medians.some((m) => m !== null) ? (
          <LineChart
            testid="grafico-demora"
            name="Mediana en horas"
            label={`Línea de la mediana de horas hasta la primera respuesta, por semana: ${d.weeks.map((w) => `${shortDay(w.from)} ${durationText(w.medianHours)}`).join('; ')}.`}
            labels={labels}
            values={medians}
          />
        ) : (
          <p className="text-sm text-stone-600">Todavía no se respondió ningún pedido de este período.</p>
        )}
      </Card>
    </>
  );
}
