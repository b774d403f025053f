/**
 * The five fee recommendations (research §5.2), computed from the projected mempool blocks and
 * the node's mempool floor (`mempoolminfee`, BTC/kvB).
 *
 * Per block k = 0, 1, 2 (fastest, halfHour, hour):
 * - a missing block, a block of at most 500,000 vB, or one whose median is under the minimum → the
 *   minimum fee (anything gets in);
 * - otherwise rate = its median, averaged with the previous block's result for k > 0;
 * - the last projected block, if at most 950,000 vB, is discounted by how full it is:
 *   rate × (vsize − 500,000) / 500,000;
 * - else rate rounded up to the increment.
 * economy = hour clamped to [minimum, 2 × minimum]; then fastest ≥ halfHour ≥ hour ≥ economy is
 * enforced and every value is rounded to the increment.
 *
 * Variants: the integer variant (REST `/fees/recommended`) rounds to the network's fee step,
 * 1 sat/vB on Bitcoin and 0.1 on Liquid (spec §9, from `NETWORKS[network].feeDecimals`). The precise
 * variant (the `fees` frame) rounds to 0.001; on Bitcoin networks it then adds 0.5 to fastest
 * (at least 1) and 0.25 to halfHour (at least 0.5); on Liquid it floors the minimum at 0.1 and adds
 * nothing. Bisq follows the Bitcoin rules.
 *
 * @example
 * recommendedFees(mempoolBlocks, 0.00001, { network: "mainnet" });
 * // { fastestFee: 2, halfHourFee: 2, hourFee: 2, economyFee: 2, minimumFee: 1 }
 */
import { UnsupportedNetworkError } from "../network/errors.ts";
import { type Network, NETWORKS, NETWORK_IDS, isNetwork } from "../network/networks.ts";
import type { MempoolBlock, RecommendedFees } from "../types/mempool.ts";
import { satPerVByte } from "../types/units.ts";
import { ceilToIncrement, roundToIncrement } from "./fee-increment.ts";
import { InvalidFeeInputError } from "./fee-stats-tx.ts";

/** 1 BTC/kvB = 100,000,000 sat / 1,000 vB. */
export const SAT_PER_VB_PER_BTC_PER_KVB = 100_000;
/** A projected block at most this full confirms anything above the floor. */
export const HALF_FULL_BLOCK_VB = 500_000;
/** The last projected block, if at most this full, earns a discount for its free space. */
export const NEARLY_FULL_BLOCK_VB = 950_000;
/** Recommendations read projected blocks 0, 1 and 2. */
export const RECOMMENDED_FEE_BLOCK_COUNT = 3;
export const PRECISE_FEE_INCREMENT = 0.001;
export const PRECISE_FASTEST_OFFSET_SAT_PER_VB = 0.5;
export const PRECISE_FASTEST_FLOOR_SAT_PER_VB = 1;
export const PRECISE_HALF_HOUR_OFFSET_SAT_PER_VB = 0.25;
export const PRECISE_HALF_HOUR_FLOOR_SAT_PER_VB = 0.5;
/** Liquid's fee step, which is also its floor in the precise variant. */
export const LIQUID_MINIMUM_FEE_SAT_PER_VB = 0.1;

export interface RecommendedFeeOptions {
  readonly network: Network;
  /** The 3-decimal `fees`-frame variant; default false (the REST variant). */
  readonly precise?: boolean;
}

/**
 * The network's fee step in sat/vB: 1 on Bitcoin networks, 0.1 on Liquid (spec §9).
 *
 * @example
 * feeIncrement("liquidtestnet");  // 0.1
 */
export function feeIncrement(network: Network): number {
  if (!isNetwork(network)) throw new UnsupportedNetworkError(network, `expected one of ${NETWORK_IDS.join(", ")}.`);
  return 10 ** -NETWORKS[network].feeDecimals;
}

/**
 * Fastest, half-hour, hour, economy and minimum fees for `blocks` (projected blocks, next first)
 * and the mempool floor `minFeeBtcPerKvB` (`mempoolInfo.mempoolminfee`).
 *
 * @example
 * recommendedFees([], 0.000001, { network: "mainnet" });
 * // all five 1 (the 0.1 sat/vB floor rounds up to the 1 sat/vB step)
 * recommendedFees([], 0.00001, { network: "mainnet", precise: true });
 * // { fastestFee: 1.5, halfHourFee: 1.25, hourFee: 1, economyFee: 1, minimumFee: 1 }
 */
