// Sample content must not go live silently. The repository ships sample values
// so that a fresh checkout shows a whole shop: a WhatsApp number and e-mail, a team with 555
// numbers, sample Google reviews. Each one in use is said at start (one line naming its variable),
// listed in a banner in the staff area, and REQUIRE_REAL_CONTENT=true refuses to start with any.
import { ConfigError, type Config } from '../config';

/** The defaults of server/config.ts that are not the business's real values. */
const SAMPLE_CONFIG_VALUES = {
  WHATSAPP_NUMBER: '5493435551234',
  SHOP_EMAIL: 'ventas@agroindustrialparana.com.ar',
} as const;

export interface SampleValue {
  /** The variable (or the staff page) that replaces it. */
  variable: string;
  /** What is in use, in Spanish, for the log and the banner. */
  what: string;
}

const TEAM_SAMPLE: SampleValue = {
  variable: 'Equipo de ventas (/admin/equipo-de-ventas)',
  what: 'equipo de ejemplo con números 555 (cargá las personas reales en el panel)',
};

/** A profile URL that is only the network's home page ('https://www.instagram.com/'). */
function isHomePage(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return new URL(url).pathname.replace(/\/+$/, '') === '';
  } catch {
    return false;
  }
}

/** Sample values the configuration alone puts in use (the team needs the database: see below). */
export function configSampleValues(config: Config): SampleValue[] {
  const found: SampleValue[] = [];
  if (config.WHATSAPP_NUMBER === SAMPLE_CONFIG_VALUES.WHATSAPP_NUMBER) {
    found.push({
      variable: 'WHATSAPP_NUMBER',
      what: `número de WhatsApp de ejemplo (${SAMPLE_CONFIG_VALUES.WHATSAPP_NUMBER}): los chats no llegan a la tienda`,
    });
  }
  if (config.SHOP_EMAIL === SAMPLE_CONFIG_VALUES.SHOP_EMAIL) {
    const inbox = config.MAIL_TO ? '' : ' (y MAIL_TO: los pedidos se envían ahí)';
    found.push({ variable: 'SHOP_EMAIL', what: `correo de ejemplo (${SAMPLE_CONFIG_VALUES.SHOP_EMAIL})${inbox}` });
  }
  for (const name of ['INSTAGRAM_URL', 'FACEBOOK_URL'] as const) {
    if (isHomePage(config[name])) found.push({ variable: name, what: `la página principal de la red (${config[name]}), no el perfil de la tienda` });
  }
  if (config.sampleContent && !(config.GOOGLE_PLACES_API_KEY && config.GOOGLE_PLACE_ID)) {
    found.push({ variable: 'GOOGLE_PLACES_API_KEY, GOOGLE_PLACE_ID', what: 'reseñas de ejemplo (data/resenas.json), no las de Google' });
  }
  return found;
}

/**
 * What a live shop cannot do without, refused with REQUIRE_REAL_CONTENT=true: the sample catalogue,
 * mail only written to disk, and links (and the quote PDF) naming the request's own address.
 */
function missingLiveSettings(config: Config): SampleValue[] {
  const missing: SampleValue[] = [];
  if (!config.CATALOG_SOURCE) missing.push({ variable: 'CATALOG_SOURCE', what: 'sin definir: se muestra el catálogo de ejemplo (data/catalogo.csv)' });
  if (!config.SMTP_URL) missing.push({ variable: 'SMTP_URL', what: 'sin definir: los correos solo se guardan como archivos en DATA_DIR/outbox, no se envían' });
  if (!config.PUBLIC_URL)
    missing.push({ variable: 'PUBLIC_URL', what: 'sin definir: los enlaces de los correos y del PDF usan la dirección interna del servidor' });
  return missing;
}

/** Every sample value in use now: the configuration's, and the sample team while nobody is entered. */
export async function sampleValuesInUse(config: Config, teamCount: () => Promise<number>): Promise<SampleValue[]> {
  const found = configSampleValues(config);
  if (config.sampleContent) {
    const people = await teamCount().catch(() => 0);
    if (people === 0) found.push(TEAM_SAMPLE);
  }
  return found;
}

function sampleLogLine(value: SampleValue): string {
  return `[contenido de ejemplo] ${value.variable}: ${value.what}`;
}

/**
 * At start: throws a ConfigError listing the variables when REQUIRE_REAL_CONTENT=true and a sample
 * value is in use (SAMPLE_CONTENT=true counts: it shows sample people and reviews); otherwise
 * logs one line per sample value. The sample team is checked against the database afterwards
 * (logged by reportSampleTeam).
 */
export function checkSampleContent(config: Config, log: (line: string) => void = console.warn): SampleValue[] {
  const found = configSampleValues(config);
  if (config.REQUIRE_REAL_CONTENT) {
    const refused = [...found];
    if (config.SAMPLE_CONTENT) refused.push({ variable: 'SAMPLE_CONTENT', what: 'muestra el equipo y las reseñas de ejemplo' });
    refused.push(...missingLiveSettings(config));
    if (refused.length > 0) {
      throw new ConfigError(
        `REQUIRE_REAL_CONTENT=true y hay valores de ejemplo en uso; configurá los reales antes de iniciar:\n${refused.map((v) => `  ${v.variable}: ${v.what}`).join('\n')}`,
      );
    }
  }
  for (const value of found) log(sampleLogLine(value));
  return found;
}

/** The sample team line at start, once the database answers (only with SAMPLE_CONTENT). */
export async function reportSampleTeam(config: Config, teamCount: () => Promise<number>, log: (line: string) => void = console.warn): Promise<boolean> {
  if (!config.sampleContent) return false;
  const people = await teamCount().catch(() => 0);
  if (people > 0) return false;
  log(sampleLogLine(TEAM_SAMPLE));
  return true;
}
