/**
 * An absolute time as the explorer prints it next to a relative one ("3 hours ago"): UTC, so the
 * server's markup and the browser's hydration agree whatever the visitor's time zone, and sortable
 * (ISO 8601 order, a space for the "T").
 *
 * @example
 * formatUtcDateTime(1_231_006_505); // "2009-01-03 18:15:05"
 */
import { assertFiniteNumber } from "./number-guards.ts";

/** 9999-12-31 23:59:59 UTC: past it the ISO form grows a sign and a sixth year digit. */
export const MAX_UTC_DATE_TIME_SECONDS = 253_402_300_799;

/**
 * Unix seconds as "YYYY-MM-DD HH:MM:SS" in UTC (the caller adds the zone's name). Fractions of a
 * second are dropped; a time before 1970 or after 9999 throws a RangeError.
 *
 * @example
 * formatUtcDateTime(0); // "1970-01-01 00:00:00"
 */
export function formatUtcDateTime(unixSeconds: number): string {
  assertFiniteNumber(unixSeconds, "time");
  if (unixSeconds < 0 || unixSeconds > MAX_UTC_DATE_TIME_SECONDS) {
    throw new RangeError(`time must be Unix seconds from 0 to ${MAX_UTC_DATE_TIME_SECONDS} (year 9999), got ${unixSeconds}`);
  }
  return new Date(Math.floor(unixSeconds) * 1000).toISOString().slice(0, 19).replace("T", " ");
}
