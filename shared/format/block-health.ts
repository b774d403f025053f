/**
 * A block's health (its audit's match rate, research §4 "Health badge"): the share of the
 * transactions the node expected in the block that the block holds, as a level for its badge.
 *
 * @example
 * healthLevel(100);  // "good"
 * healthLevel(80);   // "fair"
 * healthLevel(40);   // "poor"
 */

export type HealthLevel = "good" | "fair" | "poor";

/** Match rates from these percentages up read as good and as fair; anything lower is poor. */
export const HEALTH_GOOD_PERCENT = 99;
export const HEALTH_FAIR_PERCENT = 75;

export function healthLevel(matchRate: number): HealthLevel {
  if (matchRate >= HEALTH_GOOD_PERCENT) return "good";
  return matchRate >= HEALTH_FAIR_PERCENT ? "fair" : "poor";
}
