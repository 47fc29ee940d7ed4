import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY } from '#domain/cart';
import { typedQuantity } from './quantity-controls';

describe('typedQuantity', () => {
  it('keeps whole numbers from 1 to the maximum', () => {
    expect(typedQuantity('1')).toBe(1);
    expect(typedQuantity(' 12 ')).toBe(12);
    expect(typedQuantity(String(MAX_QUANTITY))).toBe(MAX_QUANTITY);
  });

  it('caps a larger number and lifts 0 to 1', () => {
    expect(typedQuantity('5000')).toBe(MAX_QUANTITY);
    expect(typedQuantity('0')).toBe(1);
    expect(typedQuantity('007')).toBe(7);
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['', ' ', 'dos', '1,5', '1.5', '-3', '2e3', '+4', '１２']) expect(typedQuantity(text), text).toBeNull();
  });
});
