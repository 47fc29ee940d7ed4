// The one place that reads the environment. Every variable is validated here, and a wrong value
// stops the start with a message that names the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowPrivateHosts } from './photos/address-check';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlText = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `debe ser una URL ${protocols.join(' o ')}`,
    );

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], 'debe ser true o false'))
  .transform((v) => v === 'true' || v === '1');

// Which proxies' X-Forwarded-For to believe: a hop count (1 = the one proxy in front), or the
// proxies' addresses/CIDRs and proxy-addr's names (loopback, linklocal, uniquelocal). 'true' (any
// sender) is refused: then anyone could forge their address and lift the per-client limits.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxyText = z
  .string()
  .trim()
  .refine((text) => {
    if (/^\d{1,2}$/.test(text)) return true;
    const parts = text.split(',').map((part) => part.trim());
    return parts.every((part) => PROXY_NAMES.has(part) || isAddressOrCidr(part));
  }, 'debe ser un número de saltos (por ejemplo 1) o direcciones/CIDR de los proxies separadas por comas (por ejemplo 10.0.0.0/8,loopback)')
  .transform((text): number | string[] => (/^\d{1,2}$/.test(text) ? Number(text) : text.split(',').map((part) => part.trim())));

function isAddressOrCidr(text: string): boolean {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su)';
const DAYS = `${DAY}(?:-${DAY})?`;
const OPENING_HOURS_ENTRY = new RegExp(`^${DAYS}(?:,${DAYS})* (?:[01]\\d|2[0-3]):[0-5]\\d-(?:[01]\\d|2[0-4]):[0-5]\\d$`);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Server processes on this machine (node:cluster, started by server.js). Only with DATABASE_URL:
   * the embedded PGlite admits one process, so without it the shop stays one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * After SIGTERM, how long requests in flight may take before their connections are cut (server.js
   * reads it too); the services then get a few more seconds to stop, and the process ends anyway.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Address to listen on (server.js reads it too): 0.0.0.0 every IPv4 interface, 127.0.0.1 behind a local front. */
  HOST: z.string().trim().min(1).optional(),
  /** Bearer token for GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: z.string().trim().min(16, 'debe tener al menos 16 caracteres (generalo con: openssl rand -hex 24)').optional(),
  /** Where the daily backups go (default DATA_DIR/backups) and how many are kept. */
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  /** Key of the backups' signature (HMAC); unset: DATA_DIR/backup-signing.key, created on first use. */
  BACKUP_SIGNING_KEY: z.string().trim().min(32, 'debe tener al menos 32 caracteres (generala con: openssl rand -hex 32)').optional(),
  /** Optional off-site copy of every backup to an S3-compatible bucket (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY). */
  BACKUP_S3_BUCKET: optionalText,
  BACKUP_S3_ENDPOINT: urlText(['http:', 'https:']).optional(),
  BACKUP_S3_REGION: optionalText,
  PUBLIC_URL: urlText(['http:', 'https:']).optional(),
  /** Reverse proxies or CDN in front whose X-Forwarded-* headers are believed; unset: none. */
  TRUST_PROXY: trustProxyText.optional(),
  SHOP_NAME: z.string().trim().min(1).default('Agro Industrial Paraná'),
  CATALOG_SOURCE: z.string().trim().min(1).optional(),
  /** Where the synonym table is when CATALOG_SOURCE cannot hold it (a CSV export URL has one tab). */
  CATALOG_SYNONYMS_SOURCE: z.string().trim().min(1).optional(),
  CATALOG_REFRESH_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: urlText(['postgres:', 'postgresql:']).optional(),
  SMTP_URL: urlText(['smtp:', 'smtps:']).optional(),
  SHOP_EMAIL: z.email().default('ventas@agroindustrialparana.com.ar'),
  MAIL_TO: z.email().optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{8,15}$/, 'solo dígitos, en formato internacional (por ejemplo 5493434000000)')
    .default('5493435551234'),
  /** The shop's profiles; unset: no link (never a network's home page by default). */
  INSTAGRAM_URL: urlText(['https:']).optional(),
  FACEBOOK_URL: urlText(['https:']).optional(),
  /**
   * Opening hours for search engines (schema.org openingHours), ';' between entries:
   * 'Mo-Fr 08:00-12:30; Mo-Fr 15:30-19:30; Sa 08:30-12:30'. Unset: none published.
   */
  OPENING_HOURS: z
    .string()
    .trim()
    .transform((text) =>
      text
        .split(';')
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.length > 0 && entries.every((entry) => OPENING_HOURS_ENTRY.test(entry)),
      "cada horario separado por ';' debe ser como 'Mo-Fr 08:00-12:30' o 'Sa 08:30-12:30' (días Mo Tu We Th Fr Sa Su)",
    )
    .optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalText,
  /** Base URL of the Google Sheets API; tests point it at a stand-in on loopback. */
  GOOGLE_SHEETS_API_URL: urlText(['http:', 'https:']).default('https://sheets.googleapis.com'),
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_PLACE_ID: optionalText,
  GOOGLE_PLACES_API_URL: urlText(['http:', 'https:']).default('https://maps.googleapis.com'),
  GOOGLE_ADS_ID: optionalText,
  GOOGLE_ADS_CONVERSION_LABEL: optionalText,
  SOCIAL_FEED_WIDGET_ID: optionalText,
  /**
   * Sample team and sample reviews where none is configured, marked 'Datos de ejemplo'.
   * Default: on in development, off in production (then such sections are hidden).
   */
  SAMPLE_CONTENT: booleanText.optional(),
  /**
   * Whether the catalogue's prices include IVA: said next to prices (product page, /presupuesto,
   * the answer page and its PDF). Unset: nothing is said, never a guess.
   */
  PRICES_INCLUDE_IVA: booleanText.optional(),
  /**
   * Where the dollar's rate is read every EXCHANGE_RATE_REFRESH_MINUTES: any JSON address (the
   * operator's own choice, loopback allowed). Unset: only the staff's rate ('Cotización del dólar').
   * Shapes and the BCRA example: docs/decisions/0037-exchange-rate.md.
   */
  EXCHANGE_RATE_URL: urlText(['http:', 'https:']).optional(),
  /** Dotted path of the value in that JSON; the default fits the BCRA's /Cotizaciones/USD answer. */
  EXCHANGE_RATE_PATH: z.string().trim().min(1).default('results.0.detalle.0.tipoCotizacion'),
  /** Dotted path of the rate's day; 'ninguna': the day it was read. */
  EXCHANGE_RATE_DATE_PATH: z.string().trim().min(1).default('results.0.fecha'),
  /** How the shop names the source's rate next to a peso estimate ('al dólar BCRA oficial del 27/11'). */
  EXCHANGE_RATE_LABEL: z.string().trim().min(1).max(40).default('BCRA oficial'),
  EXCHANGE_RATE_REFRESH_MINUTES: z.coerce.number().int().min(5).max(10_080).default(240),
  /** Refuse to start while any sample value is in use (server/content/sample.ts). */
  REQUIRE_REAL_CONTENT: booleanText.default(false),
  /**
   * Photo hosts (names, comma-separated) that may resolve to loopback or private addresses: tests
   * and intranets. Every other host that does is refused, so a sheet link cannot reach the
   * server's own network.
   */
  IMAGE_ALLOW_PRIVATE_HOSTS: z
    .string()
    .transform(parseAllowPrivateHosts)
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$|^[0-9a-f:.]+$/, 'nombres de host separados por comas (por ejemplo fotos.intranet,localhost)')))
    .default([]),
  /** Disk kept for prepared photos under DATA_DIR/fotos, in MB; the least recently used go first. */
  PHOTO_CACHE_MB: z.coerce.number().int().min(50).max(1_000_000).default(6144),
  /**
   * The photo copies shared by two or more machines in an S3-compatible bucket (the credentials
   * are the backups': AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY); PHOTO_CACHE_MB then bounds each
   * machine's local copy of it. Unset: the local folder only.
   */
  PHOTO_S3_BUCKET: optionalText,
  PHOTO_S3_ENDPOINT: urlText(['http:', 'https:']).optional(),
  PHOTO_S3_REGION: optionalText,
});

export type Config = z.infer<typeof schema> & {
  /** SAMPLE_CONTENT, or its default (development without REQUIRE_REAL_CONTENT). */
  sampleContent: boolean;
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** CATALOG_SOURCE, or the sample catalogue that ships in data/. */
  catalogSource: string;
  mailTo: string;
  mailFrom: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const values = result.data;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    catalogSource: values.CATALOG_SOURCE ?? path.resolve('data/catalogo.csv'),
    sampleContent: values.SAMPLE_CONTENT ?? (values.NODE_ENV !== 'production' && !values.REQUIRE_REAL_CONTENT),
    mailTo: values.MAIL_TO ?? values.SHOP_EMAIL,
    mailFrom: values.MAIL_FROM ?? values.SHOP_EMAIL,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
