// 'Elegir mi máquina': the page carries only this link; the picker's code and its list load when
// the visitor taps it (the page's JavaScript before the first interaction stays as it was). Before
// the app runs, or without JavaScript, the link opens the machine pages (/maquinas) instead.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MACHINES_PATH } from '#domain/machines/paths';

type Picker = ComponentType<{ onClose: () => void }>;

/** The picker's code did not arrive (no signal on a phone that never opened it): say so, and offer the pages. */
function PickerUnavailable() {
  return (
    <p className="mt-3 basis-full text-sm text-stone-700" role="status">
      No pudimos abrir el selector sin señal. Probá de nuevo cuando tengas señal o elegí tu máquina en{' '}
      <a href={MACHINES_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
        Repuestos por máquina
      </a>
      .
    </p>
  );
}

// A failed load is not kept: the next opening asks for the code again.
let failed = false;
const loadPicker = () =>
  lazy<Picker>(() =>
    import('./machine-picker').catch(() => {
      failed = true;
      return { default: PickerUnavailable };
    }),
  );
let MachinePicker = loadPicker();

export function PickerButton({ label = 'Elegir mi máquina', className = '' }: { label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <a
        href={MACHINES_PATH}
        role="button"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          if (!open && failed) {
            failed = false;
            MachinePicker = loadPicker();
          }
          setOpen(!open);
        }}
        className="inline-block rounded-lg border border-brand-600 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="abrir-selector-maquina"
      >
        {label}
      </a>
      {open ? (
        <Suspense fallback={<p className="mt-3 basis-full text-sm text-stone-700">Cargando…</p>}>
          <MachinePicker onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
