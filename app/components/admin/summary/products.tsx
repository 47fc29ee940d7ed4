// The products asked for most (by requests, units and category), and those looked at often but never asked for.
import type { DashboardData, ProductRow } from '#server/admin/dashboard';
import { CHART_COLORS, HorizontalBars } from '../charts';
import { Card, StaffTable } from '../ui';
import { ChartCard, ProductName, csvHref, number } from './parts';

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

export function Products({ d }: { d: DashboardData }) {
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

export function ViewedNotAsked({ d }: { d: DashboardData }) {
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
