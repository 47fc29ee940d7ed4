// /admin/busquedas: 'Búsquedas sin resultado'. What customers searched and did not find
// as typed (nothing, or only approximate results), most searched first, so the staff know which
// synonyms or products to add. Only the normalised text is stored: nothing about who searched.
// Below, the staff pins: a phrase and a product that comes first when a customer searches it.
import { Form, useActionData, useNavigation } from 'react-router';
import { FilterTabs } from '../../components/admin/list-controls';
import { SearchRowsTable } from '../../components/admin/search-rows-table';
import type { Route } from './+types/searches';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { recordAudit } from '#server/admin/audit';
import { formResult } from '#server/admin/http';
import { hiddenSearchAction, hiddenSearches, type HiddenSearch } from '#server/search-log/hidden';
import { MIN_VISITORS } from '#server/search-log/visitors';
import { fieldError } from '#domain/form-answer';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { FieldError } from '../../components/forms';
import { pinAction, pinViews, type PinView } from '#server/search-pins/view';
import { MAX_PIN_TEXT } from '#domain/search-pins';
import { CsrfField } from '../../auth/csrf-field';
import { listSearchLog, parseSearchLogFilter, type SearchLogRowView } from '#server/admin/searches';
import { MAX_STORED_TEXTS } from '#server/search-log/store';
import { SEARCH_LOG_FILTER_LABELS, SEARCH_LOG_FILTERS, SEARCH_STEP_LABELS, type SearchLogFilter } from '#domain/staff';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, EmptyState, inputClass, PageHeader, StaffTable } from '../../components/admin/ui';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Búsquedas sin resultado');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const url = new URL(request.url);
  const filter = parseSearchLogFilter(url.searchParams.get('ver'));
  const db = await services.staff.db();
  // This process's latest searches first (a failure is logged there and the list still shows).
  await services.searchLog.flush(db);
  // Read now (it also brings this process's search up to date with the other processes' changes).
  const pins = pinViews(await services.searchPins.reload(), services.catalog.current()?.index ?? null);
  const pinText = (url.searchParams.get('fijar') ?? '').slice(0, MAX_PIN_TEXT);
  const [list, hidden] = await Promise.all([listSearchLog(db, filter), hiddenSearches(db)]);
  return { ...list, maxStored: MAX_STORED_TEXTS, minVisitors: MIN_VISITORS, pins, pinText, hidden };
}

/** 'Fijar' and 'Quitar': any staff member, as for the catalogue's other controls (both roles manage it). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  if (input.intent === 'ocultar' || input.intent === 'mostrar') {
    const hidden = await hiddenSearchAction(await services.staff.db(), input, staff.user, services.staff.now());
    return formResult(input, hidden);
  }
  const outcome = await pinAction(input, services.searchPins, services.catalog.current()?.index ?? null, staff.user.email);
  if (outcome.ok) {
    await recordAudit(await services.staff.db(), staff.user, {
      entity: 'catalogo',
      action: input.intent === 'fijar' ? 'fijar_busqueda' : 'quitar_busqueda',
      detail: { texto: typeof input.texto === 'string' ? input.texto.slice(0, MAX_PIN_TEXT) : null },
      now: services.staff.now(),
    });
  }
  return formResult(input, outcome, PIN_FIELDS);
}

const PIN_FIELDS = ['texto', 'producto'] as const;

const number = (n: number) => n.toLocaleString('es-AR');

/** 'Nada', or 'Resultados aproximados para "…"'. */
function shownText(row: Pick<SearchLogRowView, 'step' | 'shownAs'>): string {
  if (row.step === null) return 'Nada';
  return row.shownAs ? `Resultados aproximados para "${row.shownAs}"` : 'Resultados aproximados';
}

function filterHref(filter: SearchLogFilter): string {
  return filter === 'todas' ? '.' : `?ver=${filter}`;
}

function pinHref(text: string): string {
  return `?${new URLSearchParams({ fijar: text })}#fijar`;
}

