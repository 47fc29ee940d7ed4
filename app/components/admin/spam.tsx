// 'Posible spam': the tab beside a list's status tabs, and the notice with 'Restaurar' on the detail
// of a request kept apart (its hidden honeypot field was filled, often by autofill).
import { ShieldAlert, Undo2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { CsrfField } from '../../auth/csrf-field';
import { buttonClass } from './ui';
import { useActionToast, type ActionAnswer } from './use-action-toast';

/** Why a request was kept apart (its spam_reason), for the staff. */
export const SPAM_REASON_LABELS: Record<string, string> = {
  honeypot: 'Completó el campo oculto que solo llenan los robots (o el autocompletado del navegador).',
};

export function SpamTab({ to, count, active = false }: { to: string; count: number; active?: boolean }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      data-testid="pestana-spam"
      className={`inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold ${active ? 'border-amber-800 bg-amber-800 text-white' : 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'}`}
    >
      <ShieldAlert aria-hidden className="h-4 w-4" /> Posible spam
      <span className={`rounded-full px-1.5 text-xs ${active ? 'bg-white/20' : 'bg-white text-amber-900'}`}>{count}</span>
    </Link>
  );
}

/** On the detail page of a possible-spam request: why, and 'Restaurar' (POST with the CSRF token). */
export function SpamNotice({ action, reason, noun }: { action: string; reason: string; noun: 'presupuesto' | 'consulta' }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher.data, 'Restaurado', 'No se pudo restaurar');
  return (
    <section aria-labelledby="spam-titulo" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="aviso-spam">
      <h2 id="spam-titulo" className="flex items-center gap-2 font-bold">
        <ShieldAlert aria-hidden className="h-5 w-5" /> Posible spam: no se envió por correo
      </h2>
      <p className="mt-1 text-sm">{reason}</p>
      <p className="mt-1 text-sm">
        {noun === 'presupuesto'
          ? 'Si es un pedido real, restauralo: pasa a la lista normal y se envía el correo como cualquier otro.'
          : 'Si es una consulta real, restaurala: pasa a la lista normal y se envía el correo como cualquier otra.'}
      </p>
      <fetcher.Form method="post" action={action} className="mt-3">
        <CsrfField />
        <input type="hidden" name="intent" value="restaurar" />
        <button type="submit" className={buttonClass.primary} disabled={fetcher.state !== 'idle'}>
          <Undo2 aria-hidden className="h-4 w-4" /> Restaurar
        </button>
      </fetcher.Form>
    </section>
  );
}
