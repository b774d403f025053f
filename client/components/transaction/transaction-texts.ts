/**
 * Words and numbers the transaction components share, through the page's translator: amounts with
 * the network's unit, sat counts, fee rates, times and durations, script kinds.
 *
 * @example
 * amountText(50_000, "liquid");          // "0.00050000 L-BTC"
 * satsText(t, 960);                      // "960 sats"
 * durationText(t, 319);                  // "5 minutes"
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatFeeRate, type RateUnit } from "../../../shared/format/fee-rate.ts";
import { timeAgo } from "../../../shared/format/time-ago.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { ScriptKind } from "../../../shared/tx/script-kind.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { spanText } from "../blockchain-strip/block-texts.ts";
import "../../i18n/page-texts/transaction.ts";

/** A number of sats fit to print: Esplora's Liquid outputs may hide theirs (confidential). */
export const isSats = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/** Sats in the network's coin, with its unit prefix (spec §9: L-, tL-, t, s). */
export const amountText = (sats: number, network: Network): string => formatAmount(sats, NETWORKS[network].amountPrefix);

/** Like {@link amountText}, with a "+" on gains so a net value reads as a change. */
export const signedAmountText = (sats: number, network: Network): string => `${sats > 0 ? "+" : ""}${amountText(sats, network)}`;

/** "1 sat", "960 sats". */
export function satsText(t: Translate, sats: number): string {
  return t("transaction.sats", { count: formatNumber(sats, "1.0-0") });
}

export const feeRateText = (rate: number, unit: RateUnit): string => formatFeeRate(rate, unit);

/** A whole number with thousands separators. */
export const countText = (value: number): string => formatNumber(value, "1.0-0");

/** "2009-01-03 18:15:05 UTC". */
export const utcTimeText = (t: Translate, unixSeconds: number): string => t("transaction.utc-time", { time: formatDate(unixSeconds) });

/** A span of seconds in words: "45 seconds", "5 minutes", "2 hours". */
export function durationText(t: Translate, seconds: number): string {
  const span = timeAgo(Math.max(0, seconds));
  return spanText(t, span.kind === "ago" ? span : { kind: "ago", unit: "second", count: Math.floor(Math.max(0, seconds)) });
}

export const scriptKindText = (t: Translate, kind: ScriptKind): string => t(`transaction.script.${kind}`);
