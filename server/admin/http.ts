// Small HTTP helpers of the staff routes: parse an id or answer 404, answer an action.
import { data } from 'react-router';
import { idSchema } from './schemas';

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
