// /admin/cotizacion (all staff): the dollar's exchange rate the shop quotes dollar prices at in
// pesos. Each save is a new row with who made it; the page lists the last changes and warns when
// the rate is old or the owner's source answered something that was kept out
// (docs/decisions/0037-exchange-rate.md).
import { useFetcher } from 'react-router';
import type { Route } from './+types/exchange-rate';
import { checkRateValue, formatRate, rateNote, shopDay } from '#domain/exchange-rate';
import { firstIssuePerField, fieldError } from '#domain/form-answer';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { formResult } from '#server/admin/http';
import { ratePageData, staffRateSchema } from '#server/exchange-rate/page';
import { saveStaffRate } from '#server/exchange-rate/store';
import { servicesContext } from '#server/context';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { CsrfField } from '../../auth/csrf-field';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, inputClass, PageHeader } from '../../components/admin/ui';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { FieldShell, fieldAria } from '../../components/forms';
import { formIs, useStaffForm, type StaffFormAnswer } from '../../hooks/use-staff-form';
import { RateHistory, RateWarningList } from '../../components/admin/rate-parts';

export const meta: Route.MetaFunction = () => adminMeta('Cotización del dólar');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  return {
    ...(await ratePageData(await services.staff.db(), services.staff.now())),
    sourceLabel: services.config.EXCHANGE_RATE_URL ? services.config.EXCHANGE_RATE_LABEL : null,
  };
}

const FIELDS = ['value', 'label', 'date'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const now = services.staff.now();
  const parsed = staffRateSchema(shopDay(now)).safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Datos inválidos.';
    return formResult(input, { ok: false, message, status: 422, fieldErrors: firstIssuePerField(parsed.error.issues) }, FIELDS);
  }
  const value = checkRateValue(parsed.data.value);
  if (!value.ok) return formResult(input, { ok: false, message: value.problem, status: 422, fieldErrors: { value: value.problem } }, FIELDS);
  const outcome = await saveStaffRate(await services.staff.db(), parsed.data, staff.user, now);
  if (!outcome.ok)
    return formResult(input, { ok: false, message: outcome.message, status: outcome.status, fieldErrors: { [outcome.field]: outcome.message } }, FIELDS);
  // The pages show the new rate after the next catalogue refresh: start it now.
  void services.catalog.refreshNow();
  return formResult(input, outcome);
}

function RateField({ name, label, answer, children }: { name: string; label: string; answer?: StaffFormAnswer; children: (attrs: object) => React.ReactNode }) {
  const id = `cotizacion-${name}`;
  const message = fieldError(answer, name);
  return (
    <FieldShell id={id} label={label} error={message}>
      {children({ id, name, className: `mt-1 ${inputClass}`, ...fieldAria(id, message) })}
    </FieldShell>
  );
}

function RateForm({ today, last }: { today: string; last: { label: string } | null }) {
  const save = useFetcher<StaffFormAnswer>();
  const saved = useStaffForm(save, { success: 'Cotización guardada' }, formIs('guardar'));
  const typed = saved.answer && !saved.answer.ok ? saved.answer.values : undefined;
  const jumpMessage = fieldError(saved.answer, 'confirmJump');
  return (
    <save.Form method="post" className="grid gap-3" aria-label="Nueva cotización">
      <CsrfField />
      <input type="hidden" name="intent" value="guardar" />
      <div className="grid gap-3 sm:grid-cols-3">
        <RateField name="value" label="Pesos por dólar" answer={saved.answer}>
          {(attrs) => <input {...attrs} required inputMode="decimal" placeholder="1.150,50" maxLength={20} defaultValue={typed?.value} />}
        </RateField>
        <RateField name="label" label="Cuál (como la dicen los clientes)" answer={saved.answer}>
          {(attrs) => <input {...attrs} required maxLength={40} placeholder="BNA vendedor" defaultValue={typed?.label ?? last?.label ?? 'BNA vendedor'} />}
        </RateField>
        <RateField name="date" label="Fecha" answer={saved.answer}>
          {(attrs) => <input {...attrs} required type="date" max={today} defaultValue={typed?.date ?? today} />}
        </RateField>
      </div>
      {jumpMessage ? (
        <div role="alert" className="grid gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{jumpMessage}</p>
          <label className="flex items-center gap-2 font-semibold">
            <input type="checkbox" name="confirmJump" /> Confirmo este valor
          </label>
        </div>
      ) : null}
      <FormAnswerNote answer={saved.answer} show={saved.byDocument} testid="respuesta-cotizacion" />
      <div>
        <button type="submit" className={buttonClass.primary} disabled={save.state !== 'idle'}>
          Guardar cotización
        </button>
      </div>
    </save.Form>
  );
}

export default function ExchangeRatePage({ loaderData }: Route.ComponentProps) {
  const { current, warnings, today, history, sourceLabel } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Cotización del dólar" />
      <p className="text-sm text-stone-700">
        Con una cotización, cada precio en dólares muestra también su valor estimado en pesos, los productos se ordenan por precio en pesos y los avisos de
        Google y Meta los incluyen. Sin cotización, los precios en dólares se muestran solo en dólares.
        {sourceLabel ? ` La tienda la lee también de la fuente configurada (${sourceLabel}); la última cargada, acá o por la fuente, es la que se usa.` : ''}
      </p>
      <RateWarningList warnings={warnings} />
      <Card title="Cotización en uso">
        {current ? (
          <p className="text-lg font-semibold text-stone-900" data-testid="cotizacion-actual">
            U$S 1 = {formatRate(current.value)} · {rateNote(current)} <span className="text-sm font-normal text-stone-600">(cargada por {current.actor})</span>
          </p>
        ) : (
          <p className="text-stone-700" data-testid="cotizacion-actual">
            Todavía no hay cotización: los precios en dólares se muestran solo en dólares.
          </p>
        )}
      </Card>
      <Card title="Cargar la cotización del día">
        <RateForm today={today} last={current} />
      </Card>
      <RateHistory rows={history} />
    </div>
  );
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);
export const shouldRevalidate = skipAfterNetworkFailure;
