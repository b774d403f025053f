import { assertFiniteNumber } from "./number-guards.ts";

/** Units a relative time can be expressed in, smallest first. */
export type TimeUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year";

/** A relative time, left untranslated: the UI turns it into words. */
export type TimeAgo = { readonly kind: "just-now" } | { readonly kind: "ago"; readonly unit: TimeUnit; readonly count: number };

/** Spec §9: "Units in seconds: year 31536000, month 2592000, week 604800, day 86400" (hour and minute implied). */
export const TIME_UNIT_SECONDS: Readonly<Record<TimeUnit, number>> = {
  second: 1,
  minute: 60,
  hour: 3_600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
};

/** Spec §9: "Time display thresholds: year 100, month 18, week 12, day 31, hour 48, minute 90, second 90". */
export const TIME_UNIT_THRESHOLDS: Readonly<Record<TimeUnit, number>> = {
  second: 90,
  minute: 90,
  hour: 48,
  day: 31,
  week: 12,
  month: 18,
  year: 100,
};

/** Spec §9: "Under 60 s shows 'Just now'". */
export const JUST_NOW_BELOW_SECONDS = 60;

const UNITS_BELOW_YEAR: readonly TimeUnit[] = ["second", "minute", "hour", "day", "week", "month"];

/**
 * Describes elapsed seconds as the smallest unit whose whole count stays under that unit's threshold.
 * Years are the last resort, so counts of 100 years and more are still years (the year threshold only
 * matters to a caller that wants to cap). A time in the future (negative elapsed, e.g. a miner's clock
 * ahead of ours) reads as just now, not as a negative age.
 *
 * @example
 * timeAgo(now - block.timestamp);  // e.g. { kind: "ago", unit: "minute", count: 7 }
 * timeAgo(45);                     // { kind: "just-now" }
 * timeAgo(172_800);                // { kind: "ago", unit: "day", count: 2 }
 */
export function timeAgo(elapsedSeconds: number): TimeAgo {
  assertFiniteNumber(elapsedSeconds, "elapsed seconds");
  if (elapsedSeconds < JUST_NOW_BELOW_SECONDS) return { kind: "just-now" };
  for (const unit of UNITS_BELOW_YEAR) {
    const count = Math.floor(elapsedSeconds / TIME_UNIT_SECONDS[unit]);
    if (count < TIME_UNIT_THRESHOLDS[unit]) return { kind: "ago", unit, count };
  }
  return { kind: "ago", unit: "year", count: Math.floor(elapsedSeconds / TIME_UNIT_SECONDS.year) };
}
