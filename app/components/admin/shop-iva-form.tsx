// 'Condición del comercio frente al IVA' on the staff's IVA page: which invoice the shop issues
// (docs/decisions/0059-shop-iva-condition.md). A plain form: it works without JavaScript.
import { Form } from 'react-router';
import { SHOP_IVA_CONDITION_LABELS, SHOP_IVA_CONDITIONS, type ShopIvaCondition } from '#domain/billing';
import { fieldError, type FormFeedback } from '#domain/form-answer';
import { CsrfField } from '../../auth/csrf-field';
import { FieldError } from '../forms';
import { FormAnswerNote } from './form-answer-note';
import { buttonClass, Card } from './ui';

/** The form's intent, which tells its answer from the category form's on the same page. */
export const SHOP_IVA_INTENT = 'condicion';

/** What each choice means for the answers, under its name. */
const HINTS: Record<ShopIvaCondition, string> = {
  responsable_inscripto: 'Factura A al cliente Responsable Inscripto y B al resto; las respuestas muestran el subtotal neto y el IVA de cada alícuota.',
  monotributo: 'Factura C a todos los clientes; las respuestas no discriminan IVA: los precios son finales.',
  exento: 'Factura C a todos los clientes; las respuestas no discriminan IVA: los precios son finales.',
};

interface Props {
  current: ShopIvaCondition;
  history: Array<{ key: string; label: string; who: string; when: string }>;
  answer: FormFeedback | undefined;
  busy: boolean;
}

export function ShopIvaForm({ current, history, answer, busy }: Props) {
  const error = fieldError(answer, 'condition');
  const [last] = history;
  return (
    <Card title="Condición del comercio frente al IVA" id="condicion-iva">
      <Form method="post" className="grid gap-3" data-testid="form-condicion-iva">
        <CsrfField />
        <input type="hidden" name="intent" value={SHOP_IVA_INTENT} />
        <fieldset className="grid gap-2" aria-describedby={error ? 'condicion-iva-error' : undefined}>
          <legend className="sr-only">Condición del comercio frente al IVA</legend>
          {SHOP_IVA_CONDITIONS.map((value) => (
            <div key={value} className="grid gap-1 rounded-lg border border-stone-200 p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <label className="flex items-center gap-3 font-semibold text-stone-900">
                <input
                  type="radio"
                  name="condition"
                  value={value}
                  defaultChecked={value === current}
                  aria-describedby={`condicion-${value}-ayuda`}
                  className="h-5 w-5 shrink-0 accent-brand-600"
                />
                {SHOP_IVA_CONDITION_LABELS[value]}
              </label>
              <p id={`condicion-${value}-ayuda`} className="pl-8 text-stone-700">
                {HINTS[value]}
              </p>
            </div>
          ))}
        </fieldset>
        <FieldError id="condicion-iva" message={error} />
        <p className="text-xs text-stone-600" data-testid="condicion-iva-cambio">
          {last ? `Cambiada por ${last.who} el ${last.when}.` : 'Nadie la cambió todavía: el comercio figura como Responsable Inscripto.'} Cada respuesta guarda
          la condición del día en que se envía: cambiarla no cambia las ya enviadas.
        </p>
        <button type="submit" className={`${buttonClass.primary} justify-self-start`} disabled={busy}>
          Guardar condición
        </button>
      </Form>
      <FormAnswerNote answer={answer} show testid="respuesta-condicion-iva" />
      {history.length > 1 ? (
        <details className="mt-3 text-sm text-stone-700">
          <summary className="cursor-pointer font-semibold">Cambios anteriores</summary>
          <ul className="mt-2 grid gap-1">
            {history.map((h) => (
              <li key={h.key}>
                {h.label} · {h.who} · {h.when}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
