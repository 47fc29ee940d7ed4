// 'Mis máquinas' on the visitor's phone (~/lib/my-machines): the save button of a machine's page,
// the list on /maquinas and the catalogue's 'Solo lo que sirve para mi …' link. The saved machines
// live in localStorage, so all of this appears once the page has hydrated (never in cached HTML).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { machinePath } from '#domain/machines/paths';
import { PickerButton } from './picker-button';
import { machineParam, readMyMachines, saveMyMachine, withMachine, type MachineFilterView, type MyMachine } from '../../lib/my-machines';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Told when a machine is saved, so every list and link of the page shows it at once. */
const SAVED_EVENT = 'tienda:mis-maquinas';

/** The saved machines, newest first; null until the page has hydrated. */
export function useMyMachines() {
  const [machines, setMachines] = useState<MyMachine[] | null>(null);
  useEffect(() => {
    const read = () => setMachines(readMyMachines(storage()));
    read();
    // Another tab saving one fires 'storage'; this page's picker fires its own event.
    window.addEventListener(SAVED_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(SAVED_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  const save = (m: MyMachine) => {
    setMachines(saveMyMachine(storage(), m));
    window.dispatchEvent(new Event(SAVED_EVENT));
  };
  return [machines, save] as const;
}

export function SaveMachineButton({ machine }: { machine: MyMachine }) {
  const [machines, save] = useMyMachines();
  const saved = machines?.[0]?.brandSlug === machine.brandSlug && machines[0].modelSlug === machine.modelSlug;
  return (
    <button
      type="button"
      disabled={machines === null || saved}
      onClick={() => save(machine)}
      className="rounded-lg border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-stone-300 disabled:text-stone-600"
      aria-live="polite"
    >
      {saved ? 'Guardada como tu máquina' : 'Guardar como mi máquina'}
    </button>
  );
}

export function MyMachinesList() {
  const [machines] = useMyMachines();
  return (
    <section aria-labelledby="mis-maquinas" className="mt-6">
      <h2 id="mis-maquinas" className="text-lg font-bold text-stone-900">
        Mis máquinas
      </h2>
      {machines && machines.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {machines.map((m) => (
            <li key={machineParam(m)}>
              <Link
                to={machinePath(m.brandSlug, m.modelSlug)}
                className="inline-block rounded-full border border-brand-600 bg-brand-50 px-3 py-1.5 text-sm font-semibold break-words text-brand-700 hover:bg-brand-100"
              >
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <PickerButton className="mt-2" label={machines && machines.length > 0 ? 'Agregar otra máquina' : 'Elegir mi máquina'} />
    </section>
  );
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * With the filter on (from the server): which machine, and a link without it. Without it: a link
 * that narrows the list to the newest saved machine, when there is one.
 */
export function MachineFilterLink({ active, className = '' }: { active: MachineFilterView | null; className?: string }) {
  const [machines] = useMyMachines();
  const { search } = useLocation();
  if (active) {
    return (
      <p className={`text-stone-800 ${className}`} data-testid="filtro-maquina">
        {active.name ? `Solo lo que sirve para ${active.name}. ` : 'No conocemos esa máquina: no hay repuestos que digan servirle. '}
        <Link to={withMachine(search, null)} className={LINK}>
          Quitar el filtro
        </Link>
      </p>
    );
  }
  const newest = machines?.[0];
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      {newest ? (
        <Link to={withMachine(search, machineParam(newest))} className={LINK} data-testid="filtro-mi-maquina">
          {`Solo lo que sirve para mi ${newest.name}`}
        </Link>
      ) : null}
      {/* 'contents': the opened picker wraps to a line of its own under the link and the button. */}
      <PickerButton className="contents" label={newest ? 'Cambiar mi máquina' : 'Elegir mi máquina'} />
    </div>
  );
}
