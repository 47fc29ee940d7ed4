// From a product page to an acceptance, with the WhatsApp chats beside it.
import type { DashboardData } from '#server/admin/dashboard';
import { funnelSteps } from '#domain/summary';
import { HorizontalBars } from '../charts';
import { StaffTable } from '../ui';
import { ChangeBadge, ChartCard, csvHref, number } from './parts';

export function Funnel({ d }: { d: DashboardData }) {
  const steps = funnelSteps(d);
  const summary = `${steps.map((s) => `${s.label}: ${number(s.current)}`).join('; ')}. Chats abiertos: ${number(d.current.chats)}.`;
  return (
    <ChartCard
      id="embudo"
      title="Del producto a la aceptación"
      summary={summary}
      csv={csvHref(d.range, 'embudo')}
      table={
        <StaffTable
          testid="tabla-embudo-datos"
          caption="Del producto a la aceptación"
          columns={[
            ['Paso', 'py-2 pr-3'],
            ['Este período', 'py-2 pr-3 text-right'],
            ['Período anterior', 'py-2 text-right'],
          ]}
        >
          {[...steps, { label: 'Chats abiertos (WhatsApp)', current: d.current.chats, previous: d.previous.chats }].map((s) => (
            <tr key={s.label}>
              <td className="py-2 pr-3">{s.label}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{number(s.current)}</td>
              <td className="py-2 text-right tabular-nums">{number(s.previous)}</td>
            </tr>
          ))}
        </StaffTable>
      }
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <HorizontalBars testid="grafico-embudo" label={`Embudo. ${summary}`} rows={steps.map((s) => ({ label: s.label, value: s.current }))} />
        <div className="rounded-lg bg-stone-50 p-3 text-sm text-stone-800">
          <p className="text-stone-600">Al lado del embudo</p>
          <p className="text-2xl font-bold tabular-nums">{number(d.current.chats)}</p>
          <p>chats de WhatsApp abiertos («Consulta Rápida» y los botones de WhatsApp)</p>
          <ChangeBadge value={d.change.chats} />
        </div>
      </div>
      <p className="mt-2 text-xs text-stone-600">
        Las vistas, los agregados y los chats se cuentan desde que existe este resumen; los pedidos, respondidos y aceptados, por la semana en que llegó el
        pedido.
      </p>
    </ChartCard>
  );
}
