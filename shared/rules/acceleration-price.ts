/**
 * What an acceleration costs (research §1.3, §2.4, §2.5): the package must reach the next block's
 * rate, and the service adds its fee and a size surcharge. Shared by the worker that quotes and the
 * tests that check a quote.
 *
 * @example
 * const quote = priceAcceleration({ effectiveVsize: 220, effectiveFee: 440, ancestorCount: 0 }, 12);
 * quote.cost;            // 2200: ceil(220 × 12) − 440
 * quote.mempoolBaseFee;  // 50000
 */

/** The service's own fee per acceleration, sats (research §1.3: 50,000 in both samples). */
export const MEMPOOL_BASE_FEE = 50_000;
/** Packages up to this size pay no size surcharge, vB. */
export const FREE_VSIZE = 1_000;
/** Size surcharge per vB above FREE_VSIZE, sats. */
export const VSIZE_FEE_PER_VBYTE = 10;
/** The least an acceleration costs over what the package pays (research §2.4: the server applies a minimum). */
export const MIN_ACCELERATION_COST = 1_000;

export interface PackageSummary {
  /** vsize of the transaction and its unconfirmed ancestors, vB. */
  readonly effectiveVsize: number;
  /** Their fees, sats. */
  readonly effectiveFee: number;
  readonly ancestorCount: number;
}

export interface AccelerationPrice {
  readonly targetFeeRate: number;
  /** What the package would pay at the target rate. */
  readonly nextBlockFee: number;
  /** What it lacks for that, never under MIN_ACCELERATION_COST. */
  readonly cost: number;
  readonly mempoolBaseFee: number;
  readonly vsizeFee: number;
}

/** The size surcharge of a package (research §1.3 `vsizeFee`: 0 for ordinary transactions). */
export const vsizeFeeOf = (effectiveVsize: number): number => Math.max(0, Math.ceil(effectiveVsize) - FREE_VSIZE) * VSIZE_FEE_PER_VBYTE;

/** The price of bringing `pkg` to `targetFeeRate` sat/vB. */
export function priceAcceleration(pkg: PackageSummary, targetFeeRate: number): AccelerationPrice {
  const nextBlockFee = Math.ceil(pkg.effectiveVsize * targetFeeRate);
  return {
    targetFeeRate,
    nextBlockFee,
    cost: Math.max(MIN_ACCELERATION_COST, nextBlockFee - pkg.effectiveFee),
    mempoolBaseFee: MEMPOOL_BASE_FEE,
    vsizeFee: vsizeFeeOf(pkg.effectiveVsize),
  };
}
