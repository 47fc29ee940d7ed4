// The most frequent searches and those that found nothing, with their trend and the 'Ocultar' button.
import { Form, Link } from 'react-router';
import type { DashboardData } from '#server/admin/dashboard';
import type { SearchTrendRow } from '#server/search-log/summary';
import { percentChange, shortDay } from '#domain/summary';
import { CsrfField } from '../../../auth/csrf-field';
import { CHART_COLORS, GroupedBars, HorizontalBars } from '../charts';
import { Card, StaffTable } from '../ui';
import { ChartCard, NARROW_HEADER, csvHref, number, trendText } from './parts';

function SearchTable({ rows, testid, caption }: { rows: SearchTrendRow[]; testid: string; caption: string }) {
  return (
    <StaffTable
      testid={testid}
      caption={caption}
      columns={[
        ['Texto buscado', 'py-2 pr-3'],
        ['Veces', NARROW_HEADER],
        ['Antes', NARROW_HEADER],
        ['Cambio', NARROW_HEADER],
        ['Sin resultado', 'hidden py-2 pr-3 text-right sm:table-cell'],
        ['', 'py-2'],
      ]}
    >
      {rows.map((s) => (
        <tr key={s.text} data-testid="fila-busqueda">
          <td className="py-2 pr-3 [overflow-wrap:anywhere]">
            {s.text}
            {/* Phone: the no-result count goes under the text (no fifth column). */}
            <span className="block text-xs text-stone-600 sm:hidden">sin resultado: {number(s.noResult)}</span>
          </td>
          <td className="py-2 pr-3 text-right tabular-nums" data-columna="veces">
            {number(s.count)}
          </td>
          <td className="py-2 pr-3 text-right tabular-nums">{number(s.previous)}</td>
          <td className="py-2 pr-3 text-right tabular-nums">{trendText(s.change)}</td>
          <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{number(s.noResult)}</td>
          <td className="py-2">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="ocultar" />
              <input type="hidden" name="texto" value={s.text} />
              <button type="submit" className="text-xs font-semibold text-red-800 underline" aria-label={`Ocultar «${s.text}» de las listas de búsquedas`}>
                Ocultar
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}

export function Searches({ d, hiddenCount }: { d: DashboardData; hiddenCount: number }) {
  const { frequent, failing, total, weeks } = d.searches;
  if (total.current === 0) {
    return (
      <Card id="busquedas" title="Búsquedas más frecuentes">
        <p className="text-sm text-stone-600">Nadie buscó en la tienda en este período (o todavía no se contaban las búsquedas).</p>
      </Card>
    );
  }
  const change = percentChange(total.current, total.previous);
  const top = frequent[0];
  const summary = `${number(total.current)} búsquedas en el período (${change === null ? 'sin período anterior para comparar' : `${trendText(change)} frente al anterior`}), ${number(total.currentNoResult)} sin resultado.${top ? ` La más frecuente: «${top.text}» (${number(top.count)} veces).` : ''}`;
  const failingSummary = failing.length
    ? `${failing.length} textos que no encontraron nada en el período; el que más: «${failing[0].text}» (${number(failing[0].noResult)} veces sin resultado).`
    : 'Toda búsqueda del período encontró algo.';
  return (
    <>
      <ChartCard
        id="busquedas"
        title="Búsquedas más frecuentes"
        summary={summary}
        csv={csvHref(d.range, 'busquedas')}
        table={<SearchTable rows={frequent} testid="tabla-busquedas-datos" caption="Búsquedas más frecuentes" />}
      >
        <HorizontalBars
          testid="grafico-busquedas"
          label={`Las 10 búsquedas más frecuentes. ${summary}`}
          color={CHART_COLORS.received}
          rows={frequent.slice(0, 10).map((s) => ({ label: s.text, value: s.count, note: `(${trendText(s.change)})` }))}
        />
        <h3 className="mt-4 mb-2 text-sm font-bold text-stone-900">Búsquedas por semana</h3>
        <GroupedBars
          testid="grafico-busquedas-semanas"
          label={`Barras de búsquedas por semana: ${weeks.map((w) => `${shortDay(w.from)} ${number(w.count)}, ${number(w.noResult)} sin resultado`).join('; ')}.`}
          labels={weeks.map((w) => shortDay(w.from))}
          series={[
            { name: 'Búsquedas', color: CHART_COLORS.received, values: weeks.map((w) => w.count) },
            { name: 'Sin resultado', color: CHART_COLORS.accepted, values: weeks.map((w) => w.noResult) },
          ]}
        />
        <p className="mt-2 text-xs text-stone-600">
          Entre paréntesis, el cambio frente al período anterior. Se guardan hasta 200 textos por día; el resto se cuenta como «otras búsquedas» en el total. Un
          texto entra en estas listas cuando lo buscaron al menos 3 visitantes distintos; con «Ocultar», en «Ver tabla», no vuelve a aparecer.{' '}
          <Link to="/admin/busquedas#ocultas" className="font-semibold text-brand-700 underline" data-testid="enlace-ocultas">
            {hiddenCount === 1 ? '1 búsqueda oculta' : `${number(hiddenCount)} búsquedas ocultas`}
          </Link>
          .
        </p>
      </ChartCard>
      <ChartCard
        id="sin-resultado"
        title="Búsquedas sin resultado"
        summary={failingSummary}
        csv={csvHref(d.range, 'sin-resultado')}
        table={<SearchTable rows={failing} testid="tabla-sin-resultado-datos" caption="Búsquedas sin resultado" />}
      >
        {failing.length ? (
          <HorizontalBars
            testid="grafico-sin-resultado"
            label={`Búsquedas sin resultado. ${failingSummary}`}
            color={CHART_COLORS.accepted}
            rows={failing.slice(0, 10).map((s) => ({ label: s.text, value: s.noResult, note: `(antes ${number(s.previousNoResult)})` }))}
          />
        ) : null}
        <p className="mt-2 text-xs text-stone-600">
          <Link to="/admin/busquedas" className="font-semibold text-brand-700 underline">
            Ver todas las búsquedas sin resultado
          </Link>{' '}
          (desde que se buscaron por primera vez, con lo que se mostró).
        </p>
      </ChartCard>
    </>
  );
}
