// A small seeded PRNG (mulberry32) and the draws the generators need: a sequence is a pure
// function of its seed, so a failure replays exactly with LEDGER_MODEL_SEED=<seed>.
export type Rng = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** One of the keys, drawn with the given weights. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
}

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from nothing')
      return items[int(0, items.length - 1)]!
    },
    chance: (probability) => next() < probability,
    weighted: (weights) => {
      const entries = Object.entries(weights) as Array<[never, number]>
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let draw = next() * total
      for (const [key, weight] of entries) {
        draw -= weight
        if (draw < 0) return key
      }
      return entries.at(-1)![0]
    },
  }
}
