import { describe, expect, it } from 'vitest';
import { quoteNumber } from './quote-number';

describe('número corto del presupuesto', () => {
  it('toma los primeros 8 caracteres del id sin guiones, en mayúsculas', () => {
    expect(quoteNumber('e95b8c77-41a4-4ea3-b658-8f162297b87c')).toBe('E95B8C77');
    expect(quoteNumber('0a-1b-2c-3d-4e')).toBe('0A1B2C3D');
  });
});
