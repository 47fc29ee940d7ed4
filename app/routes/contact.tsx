import { ArrowLeft, Mail, MapPin } from '../components/icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/contact';
import { submitEnquiry } from '#server/requests/enquiry';
import { getPublicTeam } from '#server/team';
import { TeamSection } from '../components/team/team-section';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { localBusinessJsonLd } from '../lib/structured-data';
import { reportConversion } from '../lib/messaging';
import { SHOP_ADDRESS, SHOP_COORDINATES, useShop } from '../lib/shop';
import { StaticSection } from '../components/static-section';
import { answer, rateLimited, readFormBody } from '../lib/requests.server';
import { requestContext, servicesContext } from '#server/context';
import { formHeaders } from '../lib/form-headers';
import { sendOrKeep } from '../offline/keep-on-failure';
import { EnquiryForm } from '../components/contact/enquiry-form';
import { ENQUIRY_FIELDS } from '../components/contact/use-enquiry-form';

/** The fields a refused post carries back (a page posted without JavaScript shows them again). */
const FIELDS = ENQUIRY_FIELDS;

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

const mapLink = `https://www.openstreetmap.org/?mlat=${SHOP_COORDINATES.lat}&mlon=${SHOP_COORDINATES.lon}#map=17/${SHOP_COORDINATES.lat}/${SHOP_COORDINATES.lon}`;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const navigate = useNavigate();

  // docs/product.md §2: the ad-conversion event fires when the page loads.
  useEffect(() => {
    reportConversion(shop);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <ContactDetails email={shop.email} />
        <EnquiryForm formKey={loaderData.formKey} />
      </div>
    </div>
  );
}

/** Plain markup: not hydrated (decision 0012). */
function ContactDetails({ email }: { email: string }) {
  return (
    <StaticSection as="section" aria-labelledby="datos-contacto" className="min-w-0 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="datos-contacto" className="text-lg font-bold text-stone-900">
        Datos de contacto
      </h2>
      <ul className="mt-4 space-y-4 text-stone-800">
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
          <a href={`mailto:${email}`} className="min-w-0 font-medium break-all text-brand-700 hover:underline">
            {email}
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
  );
}
