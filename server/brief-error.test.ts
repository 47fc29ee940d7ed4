import { describe, expect, it } from 'vitest';
import { briefError, BRIEF_ERROR_MAX } from './brief-error';

describe('briefError', () => {
  it("says the driver's error, never the query's parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const query = new Error('Failed query: insert into "presupuestos" values ($1, $2)\nparams: Juan Pérez,juan.perez@example.com,343 555-1234', { cause });
    const text = briefError(query);
    expect(text).toBe('Error: invalid byte sequence for encoding "UTF8": 0x00 (22021)');
  });
  it('says nothing of a query without its cause but that it failed', () => {
    expect(briefError(new Error('Failed query: select 1\nparams: 1,2,3'))).toBe('Error: la consulta a la base de datos falló');
  });
  it('masks e-mail addresses and bounds the length', () => {
    expect(briefError(new Error('550 5.1.1 <juan.perez@example.com>: Recipient address rejected'))).toBe(
      'Error: 550 5.1.1 <<correo>>: Recipient address rejected',
    );
    expect(briefError('x'.repeat(5_000)).length).toBe(BRIEF_ERROR_MAX + 1);
  });
});
