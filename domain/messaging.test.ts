import { describe, expect, it } from 'vitest';
import { cartItemFromProduct } from './cart';
import { ENQUIRY_MESSAGE, GENERIC_MESSAGE, productMessage, quoteMessage, whatsappLink } from './messaging';
import { makeProduct } from './testing';

const NBSP = '\u00a0';

describe('whatsappLink', () => {
  it('keeps only the digits of the phone and encodes the text', () => {
    expect(whatsappLink('+54 9 343 412-3456', 'Hola! ¿Precio & stock?')).toBe('https://wa.me/5493434123456?text=Hola!%20%C2%BFPrecio%20%26%20stock%3F');
  });

  it('decodes back to the original text', () => {
    const text = 'Línea 1\nLínea 2: 50% #1';
    const url = new URL(whatsappLink('549343', text));
    expect(url.searchParams.get('text')).toBe(text);
  });
});

describe('messages', () => {
  it('has the generic texts', () => {
    expect(GENERIC_MESSAGE).toBe('Hola! Me gustaría consultar sobre sus productos.');
    expect(ENQUIRY_MESSAGE).toBe('Hola! Me gustaría hacer una consulta.');
  });

  it('describes a product with its display price', () => {
    expect(productMessage(makeProduct({ name: 'Bomba', code: 'BH-55', price: '$ 1.234.567,50' }))).toBe(
      `Hola! Me interesa el producto: Bomba (Código: BH-55) - $${NBSP}1.234.568`,
    );
    expect(productMessage(makeProduct({ name: 'Motor', code: '', price: 'consultar' }))).toBe('Hola! Me interesa el producto: Motor (Código: N/A) - Consultar');
  });

  it('lists the quote with an estimated total', () => {
    const bomba = { ...cartItemFromProduct(makeProduct({ id: '1', name: 'Bomba', code: 'BH-55', price: '1.500', numericPrice: 1500 })), quantity: 2 };
    const motor = cartItemFromProduct(makeProduct({ id: '2', name: 'Motor', price: '', numericPrice: NaN }));
    expect(quoteMessage([bomba, motor])).toBe(
      [
        '¡Hola! Me gustaría solicitar un presupuesto por los siguientes productos:',
        '',
        `2 x Bomba (Código: BH-55) - $${NBSP}1.500`,
        '1 x Motor (Código: N/A) - Consultar',
        '',
        `Total estimado: $${NBSP}3.000`,
      ].join('\n'),
    );
  });

  it('carries the currency of each line and a total per currency', () => {
    const bomba = cartItemFromProduct(makeProduct({ id: '1', name: 'Bomba', code: 'BH-55', price: '1.500', numericPrice: 1500 }));
    const tractor = cartItemFromProduct(makeProduct({ id: '3', name: 'Tractor', code: 'T-1', price: 'U$S 18.500', numericPrice: NaN }));
    expect(productMessage(makeProduct({ name: 'Tractor', code: 'T-1', price: 'U$S 18.500' }))).toBe(
      'Hola! Me interesa el producto: Tractor (Código: T-1) - U$S 18.500',
    );
    expect(quoteMessage([bomba, tractor]).split('\n').slice(2)).toEqual([
      `1 x Bomba (Código: BH-55) - $${NBSP}1.500`,
      '1 x Tractor (Código: T-1) - U$S 18.500',
      '',
      `Total estimado: $${NBSP}1.500 + U$S 18.500`,
    ]);
  });
});
