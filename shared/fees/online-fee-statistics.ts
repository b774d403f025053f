/**
 * Streaming fee statistics for the overflow "stack" block, the last projected block that holds
 * everything beyond the first seven (research §1.4, §5.2). It can hold millions of transactions,
 * so it is summarised in one pass without sorting:
 *
 * - transactions arrive from the highest rate to the lowest (template order), and each occupies
 *   the next `weight` units of the stack's total weight;
 * - 11 bands, each 0.5 % of the total weight wide, are centred at 0.25, 10, 20, …, 90 and 99.75 %
 *   of the way through the stream; each band keeps the weight-weighted average rate of what falls
 *   inside it (0 while nothing does);
 * - `feeRange` lists the 11 band averages from the low-fee end (99.75 %) to the high-fee end
 *   (0.25 %); `medianFee` is the middle band's (50 %).
 *
 * @example
 * const stats = new OnlineFeeStatistics(weightUnits(13_542_466));
 * for (const tx of stackTxs) stats.add(tx);
 * stats.result();  // { medianFee: 0.35, feeRange: [0.21, 0.35, …, 1.01] } (11 values)
 */
import type { FeeStatistics } from "../types/mempool.ts";
import { type WeightUnits, satPerVByte, weightUnits } from "../types/units.ts";
import { type FeeStatsTx, InvalidFeeInputError, checkFeeStatsTx } from "./fee-stats-tx.ts";

/** Band centres, as percentages of the stream's weight from its high-fee start. */
export const STACK_FEE_BAND_CENTRES_PERCENT = [0.25, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99.75] as const;
export const STACK_FEE_BAND_WIDTH_PERCENT = 0.5;

interface Band {
  readonly from: number;
  readonly to: number;
  weightedRates: number;
  weight: number;
}

/** One-pass calculator: `add` each transaction in template order, then read `result()`. */
export class OnlineFeeStatistics {
  readonly #bands: readonly Band[];
  #position = 0;
  #count = 0;

  /**
   * @param totalWeight the stack's weight (the sum of its transactions' weights), known up front
   * from the block summary.
   * @example
   * new OnlineFeeStatistics(weightUnits(8_000_000));
   */
  constructor(totalWeight: WeightUnits) {
    if (typeof totalWeight !== "number" || !Number.isFinite(totalWeight) || totalWeight <= 0) {
      throw new InvalidFeeInputError("stack weight", totalWeight, "a positive number of weight units");
    }
    const half = STACK_FEE_BAND_WIDTH_PERCENT / 2;
    this.#bands = STACK_FEE_BAND_CENTRES_PERCENT.map((centre) => ({
      from: (totalWeight * (centre - half)) / 100,
      to: (totalWeight * (centre + half)) / 100,
      weightedRates: 0,
      weight: 0,
    }));
  }

  /**
   * Streams the next transaction (a lower or equal rate than the previous one). Weight beyond the
   * total falls in no band.
   *
   * @example
   * stats.add({ weight: weightUnits(561), effectiveFeePerVsize: satPerVByte(3.2) });
   */
  add(tx: FeeStatsTx): void {
    checkFeeStatsTx(tx, this.#count);
    const start = this.#position;
    const end = start + tx.weight;
    for (const band of this.#bands) {
      const overlap = Math.min(end, band.to) - Math.max(start, band.from);
      if (overlap > 0) {
        band.weightedRates += tx.effectiveFeePerVsize * overlap;
        band.weight += overlap;
      }
    }
    this.#position = end;
    this.#count += 1;
  }

  /**
   * The statistics of everything added so far: 11 band averages, low to high.
   *
   * @example
   * stats.result().feeRange.length;  // 11
   */
  result(): FeeStatistics {
    const averages = this.#bands.map((band) => satPerVByte(band.weight > 0 ? band.weightedRates / band.weight : 0));
    const feeRange = averages.toReversed();
    return { medianFee: feeRange[Math.floor(feeRange.length / 2)] ?? satPerVByte(0), feeRange };
  }
}

/**
 * The stack statistics of `txs` (template order). `totalWeight` defaults to the sum of their
 * weights; then the iterable is read into an array first, and an empty one gives 11 zeros.
 *
 * @example
 * onlineFeeStatistics(stackTxs).feeRange;  // 11 band averages, low to high
 * onlineFeeStatistics([]).feeRange;        // eleven 0s
 */
export function onlineFeeStatistics(txs: Iterable<FeeStatsTx>, totalWeight?: WeightUnits): FeeStatistics {
  if (txs === null || typeof txs !== "object" || !(Symbol.iterator in txs)) {
    throw new InvalidFeeInputError("txs", txs, "an iterable of transactions in template order");
  }
  if (totalWeight !== undefined) return streamAll(txs, totalWeight);
  const list = [...txs];
  list.forEach(checkFeeStatsTx);
  if (list.length === 0) {
    return { medianFee: satPerVByte(0), feeRange: STACK_FEE_BAND_CENTRES_PERCENT.map(() => satPerVByte(0)) };
  }
  return streamAll(list, weightUnits(list.reduce((sum, tx) => sum + tx.weight, 0)));
}

function streamAll(txs: Iterable<FeeStatsTx>, totalWeight: WeightUnits): FeeStatistics {
  const stats = new OnlineFeeStatistics(totalWeight);
  for (const tx of txs) stats.add(tx);
  return stats.result();
}
