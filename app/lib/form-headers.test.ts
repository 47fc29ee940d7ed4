// A visitor form's 429 carries Retry-After to the client (React Router drops an action's headers,
// cookies aside, unless the route exports `headers`).
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '#server/security/rate-limit';
import type { AppServices } from '#server/services';
import { formHeadersBelow } from './form-headers';
import { headers as contactHeaders } from '../routes/contact';
import { headers as quoteHeaders } from '../routes/quote';
import { rateLimited } from './requests.server';

describe('Retry-After on a refused form post', () => {
  it.each([
    ['presupuesto', quoteHeaders],
    ['consulta', contactHeaders],
  ] as const)('%s', async (form, headers) => {
    const limiter = createRateLimiter({ windowMs: 10 * 60_000, max: 1 });
    const services = { limits: { forms: { presupuesto: limiter, consulta: limiter } } } as unknown as AppServices;
    expect(await rateLimited(services, form, '203.0.113.9')).toBeUndefined();
    const refused = await rateLimited(services, form, '203.0.113.9');
    expect(refused?.init?.status).toBe(429);
    const actionHeaders = new Headers(refused!.init!.headers);
    const sent = new Headers(headers({ actionHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined } as never));
    expect(Number(sent.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('formHeadersBelow', () => {
  it("keeps the parent's headers and adds the action's Retry-After", () => {
    const parentHeaders = new Headers({ 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' });
    const out = formHeadersBelow({ parentHeaders, actionHeaders: new Headers({ 'Retry-After': '60' }) });
    expect(out.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(out.get('Cache-Control')).toBe('no-store');
    expect(out.get('Retry-After')).toBe('60');
    expect(formHeadersBelow({ parentHeaders, actionHeaders: new Headers() }).get('Retry-After')).toBeNull();
  });
});
