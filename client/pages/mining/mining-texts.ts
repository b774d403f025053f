/**
 * Numbers of the mining dashboard in words: percentages (signed for changes) and counts, through the
 * page's translator.
 *
 * @example
 * signedPercentText(t, 3.456);  // "+3.46%"
 * percentText(t, 12.5);         // "12.50%"
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/mining.ts";

export const countText = (value: number): string => formatNumber(value, "1.0-0");

export const percentText = (t: Translate, value: number): string => t("mining.percent", { value: formatNumber(value, "1.2-2") });

/** A change: "+" before a rise, the number's own "-" before a fall, nothing before zero. */
export function signedPercentText(t: Translate, value: number): string {
  const shown = formatNumber(value, "1.2-2");
  const sign = value > 0 && shown !== "0.00" ? "+" : "";
  return t("mining.signed-percent", { sign, value: shown });
}

/** "up", "down" or "flat", for the colour of a change. */
export const changeDirection = (value: number): "up" | "down" | "flat" => (Math.abs(value) < 0.005 ? "flat" : value > 0 ? "up" : "down");
