import { describe, expect, it } from 'vitest';
import { isExpensive } from './page-handler';

const url = (path: string) => new URL(`http://tienda.test${path}`);

describe('isExpensive', () => {
  it('counts searches, pages past the cumulative ones, and filtered pages 2 to 5 against the per-address limit', () => {
    expect(isExpensive(url('/buscar?q=bomba'))).toBe(true);
    expect(isExpensive(url('/repuestos?pagina=6'))).toBe(true);
    // Made-up filter values make endless new URLs: each a list to render, never cached before.
    expect(isExpensive(url('/repuestos?pagina=2&categoria=inventada-1'))).toBe(true);
    expect(isExpensive(url('/repuestos?vista=usados&pagina=5'))).toBe(true);
  });

  it('leaves the pages every visitor shares alone', () => {
    expect(isExpensive(url('/repuestos'))).toBe(false);
    expect(isExpensive(url('/repuestos?pagina=3'))).toBe(false);
    expect(isExpensive(url('/repuestos?vista=usados'))).toBe(false);
    expect(isExpensive(url('/api/productos?pagina=9'))).toBe(false);
  });
});
