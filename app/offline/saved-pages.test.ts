import { describe, expect, it } from 'vitest';
import { pageTitle } from './saved-pages';

describe('pageTitle', () => {
  it('keeps the page part of the title, unescaped', () => {
    expect(pageTitle('<head><title>Filtro &amp; junta | Agro Industrial Paraná</title></head>', '/x')).toBe('Filtro & junta');
  });
  it('falls back to the address without a title', () => {
    expect(pageTitle('<head></head>', '/repuestos')).toBe('/repuestos');
  });
});
