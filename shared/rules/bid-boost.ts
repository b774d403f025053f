/**
 * The bid boost (research §3.9): what a partner pool charges of an acceleration's maximum bid once
 * it mines the transaction. One rate per block, read off the bottom of that block: what the
 * transactions the accelerated ones pushed out would have paid. Each acceleration then pays what
 * lifts its package to that rate, never more than its bid. The devnet's pools record it and the
 * accelerator service charges it, both from here.
 *
 * @example
 * const txs = summary.slice(1).map((tx) => ({ vsize: tx.vsize, fee: tx.fee, accelerated: tx.acc === true }));
 * const rate = blockBoostRate(txs, block.weight);                               // 8.5 sat/vB, or Infinity
 * bidBoostCharge({ effectiveVsize: 220, effectiveFee: 440, feeDelta: 6_000 }, rate); // 1_430
 */
import { BLOCK_WEIGHT_UNITS, WITNESS_SCALE_FACTOR } from "../types/units.ts";

/** The weight whose average rate is the block's boost rate. */
export const BOOST_WINDOW_WU = 40_000;
/** The least weight skipped at the bottom of the block before the window. */
export const BOOST_MIN_OFFSET_WU = 10_000;
/** The most weight skipped at the bottom of the block before the window. */
export const BOOST_MAX_OFFSET_WU = 400_000;
/** A block's weight limit: what it leaves unused is spare weight. */
export const BOOST_BLOCK_WEIGHT_WU = BLOCK_WEIGHT_UNITS;

/** One of the block's transactions after the coinbase, as `/api/v1/block/:hash/summary` gives it. */
export interface BoostBlockTx {
  readonly vsize: number;
  /** Sats. */
  readonly fee: number;
  /** Accelerated for the block's pool (the summary's `acc`): its place says nothing of the market. */
  readonly accelerated: boolean;
}

/** What an acceleration's charge is computed from (research §1.3 `Acceleration`). */
export interface BoostedAcceleration {
  /** vsize of the transaction with its unconfirmed ancestors when it was accelerated, vB. */
  readonly effectiveVsize: number;
  /** Their fees, sats. */
  readonly effectiveFee: number;
  /** The maximum bid, sats. */
  readonly feeDelta: number;
}

/**
 * The block's boost rate, sat/vB. `txs` are its transactions after the coinbase, in block order;
 * `blockWeight` its whole weight. The walk starts at the bottom and climbs, over the transactions
 * the block's fee-rate order explains: not accelerated, and in the longest run whose rates never
 * fall as the walk climbs (the rest were placed out of rate order, "prioritized"). It skips
 * `offset = min(max(smallest accelerated package, BOOST_MIN_OFFSET_WU, spare weight),
 * BOOST_MAX_OFFSET_WU)` and averages the rate over the next BOOST_WINDOW_WU, weighted by weight.
 * A package is a run of consecutive accelerated transactions (an accelerated one with the ancestors
 * it pulls along). Infinity when too little weight is left for the window: the pool takes the
 * whole bid.
 *
 * @example
 * blockBoostRate(Array(5_000).fill({ vsize: 200, fee: 1_000, accelerated: false }), 4_000_000); // 5
 * blockBoostRate([{ vsize: 200, fee: 1_000, accelerated: false }], 1_200);                     // Infinity
 */
export function blockBoostRate(txs: readonly BoostBlockTx[], blockWeight: number): number {
  const offset = Math.min(Math.max(smallestPackageWeight(txs), BOOST_MIN_OFFSET_WU, BOOST_BLOCK_WEIGHT_WU - blockWeight), BOOST_MAX_OFFSET_WU);
  const windowEnd = offset + BOOST_WINDOW_WU;
  let walked = 0;
  let covered = 0;
  let rateWeight = 0;
  for (const tx of inRateOrder(txs)) {
    const weight = tx.vsize * WITNESS_SCALE_FACTOR;
    // The part of this transaction's weight that lies inside the window.
    const inside = Math.min(walked + weight, windowEnd) - Math.max(walked, offset);
    if (inside > 0) {
      covered += inside;
      rateWeight += (tx.fee / tx.vsize) * inside;
    }
    walked += weight;
    if (walked >= windowEnd) return rateWeight / covered;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * What the pool charges of `acceleration`'s bid at `rate` (research §3.9): what lifts the package
 * to the rate, `ceil(effectiveVsize × rate) − effectiveFee`, between 0 and the bid. An infinite
 * rate charges the whole bid.
 *
 * @example
 * bidBoostCharge({ effectiveVsize: 220, effectiveFee: 440, feeDelta: 6_000 }, 8.5);      // 1_430
 * bidBoostCharge({ effectiveVsize: 220, effectiveFee: 440, feeDelta: 6_000 }, Infinity); // 6_000
 */
export function bidBoostCharge(acceleration: BoostedAcceleration, rate: number): number {
  const { effectiveVsize, effectiveFee, feeDelta } = acceleration;
  if (rate === Number.POSITIVE_INFINITY) return Math.max(0, feeDelta);
  return Math.max(0, Math.min(feeDelta, Math.max(0, Math.ceil(effectiveVsize * rate) - effectiveFee)));
}

/** The weight of the smallest run of consecutive accelerated transactions; 0 when there is none. */
function smallestPackageWeight(txs: readonly BoostBlockTx[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  let run = 0;
  for (const tx of txs) {
    if (tx.accelerated) {
      run += tx.vsize * WITNESS_SCALE_FACTOR;
      continue;
    }
    if (run > 0) smallest = Math.min(smallest, run);
    run = 0;
  }
  if (run > 0) smallest = Math.min(smallest, run);
  return Number.isFinite(smallest) ? smallest : 0;
}

/**
 * The transactions the block's rate order explains, bottom first: among those not accelerated (and
 * with a size), the longest run whose rates never fall from the bottom up. A longest run rather
 * than a greedy one, so that a lone outlier (a pool's own payout at the bottom, a prioritized one
 * near the top) costs only itself. Patience sorting, O(n log n).
 */
function inRateOrder(txs: readonly BoostBlockTx[]): BoostBlockTx[] {
  const candidates: BoostBlockTx[] = [];
  for (let i = txs.length - 1; i >= 0; i--) {
    const tx = txs[i]!;
    if (!tx.accelerated && tx.vsize > 0) candidates.push(tx);
  }
  const rates = candidates.map((tx) => tx.fee / tx.vsize);
  // tails[k]: index of the smallest last rate of a run of length k + 1 found so far.
  const tails: number[] = [];
  const previous = new Int32Array(candidates.length).fill(-1);
  for (let i = 0; i < candidates.length; i++) {
    const rate = rates[i]!;
    // The first run whose last rate is above this one (upper bound: equal rates extend a run).
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (rates[tails[mid]!]! <= rate) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  }
  const run: BoostBlockTx[] = new Array(tails.length);
  for (let k = tails.length - 1, i = tails.at(-1) ?? -1; k >= 0; k--, i = previous[i]!) run[k] = candidates[i]!;
  return run;
}
