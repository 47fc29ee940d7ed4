// One process-wide value per name, made on first use: the one place that writes globalThis.
// In development server.js loads the server through Vite's ssrLoadModule, which evaluates the
// modules again after every edit; a value kept in a module variable would then be made twice (a
// second catalogue timer, PGlite's folder opened twice, prom-client refusing a metric registered
// again). Modelled on epic-stack's singleton.server.ts. It lives in domain/ because it is the one
// layer both server/ and the app's browser code may import (the photo check meets there); it does
// no I/O and uses no Node API, so the page bundle can carry it.
const HOLDER = Symbol.for('tienda.singletons');

function values(): Map<string, unknown> {
  const holder = globalThis as { [HOLDER]?: Map<string, unknown> };
  return (holder[HOLDER] ??= new Map());
}

/** The value kept under `name`, made by `make` on the first call in this process (or page). */
export function singleton<Value>(name: string, make: () => Value): Value {
  const kept = values();
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name) as Value;
}

/** Drops the value kept under `name` (the next `singleton` call makes a new one) and returns it. */
export function forgetSingleton<Value>(name: string): Value | undefined {
  const kept = values();
  const value = kept.get(name) as Value | undefined;
  kept.delete(name);
  return value;
}
