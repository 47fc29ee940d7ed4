import { describe, expect, it } from 'vitest';
import { requestErrorVerdict } from './request-errors';

const request = (method = 'POST') => new Request('http://127.0.0.1/contacto', { method });

describe('requestErrorVerdict', () => {
  it("gives a cross-site action one line, without a stack trace or the visitor's data", () => {
    const error = new Error('The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.');
    expect(requestErrorVerdict(error, request())).toEqual({ log: 'line', line: '[solicitud] rechazada: acción desde otro sitio (POST /contacto)' });
  });
  it('logs nothing for a method no route takes', () => {
    expect(requestErrorVerdict(new Error('Invalid request method "MOVE"'), request('MOVE'))).toEqual({ log: 'none' });
    expect(
      requestErrorVerdict(new Error('You made a DELETE request to "/api/productos/1" but did not provide an `action` for route "x"'), request('DELETE')),
    ).toEqual({
      log: 'none',
    });
  });
  it('logs nothing for an aborted request, and a real failure in full', () => {
    const controller = new AbortController();
    controller.abort();
    expect(requestErrorVerdict(new Error('x'), new Request('http://127.0.0.1/', { signal: controller.signal }))).toEqual({ log: 'none' });
    const failure = new Error('la base se cayó');
    expect(requestErrorVerdict(failure, request())).toEqual({ log: 'full', error: failure });
    // What React Router throws for a 404 or 405 it answers itself.
    const notFound = { status: 404, statusText: 'Not Found', internal: true, data: 'x' };
    expect(requestErrorVerdict(notFound, request('GET'))).toEqual({ log: 'none' });
  });
});
