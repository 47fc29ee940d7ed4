import { describe, expect, it } from 'vitest';
import { ivaNote, TEXTS } from './copy';

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

describe('ivaNote', () => {
  it('says whether prices include IVA only when the shop set it', () => {
    expect(ivaNote(true, 'short')).toBe('IVA incluido');
    expect(ivaNote(false, 'short')).toBe('Más IVA');
    expect(ivaNote(true, 'sentence')).toBe('Los precios incluyen IVA.');
    expect(ivaNote(false, 'sentence')).toBe('Los precios no incluyen IVA: se suma al facturar.');
    expect(ivaNote(null, 'short')).toBeNull();
    expect(ivaNote(undefined, 'sentence')).toBeNull();
  });
});
