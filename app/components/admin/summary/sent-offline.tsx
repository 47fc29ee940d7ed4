// Requests a phone kept without signal and sent later.
import type { SentOfflineCounts } from '#server/requests/sent-offline';
import { number } from './parts';

/** Requests a phone kept without signal and sent later: said only when there were some. */
export function SentOffline({ counts }: { counts: SentOfflineCounts }) {
  if (counts.quotes + counts.enquiries === 0) return null;
  return (
    <p className="text-sm text-stone-700" data-testid="enviados-sin-senal">
      Enviados sin señal (guardados en el teléfono del cliente y enviados más tarde): {number(counts.quotes)}{' '}
      {counts.quotes === 1 ? 'presupuesto' : 'presupuestos'} y {number(counts.enquiries)} {counts.enquiries === 1 ? 'consulta' : 'consultas'}.
    </p>
  );
}
