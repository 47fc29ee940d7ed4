// /admin/catalogo's 'Máquinas de “Aplica para”': the texts that named no machine, with how many
// rows and which, and the machines found per brand (server/admin/catalog-machines.ts).
import type { MachinesView } from '#server/admin/catalog-machines';
import { Card, EmptyState, StaffTable } from './ui';

const n = (count: number) => count.toLocaleString('es-AR');

const UNREAD_COLUMNS: Array<[string, string]> = [
  ['Texto', 'py-2 pr-3'],
  ['Filas', 'py-2 pr-3'],
  ['IDs', 'hidden py-2 sm:table-cell'],
];

function UnreadTable({ machines }: { machines: MachinesView }) {
  if (machines.unread.length === 0) return <EmptyState>Todos los textos de “Aplica para” nombran al menos una máquina.</EmptyState>;
  return (
    <>
      <StaffTable testid="aplica-para-sin-maquina" columns={UNREAD_COLUMNS}>
        {machines.unread.map((u) => (
          <tr key={u.text} className="align-top">
            <td className="break-words py-2 pr-3">
              {u.text}
              {/* Phone: the IDs go under the text (no third column). */}
              <span className="mt-1 block break-all text-xs text-stone-600 sm:hidden">IDs {u.ids.join(', ')}</span>
            </td>
            <td className="py-2 pr-3 font-semibold">{n(u.rows)}</td>
            <td className="hidden break-all py-2 text-xs sm:table-cell">
              {u.ids.join(', ')}
              {u.rows > u.ids.length ? ` y ${n(u.rows - u.ids.length)} más` : ''}
            </td>
          </tr>
        ))}
      </StaffTable>
      {machines.unreadTexts > machines.unread.length ? (
        <p className="mt-2 text-sm text-stone-700">{`Se muestran los ${n(machines.unread.length)} textos con más filas de ${n(machines.unreadTexts)}.`}</p>
      ) : null}
    </>
  );
}

function BrandList({ machines }: { machines: MachinesView }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="maquinas-por-marca">
      {machines.brands.map((b) => (
        <li key={b.slug} className="min-w-0 rounded-lg border border-stone-200 p-3 text-sm">
          <details>
            <summary className="cursor-pointer">
              <span className="font-semibold text-stone-900">{b.name}</span>
              {`: ${n(b.models.length)} ${b.models.length === 1 ? 'modelo' : 'modelos'}, ${n(b.count)} productos`}
              {b.brandLevel > 0 ? ` (${n(b.brandLevel)} nombran solo la marca)` : ''}
            </summary>
            <p className="mt-2 break-words text-stone-700">{b.models.map((m) => `${m.name} (${n(m.count)})`).join(', ')}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}

export function MachinesCard({ machines }: { machines: MachinesView | null }) {
  if (!machines) return null;
  const read = machines.withText - machines.unreadRows;
  return (
    <Card title="Máquinas de “Aplica para”" id="maquinas">
      <p className="mb-3 text-sm text-stone-700" data-testid="resumen-maquinas">
        {`${n(read)} de ${n(machines.withText)} productos con “Aplica para” nombran al menos una máquina. ` +
          (machines.unreadRows === 0
            ? ''
            : `Estos textos no nombran ninguna máquina que la tienda reconozca: si nombran una, corregí la planilla o agregá la marca o su forma de escribirla en la pestaña “maquinas”. Las medidas (“Llanta 38 pulgadas”) quedan como texto a propósito.`)}
      </p>
      <UnreadTable machines={machines} />
      <h3 className="mt-5 mb-2 text-sm font-bold text-stone-900">{`Máquinas encontradas por marca (${n(machines.brands.length)} marcas)`}</h3>
      <BrandList machines={machines} />
    </Card>
  );
}
