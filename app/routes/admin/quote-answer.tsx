// /admin/presupuestos/:id/responder: 'Responder presupuesto'. Each line of the request
// gets a unit price (prefilled from the sheet, required where it says 'Consultar'), availability
// and optionally an alternative product; plus shipping, validity, payment terms and a message.
// Every save is a new version; the form carries the version it opened, so two staff members
// saving at once get a clear message instead of overwriting each other.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/quote-answer';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffAction } from '#server/auth/guard';
import { notFound, requireId } from '#server/admin/http';
import { answerEditor, saveAnswer, type CatalogLookup } from '#server/requests/answers/editor';
import { argentineDay, lineField, parseAnswerForm, parseStaffPrice, type FieldErrors } from '#domain/quote-answer';
import { typedTotalText } from '#domain/answer-money';
import { currentRate } from '#server/exchange-rate/store';
import { CsrfField } from '../../auth/csrf-field';
import { CSRF_FIELD } from '#domain/staff';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, PageHeader, StatusBadge } from '../../components/admin/ui';
import { ConditionsCard, FreightCard, LineEditor } from '../../components/admin/answer-editor';
import { servicesContext } from '#server/context';
import { staffRecordPage } from '../../lib/staff-record.server';
import type { AppServices } from '#server/services';

const NOT_FOUND = 'El presupuesto no existe.';

function catalogLookup(services: AppServices): CatalogLookup {
  const snapshot = services.catalog.current();
  return { byId: (id) => snapshot?.index.byId(id), products: snapshot?.products ?? [] };
}

export const meta: Route.MetaFunction = ({ data: page }) => adminMeta(page ? `Responder presupuesto Nº ${page.editor.number}` : 'Responder presupuesto');

export async function loader(args: Route.LoaderArgs) {
  const { services, id, db } = await staffRecordPage(args, NOT_FOUND);
  const editor = await answerEditor(db, id, catalogLookup(services), services.staff.now(), await currentRate(db));
  if (!editor) throw notFound(NOT_FOUND);
  return { editor };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const id = requireId(params.id, NOT_FOUND);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) if (typeof value === 'string') fields[name] = value;
  // As many lines as the form sent prices for; the store checks it against the request.
  let lineCount = 0;
  while (lineCount < 1000 && lineField('precio', lineCount) in fields) lineCount++;
  const deps = services.staff;
  const now = deps.now();
  // A refused save shows the form again as typed (the page is rendered anew after a post without script).
  const { [CSRF_FIELD]: _token, ...values } = fields;
  const parsed = parseAnswerForm(fields, lineCount, argentineDay(now));
  if (!parsed.ok) return data({ ok: false, message: 'Revisá los datos marcados.', errors: parsed.errors, values }, { status: 400 });
  const outcome = await saveAnswer(await deps.db(), id, parsed.value, staff.user, catalogLookup(services), now);
  if (!outcome.ok) return data({ ok: false, message: outcome.message, errors: outcome.errors ?? {}, values }, { status: outcome.status });
  throw redirect(`/admin/presupuestos/${id}?guardada=${outcome.version}#respuesta`);
}

export default function QuoteAnswerEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { editor } = loaderData;
  const errors: FieldErrors = (actionData && 'errors' in actionData ? actionData.errors : undefined) ?? {};
  // What the refused save typed, else what the editor loaded.
  const typed: Record<string, string> = actionData?.values ?? {};
  const shown = (name: string, loaded: string | number | undefined) => (Object.hasOwn(typed, name) ? typed[name] : loaded);
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const [total, setTotal] = useState(() => totalOf(editor, (name, loaded) => String(shown(name, loaded) ?? '')));
  const locked = editor.acceptedAt !== null || editor.spam;

  return (
    <div className="grid grid-cols-1 gap-4">
      <Link to={`/admin/presupuestos/${editor.id}`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Presupuesto Nº {editor.number}
      </Link>
      <PageHeader title={`Responder presupuesto Nº ${editor.number}`}>
        <StatusBadge state={editor.estado} />
      </PageHeader>
      <p className="-mt-2 text-sm text-stone-600">
        Para {editor.customer.name} · {editor.version > 0 ? `editando la versión ${editor.version}` : 'primera versión'}
        {editor.sentVersion ? ` · el cliente ve la versión ${editor.sentVersion}` : ''}
      </p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="error-respuesta">
          {actionData.message}
        </p>
      ) : null}
      {locked ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {editor.spam
            ? 'Este pedido está en «Posible spam»: restauralo antes de responderlo.'
            : 'El cliente ya aceptó este presupuesto: la respuesta no se puede cambiar.'}
        </p>
      ) : null}

      <Form
        method="post"
        noValidate
        className="grid gap-4"
        onInput={(event) => {
          const form = event.currentTarget;
          const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
          setTotal(totalOf(editor, value));
        }}
      >
        <CsrfField />
        <input type="hidden" name="version" value={editor.version} />
        <Card title="Productos" id="lineas">
          <ol className="grid gap-4" data-testid="lineas-editor">
            {editor.lines.map((line) => (
              <LineEditor key={line.index} line={line} errors={errors} locked={locked} shown={shown} />
            ))}
          </ol>
          <p className="mt-4 text-right text-lg font-bold text-stone-900">
            Total: <span data-testid="total-editor">{total ?? '—'}</span>
          </p>
          <p className="text-right text-xs text-stone-600">Las líneas «Sin stock» no suman; el flete sí. El precio con coma para los centavos: 1.500,50.</p>
        </Card>

        <FreightCard editor={editor} errors={errors} locked={locked} shown={shown} />
        <ConditionsCard editor={editor} errors={errors} locked={locked} shown={shown} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary} disabled={saving || locked}>
            {saving ? 'Guardando...' : editor.version > 0 ? `Guardar versión ${editor.version + 1}` : 'Guardar respuesta'}
          </button>
          <Link to={`/admin/presupuestos/${editor.id}`} className={buttonClass.secondary}>
            Cancelar
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The running total as typed, per currency, freight included; null while a price cannot be read. */
function totalOf(editor: Route.ComponentProps['loaderData']['editor'], value: (name: string, loaded?: string) => string): string | null {
  const lines = editor.lines.map((l) => ({
    price: value(lineField('precio', l.index), l.price),
    currency: value(lineField('moneda', l.index), l.currency),
    availability: value(lineField('disponibilidad', l.index), l.availability),
    quantity: l.requested.quantity,
  }));
  const freight = value('flete', editor.freight.price);
  const freightAmount = {
    price: freight,
    currency: value('flete-moneda', editor.freight.currency),
    availability: 'en-stock',
    quantity: freight.trim() ? 1 : 0,
  };
  return typedTotalText([...lines, freightAmount], parseStaffPrice);
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
