// The sign-in and sign-up pages show a message chosen by ?error=: a visitor can write any word
// there, including the names of Object.prototype's members.
import { describe, expect, it } from 'vitest';
import { routerContext } from '#server/context';
import type { AppServices } from '#server/services';
import { loader as signInLoader } from './sign-in';

const services = { staff: { secureCookies: false, db: async () => undefined, now: () => new Date() } } as unknown as AppServices;

describe('?error= on the sign-in page', () => {
  for (const word of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`shows no message for error=${word}`, async () => {
      const request = new Request(`http://127.0.0.1/admin/ingresar?error=${word}`);
      const context = routerContext(services, { cspNonce: 'n', clientAddress: '127.0.0.1' });
      const data = await signInLoader({ request, context, params: {} } as never);
      expect(data.error).toBeNull();
    });
  }
  it('shows the message of a known code', async () => {
    const request = new Request('http://127.0.0.1/admin/ingresar?error=limite');
    const context = routerContext(services, { cspNonce: 'n', clientAddress: '127.0.0.1' });
    const data = await signInLoader({ request, context, params: {} } as never);
    expect(data.error).toContain('Demasiados intentos');
  });
});
