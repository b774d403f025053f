/**
 * Spec §9: "38 steps with rate boundaries 1, 2, 3, … 2000 sat/vB". With the implicit 0 below the first
 * boundary they make 39 levels: level i covers rates in [FEE_LEVELS_SAT_PER_VB[i], FEE_LEVELS_SAT_PER_VB[i + 1]),
 * and the last level everything from 2000 up. Fee colours and the statistics histogram both use these.
 */
export const FEE_RATE_BOUNDARIES_SAT_PER_VB = [
  1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 50, 60, 70, 80, 90, 100, 125, 150, 175, 200, 250, 300, 350, 400,
  500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
] as const;

/** Lower bound of each level in sat/vB: 0 then the 38 boundaries. */
export const FEE_LEVELS_SAT_PER_VB: readonly number[] = [0, ...FEE_RATE_BOUNDARIES_SAT_PER_VB];

/** 39: one level per lower bound. */
export const FEE_LEVEL_COUNT = FEE_LEVELS_SAT_PER_VB.length;

/**
 * The level a rate falls in. Rates of 2000 sat/vB and more get the last level; negative or NaN rates
 * (a broken input should still draw) get level 0.
 *
 * @example
 * feeLevelIndex(0.5);  // 0  (0 ≤ rate < 1)
 * feeLevelIndex(7);    // 6  (6 ≤ rate < 8)
 * feeLevelIndex(5000); // 38
 */
export function feeLevelIndex(rate: number): number {
  if (typeof rate !== "number" || Number.isNaN(rate) || rate < 0) return 0;
  // Binary search for the last lower bound ≤ rate; FEE_LEVELS_SAT_PER_VB[0] is 0, so one always exists.
  let low = 0;
  let high = FEE_LEVEL_COUNT - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((FEE_LEVELS_SAT_PER_VB[middle] ?? Number.POSITIVE_INFINITY) <= rate) low = middle;
    else high = middle - 1;
  }
  return low;
}
