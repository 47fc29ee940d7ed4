import { describe, expect, it } from 'vitest';
import { TEXTS } from './copy';

describe('TEXTS', () => {
  it('builds the product-added toast', () => {
    expect(TEXTS.productAdded.description('Bomba')).toBe('Bomba fue añadido a tu presupuesto.');
  });

  it('keeps the spec wording', () => {
    expect(TEXTS.productNotFound.title).toBe('Producto no encontrado');
    expect(TEXTS.quoteEmailFailed.title).toBe('Error al enviar el correo');
    expect(TEXTS.searchPlaceholder).toBe('Buscar por nombre, descripción, marca o modelo...');
  });
});
