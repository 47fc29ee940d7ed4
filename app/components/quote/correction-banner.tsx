// Above a form reopened from 'Pedidos guardados en este teléfono': which kept request is being
// corrected, why the shop did not take it, and a way back to the form as it was.
import { useEffect, useRef } from 'react';
import type { KeptRequest } from '../../offline/outbox-store';
import { keptItems } from './kept-describe';

export function CorrectionBanner({ kept, onCancel }: { kept: KeptRequest; onCancel: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // The visitor tapped 'Corregir' elsewhere on the page (or in the drawer): bring the form to them.
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' });
    box.current?.focus();
  }, [kept.key]);
  const items = kept.kind === 'presupuesto' ? keptItems(kept) : [];
  return (
    <div ref={box} tabIndex={-1} className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950" data-testid="corrigiendo-pedido">
      <p className="font-bold">Corregí tu pedido guardado</p>
      <p className="mt-1">
        La tienda no lo aceptó: <span data-testid="motivo-rechazo">{kept.lastError || 'revisá los datos.'}</span>
      </p>
      {items.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {items.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-1">Al enviarlo, reemplaza al guardado.</p>
      <button type="button" onClick={onCancel} className="mt-2 font-semibold text-red-800 underline">
        Dejar de corregir
      </button>
    </div>
  );
}
