// The shop's logger (pino): one JSON object a line in production, readable coloured lines in
// development (pino-pretty, a development dependency that pino loads by name, so only there).
// Import `logger` anywhere on the server.
//
// Nothing personal reaches a line: known keys (e-mail, phone, password, token, cookie,
// authorization...) are redacted by pino, free text passed through `scrub()` loses e-mail
// addresses, phone-like digit runs and bearer/long tokens, and client addresses are cut to their
// network (/24 for IPv4, /48 for IPv6) by `maskAddress()`. In production console.* goes through
// the logger from the moment this module loads (server/app.ts imports it before it logs).
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { singleton } from '#domain/singleton';

/** Keys whose values never appear in a line, at the top level and one level down. */
const SECRET_KEYS = [
  'email',
  'mail',
  'to',
  'replyTo',
  'phone',
  'telefono',
  'whatsapp',
  'password',
  'clave',
  'token',
  'cookie',
  'authorization',
  'address',
  'ip',
  'nombre',
  'name',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
];

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Eight or more digits, possibly split by spaces, dashes or parentheses, with an optional '+':
// every phone number, and (acceptably) some long numbers that are not phones. Dots are not
// separators here, so addresses and versions stay readable.
const PHONE = /\+?\(?\d(?:[\s()-]{0,2}\d){7,}/g;
// 'Bearer x', and long opaque strings (session ids, quote-link tokens, API keys).
/** A date ('2026-11-26') is not a phone number. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BEARER = /\bbearer\s+\S+/gi;
const OPAQUE = /\b[A-Za-z0-9_-]{32,}\b/g;

/**
 * Free text with e-mail addresses, phone numbers and tokens masked. Addresses are left alone: the
 * shop's messages name its own (listening, database host); a client's goes through maskAddress().
 */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[correo]')
    .replace(BEARER, 'Bearer [token]')
    .replace(OPAQUE, '[token]')
    .replace(PHONE, (digits) => (ISO_DATE.test(digits) ? digits : '[número]'));
}

/** A client address cut to its network: 203.0.113.7 → 203.0.113.0/24, 2001:db8:1:2::9 → 2001:db8:1::/48. */
export function maskAddress(address: string | undefined | null): string | undefined {
  if (!address) return undefined;
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const version = isIP(plain);
  if (version === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (version === 6) {
    const [head] = plain.split('::');
    const groups = (head ?? '').split(':').filter(Boolean);
    // A '::' inside the first three groups means zeros follow: pad with them.
    while (groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return undefined;
}

function errorFields(error: Error): { type: string; message: string; stack?: string } {
  return { type: error.name, message: scrub(error.message), stack: error.stack ? scrub(error.stack) : undefined };
}

/** Log bytes kept while stdout cannot take them (then lines are dropped, not the shop). */
const MAX_BUFFERED_LOG_BYTES = 8 * 1024 * 1024;
const LOG_FLUSH_MS = 500;

export interface LoggerOptions {
  /** pretty: readable lines (development); json: one object a line. */
  pretty?: boolean;
  level?: string;
  /** Where json lines go (tests); default stdout. */
  destination?: pino.DestinationStream;
  /** The transport that makes lines readable (tests: one that is not installed). */
  prettyTarget?: string;
}

const require = createRequire(import.meta.url);

/** A package's entry file, or undefined where it is not installed. */
function installedFile(name: string): string | undefined {
  try {
    // pino-pretty is loaded by path, never imported: written out here so that the lint's
    // dependency check (knip) sees it is used.
    return name === 'pino-pretty' ? require.resolve('pino-pretty') : require.resolve(name);
  } catch {
    return undefined;
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const base: pino.LoggerOptions = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[oculto]' },
    serializers: { err: (error: unknown) => (error instanceof Error ? errorFields(error) : { message: scrub(String(error)) }) },
    formatters: { level: (label) => ({ level: label }) },
  };
  if (options.pretty) {
    const name = options.prettyTarget ?? 'pino-pretty';
    const target = installedFile(name);
    if (target) return pino({ ...base, transport: { target, options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid' } } });
    // Installed without development dependencies: less readable lines, but every page answers
    // (handed a transport it cannot find, pino throws, and every page answered 500).
    const fallback = createLogger({ ...options, pretty: false });
    fallback.warn(`${name} no está instalado: los registros salen en JSON`);
    return fallback;
  }
  // Written asynchronously, never blocking a request: a stdout nobody reads (a stalled pipe, a
  // full journal) once froze the whole shop with synchronous writes. Lines wait in memory up to
  // MAX_BUFFERED_LOG_BYTES, then new ones are dropped; pino flushes what is buffered at exit.
  // Under load lines go out in 4 KB writes (one system call per line cost a busy shop about a
  // tenth of its cached-page rate); a quiet shop's lines wait at most LOG_FLUSH_MS.
  if (options.destination) return pino(base, options.destination);
  const destination = pino.destination({ fd: 1, sync: false, minLength: 4096, maxLength: MAX_BUFFERED_LOG_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return pino(base, destination);
}

const development = process.env.NODE_ENV !== 'production';
/** The process's logger (one across Vite's reloads in development). */
export const logger: Logger = singleton('logger', () => createLogger({ pretty: development && process.env.NODE_ENV !== 'test' }));

const CONSOLE_LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' } as const;

/**
 * Routes console.* through the logger, so the shop's existing messages come out as JSON lines,
 * scrubbed like everything else. An Error among the arguments keeps its stack (as `err`).
 * Returns the function that puts the console back.
 */
export function routeConsoleThroughLogger(target: Logger = logger): () => void {
  const saved = { ...console };
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]][]) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = scrub(format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))));
      if (error) target[level]({ err: error }, text);
      else target[level](text);
    };
  }
  return () => Object.assign(console, saved);
}

// Once a process: a second wrap would route the logger's own console through itself.
if (process.env.NODE_ENV === 'production') singleton('logger.console', () => routeConsoleThroughLogger(logger));
