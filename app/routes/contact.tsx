import { ArrowLeft, Mail, MapPin } from '../components/icons';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import type { Route } from './+types/contact';
import { TEXTS } from '../../domain/copy';
import { HONEYPOT_FIELD } from '../../domain/form-hints';
import type { EnquiryForm } from '../../domain/forms';
import { submitEnquiry } from '../../server/requests/enquiry';
import { getPublicTeam } from '../../server/team';
import { TeamSection } from '../components/team/team-section';
import { useToast } from '../components/ui/toaster';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { localBusinessJsonLd } from '../lib/structured-data';
import { reportConversion } from '../lib/messaging';
import { newIdempotencyKey } from '../lib/idempotency';
import { SHOP_ADDRESS, SHOP_COORDINATES, useShop } from '../lib/shop';
import { StaticSection } from '../components/static-section';
import { answer, rateLimited, readFormBody, type FormAnswer } from '../lib/requests.server';
import { requestContext, servicesContext } from '../../server/context';
import { formHeaders } from '../lib/form-headers';
import { fieldError, summaryOf } from '../../domain/form-answer';
import { useFormAnswer } from '../hooks/use-form-answer';
import { OfflineNote } from '../components/offline-note';
import { useFormDraft } from '../hooks/use-form-draft';
import { sendOrKeep, type KeptAnswer } from '../offline/keep-on-failure';
import { DRAFT_KEYS } from '../offline/names';
import { KeptNotice } from '../components/quote/kept-notice';
import { CorrectionBanner } from '../components/quote/correction-banner';
import { useCorrection } from '../offline/correction';
import { ENQUIRY_MESSAGE, whatsappLink } from '../../domain/messaging';

// The form's rules (zod, about 25 KB gzip) load when the visitor first focuses the form, and at the
// latest when it is sent: the page itself does not need them. The fields are plain uncontrolled
// inputs read on submit (no form library in the page's first load).
const loadRules = () => import('../../domain/forms');

/** The fields in the order they show: the first one in error takes the focus. */
const FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof EnquiryForm)[];
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

async function validateEnquiry(form: HTMLFormElement): Promise<{ values: EnquiryForm; errors: null } | { values: null; errors: FieldErrors }> {
  const { enquiryFormSchema, fieldErrorsOf } = await loadRules();
  const data = new FormData(form);
  const raw = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')]));
  const parsed = enquiryFormSchema.safeParse(raw);
  return parsed.success ? { values: parsed.data, errors: null } : { values: null, errors: fieldErrorsOf(parsed.error) };
}

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

const CONTACT_TEXTS = { success: TEXTS.contactSent, failure: TEXTS.contactFailed } as const;

