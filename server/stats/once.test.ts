import { describe, expect, it } from 'vitest';
import { beaconCounts, MAX_BEACONS_PER_PRODUCT_HOUR } from './beacons';
import { CapPerWindow, OncePerWindow, visitorKey } from './once';
import { productViewCounter } from './views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the summary cannot be steered by one address', () => {
  it('counts 2,000 views of one product from one address as one an hour, and each other address once', () => {
    let t = 1_000_000;
    const counted: string[] = [];
    const catalog = { current: () => ({ index: { byId: (key: string) => (key === '10' ? { id: '10' } : undefined) } }) as never };
    const view = productViewCounter({ record: (_kind, id) => counted.push(id) }, catalog, new OncePerWindow(), () => t);
    for (let i = 0; i < 2_000; i++) view('/producto/general/filtro-10', { headers: { 'user-agent': BROWSER }, ip: '203.0.113.7' });
    expect(counted).toHaveLength(1);
    // Rotating through one IPv6 /64 is one visitor.
    for (let i = 0; i < 50; i++) view('/producto/general/filtro-10', { headers: { 'user-agent': BROWSER }, ip: `2001:db8:1:2::${i.toString(16)}` });
    expect(counted).toHaveLength(2);
    view('/producto/general/filtro-10', { headers: { 'user-agent': BROWSER }, socket: { remoteAddress: '198.51.100.1' } });
    expect(counted).toHaveLength(3);
    t += 60 * 60_000;
    view('/producto/general/filtro-10', { headers: { 'user-agent': BROWSER }, ip: '203.0.113.7' });
    expect(counted).toHaveLength(4);
  });

  it('counts a cart beacon once per address and product an hour, and bounds a product from every address', () => {
    const now = 5_000_000;
    const gate = {};
    let counted = 0;
    for (let i = 0; i < 3_000; i++) if (beaconCounts(gate, 'agregar', 'P1', `10.1.${Math.floor(i / 30) % 100}.1`, now)) counted++;
    // 100 addresses sending 30 each: 100 distinct, capped at the product's hourly bound.
    expect(counted).toBe(MAX_BEACONS_PER_PRODUCT_HOUR);
    expect(beaconCounts(gate, 'agregar', 'P2', '10.1.0.1', now)).toBe(true);
    expect(beaconCounts(gate, 'agregar', 'P2', '10.1.0.1', now)).toBe(false);
    expect(beaconCounts(gate, 'chat', 'P2', '10.1.0.1', now)).toBe(true);
  });

  it('stays within its bound of keys', () => {
    const once = new OncePerWindow(60_000, 100);
    for (let i = 0; i < 1_000; i++) once.first(`k${i}`, 0);
    expect(once.size).toBe(100);
    const cap = new CapPerWindow(2, 60_000);
    expect([cap.take('a', 0), cap.take('a', 1), cap.take('a', 2), cap.take('a', 60_000)]).toEqual([true, true, false, true]);
    expect(visitorKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  });
});
