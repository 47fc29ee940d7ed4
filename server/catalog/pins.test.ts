// Staff pins at search time: the pinned products first, every other result still there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinKey } from '#domain/search-pins';
import { makeProduct } from '#domain/testing';
import { buildCatalogIndex } from './index';
import { PinBoard } from './pins';

const products = [
  makeProduct({ id: '1', name: 'Rodamiento SKF 6205-2RS1', code: '6205-2RS1', brand: 'SKF', condition: 'Nuevo', numericPrice: 30 }),
  makeProduct({ id: '2', name: 'Rulemán 6205 FAG', code: 'FAG6205', brand: 'FAG', condition: 'Nuevo', numericPrice: 40 }),
  makeProduct({ id: '3', name: 'Rulemán 6205 genérico', condition: 'Usado', numericPrice: 10 }),
  makeProduct({ id: '4', name: 'Maza de sembradora', description: 'con rulemán 6205', condition: 'Usado', numericPrice: 900 }),
  makeProduct({ id: '5', name: 'Retén de cigüeñal Sabó', brand: 'Sabó', numericPrice: 20 }),
  makeProduct({ id: '6', name: 'Bomba hidráulica Parker', brand: 'Parker', numericPrice: 500 }),
];
const pin = (board: PinBoard, text: string, productId: string, more: { text: string; productId: string }[] = []) =>
  board.replace([{ text, productId }, ...more].map((p) => ({ key: pinKey(p.text), productId: p.productId })));
const ids = (items: readonly { id: string }[]) => items.map((p) => p.id);

describe('search with staff pins', () => {
  it('puts the pinned product first, as typed in any case, accent or plural, and keeps every other result', () => {
    const index = buildCatalogIndex(products);
    const before = index.search({ term: 'ruleman 6205', offset: 0, limit: 50 });
    const board = new PinBoard();
    index.usePins(board);
    pin(board, 'Rulemán 6205', '4');
    for (const term of ['ruleman 6205', 'RULEMANES 6205', '6205 rulemán']) {
      const after = index.search({ term, offset: 0, limit: 50 });
      expect(after.items[0].id, term).toBe('4');
      expect(new Set(ids(after.items))).toEqual(new Set(ids(index.search({ term, offset: 0, limit: 50 }).items)));
    }
    const after = index.search({ term: 'ruleman 6205', offset: 0, limit: 50 });
    expect(ids(after.items).slice(1)).toEqual(ids(before.items).filter((id) => id !== '4'));
    expect(after.total).toBe(before.total);
    // Other words are not pinned.
    expect(index.search({ term: 'ruleman', offset: 0, limit: 1 }).items[0].id).not.toBe('4');
  });

  it('adds a pinned product the words would not find, in front, and counts it', () => {
    const index = buildCatalogIndex(products);
    const board = new PinBoard();
    index.usePins(board);
    const before = index.search({ term: 'reten', offset: 0, limit: 50 });
    pin(board, 'retenes', '6');
    const after = index.search({ term: 'retén', offset: 0, limit: 50 });
    expect(ids(after.items)).toEqual(['6', ...ids(before.items)]);
    expect(after.total).toBe(before.total + 1);
    // Words nothing else finds: the pinned product alone.
    pin(board, 'zzz qqq', '5');
    expect(ids(index.search({ term: 'ZZZ qqq', offset: 0, limit: 10 }).items)).toEqual(['5']);
  });

  it('ignores a pin to a product no longer in the catalogue, follows the page filters, leaves the exact link and price orders alone', () => {
    const index = buildCatalogIndex(products);
    const board = new PinBoard();
    index.usePins(board);
    const plain = index.search({ term: 'ruleman 6205', offset: 0, limit: 50 });
    pin(board, 'ruleman 6205', '999', [{ text: 'ruleman 6205', productId: '4' }]);
    expect(index.search({ term: 'ruleman 6205', offset: 0, limit: 50 }).items[0].id).toBe('4');
    pin(board, 'ruleman 6205', '999');
    expect(ids(index.search({ term: 'ruleman 6205', offset: 0, limit: 50 }).items)).toEqual(ids(plain.items));
    pin(board, 'ruleman 6205', '4'); // 'Usado'
    expect(ids(index.search({ term: 'ruleman 6205', conditions: ['Nuevo'], offset: 0, limit: 50 }).items)).not.toContain('4');
    expect(ids(index.search({ term: 'ruleman 6205 nuevo', offset: 0, limit: 50 }).items)).not.toContain('4');
    expect(ids(index.search({ term: 'ruleman 6205', exactOnly: true, offset: 0, limit: 50 }).items)[0]).not.toBe('4');
    const byPrice = index.search({ term: 'ruleman 6205', sort: 'price_asc', offset: 0, limit: 50 }).items;
    expect(byPrice.map((p) => p.numericPrice)).toEqual([...byPrice.map((p) => p.numericPrice)].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('never hides a result, on random pins and queries', () => {
    const words = ['ruleman', 'rulemanes', '6205', 'reten', 'bomba', 'maza', 'fag', 'zzz'];
    const termArb = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(termArb, termArb, fc.constantFrom('1', '2', '3', '4', '5', '6', '999'), (pinned, term, productId) => {
        const index = buildCatalogIndex(products);
        const before = ids(index.search({ term, offset: 0, limit: 100 }).items);
        const board = new PinBoard();
        index.usePins(board);
        pin(board, pinned, productId);
        const after = ids(index.search({ term, offset: 0, limit: 100 }).items);
        for (const id of before) expect(after).toContain(id);
        expect(after.length - before.length).toBeLessThanOrEqual(1);
        if (after.length > before.length) expect(after[0]).toBe(productId);
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});

describe('PinBoard.version', () => {
  it('changes when the pins change, not on a reload that reads the same pins', () => {
    const board = new PinBoard();
    const entries = [{ key: pinKey('ruleman 6205'), productId: '4' }];
    board.replace(entries);
    const first = board.version;
    board.replace([...entries]);
    expect(board.version).toBe(first);
    board.replace([...entries, { key: pinKey('reten'), productId: '5' }]);
    expect(board.version).toBe(first + 1);
    board.replace([]);
    expect(board.version).toBe(first + 2);
  });
});
