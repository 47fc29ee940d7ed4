// Small HTTP helpers of the staff routes: parse an id or answer 404, answer an action.
import { data } from 'react-router';
import { idSchema } from './schemas';
import { keptValues } from '#domain/form-answer';

export function notFound(message = 'No encontrado.'): Response {
  return Response.json({ ok: false, error: message }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** A route's :id as a uuid, or a thrown 404 (a malformed id never reaches the database). */
export function requireId(value: string | undefined, message?: string): string {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

interface ActionResult {
  ok: boolean;
  message: string;
}

export function actionResult<T extends object = object>(ok: boolean, message: string, status = ok ? 200 : 400, extra?: T) {
  return data({ ok, message, ...(extra ?? {}) } as ActionResult & Partial<T>, { status });
}

/**
 * A staff form's answer that also serves a post made without JavaScript (the page is rendered with
 * it): `values` names the form (its intent and id) and, when refused, carries the typed `fields`
 * back; `fieldErrors` puts each message beside its field.
 */
export function formResult(
  input: Record<string, unknown>,
  outcome: { ok: boolean; message: string; status?: number; fieldErrors?: Record<string, string> },
  fields: readonly string[] = [],
  extra?: object,
) {
  const values = keptValues(input, outcome.ok ? ['intent', 'id'] : ['intent', 'id', ...fields]);
  const status = outcome.status ?? (outcome.ok ? 200 : 400);
  return actionResult(outcome.ok, outcome.message, status, { values, fieldErrors: outcome.ok ? {} : (outcome.fieldErrors ?? {}), ...(extra ?? {}) });
}

/** 'text/csv' download with a dated file name. */
export function csvResponse(body: string, disposition: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': disposition,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