export default function SearchesPage({ loaderData }: Route.ComponentProps) {
  const { filter, rows, counts, waiting, limit, maxStored, minVisitors, pins, pinText, hidden } = loaderData;
  const total = counts[filter];
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Búsquedas sin resultado" />
      <div className="-mt-2 grid gap-1 text-sm text-stone-700">
        <p>Lo que los clientes buscaron y no encontraron tal cual: sumá sinónimos en la pestaña «sinonimos» de la planilla o cargá esos productos.</p>
        <p className="text-stone-600">Se guarda solo el texto buscado (en minúsculas y sin tildes), nunca quién buscó. Las más buscadas van primero.</p>
      </div>
      <FilterTabs
        label="Filtrar búsquedas"
        tabs={SEARCH_LOG_FILTERS.map((f) => ({
          key: f,
          to: filterHref(f),
          label: SEARCH_LOG_FILTER_LABELS[f],
          count: number(counts[f]),
          active: f === filter,
        }))}
      />
      {rows.length === 0 ? (
        <EmptyState>
          {filter === 'todas' ? 'Todavía no hay búsquedas sin resultado: por ahora los clientes encuentran lo que buscan.' : 'No hay búsquedas de este tipo.'}
        </EmptyState>
      ) : (
        <Card>
          <StaffTable
            testid="lista-busquedas"
            caption="Búsquedas sin resultado, de la más buscada a la menos buscada"
            columns={[
              ['Texto buscado', 'py-2 pr-3'],
              ['Veces', 'py-2 pr-3 text-right'],
              ['Última vez', 'hidden py-2 pr-3 sm:table-cell'],
              ['Qué se mostró', 'py-2'],
            ]}
          >
            {rows.map((row) => (
              <tr key={row.text} className="align-top" data-testid="fila-busqueda">
                <td className="py-2 pr-3">
                  <span className="break-all font-semibold text-stone-900" data-testid="texto-buscado">
                    {row.text}
                  </span>
                  {/* Phone: the date goes under the text (no fourth column). */}
                  <span className="block text-xs text-stone-600 sm:hidden">{formatDateTime(row.lastSeen)}</span>
                  <a href={pinHref(row.text)} className="mt-1 inline-block text-xs font-semibold text-brand-700 underline" data-testid="fijar-busqueda">
                    Fijar un producto
                  </a>
                </td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums" data-testid="veces">
                  {number(row.count)}
                </td>
                <td className="hidden whitespace-nowrap py-2 pr-3 sm:table-cell">{formatDateTime(row.lastSeen)}</td>
                <td className="break-words py-2" data-testid="mostrado">
                  {shownText(row)}
                  {row.step && SEARCH_STEP_LABELS[row.step] ? <span className="block text-xs text-stone-600">({SEARCH_STEP_LABELS[row.step]})</span> : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        </Card>
      )}
      {total > rows.length ? (
        <p className="text-sm text-stone-600">
          Se muestran las {number(rows.length)} más buscadas de {number(total)}.
        </p>
      ) : null}
      <p className="text-xs text-stone-600">
        La lista guarda hasta {number(maxStored)} textos distintos; cuando se llena, se borran primero los menos buscados. Se muestran hasta {number(limit)}. Un
        texto aparece cuando lo buscaron al menos {minVisitors} visitantes distintos
        {waiting > 0 ? ` (${number(waiting)} ${waiting === 1 ? 'espera' : 'esperan'} más visitantes)` : ''}.
      </p>
      <PinsCard pins={pins} pinText={pinText} />
      <HiddenCard hidden={hidden} />
    </div>
  );
}

function HiddenCard({ hidden }: { hidden: HiddenSearch[] }) {
  return (
    <Card title="Búsquedas ocultas" id="ocultas">
      <p className="mb-3 text-sm text-stone-700">
        No aparecen en el resumen ni en esta lista, aunque las vuelvan a buscar. Se ocultan con «Ocultar» en las tablas de búsquedas del resumen.
      </p>
      {hidden.length === 0 ? (
        <EmptyState>No hay búsquedas ocultas.</EmptyState>
      ) : (
        <SearchRowsTable
          testid="lista-ocultas"
          caption="Búsquedas ocultas, quién las ocultó y cuándo"
          detail="Ocultada por"
          rowTestid="fila-oculta"
          rows={hidden.map((row) => ({
            key: row.text,
            text: row.text,
            detail: (
              <>
                {row.by}
                <span className="block text-xs text-stone-600">{formatDateTime(row.at)}</span>
              </>
            ),
            post: {
              intent: 'mostrar',
              field: 'texto',
              value: row.text,
              className: buttonClass.secondary,
              label: `Volver a mostrar «${row.text}»`,
              text: 'Volver a mostrar',
            },
          }))}
        />
      )}
    </Card>
  );
}

function PinsCard({ pins, pinText }: { pins: PinView[]; pinText: string }) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // A refused 'Fijar' (posted with or without script) keeps what was typed, each message under its field.
  const typed = answer && !answer.ok && answer.values?.intent === 'fijar' ? answer.values : undefined;
  const textError = fieldError(answer, 'texto');
  const productError = fieldError(answer, 'producto');
  return (
    <Card title="Búsquedas fijadas" id="fijar">
      <p className="mb-3 text-sm text-stone-700">
        Cuando un cliente busca esa palabra o frase, el producto fijado sale primero; los demás resultados siguen apareciendo debajo. Da igual si la escriben
        con mayúsculas, tildes o en plural.
      </p>
      <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" data-testid="form-fijar">
        <CsrfField />
        <input type="hidden" name="intent" value="fijar" />
        <label className="grid gap-1 text-sm font-semibold text-stone-800">
          Palabra o frase buscada
          <input
            id="fijar-texto"
            name="texto"
            required
            maxLength={MAX_PIN_TEXT}
            defaultValue={typed?.texto ?? pinText}
            key={typed?.texto ?? pinText}
            placeholder="ruleman 6205"
            className={inputClass}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'fijar-texto-error' : undefined}
          />
          <FieldError id="fijar-texto" message={textError} />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-stone-800">
          ID del producto (planilla)
          <input
            id="fijar-producto"
            name="producto"
            required
            maxLength={100}
            defaultValue={typed?.producto}
            key={typed?.producto}
            className={inputClass}
            aria-invalid={productError ? true : undefined}
            aria-describedby={productError ? 'fijar-producto-error' : undefined}
          />
          <FieldError id="fijar-producto" message={productError} />
        </label>
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          Fijar
        </button>
      </Form>
      <FormAnswerNote answer={answer} show testid="respuesta-fijar" />
      {pins.length === 0 ? (
        <EmptyState>Todavía no hay búsquedas fijadas.</EmptyState>
      ) : (
        <SearchRowsTable
          testid="lista-fijadas"
          caption="Búsquedas fijadas y su producto"
          detail="Producto"
          rowTestid="fila-fijada"
          rows={pins.map((pin) => ({
            key: pin.id,
            text: pin.text,
            detail: (
              <>
                {pin.product ? (
                  <a href={pin.product.path} className="text-brand-700 underline">
                    {pin.product.name}
                  </a>
                ) : (
                  <span className="font-semibold text-red-800" data-testid="fijada-ausente">
                    Ya no está en el catálogo (ID {pin.productId}): la búsqueda no lo muestra.
                  </span>
                )}
                <span className="block text-xs text-stone-600">
                  ID {pin.productId} · {formatDateTime(pin.createdAt)}
                </span>
              </>
            ),
            post: {
              intent: 'quitar',
              field: 'pin',
              value: pin.id,
              className: buttonClass.danger,
              label: `Quitar la búsqueda fijada «${pin.text}»`,
              text: 'Quitar',
            },
          }))}
        />
      )}
    </Card>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
