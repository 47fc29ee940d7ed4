// A form posted by script that cannot reach the shop (no signal, the connection cut halfway, a
// time-out): React Router turns the failed fetch into a route error, and the route's error page
// ('Algo salió mal') replaces the whole page, what was typed included, without saying whether
// anything arrived. A route whose forms post by script answers such a failure in the browser
// instead (`clientAction`), with an answer of the shape its forms already show, and skips the
// reload of its data that would fail the same way (`shouldRevalidate`).
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** What the visitor or the staff member reads: what happened, that what was typed is still there. */
export const NETWORK_FAILURE_MESSAGE =
  'Sin conexión: no pudimos comunicarnos con la tienda y no sabemos si llegó. Lo que escribiste sigue acá; probá de nuevo cuando tengas señal.';

/** The answer to a post that did not reach the shop: read by staff forms (message), visitor pages (error). */
interface NetworkFailureAnswer {
  ok: false;
  networkFailure: true;
  message: string;
  error: string;
  intent?: string;
  /** The posted text fields, so a form drawn again from its answer keeps them (never a password). */
  values: Record<string, string>;
}

/**
 * A failed fetch: no answer at all from the shop. fetch rejects only with a TypeError for that
 * (Chromium 'Failed to fetch', Firefox 'NetworkError…', Safari 'Load failed'; a body cut halfway
 * 'network error'); an answer with an error status is not one.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed|connection/i.test(error.message);
}

function textValues(form: FormData | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [name, value] of form) if (typeof value === 'string' && !/password|contrase/i.test(name)) values[name] = value;
  return values;
}

/**
 * The route's `clientAction`: the server's answer as usual; a network failure becomes an answer
 * the page shows beside the form, instead of the error page.
 */
export async function answerNetworkFailure<T>(request: Request, serverAction: () => Promise<T>): Promise<T | NetworkFailureAnswer> {
  // Read from a copy before the post: the server action sends the request's own body.
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const values = textValues(form);
    return { ok: false, networkFailure: true, message: NETWORK_FAILURE_MESSAGE, error: NETWORK_FAILURE_MESSAGE, intent: values.intent, values };
  }
}

function isNetworkFailureAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { networkFailure?: unknown }).networkFailure === true;
}

/** The route's `shouldRevalidate`: no reload after a post that did not reach the shop. */
export function skipAfterNetworkFailure({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return isNetworkFailureAnswer(actionResult) ? false : defaultShouldRevalidate;
}
