// Small fixed-seed PRNG for the TypeScript side of the seed and for data derived from seeded rows on read
// (a bulk order's detail), so the same seed gives the same numbers everywhere.

/** mulberry32: returns a generator of numbers in [0, 1), the same sequence for the same seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
