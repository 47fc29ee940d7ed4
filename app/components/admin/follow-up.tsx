// Status (nuevo, contactado, cerrado), internal notes and the history of a quote or enquiry.
import { useFetcher } from 'react-router';
import { NOTES_MAX, type QuoteState } from '#domain/staff';
import { formatCents } from '#domain/quote-answer';
import type { AuditView } from '#server/admin/audit';
import { CsrfField } from '../../auth/csrf-field';
import { formatDateTime } from './format';
import { Card, STATE_LABELS, buttonClass, inputClass } from './ui';
import { useActionToast, type ActionAnswer } from '../../hooks/use-action-toast';

/** `states`: the buttons offered (the quote's seven, the enquiry's three). */
export function FollowUp({ states, state, notes, history }: { states: readonly QuoteState[]; state: QuoteState; notes: string; history: AuditView[] }) {
  const stateFetcher = useFetcher<ActionAnswer>();
  const notesFetcher = useFetcher<ActionAnswer>();
  useActionToast(stateFetcher.data, 'Estado actualizado');
  useActionToast(notesFetcher.data, 'Notas guardadas');
  // Show the chosen status at once; the server's answer follows.
  const pending = stateFetcher.formData?.get('estado');
  const shown = typeof pending === 'string' && (states as readonly string[]).includes(pending) ? (pending as QuoteState) : state;

  return (
    <Card title="Seguimiento" id="seguimiento" className="print:hidden">
      <stateFetcher.Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value="estado" />
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-700">Estado</legend>
          <div className={`grid gap-1 rounded-lg bg-stone-100 p-1 ${states.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`} role="group">
            {states.map((s) => (
              <button
                key={s}
                type="submit"
                name="estado"
                value={s}
                aria-pressed={shown === s}
                className={`rounded-md px-2 py-2 text-sm font-semibold ${shown === s ? 'bg-brand-700 text-white shadow' : 'text-stone-800 hover:bg-white'}`}
              >
                {STATE_LABELS[s]}
              </button>
            ))}
          </div>
        </fieldset>
      </stateFetcher.Form>

      <notesFetcher.Form method="post" className="mt-5 grid gap-2">
        <CsrfField />
        <input type="hidden" name="intent" value="notas" />
        <label htmlFor="notas" className="text-sm font-semibold text-stone-700">
          Notas internas <span className="font-normal text-stone-600">(solo las ve el equipo)</span>
        </label>
        <textarea id="notas" name="notas" rows={5} maxLength={NOTES_MAX} defaultValue={notes} className={inputClass} />
        <div>
          <button type="submit" className={buttonClass.primary} disabled={notesFetcher.state !== 'idle'}>
            {notesFetcher.state !== 'idle' ? 'Guardando...' : 'Guardar notas'}
          </button>
        </div>
      </notesFetcher.Form>

      {history.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-stone-700">Historial</h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-stone-700" data-testid="historial">
            {history.map((h) => (
              <li key={h.id}>
                <span className="text-stone-600">{formatDateTime(h.createdAt)}</span> · {h.actor} {describe(h)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function describe(entry: AuditView): string {
  if (entry.action === 'estado') {
    const from = STATE_LABELS[entry.detail.de as QuoteState] ?? String(entry.detail.de);
    const to = STATE_LABELS[entry.detail.a as QuoteState] ?? String(entry.detail.a);
    return `cambió el estado de ${from} a ${to}`;
  }
  if (entry.action === 'notas') return 'editó las notas';
  if (entry.action === 'respuesta-guardada') {
    return `guardó la versión ${entry.detail.version} de la respuesta (total ${typeof entry.detail.total === 'string' ? entry.detail.total : formatCents(Number(entry.detail.totalCentavos ?? 0))})`;
  }
  if (entry.action === 'respuesta-enviada') {
    return `envió la versión ${entry.detail.version} de la respuesta por ${entry.detail.via === 'whatsapp' ? 'WhatsApp' : 'e-mail'}`;
  }
  if (entry.action === 'aceptado') return `aceptó la versión ${entry.detail.version} del presupuesto`;
  if (entry.action === 'restaurado') return 'lo restauró desde «Posible spam»';
  return entry.action;
}
