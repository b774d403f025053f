/**
 * How a statistics chart prints its times, per window (research §2.6): the crosshair and tooltip
 * label, the axis caption under the chart, and the tick labels. One table, read from the window the
 * chart shows (never from a stored preference, which a deep link may not have: research #3605).
 *
 * @example
 * formatChartTime(1_700_000_000, "2h", "tooltip", { locale: "en-GB", timeZone: "UTC" }); // "22:13"
 */
import type { GraphWindow } from "../preferences/chart-windows.ts";
import { intlLocale } from "../format/format-language.ts";

export type ChartTimeLabel = "tooltip" | "caption" | "tick";

type Format = Intl.DateTimeFormatOptions | null;

const HOUR_MINUTE: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const MONTH_DAY_TIME: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", hour: "2-digit", minute: "2-digit" };
const MONTH_DAY_YEAR: Intl.DateTimeFormatOptions = { month: "long", day: "numeric", year: "numeric" };
const SHORT_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: "long", year: "numeric" };
const YEAR: Intl.DateTimeFormatOptions = { year: "numeric" };

/** research §2.6, row by row; null: the chart has no such label in that window. */
export const CHART_TIME_FORMATS: Readonly<Record<GraphWindow, Readonly<Record<ChartTimeLabel, Format>>>> = {
  "2h": { tooltip: HOUR_MINUTE, caption: SHORT_DATE, tick: HOUR_MINUTE },
  "24h": { tooltip: MONTH_DAY_TIME, caption: SHORT_DATE, tick: { weekday: "short", hour: "2-digit" } },
  "1w": { tooltip: MONTH_DAY_TIME, caption: MONTH_YEAR, tick: { month: "short", day: "numeric", hour: "2-digit" } },
  "1m": { tooltip: MONTH_DAY_TIME, caption: YEAR, tick: { month: "long", day: "numeric" } },
  "3m": { tooltip: MONTH_DAY_TIME, caption: YEAR, tick: { month: "long", day: "numeric" } },
  "6m": { tooltip: MONTH_DAY_TIME, caption: YEAR, tick: { month: "short", day: "numeric", year: "numeric" } },
  "1y": { tooltip: MONTH_DAY_TIME, caption: null, tick: { month: "short", day: "numeric", year: "numeric" } },
  "2y": { tooltip: MONTH_DAY_YEAR, caption: null, tick: MONTH_YEAR },
  "3y": { tooltip: MONTH_DAY_YEAR, caption: null, tick: MONTH_YEAR },
  "4y": { tooltip: MONTH_DAY_YEAR, caption: null, tick: MONTH_YEAR },
  all: { tooltip: MONTH_DAY_YEAR, caption: null, tick: MONTH_YEAR },
};

/** Where times are printed: the page's locale, and UTC on the server (and while hydrating) or the visitor's zone after. */
export interface ChartTimeZone {
  readonly locale: string;
  /** undefined: the runtime's own zone (the visitor's, in a browser). */
  readonly timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(options: Intl.DateTimeFormatOptions, { locale, timeZone }: ChartTimeZone): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...options, ...(timeZone === undefined ? {} : { timeZone }) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Unix seconds as the `label` of `window` prints them; "" when the window has no such label.
 *
 * @example
 * formatChartTime(1_700_000_000, "all", "tooltip", { locale: "en-US", timeZone: "UTC" }); // "November 14, 2023"
 */
export function formatChartTime(seconds: number, window: GraphWindow, label: ChartTimeLabel, zone: ChartTimeZone): string {
  const options = CHART_TIME_FORMATS[window][label];
  if (options === null || !Number.isFinite(seconds)) return "";
  return formatterFor(options, zone).format(new Date(seconds * 1000));
}

/** Any date format, cached like the table's (tick labels of a finer zoom, table cells). */
export function formatDateTime(seconds: number, options: Intl.DateTimeFormatOptions, zone: ChartTimeZone): string {
  return Number.isFinite(seconds) ? formatterFor(options, zone).format(new Date(seconds * 1000)) : "";
}
