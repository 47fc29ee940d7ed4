// /admin/resumen: the staff's home. For a range (7, 30 or 90 days, or two dates) and the range
// before it: requests per week, how fast and how often they are answered and accepted, the path
// from a product page to an acceptance, the products asked for (and looked at but never asked
// for), the most frequent searches and those that found nothing, with their trend. Each chart has
// its table and a CSV of its numbers.
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/summary';
import { requireStaffAction, requireStaffPage } from '../../../server/auth/guard';
import { actionResult } from '../../../server/admin/http';
import { hiddenSearchAction, hiddenSearches } from '../../../server/search-log/hidden';
import { CsrfField } from '../../auth/csrf-field';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { catalogLookup, isEmptyPeriod, loadDashboard, type DashboardData, type ProductRow } from '../../../server/admin/dashboard';
import type { SearchTrendRow } from '../../../server/search-log/summary';
import { servicesContext } from '../../../server/context';
import { countSentOffline, type SentOfflineCounts } from '../../../server/admin/sent-offline';
import { RANGE_PRESETS, durationText, funnelSteps, parseSummaryRange, percentChange, shopDay, shortDay, type SummaryRange } from '../../../domain/summary';
import { adminMeta } from '../../components/admin/meta';
import { Card, EmptyState, PageHeader, StaffTable, buttonClass, inputClass } from '../../components/admin/ui';
import { CHART_COLORS, GroupedBars, HorizontalBars, LineChart } from '../../components/admin/charts';

export const meta: Route.MetaFunction = () => adminMeta('Resumen');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The CSVs are a resource route (a page's loader cannot answer a download).
  if (params.get('formato') === 'csv') throw redirect(`/admin/resumen/exportar${url.search}`);
  const today = shopDay(services.staff.now());
  const parsed = parseSummaryRange({ rango: params.get('rango'), desde: params.get('desde'), hasta: params.get('hasta') }, today);
  const db = await services.staff.db();
  // This process's latest counts first (a failure is logged there and the summary still shows).
  await services.searchLog.flush(db);
  await services.eventCounter.flush(db);
  const catalog = catalogLookup(services.catalog.current());

  const [dashboard, hidden, sentOffline] = await Promise.all([
    loadDashboard(db, parsed.range, catalog, { today }),
    hiddenSearches(db),
    countSentOffline(db, parsed.range),
  ]);
  return data(
    { dashboard, hiddenCount: hidden.length, sentOffline, error: parsed.ok ? null : parsed.message, empty: isEmptyPeriod(dashboard) },
    { status: parsed.ok ? 200 : 400 },
  );
}

/** 'Ocultar' on a search of the rankings: any staff member (both roles read the summary). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const outcome = await hiddenSearchAction(await services.staff.db(), input, staff.user, services.staff.now());
  return actionResult(outcome.ok, outcome.message, outcome.status);
}

const number = (n: number) => n.toLocaleString('es-AR');

/** A number column's header: plain case on a phone, where the capitals would not fit in 390 px. */
const NARROW_HEADER = 'py-2 pr-2 text-right normal-case tracking-normal sm:pr-3 sm:uppercase sm:tracking-wide';

function rangeQuery(range: SummaryRange): string {
  return range.preset ? `rango=${range.preset}` : `desde=${range.from}&hasta=${range.to}`;
}

function csvHref(range: SummaryRange, chart: string): string {
  return `/admin/resumen/exportar?${rangeQuery(range)}&formato=csv&grafico=${chart}`;
}

function ChangeBadge({ value, lowerIsBetter = false }: { value: number | null; lowerIsBetter?: boolean }) {
  if (value === null) return <span className="text-xs text-stone-600">sin período anterior para comparar</span>;
  const good = lowerIsBetter ? value <= 0 : value >= 0;
  return (
    <span className={`text-xs font-semibold ${good ? 'text-brand-700' : 'text-red-800'}`}>
      {value > 0 ? '+' : ''}
      {value}% frente al período anterior
    </span>
  );
}

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

