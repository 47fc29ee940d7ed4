// 'Envianos tu consulta': the contact form, its answer said in the page after a post without
// script, a correction under way or the note that the enquiry was kept on the phone.
import { summaryOf } from '#domain/form-answer';
import { ENQUIRY_MESSAGE, whatsappLink } from '#domain/messaging';
import { Field, HoneypotInputs, TextareaField } from '../forms';
import { OfflineNote } from '../offline-note';
import { KeptNotice } from '../quote/kept-notice';
import { CorrectionBanner, usePreloadLaterParts } from '../quote/later-parts';
import { useShop } from '../../lib/shop';
import { CONTACT_TEXTS, loadRules, useEnquiryForm } from './use-enquiry-form';

export function EnquiryForm({ formKey }: { formKey: string }) {
  const shop = useShop();
  const form = useEnquiryForm(formKey);
  const { fetcher, kept, errorFor, noScriptOutcome, correction } = form;
  usePreloadLaterParts(false);
  const keptAnswer = fetcher.data && !fetcher.data.ok && (fetcher.data.kind === 'kept' || fetcher.data.kind === 'unkept') ? fetcher.data : null;
  return (
    <section aria-labelledby="formulario-contacto" className="min-w-0 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="formulario-contacto" className="text-lg font-bold text-stone-900">
        Envianos tu consulta
      </h2>
      {noScriptOutcome ? (
        <p role="status" className={`mt-3 rounded-lg p-3 text-sm ${noScriptOutcome.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>
          {noScriptOutcome.ok ? `${CONTACT_TEXTS.success.title} ${CONTACT_TEXTS.success.description}` : summaryOf(noScriptOutcome)}
        </p>
      ) : null}
      {correction.correcting ? <CorrectionBanner kept={correction.correcting} onCancel={correction.done} /> : null}
      {!correction.correcting && keptAnswer ? <KeptNotice answer={keptAnswer} whatsappHref={whatsappLink(shop.whatsappNumber, ENQUIRY_MESSAGE)} /> : null}
      <fetcher.Form
        ref={form.formRef}
        key={form.generation}
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        onFocus={() => void loadRules()}
        className="mt-4 grid gap-4"
      >
        <Field label="Nombre" id="name" name="name" error={errorFor('name')} autoComplete="name" defaultValue={kept.name} />
        <Field label="Email" id="email" name="email" type="email" error={errorFor('email')} autoComplete="email" defaultValue={kept.email} />
        <Field label="Teléfono (opcional)" id="phone" name="phone" type="tel" error={errorFor('phone')} autoComplete="tel" defaultValue={kept.phone} />
        <TextareaField label="Mensaje" id="message" name="message" rows={5} maxLength={5000} error={errorFor('message')} defaultValue={kept.message} />
        <HoneypotInputs />
        <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {fetcher.state !== 'idle' ? 'Enviando...' : 'Enviar mensaje'}
        </button>
        <OfflineNote>para que tu mensaje llegue a la tienda hace falta señal.</OfflineNote>
      </fetcher.Form>
    </section>
  );
}
