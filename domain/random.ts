// One seeded random generator (mulberry32) for everything that must be the same on every run: the
// sample catalogue and its pictures (scripts/), synthetic catalogues (bench/) and generated test
// data. Not for secrets: tokens use node:crypto.

/** A generator of numbers in [0, 1), the same sequence for the same 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
