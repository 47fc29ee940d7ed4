// What the two visitor forms share on the server: the database, the catalogue lookup, rate limits.
import { data } from 'react-router';
import { idKey } from '../../domain/slug';
import { getConfig } from '../../server/config';
import { getDatabase } from '../../server/db/client';
import { RATE_LIMIT_MESSAGE, type RateLimiter } from '../../server/security/rate-limit';
import { processLimiter } from '../../server/security/shared-rate-limit';
import type { SubmitResult } from '../../server/requests/result';
import { currentCatalog } from './catalog.server';

export { getDatabase };

const FORM_WINDOW_MS = 10 * 60_000;
const FORM_MAX_PER_WINDOW = 8;

const key = Symbol.for('tienda.formLimiters');
const registry = globalThis as unknown as Record<symbol, Record<string, RateLimiter> | undefined>;

function limiterFor(form: 'presupuesto' | 'consulta'): RateLimiter {
  registry[key] ??= {};
  registry[key][form] ??= processLimiter(
    `formulario:${form}`,
    { windowMs: FORM_WINDOW_MS, max: FORM_MAX_PER_WINDOW },
    { databaseUrl: getConfig().DATABASE_URL, db: getDatabase },
  );
  return registry[key][form];
}

export type FormAnswer =
  SubmitResult | { ok: false; kind: 'rate_limited'; status: 429; title: string; description: string; message: string; fieldErrors: Record<string, string> };

/** Per-address limit for a form: undefined when allowed, otherwise the 429 answer. */
export async function rateLimited(form: 'presupuesto' | 'consulta', address: string) {
  const check = await limiterFor(form).check(address);
  if (check.ok) return undefined;
  const answer: FormAnswer = {
    ok: false,
    kind: 'rate_limited',
    status: 429,
    title: 'Demasiadas solicitudes',
    description: RATE_LIMIT_MESSAGE,
    message: RATE_LIMIT_MESSAGE,
    fieldErrors: {},
  };
  return data(answer, { status: 429, headers: { 'Retry-After': String(check.retryAfterSeconds) } });
}

/** Reads a form post as JSON or as form fields; anything else is not a form. */
export async function readFormBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await request.json();
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      for (const [name, value] of form) if (typeof value === 'string') out[name] = value;
      return out;
    }
  } catch {
    return null;
  }
  return null;
}

export function findCatalogProduct(id: string) {
  return currentCatalog()?.index.byId(idKey(id));
}

export function answer(result: FormAnswer) {
  return data(result, { status: result.ok ? 200 : result.status });
}
