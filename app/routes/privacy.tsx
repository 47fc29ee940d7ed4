import type { Route } from './+types/privacy';
import { pageMeta } from '../lib/meta';
import { SHOP_ADDRESS, useShop } from '../lib/shop';
import { StaticSection } from '../components/static-section';
import { clientNavProps } from '../lib/client-navigation';

/** Date of the text below; change it with the text. */
export const PRIVACY_UPDATED = '26 de noviembre de 2026';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Política de privacidad',
    description:
      'Cómo tratamos los datos personales que nos enviás con el formulario de presupuesto y el de contacto, según la Ley 25.326 de Protección de los Datos Personales.',
    path: '/politica-de-privacidad',
  });
}

function Section({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`seccion-${n}`} className="mt-10">
      <h2 id={`seccion-${n}`} className="text-xl font-bold text-stone-900 sm:text-2xl">
        {n}. {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-stone-700">{children}</div>
    </section>
  );
}

const listClass = 'list-disc space-y-1.5 pl-6 marker:text-brand-600';
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Who we are and what the site asks of nobody. */
function Intro({ shop }: { shop: { name: string } }) {
  return (
    <div className="mt-6 space-y-3 leading-relaxed text-stone-700">
      <p>
        En {shop.name} (en adelante, «nosotros»), con domicilio en {SHOP_ADDRESS}, Argentina, respetamos tu privacidad. Esta política explica qué datos
        personales recibimos a través de este sitio, para qué los usamos y cuáles son tus derechos, conforme a la Ley N° 25.326 de Protección de los Datos
        Personales y su reglamentación. Somos los responsables de la base de datos en la que se guardan.
      </p>
      <p>
        Podés recorrer el catálogo, buscar productos y armar tu presupuesto sin registrarte y sin darnos ningún dato personal. El sitio no tiene cuentas de
        usuario ni pagos en línea.
      </p>
    </div>
  );
}

/** What the forms, the chats and the site's own counts receive. */
function CollectedData() {
  return (
    <Section n={1} title="Datos que recopilamos">
      <p>Solo recibimos los datos que vos decidís enviarnos:</p>
      <ul className={listClass}>
        <li>
          <strong className="text-stone-900">Formulario de presupuesto</strong> (página Mi Presupuesto): nombre y apellido, localidad, provincia, correo
          electrónico y teléfono, junto con los productos de tu presupuesto (nombre, código, cantidad y precio) y el total estimado.
        </li>
        <li>
          <strong className="text-stone-900">Formulario de contacto</strong>: nombre, correo electrónico, teléfono (si decidís indicarlo) y el mensaje que
          escribís.
        </li>
        <li>
          <strong className="text-stone-900">WhatsApp</strong>: si nos escribís con los botones de WhatsApp, la conversación ocurre en WhatsApp y no en este
          sitio. Recibimos tu número y lo que nos enviás allí, como en cualquier chat.
        </li>
      </ul>
      <p>
        Para proteger los formularios de envíos abusivos, el servidor usa por unos minutos la dirección IP desde la que se envían; no la guardamos junto con tu
        solicitud. No recopilamos datos sensibles ni datos de tarjetas o cuentas bancarias.
      </p>
      <p data-testid="conteos">
        <strong className="text-stone-900">Conteos del sitio</strong>: para saber qué productos interesan, contamos por día y por producto cuántas veces se
        abrió su página, cuántas veces se agregó al presupuesto y cuántas veces se abrió un chat de WhatsApp. Solo guardamos esos números: ninguna cookie,
        ningún identificador tuyo, ni tu dirección IP ni los datos de tu navegador. Lo que se escribe en el buscador se cuenta como texto: guardamos las
        palabras buscadas (sin direcciones de correo) y cuántas veces se buscaron cada día, y nada sobre quién las escribió. Tampoco contamos las visitas de
        robots (buscadores y similares).
      </p>
    </Section>
  );
}

/** What the data is used for, and what never. */
function DataUse() {
  return (
    <Section n={2} title="Uso de los datos">
      <ul className={listClass}>
        <li>Preparar y enviarte el presupuesto que pediste, y responder tu consulta.</li>
        <li>Comunicarnos con vos por correo electrónico, teléfono o WhatsApp sobre ese pedido o esa consulta.</li>
        <li>Llevar el registro de los presupuestos y consultas recibidos, y cumplir nuestras obligaciones legales.</li>
      </ul>
      <p>No usamos tus datos para enviarte publicidad que no pediste, no los usamos para tomar decisiones automatizadas sobre vos y no los vendemos.</p>
    </Section>
  );
}

/** Who else receives the data. */
function DataSharing() {
  return (
    <Section n={3} title="Compartir datos">
      <p>
        Los datos de los formularios se guardan en la base de datos propia de la tienda y se envían por correo electrónico a la casilla de ventas de la empresa,
        para que nuestro equipo te responda. No los cedemos a terceros, salvo:
      </p>
      <ul className={listClass}>
        <li>
          a los proveedores que necesitamos para que el sitio funcione (alojamiento del sitio y servicio de correo electrónico), que solo los tratan para
          prestarnos ese servicio;
        </li>
        <li>a WhatsApp (Meta), cuando elegís escribirnos por ese medio, según sus propias condiciones;</li>
        <li>cuando una autoridad competente lo requiera conforme a la ley.</li>
      </ul>
    </Section>
  );
}

