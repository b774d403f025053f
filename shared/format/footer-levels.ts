import { WITNESS_SCALE_FACTOR } from "../types/units.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";

/** Spec §9: "incoming rate limit 1667 vB/s" — the full width of the footer's rate bar. */
export const INCOMING_RATE_LIMIT_VB_PER_SECOND = 1667;
/** Spec §9: "WU/s is four times that". */
export const INCOMING_RATE_LIMIT_WU_PER_SECOND = INCOMING_RATE_LIMIT_VB_PER_SECOND * WITNESS_SCALE_FACTOR;
/** Spec §9: "Bar colours change above 1667, 2000, 2500, 3000 and 3500" (vB/s). */
export const INCOMING_RATE_STEPS_VB_PER_SECOND = [1667, 2000, 2500, 3000, 3500] as const;
/** Spec §9: memory usage is "success at or below 50 percent, warning up to 75 percent, danger above". */
export const MEMORY_USAGE_SUCCESS_MAX_PERCENT = 50;
export const MEMORY_USAGE_WARNING_MAX_PERCENT = 75;

/** Bar colour step of the incoming rate: 0 at or below 1667 vB/s, up to 5 above 3500. */
export type IncomingRateLevel = 0 | 1 | 2 | 3 | 4 | 5;
/** Bootstrap-like tone of the memory usage bar. */
export type MemoryUsageLevel = "success" | "warning" | "danger";

/**
 * Counts the colour steps an incoming rate is above.
 *
 * @example
 * incomingRateLevel(1667); // 0
 * incomingRateLevel(2100); // 2
 * incomingRateLevel(9000); // 5
 */
export function incomingRateLevel(vbPerSecond: number): IncomingRateLevel {
  assertNonNegativeNumber(vbPerSecond, "incoming rate");
  return INCOMING_RATE_STEPS_VB_PER_SECOND.filter((step) => vbPerSecond > step).length as IncomingRateLevel;
}

/**
 * Share of the rate bar to fill, 0..1.
 *
 * @example
 * incomingRateFill(833.5); // 0.5
 */
export function incomingRateFill(vbPerSecond: number): number {
  assertNonNegativeNumber(vbPerSecond, "incoming rate");
  return Math.min(1, vbPerSecond / INCOMING_RATE_LIMIT_VB_PER_SECOND);
}

/**
 * Tone of the memory usage bar.
 *
 * @example
 * memoryUsageLevel(50);   // "success"
 * memoryUsageLevel(75);   // "warning"
 * memoryUsageLevel(75.1); // "danger"
 */
export function memoryUsageLevel(percent: number): MemoryUsageLevel {
  assertNonNegativeNumber(percent, "memory usage percent");
  if (percent <= MEMORY_USAGE_SUCCESS_MAX_PERCENT) return "success";
  return percent <= MEMORY_USAGE_WARNING_MAX_PERCENT ? "warning" : "danger";
}
