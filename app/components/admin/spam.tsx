// 'Posible spam': the tab beside a list's status tabs, the list page of quotes or enquiries kept
// apart (their hidden honeypot field was filled, often by autofill), and the notice with
// 'Restaurar' on the detail of one.
import { ShieldAlert, Undo2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { CsrfField } from '../../auth/csrf-field';
import { Pagination, RowLink, SearchBox, WhenAndWho } from './list-controls';
import { buttonClass, EmptyState, PageHeader } from './ui';
import { useActionToast, type ActionAnswer } from '../../hooks/use-action-toast';

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

/** One row of a 'Posible spam' list: when, who, and what the request said. */
export interface SpamRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** The products (quotes) or the start of the message (enquiries). */
  summary: string;
  /** The estimated total (quotes only). */
  total?: string;
}

/** The 'Posible spam' page of quotes or enquiries: the same list with the noun's words. */
export function SpamListPage({
  noun,
  base,
  q,
  rows,
  page,
  pages,
  total,
}: {
  noun: 'presupuesto' | 'consulta';
  /** '/admin/presupuestos' or '/admin/consultas'. */
  base: string;
  q: string;
  rows: SpamRow[];
  page: number;
  pages: number;
  total: number;
}) {
  const quote = noun === 'presupuesto';
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={quote ? 'Presupuestos' : 'Consultas'} />
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={base}
          className="inline-flex items-center rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          Volver a la lista
        </Link>
        <SpamTab to={`${base}/posible-spam`} count={total} active />
      </div>
      <p className="text-sm text-stone-700">
        {quote ? 'Pedidos' : 'Consultas'} que completaron el campo oculto del formulario (lo hacen los robots, y a veces el autocompletado del navegador). Se
        guardan sin enviar el correo; si {quote ? 'alguno es real, abrilo' : 'alguna es real, abrila'} y tocá «Restaurar».
      </p>
      <SearchBox q={q} label={`Buscar por nombre, e-mail, teléfono o ${quote ? 'producto' : 'mensaje'}`} />
      {rows.length === 0 ? (
        <EmptyState>
          {q
            ? `No hay ${quote ? 'presupuestos' : 'consultas'} con esta búsqueda.`
            : quote
              ? 'No hay presupuestos marcados como posible spam.'
              : 'No hay consultas marcadas como posible spam.'}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="lista-spam">
          {rows.map((row) => (
            <RowLink
              key={row.id}
              to={`${base}/${row.id}`}
              className={`grid gap-1 px-4 py-3 hover:bg-stone-50 md:items-center md:gap-4 ${quote ? 'md:grid-cols-[9rem_1.2fr_1.5fr_8rem]' : 'md:grid-cols-[9rem_14rem_1fr]'}`}
              testid="fila-spam"
            >
              <WhenAndWho createdAt={row.createdAt} name={row.name} detail={row.email} />
              <span className={`text-sm text-stone-700 ${quote ? 'truncate' : 'line-clamp-2'}`}>{row.summary}</span>
              {row.total !== undefined ? <span className="font-semibold text-stone-900 md:text-right">{row.total}</span> : null}
            </RowLink>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} total={total} q={q} />
    </div>
  );
}
