/**
 * Median fee and fee range of a mined or projected block (research §5.2), shown on every block of
 * the strip (spec §2.3).
 *
 * - The block is read as a virtual block of 4,000,000 WU (the network's block weight) whose unused
 *   space is empty room at the low-fee end: rate-sorted transactions are stacked from
 *   max(0, limit − total weight) upwards.
 * - `medianFee` is the weight-weighted average rate over the band limit/2 ± limit/800
 *   (1,995,000 … 2,005,000 WU), divided by the transaction weight inside the band; 0 when the band
 *   holds no transaction weight (a block under half full).
 * - `feeRange` is `[min, p10, p25, p50, p75, p90, max]` by transaction count on the rate-sorted
 *   list, index floor((n − 1) · p / 100). `min` is the lower of p1 and the lowest rate among the
 *   last 2 % of transactions in block order, `max` the higher of p99 and the highest rate among
 *   the first 2 %: a template's head and tail are its priciest and cheapest packages even when
 *   single outliers would otherwise hide them.
 * - "2 %" of n transactions is floor(n · 2 / 100), at least 1: never more than 2 %.
 * - A leading zero-fee transaction (the coinbase) is dropped first. A list of at most one
 *   transaction (an empty block: just the coinbase) gives median 0 and seven zeros.
 *
 * @example
 * blockFeeStatistics([coinbase, ...txs]);  // { medianFee: 14.2, feeRange: [3, 5.1, 8, 12, 20, 41, 310] }
 */
import type { FeeStatistics } from "../types/mempool.ts";
import { type SatPerVByte, type WeightUnits, BLOCK_WEIGHT_UNITS, satPerVByte } from "../types/units.ts";
import { type FeeStatsTx, InvalidFeeInputError, checkFeeStatsTx } from "./fee-stats-tx.ts";

/** The median band is ±(limit / 800) around the middle: ±5,000 WU of a 4,000,000 WU block. */
export const MEDIAN_BAND_DIVISOR = 800;
/** The five inner percentiles of `feeRange`, between its min and max. */
export const FEE_RANGE_PERCENTILES = [10, 25, 50, 75, 90] as const;
/** The percentiles that seed `min` and `max`. */
export const FEE_RANGE_LOW_PERCENTILE = 1;
export const FEE_RANGE_HIGH_PERCENTILE = 99;
/** Share of the block, by count and in block order, scanned for the min and max heuristics. */
export const FEE_RANGE_EDGE_SHARE_PERCENT = 2;

/** Statistics of a block with no fee-paying transactions. */
export const EMPTY_FEE_STATISTICS: FeeStatistics = Object.freeze({
  medianFee: satPerVByte(0),
  feeRange: Object.freeze(Array.from({ length: 7 }, () => satPerVByte(0))),
});

/**
 * Median fee and 7-value fee range of a block's transactions, given in block order.
 *
 * @example
 * const tx = (weight: number, rate: number) => ({ weight: weightUnits(weight), effectiveFeePerVsize: satPerVByte(rate) });
 * blockFeeStatistics([tx(2_000_000, 3), tx(2_000_000, 1)]);
 * // { medianFee: 2, feeRange: [1, 1, 1, 1, 1, 1, 3] }  (the band straddles both; max from the head)
 */
export function blockFeeStatistics(
  txs: readonly FeeStatsTx[],
  blockWeightUnits: WeightUnits = BLOCK_WEIGHT_UNITS as WeightUnits,
): FeeStatistics {
  if (!Array.isArray(txs)) throw new InvalidFeeInputError("txs", txs, "an array of transactions in block order");
  if (typeof blockWeightUnits !== "number" || !Number.isSafeInteger(blockWeightUnits) || blockWeightUnits <= 0) {
    throw new InvalidFeeInputError("block weight", blockWeightUnits, "a whole number of weight units above 0");
  }
  txs.forEach(checkFeeStatsTx);
  if (txs.length <= 1) return EMPTY_FEE_STATISTICS;

  const inBlockOrder = txs[0]?.fee === 0 ? txs.slice(1) : txs;
  const byRate = [...inBlockOrder].sort((a, b) => a.effectiveFeePerVsize - b.effectiveFeePerVsize);
  return {
    medianFee: bandMedian(byRate, blockWeightUnits),
    feeRange: feeRange(inBlockOrder, byRate),
  };
}

function bandMedian(byRate: readonly FeeStatsTx[], limit: number): SatPerVByte {
  const halfWidth = limit / MEDIAN_BAND_DIVISOR;
  const low = limit / 2 - halfWidth;
  const high = limit / 2 + halfWidth;
  const totalWeight = byRate.reduce((sum, tx) => sum + tx.weight, 0);
  let position = Math.max(0, limit - totalWeight);
  let weightedRates = 0;
  let bandWeight = 0;
  for (const tx of byRate) {
    const overlap = Math.min(position + tx.weight, high) - Math.max(position, low);
    if (overlap > 0) {
      weightedRates += tx.effectiveFeePerVsize * overlap;
      bandWeight += overlap;
    }
    position += tx.weight;
    if (position >= high) break;
  }
  return satPerVByte(bandWeight > 0 ? weightedRates / bandWeight : 0);
}

function feeRange(inBlockOrder: readonly FeeStatsTx[], byRate: readonly FeeStatsTx[]): SatPerVByte[] {
  const n = byRate.length;
  const at = (percentile: number): number => rateAt(byRate, Math.floor(((n - 1) * percentile) / 100));
  const edge = Math.max(1, Math.floor((n * FEE_RANGE_EDGE_SHARE_PERCENT) / 100));
  const tailRates = inBlockOrder.slice(n - edge).map((tx) => tx.effectiveFeePerVsize);
  const headRates = inBlockOrder.slice(0, edge).map((tx) => tx.effectiveFeePerVsize);
  const min = Math.min(at(FEE_RANGE_LOW_PERCENTILE), ...tailRates);
  const max = Math.max(at(FEE_RANGE_HIGH_PERCENTILE), ...headRates);
  return [min, ...FEE_RANGE_PERCENTILES.map(at), max].map(satPerVByte);
}

function rateAt(byRate: readonly FeeStatsTx[], index: number): number {
  const tx = byRate[index];
  // Unreachable: every index is floor((n − 1) · p / 100) with 0 ≤ p ≤ 100 and n ≥ 1.
  if (tx === undefined) throw new RangeError(`Fee percentile index ${index} outside ${byRate.length} transactions.`);
  return tx.effectiveFeePerVsize;
}
