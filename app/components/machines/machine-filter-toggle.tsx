// The home search panel's 'Solo lo que sirve para mi John Deere 3530': a checkbox of the panel's GET
// form (`maquina=john-deere/3530`), so it also works with the form sent before the app runs. With
// the filter in the URL it is drawn on the server, ticked; otherwise it offers the newest machine
// saved on the phone, which only the browser knows (it appears once the page has hydrated).
import { machineParam, MACHINE_PARAM, type MachineFilterView } from '../../lib/my-machines';
import { useMyMachines } from './my-machines';
import { PickerButton } from './picker-button';

interface MachineFilterToggleProps {
  /** The filter the page was answered with (from the server). */
  active: MachineFilterView | null;
  checked: boolean;
  /** The new filter: the machine's parameter, or null when unticked. */
  onChange: (param: string | null) => void;
}

export function MachineFilterToggle({ active, checked, onChange }: MachineFilterToggleProps) {
  const [machines] = useMyMachines();
  const newest = machines?.[0];
  const offered = active ?? (newest ? { param: machineParam(newest), name: newest.name } : null);
  if (!offered) return <PickerButton className="mt-5" />;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="filtro-maquina-buscador">
      <label className="inline-flex max-w-full cursor-pointer items-start gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          name={MACHINE_PARAM}
          value={offered.param}
          checked={checked}
          onChange={(event) => onChange(event.target.checked ? offered.param : null)}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <span className="min-w-0 break-words">
          {offered.name ? `Solo lo que sirve para mi ${offered.name}` : 'No conocemos esa máquina: no hay repuestos que digan servirle.'}
        </span>
      </label>
      <PickerButton className="contents" label="Cambiar mi máquina" />
    </div>
  );
}
