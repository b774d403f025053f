/**
 * The mempool-by-fee-level chart (research §2.4) as a chart model: one area per fee level of
 * shared/tables/fee-levels.ts, stacked low fees at the bottom (or, inverted, high fees at the bottom
 * with a 1 MvB line), levels above the highest that ever held 100,000 vB left out, and levels below
 * the filter's choice hidden.
 *
 * @example
 * feeStackModel(chronological(rows), { lowest: 0, inverted: false, scale: 1 }).series[0]!.label; // "0 - 1"
 */
import { formatNumber } from "../format/decimal.ts";
import { FEE_LEVELS_SAT_PER_VB } from "../tables/fee-levels.ts";
import { FEE_COLOURS } from "../tables/fee-colours.ts";
import { BLOCK_VSIZE } from "../types/units.ts";
import type { ChartModel, ChartReference } from "./chart-model.ts";
import type { StatisticsRow } from "./statistics-row.ts";

/** research §2.4: a level shows when it held this many vB at some point of the window. */
export const SHOWN_LEVEL_MIN_VSIZE = 100_000;
/** research §2.4: the inverted chart's reference, one block's worth of vB. */
export const ONE_BLOCK_VSIZE = BLOCK_VSIZE;

/** Liquid compares rates ×10 (research §2.1), so its labels are the levels ÷ 10. */
export type FeeLevelScale = 1 | 10;

/**
 * A level's name: "a - b", or "2000+" for the last.
 *
 * @example
 * feeLevelLabel(6, 1);   // "6 - 8"
 * feeLevelLabel(38, 1);  // "2000+"
 * feeLevelLabel(1, 10);  // "0.1 - 0.2"
 */
export function feeLevelLabel(level: number, scale: FeeLevelScale): string {
  const high = FEE_LEVELS_SAT_PER_VB[level + 1];
  return high === undefined ? `${feeLevelFloor(level, scale)}+` : `${feeLevelFloor(level, scale)} - ${showRate(high, scale)}`;
}

const showRate = (rate: number, scale: FeeLevelScale): string => formatNumber(rate / scale, scale === 1 ? "1.0-0" : "1.1-1", { grouping: false });

/**
 * A level's lowest rate as its label prints it.
 *
 * @example
 * feeLevelFloor(6, 1); // "6"
 */
export function feeLevelFloor(level: number, scale: FeeLevelScale): string {
  const low = FEE_LEVELS_SAT_PER_VB[level];
  if (low === undefined) throw new RangeError(`feeLevelLabel: there is no fee level ${level}.`);
  return showRate(low, scale);
}

/**
 * The highest level shown: the highest that held SHOWN_LEVEL_MIN_VSIZE at some point; in a quiet
 * mempool where none did, the highest that held anything (else the chart would be empty); -1 when
 * every level is empty throughout.
 */
export function highestShownLevel(rows: readonly StatisticsRow[]): number {
  let busy = -1;
  let any = -1;
  for (const row of rows) {
    row.vsizes.forEach((vsize, level) => {
      if (vsize >= SHOWN_LEVEL_MIN_VSIZE && level > busy) busy = level;
      if (vsize > 0 && level > any) any = level;
    });
  }
  return busy >= 0 ? busy : any;
}

export interface FeeStackOptions {
  /** The filter's choice: levels below it are hidden. */
  readonly lowest: number;
  readonly inverted: boolean;
  readonly scale: FeeLevelScale;
  /** The inverted chart's reference line's name ("1 MvB"). */
  readonly referenceLabel?: string;
}

/** The chart of `rows` (oldest first): levels lowest…highest shown, bottom first unless inverted. */
export function feeStackModel(rows: readonly StatisticsRow[], { lowest, inverted, scale, referenceLabel = "1 MvB" }: FeeStackOptions): ChartModel {
  const highest = highestShownLevel(rows);
  const levels: number[] = [];
  for (let level = Math.max(0, lowest); level <= highest; level++) levels.push(level);
  if (inverted) levels.reverse();
  const references: ChartReference[] = inverted ? [{ value: ONE_BLOCK_VSIZE, label: referenceLabel, colour: "#ffffff" }] : [];
  return {
    kind: "stack",
    times: rows.map((row) => row.added),
    series: levels.map((level) => ({
      id: `level-${level}`,
      label: feeLevelLabel(level, scale),
      colour: FEE_COLOURS[level] ?? FEE_COLOURS[FEE_COLOURS.length - 1]!,
      values: rows.map((row) => row.vsizes[level] ?? 0),
    })),
    references,
  };
}
