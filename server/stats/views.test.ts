import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '../catalog/store';
import { productViewCounter, type ViewRequest } from './views';

const BROWSER = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function snapshot(ids: string[]): Pick<CatalogSnapshot, 'index'> {
  return { index: { byId: (key: string) => (ids.includes(key) ? { id: key } : undefined) } } as unknown as Pick<CatalogSnapshot, 'index'>;
}

/** A request from one address (a documentation range). */
function req(headers: Record<string, string>, ip = '198.51.100.7'): ViewRequest {
  return { headers, ip };
}

describe('productViewCounter', () => {
  it('counts every view of a product by a browser, the same on repeats, and follows a new catalogue', () => {
    const counted: string[] = [];
    let current: Pick<CatalogSnapshot, 'index'> | null = snapshot(['10', '11']);
    const view = productViewCounter({ record: (_kind, id) => void counted.push(id) }, { current: () => current });
    // Three visitors (one view per address an hour each).
    for (let i = 0; i < 3; i++) view('/producto/general/filtro-10', req({ 'user-agent': BROWSER }, `192.0.2.${i + 1}`));
    view('/producto/general/filtro-10', req({ 'user-agent': GOOGLEBOT }));
    view('/producto/general/filtro-10', req({ 'user-agent': GOOGLEBOT }));
    view('/producto/general/filtro-10', req({}));
    view('/producto/general/filtro-10', req({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }));
    view('/producto/general/no-existe-999', req({ 'user-agent': BROWSER }));
    view('/repuestos', req({ 'user-agent': BROWSER }));
    expect(counted).toEqual(['10', '10', '10']);
    // A refresh without product 10 and with 999: the addresses are looked up again.
    current = snapshot(['999']);
    view('/producto/general/filtro-10', req({ 'user-agent': BROWSER }));
    view('/producto/general/no-existe-999', req({ 'user-agent': BROWSER }));
    current = null;
    view('/producto/general/no-existe-999', req({ 'user-agent': BROWSER }));
    expect(counted).toEqual(['10', '10', '10', '999']);
  });
});
