// Bodies are cleaned where they are read: no schema, service or database sees a NUL, a lone
// surrogate or a key that reaches Object.prototype.
import { describe, expect, it } from 'vitest';
import { readFormBody } from './requests.server';
import { readBody } from '#server/auth/guard';

const json = (body: string) => new Request('http://127.0.0.1/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
const form = (body: string) => new Request('http://127.0.0.1/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

describe.each([
  ['readBody (staff)', readBody],
  ['readFormBody (visitors)', readFormBody],
])('%s', (_, read) => {
  it('cleans JSON strings and keys, keeping line breaks', async () => {
    const body = (await read(json('{"note":"uno\\u0000\\ndos\\ud800","__proto__":{"x":1}}'))) as Record<string, unknown>;
    expect(body).toEqual({ note: 'uno\ndos\uFFFD' });
  });
  it('cleans form fields, bidi overrides included', async () => {
    const body = (await read(form('q=%00a%01b&name=Ana%E2%80%AE'))) as Record<string, unknown>;
    expect(body).toEqual({ q: 'ab', name: 'Ana' });
  });
});
