/**
 * A transaction's sizes and fee rates as the explorer shows them. The virtual size is weight / 4,
 * unrounded, as the mempool backend reports `vsize` (research §2.3: 167.25 vB is a real value), so
 * rates match the backend's `feePerVsize`. The sigop-adjusted size is Core's (research §5.1): a
 * transaction with many signature operations is charged 5 vB per sigop when that is more.
 *
 * @example
 * feeRate(960, 896);                          // 4.2857… sat/vB
 * effectiveFeeRate(tx, cpfp);                 // { rate: 6.1, source: "cpfp" }
 */
import { assertNonNegativeNumber } from "../format/number-guards.ts";
import { WITNESS_SCALE_FACTOR } from "../types/units.ts";
import type { EsploraTransaction } from "../types/esplora.ts";
import type { CpfpInfo } from "./cpfp-info.ts";

/** Research §5.1: weight' = max(weight, sigops × 20), so each sigop costs 20 WU (5 vB). */
export const WEIGHT_PER_SIGOP = 20;

/**
 * Weight / 4, unrounded.
 *
 * @example
 * virtualSize(669); // 167.25
 */
export function virtualSize(weight: number): number {
  assertNonNegativeNumber(weight, "weight");
  return weight / WITNESS_SCALE_FACTOR;
}

/**
 * Core's sigop-adjusted virtual size, vsize' = max(⌈weight / 4⌉, sigops × 5).
 *
 * @example
 * adjustedVirtualSize(896, 4);    // 224
 * adjustedVirtualSize(2_720, 400); // 2000
 */
export function adjustedVirtualSize(weight: number, sigops: number): number {
  assertNonNegativeNumber(weight, "weight");
  assertNonNegativeNumber(sigops, "sigops");
  return Math.max(Math.ceil(weight / WITNESS_SCALE_FACTOR), (sigops * WEIGHT_PER_SIGOP) / WITNESS_SCALE_FACTOR);
}

/**
 * Fee per virtual byte; throws for a zero weight, which no transaction has.
 *
 * @example
 * feeRate(960, 896); // 4.285714285714286
 */
export function feeRate(fee: number, weight: number): number {
  assertNonNegativeNumber(fee, "fee");
  const vsize = virtualSize(weight);
  if (vsize === 0) throw new RangeError("weight must be above 0 to compute a fee rate, got 0");
  return fee / vsize;
}

export interface EffectiveFeeRate {
  /** sat/vB. */
  readonly rate: number;
  /** "cpfp" when the backend's package rate was used, "own" for fee / vsize. */
  readonly source: "cpfp" | "own";
}

/**
 * The rate a miner ranks the transaction by: the CPFP answer's `effectiveFeePerVsize` when there is
 * one (it accounts for ancestors, descendants and accelerations), otherwise its own fee / vsize.
 *
 * @example
 * effectiveFeeRate({ fee: 960, weight: 896 });                                    // { rate: 4.2857…, source: "own" }
 * effectiveFeeRate({ fee: 960, weight: 896 }, { ancestors: [], effectiveFeePerVsize: 9 }); // { rate: 9, source: "cpfp" }
 */
export function effectiveFeeRate(tx: Pick<EsploraTransaction, "fee" | "weight">, cpfp?: CpfpInfo | null): EffectiveFeeRate {
  const packageRate = cpfp?.effectiveFeePerVsize;
  if (typeof packageRate === "number" && Number.isFinite(packageRate) && packageRate > 0) return { rate: packageRate, source: "cpfp" };
  return { rate: feeRate(tx.fee, tx.weight), source: "own" };
}
