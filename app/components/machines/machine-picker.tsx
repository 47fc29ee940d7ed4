// The 'Mi máquina' picker: the brand, then the model, only those the catalogue has, each with how
// many parts fit it. Choosing a model keeps it on the phone (up to three, ~/lib/my-machines).
// Loaded only when the visitor opens it (picker-button.tsx): none of this is in a page's first load.
import { useEffect, useState } from 'react';
import { partsLabel } from '../../lib/machine-paths';
import type { MyMachine } from '../../lib/my-machines';
import type { PickerBrand } from '#domain/machines/picker-list';
import { loadPickerData, offlineReaders, type PickerData } from './picker-data';
import { useMyMachines } from './my-machines';

const OPTION =
  'flex w-full items-baseline justify-between gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2.5 text-left hover:border-brand-500 hover:text-brand-700';

function OptionList<T extends { slug: string; name: string; count: number }>({
  items,
  label,
  onPick,
}: {
  items: T[];
  label: string;
  onPick: (item: T) => void;
}) {
  return (
    <ul aria-label={label} className="mt-3 grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.slug} className="min-w-0">
          <button type="button" className={OPTION} onClick={() => onPick(item)}>
            <span className="min-w-0 font-semibold break-words text-stone-900">{item.name}</span>
            <span className="shrink-0 text-sm text-stone-600">{partsLabel(item.count)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function usePickerData() {
  const [state, setState] = useState<PickerData | 'loading' | 'none'>('loading');
  useEffect(() => {
    let live = true;
    offlineReaders().catch(() => undefined);
    loadPickerData().then(
      (found) => live && setState(found ?? 'none'),
      () => live && setState('none'),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export default function MachinePicker({ onClose }: { onClose: () => void }) {
  const data = usePickerData();
  const [brand, setBrand] = useState<PickerBrand | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [machines, save] = useMyMachines();
  const pick = (model: PickerBrand['models'][number]) => {
    if (!brand) return;
    const machine: MyMachine = { brandSlug: brand.slug, modelSlug: model.slug, name: model.name };
    save(machine);
    setSaved(model.name);
    setBrand(null);
  };
  return (
    <div
      role="region"
      aria-label="Elegir mi máquina"
      className="mt-3 w-full basis-full rounded-xl border border-stone-200 bg-stone-50 p-4"
      data-testid="selector-maquina"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-stone-900">{brand ? `Elegí el modelo de ${brand.name}` : 'Elegí la marca de tu máquina'}</p>
        <button type="button" onClick={onClose} className="shrink-0 text-sm font-semibold text-brand-700 underline underline-offset-2">
          Cerrar
        </button>
      </div>
      {saved ? (
        <p className="mt-2 text-sm text-green-800" role="status">
          {`Guardamos tu ${saved}. Guardás hasta tres máquinas en este teléfono${machines && machines.length > 1 ? `: ${machines.map((m) => m.name).join(', ')}` : ''}.`}
        </p>
      ) : null}
      {data === 'loading' ? <p className="mt-3 text-sm text-stone-700">Cargando las máquinas…</p> : null}
      {data === 'none' ? <p className="mt-3 text-sm text-stone-700">No pudimos cargar las máquinas. Probá de nuevo cuando tengas señal.</p> : null}
      {typeof data === 'object' && data.saved ? <p className="mt-2 text-xs text-stone-600">Sin señal: usamos el catálogo guardado en el teléfono.</p> : null}
      {typeof data === 'object' && !brand ? <OptionList items={data.brands} label="Marcas" onPick={setBrand} /> : null}
      {typeof data === 'object' && brand ? (
        <>
          <button type="button" onClick={() => setBrand(null)} className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-2">
            Volver a las marcas
          </button>
          <OptionList items={brand.models} label={`Modelos de ${brand.name}`} onPick={pick} />
        </>
      ) : null}
    </div>
  );
}
