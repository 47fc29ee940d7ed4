// The headers a visitor form's route sends with its answer. React Router keeps only the cookies of
// an action's data() headers unless the route exports `headers`: a form's 429 lost its Retry-After.

export function formHeaders({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}