/** The rights of access, rectification, cancellation and opposition, and the control body. */
function ArcoRights({ mail }: { mail: React.ReactNode }) {
  return (
    <Section n={4} title="Derechos ARCO">
      <p>
        Como titular de los datos tenés derecho a <strong className="text-stone-900">acceder</strong> a ellos,{' '}
        <strong className="text-stone-900">rectificarlos</strong>, pedir su <strong className="text-stone-900">cancelación</strong> (supresión) y{' '}
        <strong className="text-stone-900">oponerte</strong> a su tratamiento. Para ejercerlos, escribinos a {mail} indicando tu nombre y el correo o teléfono
        con el que nos contactaste; podremos pedirte que acredites tu identidad.
      </p>
      <p>
        El derecho de acceso es gratuito si lo ejercés con intervalos no menores a seis meses, salvo que acredites un interés legítimo (art. 14, inc. 3, Ley
        25.326). Respondemos los pedidos de acceso dentro de los diez días corridos, y los de rectificación, actualización o supresión dentro de los cinco días
        hábiles de recibidos.
      </p>
      <p className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm">
        La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y
        reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos
        personales.{' '}
        <a href="https://www.argentina.gob.ar/aaip" target="_blank" rel="noopener noreferrer" className={linkClass}>
          www.argentina.gob.ar/aaip
        </a>
      </p>
    </Section>
  );
}

/** How the data is kept, and for how long. */
function DataSecurity() {
  return (
    <Section n={5} title="Seguridad">
      <p>
        El sitio se sirve por una conexión cifrada (HTTPS). Los datos se guardan en la base de datos de la tienda, con acceso restringido a las personas de la
        empresa que atienden los pedidos, y aplicamos medidas técnicas y organizativas razonables para evitar su pérdida, alteración o acceso no autorizado.
      </p>
      <p>
        Conservamos tus datos mientras sean necesarios para atender tu pedido y mantener la relación comercial, y durante los plazos que exija la ley. Luego los
        suprimimos.
      </p>
    </Section>
  );
}

/** What the browser keeps, and the third parties that set cookies. */
function CookiesAndStorage() {
  return (
    <Section n={6} title="Cookies">
      <ul className={listClass}>
        <li>
          <strong className="text-stone-900">Almacenamiento local</strong>: los productos de Mi Presupuesto se guardan en el almacenamiento local de tu
          navegador, para que no los pierdas al cambiar de página. No nos llegan hasta que enviás el formulario, y podés borrarlos vaciando el presupuesto o los
          datos del sitio en tu navegador.
        </li>
        <li>
          <strong className="text-stone-900">Google Ads</strong>: cuando está activada, la etiqueta de Google Ads usa cookies de Google para medir si una visita
          que llegó desde un anuncio terminó en una consulta por WhatsApp. Podés bloquearlas desde la configuración de tu navegador o en{' '}
          <a href="https://adssettings.google.com" target="_blank" rel="noopener noreferrer" className={linkClass}>
            la configuración de anuncios de Google
          </a>
          .
        </li>
        <li>
          <strong className="text-stone-900">Contenido de terceros</strong>: el mapa de OpenStreetMap y, cuando se muestra, el widget de fotos de nuestras redes
          sociales se cargan desde sus propios servidores, que reciben tu dirección IP y pueden aplicar sus propias políticas.
        </li>
      </ul>
      <p>No usamos cookies propias de seguimiento ni de publicidad.</p>
    </Section>
  );
}

/** Where to ask. */
function PrivacyContact({ mail }: { mail: React.ReactNode }) {
  return (
    <Section n={7} title="Contacto">
      <p>
        Si tenés preguntas sobre esta política o sobre tus datos, escribinos a {mail} o acercate a {SHOP_ADDRESS}. Si cambiamos esta política, publicaremos aquí
        la nueva versión con su fecha.
      </p>
    </Section>
  );
}

export default function PrivacyPage() {
  const shop = useShop();
  const mail = (
    <a href={`mailto:${shop.email}`} className={linkClass}>
      {shop.email}
    </a>
  );
  return (
    // The whole text is plain markup: not hydrated (decision 0012), its links are plain anchors.
    <StaticSection as="article" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-stone-900 sm:text-4xl">Política de privacidad</h1>
      <p className="mt-2 text-sm text-stone-600">Última actualización: {PRIVACY_UPDATED}</p>
      <Intro shop={shop} />
      <CollectedData />
      <DataUse />
      <DataSharing />
      <ArcoRights mail={mail} />
      <DataSecurity />
      <CookiesAndStorage />
      <PrivacyContact mail={mail} />

      <p className="mt-12">
        <a href="/" className={linkClass} {...clientNavProps}>
          Volver al inicio
        </a>
      </p>
    </StaticSection>
  );
}
