/**
 * The fee-rate bar graph of the acceleration panel (spec §2.5, research §2.6): one column, the
 * transaction's own rate at the bottom, above it a "next block" target segment when its fee falls
 * short of the next block, then one segment per maximum-bid option up to the rate that option
 * reaches. Each segment's height grows with the rate it adds, and none is shorter than
 * `minShare` of the column, so every label fits however close the rates are.
 *
 * @example
 * bidGraphBars(estimate, bidOptions(estimate));
 * // top to bottom: option 2, option 1, option 0, (target), tx — heights are shares of the column, summing to 1
 */
import type { AccelerationEstimate, BidOption } from "../../../shared/rules/acceleration-estimate.ts";

export type BidGraphBarKind = "option" | "target" | "tx";

export interface BidGraphBar {
  readonly kind: BidGraphBarKind;
  /** The option's index (0, 1, 2) for an option segment; null for the others. */
  readonly option: number | null;
  /** The package's rate at the top of the segment, sat/vB. */
  readonly rate: number;
  /** Sats: the option's bid, the extra fee the next block needs, or the transaction's own (in-band) fees. */
  readonly fee: number;
  /** Share of the column's height, 0–1. */
  readonly share: number;
}

/** The shortest segment as a share of the column: room for a line of text in a 12 rem column. */
export const MIN_BAR_SHARE = 0.12;

type GraphEstimate = Pick<AccelerationEstimate, "nextBlockFee" | "targetFeeRate" | "txSummary">;

/**
 * The segments, top (highest rate) first.
 *
 * @throws RangeError when `minShare` leaves no room for the segments
 */
export function bidGraphBars(estimate: GraphEstimate, options: readonly BidOption[], minShare = MIN_BAR_SHARE): BidGraphBar[] {
  const { effectiveFee, effectiveVsize } = estimate.txSummary;
  const levels: Omit<BidGraphBar, "share">[] = [{ kind: "tx", option: null, rate: effectiveFee / effectiveVsize, fee: effectiveFee }];
  if (estimate.nextBlockFee > effectiveFee) {
    levels.push({ kind: "target", option: null, rate: estimate.targetFeeRate, fee: estimate.nextBlockFee - effectiveFee });
  }
  for (const option of options) levels.push({ kind: "option", option: option.index, rate: option.rate, fee: option.fee });
  // The transaction stays at the bottom; the rest stack by the rate they reach.
  const [own, ...above] = levels as [Omit<BidGraphBar, "share">, ...Omit<BidGraphBar, "share">[]];
  above.sort((a, b) => a.rate - b.rate);
  const stacked = [own, ...above];
  if (!(minShare >= 0) || minShare * stacked.length > 1) throw new RangeError(`bidGraphBars: ${stacked.length} segments of at least ${minShare} do not fit one column.`);
  const steps = stacked.map((level, i) => Math.max(0, i === 0 ? level.rate : level.rate - stacked[i - 1]!.rate));
  const total = steps.reduce((sum, step) => sum + step, 0);
  const free = 1 - minShare * stacked.length;
  return stacked
    .map((level, i) => ({ ...level, share: minShare + free * (total > 0 ? steps[i]! / total : 1 / stacked.length) }))
    .reverse();
}
