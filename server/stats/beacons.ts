// Which beacons (chat opened, added to the cart) count in the owner's summary: 3,000 beacons from
// 100 addresses put any product at the top. Each address counts once per product and kind an
// hour, and a product gets at most MAX_BEACONS_PER_PRODUCT_HOUR of each kind an hour from
// everyone together (more real visitors than that in an hour is news the owner already has).
import { CapPerWindow, OncePerWindow, visitorKey } from './once';

export const MAX_BEACONS_PER_PRODUCT_HOUR = 60;

interface Gate {
  once: OncePerWindow;
  perProduct: CapPerWindow;
}

/** One gate per counter (one per process; tests build several). */
const gates = new WeakMap<object, Gate>();

/** True when this beacon counts for `counter` (and remembers it). */
export function beaconCounts(counter: object, kind: string, productId: string, address: string | undefined, now = Date.now()): boolean {
  let gate = gates.get(counter);
  if (!gate) gates.set(counter, (gate = { once: new OncePerWindow(), perProduct: new CapPerWindow(MAX_BEACONS_PER_PRODUCT_HOUR) }));
  if (!gate.once.first(`${visitorKey(address)}\u0000${kind}\u0000${productId}`, now)) return false;
  return gate.perProduct.take(`${kind}\u0000${productId}`, now);
}
