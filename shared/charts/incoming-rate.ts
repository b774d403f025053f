/**
 * The incoming-transactions chart (research §2.5) as a chart model: vB/s per sample, each point
 * coloured by the band its rate falls in, a reference at the rate blocks clear (1667 vB/s), the axis
 * at least that high, and with "cap outliers" at most four times the median.
 *
 * @example
 * incomingBandColour(1500); // "#7cb342"
 */
import { INCOMING_RATE_LIMIT_VB_PER_SECOND, type IncomingRateLevel, incomingRateLevel } from "../format/footer-levels.ts";
import type { ChartColour, ChartModel } from "./chart-model.ts";
import type { StatisticsRow } from "./statistics-row.ts";

/** 1,000,000 vB per 600 s: what one block every ten minutes clears (spec §9, research §2.5). */
export const CLEARING_RATE_VB_PER_SECOND = INCOMING_RATE_LIMIT_VB_PER_SECOND;
/** The axis reaches at least this high, so the reference line always shows. */
export const INCOMING_AXIS_FLOOR = 1800;
/** "Cap outliers": the axis stops at this many times the median rate. */
export const OUTLIER_CAP_MEDIANS = 4;

/** research §2.5: the line's colour for each step of footer-levels.ts (≤1667, ≤2000, … above 3500). */
export const INCOMING_LEVEL_COLOURS: Readonly<Record<IncomingRateLevel, ChartColour>> = {
  0: "#7cb342",
  1: "#fdd835",
  2: "#ffb300",
  3: "#fb8c00",
  4: "#f4511e",
  5: "#d81b60",
};

export const incomingBandColour = (rate: number): ChartColour => INCOMING_LEVEL_COLOURS[incomingRateLevel(Math.max(0, rate))];

/** The median of `values` (0 for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface IncomingOptions {
  readonly capOutliers: boolean;
  /** The series' and the reference's names. */
  readonly label: string;
  readonly referenceLabel: string;
}

/** The chart of `rows` (oldest first). */
export function incomingModel(rows: readonly StatisticsRow[], { capOutliers, label, referenceLabel }: IncomingOptions): ChartModel {
  const values = rows.map((row) => row.vbytes_per_second);
  return {
    kind: "line",
    times: rows.map((row) => row.added),
    series: [{ id: "vbytes-per-second", label, colour: INCOMING_LEVEL_COLOURS[0], values, pointColours: values.map(incomingBandColour) }],
    references: [{ value: CLEARING_RATE_VB_PER_SECOND, label: referenceLabel, colour: "#e7e9f6" }],
    valueFloor: INCOMING_AXIS_FLOOR,
    ...(capOutliers && values.length > 0 ? { valueCap: OUTLIER_CAP_MEDIANS * median(values) } : {}),
  };
}
