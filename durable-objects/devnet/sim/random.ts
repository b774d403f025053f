/**
 * The devnet's only source of randomness: a seeded generator, so the same seed replays the same
 * network (history, arrivals, fees, pools) and tests run in virtual time. Its state is four 32-bit
 * words that can be saved and restored, so a restarted object continues the same sequence.
 *
 * @example
 * const random = Random.fromSeed("blocktide");
 * random.next();            // a float in [0, 1)
 * random.exponential(60);   // a waiting time with mean 60
 */
export type RandomState = readonly [number, number, number, number];

export class Random {
  #s: Uint32Array;

  private constructor(state: RandomState) {
    this.#s = Uint32Array.from(state);
    if (this.#s.every((word) => word === 0)) this.#s[0] = 1; // the all-zero state is a fixed point
  }

  /** A generator whose sequence is fixed by a seed string. */
  static fromSeed(seed: string): Random {
    // splitmix32 over an FNV-1a hash of the seed spreads any string over the whole state.
    let h = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    const words: number[] = [];
    for (let i = 0; i < 4; i++) {
      h = (h + 0x9e3779b9) >>> 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      words.push((z ^ (z >>> 16)) >>> 0);
    }
    return new Random(words as unknown as RandomState);
  }

  static fromState(state: RandomState): Random {
    return new Random(state);
  }

  /** The state to persist; `Random.fromState(r.state)` continues exactly where `r` is. */
  get state(): RandomState {
    const s = this.#s;
    return [s[0]!, s[1]!, s[2]!, s[3]!];
  }

  /** A derived generator for one purpose, so adding draws in one place does not shift another. */
  fork(label: string): Random {
    return Random.fromSeed(`${this.nextUint32()}:${label}`);
  }

  /** xoshiro128** step: 32 uniformly random bits. */
  nextUint32(): number {
    const s = this.#s;
    const result = Math.imul(rotl(Math.imul(s[1]!, 5), 7), 9) >>> 0;
    const t = s[1]! << 9;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  }

  /** A float in [0, 1) with 32 bits of precision. */
  next(): number {
    return this.nextUint32() / 0x1_0000_0000;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Random.pick needs at least one item.");
    return items[this.int(0, items.length - 1)]!;
  }

  /** An index drawn with probability proportional to its weight. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let point = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      point -= weights[i]!;
      if (point < 0) return i;
    }
    return weights.length - 1;
  }

  /** A waiting time of a Poisson process with the given mean (block and arrival clocks). */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** The count of events in an interval whose expected count is `mean` (Knuth; fine for small means). */
  poisson(mean: number): number {
    if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    for (let p = this.next(); p > limit; p *= this.next()) k++;
    return k;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A log-normal draw with the given median and spread (fee rates and sizes are long-tailed). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;
