/**
 * The words and numbers on a block face, through the page's translator: fee rates, spans, counts
 * with singular or plural wording, ages and time estimates (spec §2.3, §9 "Formatting").
 *
 * @example
 * txCountText(t, 1);         // "1 transaction"
 * ageText(t, 1_711_850_338, 1_711_850_338_000 + 420_000); // "7 minutes ago"
 */
import { FEE_RATE_DIGITS_INFO, FEE_RATE_UNIT_LABELS, LIQUID_FEE_RATE_DIGITS_INFO, type RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { feeRangeBounds } from "../../../shared/format/fee-range.ts";
import { timeAgo, type TimeAgo } from "../../../shared/format/time-ago.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import type { Translate } from "../../i18n/i18n.tsx";

export const isUsableNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** A fee rate's number in the visitor's unit, rounded as spec §9 says for the network (1.0-0, Liquid 1.0-1). */
export function feeNumber(rate: number, network: Network, unit: RateUnit): string {
  const shown = unit === "wu" ? rate / WITNESS_SCALE_FACTOR : rate;
  return formatNumber(shown, NETWORKS[network].chain === "liquid" ? LIQUID_FEE_RATE_DIGITS_INFO : FEE_RATE_DIGITS_INFO);
}

export const feeUnitLabel = (unit: RateUnit): string => FEE_RATE_UNIT_LABELS[unit];

/**
 * Spec §9 fee span of a block or projected block: its fee range's bounds in `unit`, or null without
 * a usable range.
 *
 * @example
 * feeSpanText({ feeRange: [1, 2, 3, 4, 5, 6, 50], medianFee: 4 }, "mainnet", "vb"); // "2 - 50 sat/vB"
 */
export function feeSpanText({ feeRange, medianFee }: { readonly feeRange: readonly number[]; readonly medianFee: number }, network: Network, unit: RateUnit): string | null {
  if (!Array.isArray(feeRange) || feeRange.length === 0 || !isUsableNumber(medianFee)) return null;
  const { min, max } = feeRangeBounds(feeRange, medianFee);
  return `${feeNumber(min, network, unit)} - ${feeNumber(max, network, unit)} ${feeUnitLabel(unit)}`;
}

export function txCountText(t: Translate, count: number): string {
  const shown = formatNumber(count, "1.0-0");
  return t("strip.tx-count", { count: shown });
}

/** "7 minutes", "1 hour": a span from timeAgo() in words. */
export function spanText(t: Translate, span: Extract<TimeAgo, { kind: "ago" }>): string {
  return t(`strip.time.${span.unit}`, { count: formatNumber(span.count, "1.0-0") });
}

/** spec §9: "Just now" under 60 s, then the time-ago thresholds. */
export function ageText(t: Translate, timestampSeconds: number, nowMs: number): string {
  const span = timeAgo((nowMs - timestampSeconds * 1000) / 1000);
  return span.kind === "just-now" ? t("strip.just-now") : t("strip.ago", { time: spanText(t, span) });
}

/** "In ~9 minutes" for an estimate in ms; "In < 1 minute" under a minute. */
export function etaText(t: Translate, etaMs: number): string {
  const span = timeAgo(Math.max(0, etaMs) / 1000);
  return span.kind === "just-now" ? t("strip.eta-under-minute") : t("strip.eta", { time: spanText(t, span) });
}
