// /admin/iva: 'IVA por categoría'. The shop's own condition frente al IVA, which decides the invoice
// of every answer (docs/decisions/0059-shop-iva-condition.md), and the rate of each category group's
// products whose row leaves the sheet's IVA column empty; it sets the 'Precio sin impuestos
// nacionales' every page shows (docs/decisions/0039-price-without-national-taxes.md). Plain forms:
// they work without JavaScript.
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/iva';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { recordAudit } from '#server/admin/audit';
import { formResult } from '#server/admin/http';
import { saveIvaDefaults } from '#server/iva-defaults/form';
import { saveShopIva, shopIvaPageData } from '#server/shop-iva/store';
import { IVA_CHOICES, IVA_GROUPS } from '#domain/iva';
import { CsrfField } from '../../auth/csrf-field';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { FieldError } from '../../components/forms';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, inputClass, PageHeader } from '../../components/admin/ui';
import { SHOP_IVA_INTENT, ShopIvaForm } from '../../components/admin/shop-iva-form';
import { fieldError } from '#domain/form-answer';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('IVA por categoría');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  // Read now: a change made in another process shows here at once.
  const rows = await services.ivaDefaults.reload();
  return {
    shopIva: await shopIvaPageData(await services.staff.db()),
    groups: IVA_GROUPS.map((group) => ({ group, row: rows.find((r) => r.group === group) ?? null })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  if (input.intent === SHOP_IVA_INTENT) {
    return formResult(input, await saveShopIva(await services.staff.db(), input, staff.user, services.staff.now()), ['condition']);
  }
  const outcome = await saveIvaDefaults(input, services.ivaDefaults, staff.user.email);
  if (outcome.ok && outcome.changed.length > 0) {
    await recordAudit(await services.staff.db(), staff.user, {
      entity: 'catalogo',
      action: 'iva_por_categoria',
      detail: Object.fromEntries(outcome.changed.map((group) => [group, typeof input[group] === 'string' ? input[group] : null])),
      now: services.staff.now(),
    });
  }
  return formResult(input, outcome, IVA_GROUPS);
}

const rateValue = (rate: number | undefined) => (rate === undefined ? '' : String(rate));

export default function IvaPage({ loaderData }: Route.ComponentProps) {
  const posted = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // One page, two forms: each shows only its own answer.
  const forCondition = posted?.values?.intent === SHOP_IVA_INTENT;
  const answer = forCondition ? undefined : posted;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <PageHeader title="IVA por categoría" />
      <ShopIvaForm current={loaderData.shopIva.current} history={loaderData.shopIva.history} answer={forCondition ? posted : undefined} busy={busy} />
      <Card title="IVA por grupo de categorías">
        <p className="mb-4 text-sm text-stone-700">
          Cada precio de la tienda muestra también el «Precio sin impuestos nacionales». Para calcularlo se usa el IVA de la columna «IVA» de la planilla y, si
          la fila no lo dice, el de su grupo de categorías elegido acá (21 % si no elegís otro).
        </p>
        <Form method="post" className="grid gap-4" data-testid="form-iva">
          <CsrfField />
          {loaderData.groups.map(({ group, row }) => {
            const error = fieldError(answer, group);
            return (
              <label key={group} className="grid gap-1 text-sm font-semibold text-stone-800 sm:grid-cols-[12rem_1fr] sm:items-center">
                {group}
                <span className="grid gap-1">
                  <select name={group} defaultValue={rateValue(row?.rate)} className={inputClass} aria-invalid={error ? true : undefined}>
                    {IVA_CHOICES.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                  {row ? (
                    <span className="text-xs font-normal text-stone-600">
                      Cambiado por {row.updatedBy} el {formatDateTime(row.updatedAt)}
                    </span>
                  ) : null}
                  <FieldError id={`iva-${group}`} message={error} />
                </span>
              </label>
            );
          })}
          <button type="submit" className={`${buttonClass.primary} justify-self-start`} disabled={busy}>
            Guardar
          </button>
        </Form>
        <FormAnswerNote answer={answer} show testid="respuesta-iva" />
      </Card>
    </div>
  );
}
