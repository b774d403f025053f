/**
 * A share (0–1) as the number of a percent, with more decimals the smaller it is, for the
 * accelerator's shares of blocks (the "%" sign is the text's own).
 *
 * @example
 * percentNumber(0.0005); // "0.05"
 * percentNumber(0.034);  // "3.4"
 * percentNumber(0.5);    // "50"
 * percentNumber(2e-6);   // "< 0.01": some, if too little to print
 */
import { formatNumber } from "../../../shared/format/decimal.ts";

export function percentNumber(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 0.005) return `< ${formatNumber(0.01, "1.2-2")}`;
  return formatNumber(percent, percent >= 10 ? "1.0-0" : percent >= 1 ? "1.1-1" : "1.2-2");
}
