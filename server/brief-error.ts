// What a log line says about a failure: the cause's first line, bounded. A failed database query
// carries its SQL and every parameter in its message (drizzle: 'Failed query: ... params: ...'):
// a customer's name, e-mail, phone and cart on a failed save, or 12,500 product IDs on a failed
// sync of the sitemap dates. Neither belongs in a log.

/** Characters of the message kept. */
export const BRIEF_ERROR_MAX = 300;

export function briefError(error: unknown): string {
  let current: unknown = error;
  // The driver's own error (what went wrong) is the cause of drizzle's query error (what was sent).
  for (let depth = 0; depth < 5; depth++) {
    const cause = current instanceof Error ? current.cause : undefined;
    if (!(cause instanceof Error) || !/^Failed query/i.test((current as Error).message)) break;
    current = cause;
  }
  const raw = current instanceof Error ? current.message : String(current);
  const firstLine = /^Failed query/i.test(raw) ? 'la consulta a la base de datos falló' : (raw.split('\n')[0] ?? '');
  const rawCode = current instanceof Error ? (current as Error & { code?: unknown }).code : undefined;
  const code = typeof rawCode === 'string' ? ` (${rawCode})` : '';
  const name = current instanceof Error ? `${current.name}: ` : '';
  // An SMTP refusal names the recipient: the address is the customer's.
  const text = `${name}${firstLine}${code}`.replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g, '<correo>');
  return text.length > BRIEF_ERROR_MAX ? `${text.slice(0, BRIEF_ERROR_MAX)}…` : text;
}
