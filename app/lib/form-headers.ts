// The headers a visitor form's route sends with its answer. React Router keeps only the cookies of
// an action's data() headers unless the route exports `headers`: a form's 429 lost its Retry-After.

export function formHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}

/**
 * The same for a route below one that sets headers of its own (the staff area's no-store and
 * noindex): a route's `headers` replaces its parent's, so these are kept and Retry-After added.
 */
export function formHeadersBelow({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const out = new Headers(parentHeaders);
  for (const [name, value] of Object.entries(formHeaders({ actionHeaders }))) out.set(name, value);
  return out;
}
