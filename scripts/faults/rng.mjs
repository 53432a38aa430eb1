// A small seeded random number generator (mulberry32 over a hashed seed): the same seed gives the
// same sequence on every machine, so a fault run can be replayed.

/** A 32-bit hash of a string seed (FNV-1a), so "42" and "release-check" both work as seeds. */
function hashSeed(seed) {
  let h = 0x811c9dc5;
  for (const ch of String(seed)) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** An independent stream per `stream` name: the kill moments never depend on the operations. */
export function rng(seed, stream) {
  let a = hashSeed(`${seed}/${stream}`);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    /** Lower-case letters and digits, for unique names. */
    word: (length) => {
      let out = "";
      for (let i = 0; i < length; i++) out += "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(next() * 36)];
      return out;
    },
  };
}

/** Picks a key of `weights` ({ name: weight }) with the generator. */
export function weighted(random, weights) {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let x = random.next() * total;
  for (const [name, w] of entries) {
    x -= w;
    if (x < 0) return name;
  }
  return entries[entries.length - 1][0];
}
