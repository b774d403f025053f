/**
 * The figures the SSR bench reports from its samples: nearest-rank percentiles, rounded for the
 * JSON line.
 *
 * @example
 * percentile([5, 1, 3], 0.5); // 3
 * roundMs(12.3456);           // 12.35
 */

/** The nearest-rank percentile `p` (0–1) of `values`; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A percentile lies between 0 and 1; got ${p}.`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

/** Milliseconds to two decimals: a warm page answers in a few, so tenths would hide differences. */
export const roundMs = (ms: number): number => Math.round(ms * 100) / 100;

/** The most frequent of `values` (the first seen among equals); undefined when there are none. */
export function mostFrequent<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
