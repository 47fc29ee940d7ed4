// The search's own thread (search-thread.ts, search.worker.ts) against an in-memory IndexedDB: the
// thread's page is the one the page's thread would draw, it crosses the thread boundary (a
// structured clone), and a browser without module workers or a thread that breaks still gets the
// page, drawn on the page's thread.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeOfflineCatalog, type OfflineProduct } from '#domain/offline-catalog';
import { makeOfflineProduct } from '#domain/testing';
import { catalogPageDrawn, searchPageDrawn } from './drawn-lists';
import { deleteSaved, saveCatalog } from './saved-catalog';
import type { SearchThreadAsk, SearchThreadReply } from './search-thread';

const product = (n: number, name: string, category = 'Filtros'): OfflineProduct =>
  makeOfflineProduct(String(n), { name, code: `C-${n}`, brand: 'Marca', category, price: '$ 1.000', numericPrice: 1000 });
const file = encodeOfflineCatalog(
  'v1',
  [product(1, 'Filtro de aceite'), product(2, 'Correa de ventilador', 'Correas'), product(3, 'Filtro de aire')],
  [['Correa', 'Banda']],
);

/** The worker's scope, as the worker module sees it; its replies go to the page's fake Worker. */
const scope: { onmessage: ((event: { data: SearchThreadAsk }) => void) | null; postMessage: (message: SearchThreadReply) => void } = {
  onmessage: null,
  postMessage: () => undefined,
};
let asked: SearchThreadAsk[] = [];

/** A Worker that runs search.worker.ts in this thread, copying every message as a browser does. */
class InProcessWorker {
  onmessage: ((event: { data: SearchThreadReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    scope.postMessage = (message) => queueMicrotask(() => this.onmessage?.({ data: structuredClone(message) }));
  }
  postMessage(message: SearchThreadAsk) {
    asked.push(message);
    queueMicrotask(() => scope.onmessage?.({ data: structuredClone(message) }));
  }
  terminate() {}
}

beforeEach(async () => {
  vi.resetModules();
  asked = [];
  vi.stubGlobal('self', scope);
  await deleteSaved();
  await saveCatalog(file, 'v1');
});
afterEach(() => vi.unstubAllGlobals());

const url = (path: string) => new URL(path, 'https://tienda.test');

describe('the search thread', () => {
  it('draws /buscar and a catalogue page with words as the page would, across the boundary', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    await import('./search.worker');
    const { drawnOffThread } = await import('./search-thread');
    const here = vi.fn(() => searchPageDrawn(url('/buscar?q=banda')));
    const search = await drawnOffThread('search', url('/buscar?q=banda'), here);
    expect(here).not.toHaveBeenCalled();
    expect(search).toEqual(await searchPageDrawn(url('/buscar?q=banda')));
    expect(search!.page).toMatchObject({ q: 'banda' });
    expect(JSON.stringify(search!.page)).toContain('Correa de ventilador');
    const list = await drawnOffThread('catalog', url('/repuestos?q=filtro'), () => catalogPageDrawn(url('/repuestos?q=filtro')));
    expect(list).toEqual(await catalogPageDrawn(url('/repuestos?q=filtro')));
    expect(asked.map((a) => a.kind)).toEqual(['search', 'catalog']);
  });

  it('starts reading when warmed, and answers nothing to the warming', async () => {
    vi.stubGlobal('Worker', InProcessWorker);
    await import('./search.worker');
    const replies: SearchThreadReply[] = [];
    const { warmSearchThread } = await import('./search-thread');
    expect(warmSearchThread()).toBe(true);
    const listen = scope.postMessage;
    scope.postMessage = (message) => (replies.push(message), listen(message));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([expect.objectContaining({ kind: 'warm' })]);
    expect(replies).toEqual([]);
  });

  it('draws on the page thread without module workers, or when the thread breaks', async () => {
    vi.stubGlobal('Worker', undefined);
    const thread = await import('./search-thread');
    let { drawnOffThread } = thread;
    expect(thread.warmSearchThread()).toBe(false);
    const drawn = { page: { q: 'x' }, savedAt: 1 };
    expect(await drawnOffThread('search', url('/buscar?q=x'), async () => drawn)).toBe(drawn);

    vi.resetModules();
    class Broken extends InProcessWorker {
      override postMessage() {
        queueMicrotask(() => this.onerror?.());
      }
    }
    vi.stubGlobal('Worker', Broken);
    ({ drawnOffThread } = await import('./search-thread'));
    expect(await drawnOffThread('search', url('/buscar?q=x'), async () => drawn)).toBe(drawn);
  });

  it('answers that it could not draw, and the page then draws it itself', async () => {
    await import('./search.worker');
    const replies: SearchThreadReply[] = [];
    scope.postMessage = (message) => replies.push(message);
    scope.onmessage!({ data: { id: 7, kind: 'search', href: 'no es una dirección' } });
    await vi.waitFor(() => expect(replies).toEqual([{ id: 7, failed: true }]));

    class Refusing extends InProcessWorker {
      override postMessage(message: SearchThreadAsk) {
        queueMicrotask(() => this.onmessage?.({ data: { id: message.id, failed: true } }));
      }
    }
    vi.stubGlobal('Worker', Refusing);
    const { drawnOffThread } = await import('./search-thread');
    const drawn = { page: { q: 'x' }, savedAt: 1 };
    expect(await drawnOffThread('search', url('/buscar?q=x'), async () => drawn)).toBe(drawn);
  });
});
