/**
 * The colour of a block's fill: its fee-rate range painted bottom (cheapest) to top (dearest), each
 * rate at the share of the block's weight it marks, in the fee palette (spec §9 "Fee colours"). The
 * fill itself covers the block's fullness, so a half-empty block is coloured only halfway up.
 *
 * @example
 * feeFillGradient([1, 2, 3, 5, 8, 12, 300]);
 * // "linear-gradient(to top, #237037 0%, #2f7435 10%, … #aa206e 100%)"
 *
 * Stops outside the range's first and last share take the end colours, as CSS gradients do.
 */
import { feeColour, type HexColour } from "../../../shared/tables/fee-colours.ts";

/** research §1.4: a block's range is [min, p10, p25, p50, p75, p90, max] of its weight. */
const BLOCK_RANGE_SHARES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] as const;
/** research §1.4: the stack's 11 bands are centred at 0.25 %, 10 … 90 % and 99.75 %. */
const STACK_RANGE_SHARES = [0.0025, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.9975] as const;

/** Where each entry of a fee range sits, as a share of the block from 0 to 1. */
export function feeRangeShares(length: number): readonly number[] {
  if (length === BLOCK_RANGE_SHARES.length) return BLOCK_RANGE_SHARES;
  if (length === STACK_RANGE_SHARES.length) return STACK_RANGE_SHARES;
  if (length <= 1) return [0];
  return Array.from({ length }, (_, i) => i / (length - 1));
}

export interface FeeFill {
  /** A CSS background image for the filled part. */
  readonly gradient: string;
  /** The colour at the top of the fill, for the cube's top face. */
  readonly topColour: HexColour;
}

/**
 * The fill of a block with fee range `feeRange` (ascending sat/vB), or null when the range holds
 * no usable rate (a broken or empty range leaves the block unfilled rather than wrongly coloured).
 */
export function feeFillGradient(feeRange: readonly number[]): FeeFill | null {
  if (!Array.isArray(feeRange)) return null;
  const rates = feeRange.filter((rate) => typeof rate === "number" && Number.isFinite(rate) && rate >= 0);
  if (rates.length === 0 || rates.length !== feeRange.length) return null;
  const shares = feeRangeShares(rates.length);
  const stops: string[] = [];
  let previous: HexColour | null = null;
  rates.forEach((rate, i) => {
    const colour = feeColour(rate);
    const at = percent(shares[i] ?? 1);
    // Equal neighbours add nothing but length to the style attribute.
    if (colour === previous && i < rates.length - 1) return;
    stops.push(`${colour} ${at}`);
    previous = colour;
  });
  const topColour = feeColour(rates[rates.length - 1] ?? 0);
  // A lone rate still needs two stops to make a gradient.
  if (stops.length === 1) stops.push(`${topColour} 100%`);
  return { gradient: `linear-gradient(to top, ${stops.join(", ")})`, topColour };
}

const percent = (share: number): string => `${Math.round(Math.min(1, Math.max(0, share)) * 1000) / 10}%`;