export function recommendedFees(
  blocks: readonly MempoolBlock[],
  minFeeBtcPerKvB: number,
  options: RecommendedFeeOptions,
): RecommendedFees {
  const { network, precise = false } = options;
  const networkStep = feeIncrement(network); // first, so an unknown network fails before NETWORKS is read
  const step = precise ? PRECISE_FEE_INCREMENT : networkStep;
  const isLiquid = NETWORKS[network].chain === "liquid";
  const floor = precise && isLiquid ? LIQUID_MINIMUM_FEE_SAT_PER_VB : step;
  if (!Array.isArray(blocks)) throw new InvalidFeeInputError("mempool blocks", blocks, "an array of projected blocks");
  if (typeof minFeeBtcPerKvB !== "number" || !Number.isFinite(minFeeBtcPerKvB) || minFeeBtcPerKvB < 0) {
    throw new InvalidFeeInputError("mempoolminfee", minFeeBtcPerKvB, "a finite rate of 0 BTC/kvB or more");
  }

  const minimum = Math.max(ceilToIncrement(minFeeBtcPerKvB * SAT_PER_VB_PER_BTC_PER_KVB, step), floor);
  const perBlock: number[] = [];
  for (let k = 0; k < RECOMMENDED_FEE_BLOCK_COUNT; k++) {
    const block = blocks[k];
    const isLast = k === blocks.length - 1;
    perBlock.push(block === undefined ? minimum : blockFee(block, k, perBlock[k - 1], isLast, minimum, step));
  }
  const [first = minimum, second = minimum, third = minimum] = perBlock;

  const economy = Math.min(Math.max(third, minimum), 2 * minimum);
  const hour = Math.max(third, economy);
  const halfHour = Math.max(second, hour);
  const fastest = Math.max(first, halfHour);
  const fees = {
    fastestFee: roundToIncrement(fastest, step),
    halfHourFee: roundToIncrement(halfHour, step),
    hourFee: roundToIncrement(hour, step),
    economyFee: roundToIncrement(economy, step),
    minimumFee: roundToIncrement(minimum, step),
  };
  if (precise && !isLiquid) {
    // research §5.2: the precise Bitcoin variant pads the two urgent rates so they clear the next blocks.
    const fastestPadded = fees.fastestFee + PRECISE_FASTEST_OFFSET_SAT_PER_VB;
    const halfHourPadded = fees.halfHourFee + PRECISE_HALF_HOUR_OFFSET_SAT_PER_VB;
    fees.fastestFee = roundToIncrement(Math.max(fastestPadded, PRECISE_FASTEST_FLOOR_SAT_PER_VB), step);
    fees.halfHourFee = roundToIncrement(Math.max(halfHourPadded, PRECISE_HALF_HOUR_FLOOR_SAT_PER_VB), step);
  }
  return {
    fastestFee: satPerVByte(fees.fastestFee),
    halfHourFee: satPerVByte(fees.halfHourFee),
    hourFee: satPerVByte(fees.hourFee),
    economyFee: satPerVByte(fees.economyFee),
    minimumFee: satPerVByte(fees.minimumFee),
  };
}

function blockFee(
  block: MempoolBlock,
  index: number,
  previous: number | undefined,
  isLast: boolean,
  minimum: number,
  step: number,
): number {
  // `?.`: a null entry from an unparsed frame fails the check below instead of crashing here.
  const vsize = checked(block?.blockVSize, `mempool blocks[${index}].blockVSize`);
  const median = checked(block.medianFee, `mempool blocks[${index}].medianFee`);
  if (vsize <= HALF_FULL_BLOCK_VB || median < minimum) return minimum;
  const rate = previous === undefined ? median : (median + previous) / 2;
  if (isLast && vsize <= NEARLY_FULL_BLOCK_VB) {
    return Math.max(minimum, (rate * (vsize - HALF_FULL_BLOCK_VB)) / HALF_FULL_BLOCK_VB);
  }
  return ceilToIncrement(rate, step);
}

function checked(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InvalidFeeInputError(field, value, "a finite number of 0 or more");
  }
  return value;
}
