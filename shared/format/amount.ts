import { SATS_PER_BTC } from "../types/units.ts";
import { decimalFromScaledInteger, formatDecimal } from "./decimal.ts";
import type { DigitsInfo } from "./digits-info.ts";
import { assertSafeInteger } from "./number-guards.ts";

/** Spec §9: amounts default to "1.8-8" digits. */
export const AMOUNT_DEFAULT_DIGITS_INFO = "1.8-8";
/** Digits after the point in one bitcoin's worth of satoshis (1e8 → 8), derived from the one constant. */
export const BTC_DECIMALS = String(SATS_PER_BTC).length - 1;
/** The coin's ticker, after the network's amount prefix. */
export const BTC_UNIT = "BTC";

/**
 * Satoshis as a bitcoin number (for arithmetic and charts; print with {@link formatBtc}).
 * Division by 1e8 is correctly rounded, so 30,000,000 gives exactly the double nearest 0.3.
 *
 * @example
 * satsToBtc(30_000_000); // 0.3
 */
export function satsToBtc(sats: number): number {
  assertSafeInteger(sats, "sats");
  return sats / SATS_PER_BTC;
}

/**
 * Prints satoshis as bitcoin, built from the integer's digits so it is exact at any size, and rounded
 * half away from zero when fewer than 8 decimals are asked for.
 *
 * @example
 * formatBtc(30_000_000);            // "0.30000000"
 * formatBtc(2_100_000_000_000_000); // "21,000,000.00000000"
 * formatBtc(123_456_789, "1.0-2");  // "1.23"
 */
export function formatBtc(sats: number, digits: string | DigitsInfo = AMOUNT_DEFAULT_DIGITS_INFO): string {
  assertSafeInteger(sats, "sats");
  return formatDecimal(decimalFromScaledInteger(sats, BTC_DECIMALS), digits);
}

/**
 * {@link formatBtc} followed by the unit with the network's prefix (spec §9: L-, tL-, t or s; the prefix
 * comes from the network module's `amountPrefix(network)`, empty on mainnet).
 *
 * @example
 * formatAmount(50_000, "L-"); // "0.00050000 L-BTC"
 * formatAmount(50_000, "");   // "0.00050000 BTC"
 */
export function formatAmount(sats: number, prefix: string, digits: string | DigitsInfo = AMOUNT_DEFAULT_DIGITS_INFO): string {
  if (typeof prefix !== "string") throw new TypeError(`amount prefix must be a string, got ${typeof prefix}`);
  return `${formatBtc(sats, digits)} ${prefix}${BTC_UNIT}`;
}
