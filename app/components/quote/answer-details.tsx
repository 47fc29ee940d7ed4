// The customer's answer page around its lines: where the answer stands (accepted, declined,
// expired, closed), its validity, invoice, shipping and payment terms, and the shop's details.
import { longDateTimeText } from '#domain/dates';
import { displayWhatsappNumber } from '#domain/messaging';
import { dayText } from '#domain/quote-answer';
import type { AnswerDocument } from '#server/requests/answers/store';
import { SHOP_ADDRESS, useShop } from '../../lib/shop';

export type AnswerPageState = 'open' | 'accepted' | 'declined' | 'expired' | 'closed';

const BANNER_CLASS: Record<Exclude<AnswerPageState, 'open'>, string> = {
  accepted: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  declined: 'border-stone-300 bg-stone-50 text-stone-800',
  expired: 'border-amber-300 bg-amber-50 text-amber-900',
  closed: 'border-stone-300 bg-stone-50 text-stone-800',
};

function bannerText(state: Exclude<AnswerPageState, 'open'>, acceptedAt: string | null, validUntil: string): string {
  if (state === 'accepted')
    return `Aceptaste este presupuesto${acceptedAt ? ` el ${longDateTimeText(new Date(acceptedAt))}` : ''}. Te vamos a contactar para coordinar la entrega y el pago.`;
  if (state === 'declined') return 'Nos avisaste que este presupuesto no te interesa. ¡Gracias por contarnos! Si cambiás de idea, escribinos.';
  if (state === 'expired')
    return `Este presupuesto venció el ${dayText(validUntil)}. Los precios y la disponibilidad pueden haber cambiado: podés volver a pedirlo.`;
  return 'Este presupuesto ya no está disponible para aceptar. Escribinos si lo querés actualizar.';
}

export function StateBanner({ state, acceptedAt, validUntil }: { state: AnswerPageState; acceptedAt: string | null; validUntil: string }) {
  if (state === 'open') return null;
  return (
    <p role="status" className={`mt-4 rounded-lg border p-3 font-medium ${BANNER_CLASS[state]}`} data-testid="estado-respuesta">
      {bannerText(state, acceptedAt, validUntil)}
    </p>
  );
}

export function AnswerFacts({ content, billing }: { content: AnswerDocument['content']; billing: AnswerDocument['billing'] }) {
  return (
    <dl className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm font-semibold text-stone-600">Validez</dt>
        <dd className="text-stone-900">Hasta el {dayText(content.validUntil)} inclusive</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-stone-600">Factura</dt>
        <dd className="text-stone-900" data-testid="factura-respuesta">
          {billing.invoice}
          {billing.ivaStatus ? ` · ${billing.ivaStatus}` : ''}
          {billing.cuit ? ` · CUIT ${billing.cuit}` : ''}
        </dd>
      </div>
      {content.shipping ? (
        <div>
          <dt className="text-sm font-semibold text-stone-600">Envío o retiro</dt>
          <dd className="whitespace-pre-line text-stone-900">{content.shipping}</dd>
        </div>
      ) : null}
      {content.paymentTerms ? (
        <div>
          <dt className="text-sm font-semibold text-stone-600">Condiciones de pago</dt>
          <dd className="whitespace-pre-line text-stone-900">{content.paymentTerms}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function ShopContact() {
  const shop = useShop();
  return (
    <section aria-labelledby="contacto-tienda" className="mt-8 border-t border-stone-200 pt-6 text-sm text-stone-700">
      <h2 id="contacto-tienda" className="text-base font-bold text-stone-900">
        {shop.name}
      </h2>
      <p className="mt-1">{SHOP_ADDRESS}</p>
      <p>
        WhatsApp {displayWhatsappNumber(shop.whatsappNumber)} ·{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${shop.email}`}>
          {shop.email}
        </a>
      </p>
    </section>
  );
}
