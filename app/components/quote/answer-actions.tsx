// What the customer can do on the answer page: accept (two taps: the first shows the total and the
// validity), say it does not interest them (with an optional reason), ask for the same products
// again once it expired, ask on WhatsApp, download the PDF.
import { useNavigate, type FetcherWithComponents } from 'react-router';
import { answerWhatsappText, dayText } from '#domain/quote-answer';
import { useCart, type CartProduct } from '../../cart/cart-context';
import { CheckCircle2, Download, ShoppingCart } from '../icons';
import { WhatsAppTextLink } from './whatsapp-link';

/** The action's refusal (anything else redirects back to the page). */
export type AnswerRefusal = { error: string; intent?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };
export type AnswerStep = 'idle' | 'confirm' | 'decline';

const ACCEPT_CLASS =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 sm:w-auto';
const SECONDARY_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-5 py-3 font-semibold text-stone-800 shadow-sm hover:bg-stone-100';

interface FormProps {
  fetcher: FetcherWithComponents<AnswerRefusal>;
  step: AnswerStep;
  setStep: (step: AnswerStep) => void;
  version: number;
  formToken: string;
  /** The question before accepting: the number and the total. */
  question: string;
  validUntil: string;
  reason: { error?: string; typed?: string };
}

/**
 * One form for both answers, there from the page's first paint: React Router learns the route of
 * the form's address as the page opens, while it has signal. A form drawn only at the tap made
 * that look-up part of the post, and without signal it failed before the post's own network
 * failure answer could run, showing the error page instead.
 */
export function AnswerForm({ fetcher, step, setStep, version, formToken, question, validUntil, reason }: FormProps) {
  const busy = fetcher.state !== 'idle';
  const accepting = busy && fetcher.formData?.get('intent') === 'aceptar';
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value={step === 'decline' ? 'rechazar' : 'aceptar'} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="_csrf" value={formToken} />
      {step === 'idle' ? (
        <>
          <button type="button" onClick={() => setStep('confirm')} className={ACCEPT_CLASS}>
            <CheckCircle2 aria-hidden className="h-5 w-5" /> Aceptar presupuesto
          </button>
          <button type="button" onClick={() => setStep('decline')} className={SECONDARY_CLASS}>
            No me interesa
          </button>
        </>
      ) : null}
      {step === 'confirm' ? (
        <AnswerPanel
          testId="confirmar-aceptacion"
          tone="border-brand-200 bg-brand-50"
          onCancel={() => setStep('idle')}
          body={
            <>
              <p className="font-semibold text-stone-900" role="status">
                {question}
              </p>
              <p className="mt-1 text-sm text-stone-700">
                Es válido hasta el {dayText(validUntil)} inclusive. Al aceptarlo te contactamos para coordinar el pago y la entrega; todavía no se cobra nada.
              </p>
            </>
          }
          submit={
            <button type="submit" disabled={accepting} className={ACCEPT_CLASS}>
              <CheckCircle2 aria-hidden className="h-5 w-5" /> {accepting ? 'Aceptando...' : 'Sí, aceptar presupuesto'}
            </button>
          }
        />
      ) : null}
      {step === 'decline' ? (
        <AnswerPanel
          testId="no-me-interesa"
          tone="border-stone-300 bg-stone-50"
          onCancel={() => setStep('idle')}
          body={
            <>
              {/* Not the form kit: a third public page importing it would move it into the chunk
                  every page loads (vite.config.ts, PAGE_SHARE) for this one text area. */}
              <label htmlFor="motivo" className="font-semibold text-stone-900">
                ¿Nos contás por qué? (opcional)
              </label>
              <textarea
                id="motivo"
                name="motivo"
                rows={3}
                maxLength={500}
                defaultValue={reason.typed}
                aria-invalid={reason.error ? true : undefined}
                aria-describedby={reason.error ? 'motivo-error' : undefined}
                placeholder="Por ejemplo: lo conseguí en otro lado, el precio, la demora"
                className="mt-2 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
              />
              {reason.error ? (
                <p id="motivo-error" className="mt-1 text-sm font-medium text-red-800">
                  {reason.error}
                </p>
              ) : null}
            </>
          }
          submit={
            <button type="submit" disabled={busy} className={SECONDARY_CLASS}>
              Enviar «No me interesa»
            </button>
          }
        />
      ) : null}
    </fetcher.Form>
  );
}

/** The second step of either answer: what it means, its button and 'Cancelar'. */
function AnswerPanel({
  testId,
  tone,
  onCancel,
  body,
  submit,
}: {
  testId: string;
  tone: string;
  onCancel: () => void;
  body: React.ReactNode;
  submit: React.ReactNode;
}) {
  return (
    <div className={`w-full rounded-xl border p-4 ${tone}`} data-testid={testId}>
      {body}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        {submit}
        <button type="button" onClick={onCancel} className={SECONDARY_CLASS}>
          Cancelar
        </button>
      </div>
    </div>
  );
}

/** 'Consultar por WhatsApp' and 'Descargar PDF', in every state. */
export function AnswerLinks({ number, token }: { number: string; token: string }) {
  return (
    <>
      <WhatsAppTextLink
        text={answerWhatsappText(number)}
        label="Consultar por WhatsApp"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-[#15713b] px-5 py-3 font-semibold text-white shadow-sm hover:bg-[#115e31]"
        iconClassName="h-5 w-5"
      />
      <a href={`/presupuesto/${token}/pdf`} download={`presupuesto-${number}.pdf`} className={SECONDARY_CLASS}>
        <Download aria-hidden className="h-5 w-5" /> Descargar PDF
      </a>
    </>
  );
}

/** Puts the answer's products (those still in the catalogue) back in Mi Presupuesto, with their quantities. */
export function AskAgain({ products, quantities }: { products: CartProduct[]; quantities: Record<string, number> }) {
  const cart = useCart();
  const navigate = useNavigate();
  if (products.length === 0) return null;
  return (
    <button
      type="button"
      disabled={!cart.ready}
      onClick={() => {
        for (const product of products) {
          const before = cart.items.find((i) => i.id === product.id)?.quantity ?? 0;
          cart.addProduct(product);
          cart.updateQuantity(product.id, before + (quantities[product.id] ?? 1));
        }
        navigate('/presupuesto');
      }}
      className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70"
    >
      <ShoppingCart aria-hidden className="h-5 w-5" /> Volver a pedir estos productos
    </button>
  );
}
