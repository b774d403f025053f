/**
 * Absolute times, in UTC so the server's markup and the browser's hydration agree whatever the
 * visitor's time zone: formatDate() for people, in their language; formatUtcDateTime() for machine
 * text (ISO 8601 order, a space for the "T").
 *
 * @example
 * formatUtcDateTime(1_231_006_505); // "2009-01-03 18:15:05"
 */
import { formatLanguage, intlLocale } from "./format-language.ts";
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
  assertCalendarSeconds(unixSeconds);
  return new Date(Math.floor(unixSeconds) * 1000).toISOString().slice(0, 19).replace("T", " ");
}

/** Both formats' range: a finite time from 1970 to the end of 9999, else a RangeError. */
function assertCalendarSeconds(unixSeconds: number): void {
  assertFiniteNumber(unixSeconds, "time");
  if (unixSeconds < 0 || unixSeconds > MAX_UTC_DATE_TIME_SECONDS) {
    throw new RangeError(`time must be Unix seconds from 0 to ${MAX_UTC_DATE_TIME_SECONDS} (year 9999), got ${unixSeconds}`);
  }
}

/** How much of a moment a text shows. */
export type DatePrecision = "day" | "minute" | "second";

const DATE_PARTS: Readonly<Record<DatePrecision, Intl.DateTimeFormatOptions>> = {
  day: { year: "numeric", month: "short", day: "numeric" },
  minute: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  second: { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" },
};
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * Unix seconds as the language being rendered writes a date, in UTC with the Gregorian calendar and
 * Latin digits (format-language.ts); the caller adds the zone's name. The same range as
 * formatUtcDateTime.
 *
 * @example
 * formatDate(1_231_006_505);           // "Jan 3, 2009, 18:15:05" (English)
 * formatDate(1_231_006_505, "day");    // "Jan 3, 2009"
 * formatDate(1_231_006_505, "minute", "de"); // "3. Jan. 2009, 18:15"
 */
export function formatDate(unixSeconds: number, precision: DatePrecision = "second", language: string = formatLanguage()): string {
  assertCalendarSeconds(unixSeconds);
  const key = `${language}:${precision}`;
  let format = DATE_FORMATS.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale(language), { ...DATE_PARTS[precision], timeZone: "UTC" });
    DATE_FORMATS.set(key, format);
  }
  return format.format(Math.floor(unixSeconds) * 1000);
}
