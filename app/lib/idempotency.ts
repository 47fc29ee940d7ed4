/** A fresh key for one submission (32+ characters of [A-Za-z0-9_-], as the server expects). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().replace(/-/g, '') + Date.now().toString(36);
  return Array.from({ length: 40 }, () => Math.floor(Math.random() * 36).toString(36)).join('');
}
