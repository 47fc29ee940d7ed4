// 'Más repuestos para Case IH Patriot 250': a product page links each machine its 'Aplica para'
// names to that machine's page, so the farmer goes from one part to the rest that fit.
import { Link } from 'react-router';

export interface ProductMachineLink {
  /** 'Case IH Patriot 250', or the brand alone for a cell that names only the brand. */
  name: string;
  path: string;
}

export function ProductMachines({ machines }: { machines: readonly ProductMachineLink[] | undefined }) {
  if (!machines || machines.length === 0) return null;
  return (
    <nav aria-label="Máquinas a las que sirve" className="mt-6" data-testid="maquinas-del-producto">
      <ul className="flex flex-wrap gap-2">
        {machines.map((m) => (
          <li key={m.path} className="min-w-0">
            <Link
              to={m.path}
              className="inline-block rounded-full border border-brand-600 bg-brand-50 px-3 py-1.5 text-sm font-semibold break-words text-brand-700 hover:bg-brand-100"
            >
              {`Más repuestos para ${m.name}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