function ChartCard({
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

function ProductName({ row }: { row: ProductRow }) {
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

function RangeForm({ range }: { range: SummaryRange }) {
  return (
    <nav aria-label="Período" className="flex flex-wrap items-end gap-2">
      {RANGE_PRESETS.map((days) => (
        <Link
          key={days}
          to={`?rango=${days}`}
          aria-current={range.preset === days ? 'page' : undefined}
          className={range.preset === days ? buttonClass.primary : buttonClass.secondary}
        >
          {days} días
        </Link>
      ))}
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-stone-700">
          Desde
          <input type="date" name="desde" defaultValue={range.from} className={inputClass} min="2000-01-01" max="2100-12-31" />
        </label>
        <label className="text-sm text-stone-700">
          Hasta
          <input type="date" name="hasta" defaultValue={range.to} className={inputClass} min="2000-01-01" max="2100-12-31" />
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Ver
        </button>
      </form>
    </nav>
  );
}

function Weeks({ d }: { d: DashboardData }) {
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

function Funnel({ d }: { d: DashboardData }) {
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

function ProductsTable({ rows, testid, caption, views = false }: { rows: ProductRow[]; testid: string; caption: string; views?: boolean }) {
  return (
    <StaffTable
      testid={testid}
      caption={caption}
      columns={
        views
          ? [
              ['Producto', 'py-2 pr-3'],
              ['Vistas', 'py-2 text-right'],
            ]
          : [
              ['Producto', 'py-2 pr-3'],
              ['Pedidos', 'py-2 pr-3 text-right'],
              ['Unidades', 'py-2 pr-3 text-right'],
              ['Vistas', 'py-2 text-right'],
            ]
      }
    >
      {rows.map((row) => (
        <tr key={row.id} id={`producto-${row.id}`}>
          <td className="py-2 pr-3 break-words">
            <ProductName row={row} />
          </td>
          {views ? null : <td className="py-2 pr-3 text-right tabular-nums">{number(row.requests)}</td>}
          {views ? null : <td className="py-2 pr-3 text-right tabular-nums">{number(row.units)}</td>}
          <td className="py-2 text-right tabular-nums">{number(row.views)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}

function Products({ d }: { d: DashboardData }) {
  if (d.byRequests.length === 0) {
    return (
      <Card id="productos" title="Productos más pedidos">
        <p className="text-sm text-stone-600">Ningún producto pedido en este período.</p>
      </Card>
    );
  }
  const top = d.byRequests.slice(0, 10);
  const summary = `El más pedido: ${d.byRequests[0].name} (${number(d.byRequests[0].requests)} pedidos). Por unidades: ${d.byUnits[0].name} (${number(d.byUnits[0].units)} unidades).`;
  return (
    <ChartCard
      id="productos"
      title="Productos más pedidos"
      summary={summary}
      csv={csvHref(d.range, 'productos')}
      table={<ProductsTable rows={d.byRequests} testid="tabla-productos-datos" caption="Los 20 productos más pedidos" />}
    >
      <HorizontalBars
        testid="grafico-productos"
        label={`Los 10 productos más pedidos. ${summary}`}
        rows={top.map((r) => ({ label: r.name, value: r.requests }))}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-bold text-stone-900">Por unidades pedidas</h3>
          <ol className="list-decimal pl-5 text-sm">
            {d.byUnits.map((row) => (
              <li key={row.id}>
                <ProductName row={row} /> · {number(row.units)} u.
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold text-stone-900">Por categoría</h3>
          <ul className="text-sm">
            {d.categories.map((c) => (
              <li key={c.category}>
                {c.category}: {number(c.requests)} pedidos, {number(c.units)} u.
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ChartCard>
  );
}

function ViewedNotAsked({ d }: { d: DashboardData }) {
  if (d.viewedNotAsked.length === 0) return null;
  const summary = `${d.viewedNotAsked.length} productos vistos y nunca pedidos en el período; el más visto: ${d.viewedNotAsked[0].name} (${number(d.viewedNotAsked[0].views)} vistas). Revisá su precio, sus fotos o su descripción.`;
  return (
    <ChartCard
      id="sin-pedidos"
      title="Muy vistos y nunca pedidos"
      summary={summary}
      csv={csvHref(d.range, 'sin-pedidos')}
      table={<ProductsTable rows={d.viewedNotAsked} testid="tabla-sin-pedidos-datos" caption="Productos vistos y nunca pedidos" views />}
    >
      <HorizontalBars
        testid="grafico-sin-pedidos"
        label={`Productos vistos y nunca pedidos. ${summary}`}
        color={CHART_COLORS.accepted}
        rows={d.viewedNotAsked.slice(0, 10).map((r) => ({ label: r.name, value: r.views }))}
      />
    </ChartCard>
  );
}

function trendText(change: number | null): string {
  if (change === null) return 'nueva';
  return `${change > 0 ? '+' : ''}${change}%`;
}

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

function Searches({ d, hiddenCount }: { d: DashboardData; hiddenCount: number }) {
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

export default function SummaryPage({ loaderData }: Route.ComponentProps) {
  const { dashboard: d, hiddenCount, sentOffline, error, empty } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Resumen">
        <Link to="/admin/presupuestos" className={buttonClass.secondary}>
          Ver los presupuestos
        </Link>
      </PageHeader>
      <p className="-mt-2 text-sm text-stone-700" data-testid="periodo">
        Del {shortDay(d.range.from)}/{d.range.from.slice(0, 4)} al {shortDay(d.range.to)}/{d.range.to.slice(0, 4)} ({d.range.days} días), comparado con los{' '}
        {d.range.days} días anteriores.
      </p>
      <RangeForm range={d.range} />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="error-periodo">
          {error}
        </p>
      ) : null}
      {empty ? (
        <EmptyState>Todavía no hay presupuestos en este período.</EmptyState>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label="Pedidos recibidos" value={number(d.current.received)} change={d.change.received} testid="total-recibidos" />
            <Stat label="Respondidos" value={number(d.current.answered)} change={d.change.answered} testid="total-respondidos" />
            <Stat label="Aceptados" value={number(d.current.accepted)} change={d.change.accepted} testid="total-aceptados" />
            <Stat
              label="Mediana hasta responder"
              value={durationText(d.current.medianHours)}
              change={d.change.medianHours}
              lowerIsBetter
              testid="total-mediana"
            />
          </div>
          <SentOffline counts={sentOffline} />
          {d.current.received > 0 ? <Weeks d={d} /> : <EmptyState>Todavía no hay presupuestos en este período.</EmptyState>}
          <Funnel d={d} />
          <Products d={d} />
          <ViewedNotAsked d={d} />
          <Searches d={d} hiddenCount={hiddenCount} />
        </>
      )}
    </div>
  );
}

/** Requests a phone kept without signal and sent later: said only when there were some. */
function SentOffline({ counts }: { counts: SentOfflineCounts }) {
  if (counts.quotes + counts.enquiries === 0) return null;
  return (
    <p className="text-sm text-stone-700" data-testid="enviados-sin-senal">
      Enviados sin señal (guardados en el teléfono del cliente y enviados más tarde): {number(counts.quotes)}{' '}
      {counts.quotes === 1 ? 'presupuesto' : 'presupuestos'} y {number(counts.enquiries)} {counts.enquiries === 1 ? 'consulta' : 'consultas'}.
    </p>
  );
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
