/**
 * Counts and changes in words, for the difficulty card and the mining dashboard: signed percentages
 * and the direction that colours them.
 *
 * @example
 * signedPercentText(t, 3.456);  // "+3.46%"
 * changeDirection(-0.2);        // "down"
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { Translate } from "../../i18n/i18n.tsx";

export const countText = (value: number): string => formatNumber(value, "1.0-0");

/** A change: "+" before a rise, the number's own "-" before a fall, nothing before zero. */
export function signedPercentText(t: Translate, value: number): string {
  const shown = formatNumber(value, "1.2-2");
  const sign = value > 0 && shown !== "0.00" ? "+" : "";
  return t("figure.signed-percent", { sign, value: shown });
}

/** "up", "down" or "flat", for the colour of a change. */
export const changeDirection = (value: number): "up" | "down" | "flat" => (Math.abs(value) < 0.005 ? "flat" : value > 0 ? "up" : "down");
