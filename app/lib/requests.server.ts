// What the two visitor forms share on the server: the database, the catalogue lookup, rate limits.
import { data } from 'react-router';
import { cleanInput } from '#domain/clean-text';
import { SHOP_TEXTS } from '#domain/copy';
import { keptValues } from '#domain/form-answer';
import { idKey } from '#domain/slug';
import { RATE_LIMIT_MESSAGE } from '#server/security/rate-limit';
import type { SubmitResult } from '#server/requests/result';
import type { AppServices } from '#server/services';
import type { FormName } from '#server/security/limits';

export type FormAnswer = (
  | SubmitResult
  | { ok: false; kind: 'rate_limited'; status: 429; title: string; description: string; message: string; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'catalog_loading'; status: 503; title: string; description: string; message: string; fieldErrors: Record<string, string> }
) & {
  /** A refused post's text fields, so a page rendered for a post without JavaScript fills them again. */
  values?: Record<string, string>;
};

/** A post's body and the fields of it a refused answer carries back. */
type Posted = { body: unknown; fields: readonly string[] };

/** Per-address limit for a form (the process's limiters, server/services.ts): undefined when allowed, otherwise the 429 answer. */
export async function rateLimited(services: Pick<AppServices, 'limits'>, form: FormName, address: string, posted?: Posted) {
  const check = await services.limits.forms[form].check(address);
  if (check.ok) return undefined;
  const refused: FormAnswer = {
    ok: false,
    kind: 'rate_limited',
    status: 429,
    title: 'Demasiadas solicitudes',
    description: RATE_LIMIT_MESSAGE,
    message: RATE_LIMIT_MESSAGE,
    fieldErrors: {},
    ...(posted ? { values: keptValues(posted.body, posted.fields) } : {}),
  };
  return data(refused, { status: 429, headers: { 'Retry-After': String(check.retryAfterSeconds) } });
}

/** How long a quote waits for a process that is still reading its first catalogue, in seconds. */
const CATALOG_LOADING_RETRY_SECONDS = 5;

/**
 * A quote is priced from the catalogue. A process still reading its first one (it has just
 * started) would find none of the products and say they are no longer available, which is not
 * true: it answers 503 with Retry-After instead, and the phone keeps the request and sends it again.
 */
export function catalogLoading(services: Pick<AppServices, 'catalog'>) {
  if (services.catalog.current()) return undefined;
  const { title, description } = SHOP_TEXTS.catalogUpdating;
  const refused: FormAnswer = { ok: false, kind: 'catalog_loading', status: 503, title, description, message: description, fieldErrors: {} };
  return data(refused, { status: 503, headers: { 'Retry-After': String(CATALOG_LOADING_RETRY_SECONDS) } });
}

/**
 * Reads a form post as JSON or as form fields; anything else is not a form. Every string comes out
 * cleaned (domain/clean-text.ts), so no schema or service sees a NUL or a lone surrogate.
 */
export async function readFormBody(request: Request): Promise<unknown> {
  return cleanInput(await readRawFormBody(request));
}

async function readRawFormBody(request: Request): Promise<unknown> {
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

/** Looks a product up by id in the catalogue being served. */
export function catalogProductFinder(services: Pick<AppServices, 'catalog'>) {
  return (id: string) => services.catalog.current()?.index.byId(idKey(id));
}

/**
 * The HTTP answer of a visitor form. A refused post carries back the named fields as typed: after
 * a plain document post (before the scripts ran, or without them) the page renders them again.
 */
export function answer(result: FormAnswer, posted?: Posted) {
  const withValues: FormAnswer = !result.ok && posted ? { ...result, values: keptValues(posted.body, posted.fields) } : result;
  return data(withValues, { status: result.ok ? 200 : result.status });
}
