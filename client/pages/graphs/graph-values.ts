/**
 * How the statistics charts print their values: sizes in vB, kvB, MvB (research §2.4, issue #14's
 * "MvB, not MB"), and incoming rates in vB/s or, with the WU preference, WU/s (four times the value;
 * the data stays in vB/s, research §2.5).
 *
 * @example
 * formatVsize(1_500_000);      // "1.50 MvB"
 * formatRate(1234, "wu", "en"); // "4,936 WU/s"
 */
import { intlLocale } from "../../../shared/format/format-language.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";

export const formatVsize = (value: number): string => formatBytes(Math.max(0, value), "vB", 2);

export const RATE_UNITS: Readonly<Record<RateUnit, string>> = { vb: "vB/s", wu: "WU/s" };

export function formatRate(value: number, unit: RateUnit, locale: string): string {
  const shown = unit === "wu" ? value * WITNESS_SCALE_FACTOR : value;
  return `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(shown)} ${RATE_UNITS[unit]}`;
}
