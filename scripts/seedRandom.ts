// Deterministic randomness for the demo and bench data: the same seed gives the same company on
// every run, so seeding is idempotent.

/** A small deterministic random source (mulberry32). */
export function randomFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

export const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** A key of `weights`, drawn in proportion to its weight. */
export function weighted<K extends string>(random: () => number, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let r = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [key, w] of entries) if ((r -= w) < 0) return key;
  return entries[entries.length - 1][0];
}

/** A whole number in [min, max]. */
export const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Firestore-style id (20 of [A-Za-z0-9]), from `random`. */
export const newId = (random: () => number) =>
  Array.from({ length: 20 }, () => ID_CHARS[Math.floor(random() * 62)]).join('');

/** A local time on `day` (yyyy-mm-dd). */
export function at(day: string, hours: number, minutes = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, hours, minutes);
}
