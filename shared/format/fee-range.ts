import { describeInput } from "../errors/describe-input.ts";

/** The lowest and highest fee rate a block's range is drawn with. */
export interface FeeRangeBounds<T extends number> {
  readonly min: T;
  readonly max: T;
}

/** Where the median sits in a seven-entry range [min, p10, p25, p50, p75, p90, max]. */
const MEDIAN_INDEX = 3;

/**
 * Spec §9: "Fee range: the minimum is feeRange index 1 when the median equals index 3, else index 0.
 * The maximum is the last item." Works for the seven-entry ranges of blocks and the eleven-entry ones
 * of a merged stack alike.
 *
 * @example
 * feeRangeBounds([1, 2, 3, 4, 5, 6, 50], 4); // { min: 2, max: 50 }
 * feeRangeBounds([1, 2, 3, 5, 5, 6, 50], 4); // { min: 1, max: 50 }
 */
export function feeRangeBounds<T extends number>(feeRange: readonly T[], medianFee: number): FeeRangeBounds<T> {
  if (!Array.isArray(feeRange)) throw new TypeError(`fee range must be an array, got ${describeInput(feeRange)}`);
  const bad = feeRange.findIndex((rate: unknown) => typeof rate !== "number" || !Number.isFinite(rate));
  if (bad !== -1) {
    throw new RangeError(`fee range entries must be finite numbers, got ${describeInput(feeRange[bad])} at index ${bad}`);
  }
  const first = feeRange[0];
  const last = feeRange[feeRange.length - 1];
  if (first === undefined || last === undefined) {
    throw new RangeError("fee range is empty: a block or mempool block always carries at least one rate");
  }
  const second = feeRange[1];
  const min = second !== undefined && feeRange[MEDIAN_INDEX] === medianFee ? second : first;
  return { min, max: last };
}