export function meta({ matches }: Route.MetaArgs) {
  const description = `Escribinos o visitanos en ${SHOP_ADDRESS}. Repuestos, neumáticos, maquinaria, herramientas y consumibles con envíos a todo el país.`;
  const business = localBusinessJsonLd(shopFromMatches(matches), description);
  return pageMeta(matches, {
    title: 'Contacto',
    description,
    path: '/contacto',
    extra: business ? [business] : [],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  // A key for a form sent without JavaScript; the enhanced form keeps using it until it succeeds.
  return { formKey: crypto.randomUUID().replace(/-/g, ''), team: await getPublicTeam(context.get(servicesContext)) };
}

// A refused post (429) tells the client when to try again.
export const headers = formHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  // A refused post carries its fields back: a page posted without JavaScript shows them again.
  const posted = { body: await readFormBody(request), fields: FIELDS };
  const limited = await rateLimited(services, 'consulta', context.get(requestContext).clientAddress, posted);
  if (limited) return limited;
  return answer(await submitEnquiry(posted.body, { db: services.db(), transport: services.mail }), posted);
}

// From the page (once its scripts run): a shop that cannot be reached keeps the enquiry on the
// phone instead of failing the page. Without script the form posts to the action above as before.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sendOrKeep('consulta', request, serverAction);

/** Never kept in the draft: the honeypot and the key. */
const NOT_IN_DRAFT = [HONEYPOT_FIELD, 'idempotencyKey'] as const;

const mapLink = `https://www.openstreetmap.org/?mlat=${SHOP_COORDINATES.lat}&mlon=${SHOP_COORDINATES.lon}#map=17/${SHOP_COORDINATES.lat}/${SHOP_COORDINATES.lon}`;

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const toast = useToast();
  const navigate = useNavigate();
  const fetcher = useFetcher<FormAnswer | KeptAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(DRAFT_KEYS.consulta, formRef, NOT_IN_DRAFT);
  const sending = fetcher.state !== 'idle';
  // The server's answer: to a post before the scripts ran (or without them), then the fetcher's.
  const { answer: outcome, byDocument } = useFormAnswer(fetcher);
  const [idempotencyKey, setIdempotencyKey] = useState(loaderData.formKey);
  // What a refused document post typed, back in the fields; a success empties them (a new form).
  const [kept, setKept] = useState<Record<string, string>>(() => (byDocument && outcome && !outcome.ok ? ('values' in outcome && outcome.values) || {} : {}));
  const [generation, setGeneration] = useState(0);
  // The client's own check of a field, once it has run, replaces the server's message for it.
  const [errors, setErrors] = useState<FieldErrors>({});
  // Validated on submit; after a first attempt (here or by the server), again on every change.
  const submitted = useRef(Boolean(byDocument && outcome && !outcome.ok));
  // Only the latest check's answer counts; the fields changed meanwhile take it.
  const checks = useRef(0);
  const changed = useRef(new Set<FieldName>());
  // 'Corregir' on an enquiry the shop refused: its fields, the shop's messages and its key.
  const correction = useCorrection('consulta', (refused) => {
    setKept(refused.body);
    setGeneration((n) => n + 1);
    setIdempotencyKey(refused.key);
    setErrors(Object.fromEntries(FIELDS.map((name) => [name, refused.fieldErrors?.[name]])));
    submitted.current = true;
  });

  // docs/product.md §2: the ad-conversion event fires when the page loads.
  useEffect(() => {
    reportConversion(shop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!fetcher.data) return;
    const outcome = fetcher.data;
    // Kept on the phone (or not keepable): said beside the form, the fields stay as typed.
    if (outcome.ok || outcome.kind === 'kept' || outcome.kind === 'mail_failed') correction.done();
    if (!outcome.ok && (outcome.kind === 'kept' || outcome.kind === 'unkept')) return;
    if (outcome.ok) {
      draft.clear();
      toast({ ...CONTACT_TEXTS.success, variant: 'success' });
      submitted.current = false;
      setErrors({});
      setKept({});
      setGeneration((n) => n + 1);
      setIdempotencyKey(newIdempotencyKey());
    } else {
      // The server's field messages show until the client checks those fields again.
      setErrors({});
      toast({
        title: CONTACT_TEXTS.failure.title,
        description: outcome.kind === 'rate_limited' ? outcome.description : CONTACT_TEXTS.failure.description,
        variant: 'destructive',
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    changed.current.clear();
    const check = ++checks.current;
    const result = await validateEnquiry(form);
    if (check !== checks.current) return;
    if (result.errors) {
      setErrors(Object.fromEntries(FIELDS.map((name) => [name, result.errors[name]])));
      const first = FIELDS.find((name) => result.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    // The same fields a post without JavaScript sends (the honeypot and the key are inputs too).
    fetcher.submit(form, { method: 'post' });
  };

  const onChange = async (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!submitted.current || !isField(name)) return;
    const form = event.currentTarget;
    changed.current.add(name);
    const check = ++checks.current;
    const result = await validateEnquiry(form);
    if (check !== checks.current) return;
    const names = [...changed.current];
    changed.current.clear();
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(names.map((field) => [field, result.errors?.[field]])) }));
  };

  const errorFor = (name: FieldName) => (Object.hasOwn(errors, name) ? errors[name] : fieldError(outcome, name));
  // A toast needs script: the answer to a document post is said in the page instead.
  const noScriptOutcome = byDocument ? outcome : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-700 shadow-sm hover:bg-stone-100"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Volver
        </button>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Contacto</h1>
      </div>

      <TeamSection
        team={loaderData.team}
        className="mt-8"
        onContact={(phone) => {
          // The contact handler: an analytics event for the chosen seller (no-op without a tag).
          const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
          layer?.push({ event: 'contacto_equipo', telefono: phone });
        }}
      />

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_3fr]">
        {/* Plain markup: not hydrated (decision 0012). */}
        <StaticSection as="section" aria-labelledby="datos-contacto" className="min-w-0 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="datos-contacto" className="text-lg font-bold text-stone-900">
            Datos de contacto
          </h2>
          <ul className="mt-4 space-y-4 text-stone-800">
            <li className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <a href={`mailto:${shop.email}`} className="min-w-0 font-medium break-all text-brand-700 hover:underline">
                {shop.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span>
                {SHOP_ADDRESS}
                <br />
                <a href={mapLink} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 hover:underline">
                  Ver en el mapa
                </a>
              </span>
            </li>
          </ul>
        </StaticSection>

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
          {!correction.correcting && fetcher.data && !fetcher.data.ok && (fetcher.data.kind === 'kept' || fetcher.data.kind === 'unkept') ? (
            <KeptNotice answer={fetcher.data} whatsappHref={whatsappLink(shop.whatsappNumber, ENQUIRY_MESSAGE)} />
          ) : null}
          <fetcher.Form
            ref={formRef}
            key={generation}
            method="post"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onChange={(event) => {
              draft.save();
              void onChange(event);
            }}
            onFocus={() => void loadRules()}
            className="mt-4 grid gap-4"
          >
            <ContactField label="Nombre" id="name" name="name" error={errorFor('name')} autoComplete="name" defaultValue={kept.name} />
            <ContactField label="Email" id="email" name="email" type="email" error={errorFor('email')} autoComplete="email" defaultValue={kept.email} />
            <ContactField
              label="Teléfono (opcional)"
              id="phone"
              name="phone"
              type="tel"
              error={errorFor('phone')}
              autoComplete="tel"
              defaultValue={kept.phone}
            />
            <div>
              <label htmlFor="message" className="text-sm font-semibold text-stone-800">
                Mensaje
              </label>
              <textarea
                id="message"
                rows={5}
                maxLength={5000}
                aria-invalid={errorFor('message') ? true : undefined}
                aria-describedby={errorFor('message') ? 'message-error' : undefined}
                name="message"
                defaultValue={kept.message}
                className={inputClass}
              />
              {errorFor('message') ? (
                <p id="message-error" className="mt-1 text-sm text-red-700">
                  {errorFor('message')}
                </p>
              ) : null}
            </div>
            <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
              <label htmlFor={HONEYPOT_FIELD}>Sitio web</label>
              <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <button
              type="submit"
              disabled={sending}
              className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
            >
              {sending ? 'Enviando...' : 'Enviar mensaje'}
            </button>
            <OfflineNote>para que tu mensaje llegue a la tienda hace falta señal.</OfflineNote>
          </fetcher.Form>
        </section>
      </div>
    </div>
  );
}

type ContactFieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string };

function ContactField({ label, id, error, ...input }: ContactFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...input} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
