/**
 * Geometry and motion of the home page's blockchain strip (spec §2.3, §4.4, §9 "Blocks and strip").
 * The client sets these on the strip as CSS custom properties, so layout code and stylesheet share
 * one source.
 *
 * @example
 * STRIP_BLOCK_PITCH_PX;                  // 155: one block plus the gap to the next
 * stripDividerOffsetPx(1440, "mainnet"); // 720
 * stripDividerOffsetPx(390, "mainnet");  // 215.5 (95 % of the width, one block pulled in)
 */
import { NETWORKS, type Network } from "../network/networks.ts";
import { KEEP_BLOCKS_AMOUNT } from "../protocol/socket-limits.ts";

/** spec §9: "Block width is 125 px in the strip". */
export const STRIP_BLOCK_WIDTH_PX = 125;
/** spec §9: "Padding is 24% of the width", the gap between two blocks. */
export const STRIP_BLOCK_PADDING_RATIO = 0.24;
export const STRIP_BLOCK_GAP_PX = STRIP_BLOCK_WIDTH_PX * STRIP_BLOCK_PADDING_RATIO;
/** The distance from one block's left edge to the next one's. */
export const STRIP_BLOCK_PITCH_PX = STRIP_BLOCK_WIDTH_PX + STRIP_BLOCK_GAP_PX;

/** spec §9: "The mobile breakpoint is 767.98 px". */
export const MOBILE_BREAKPOINT_PX = 767.98;
/** spec §9: the divider sits at 50 % of the width on wide screens… */
export const STRIP_DIVIDER_WIDE_RATIO = 0.5;
/** …at 420 px on wide Liquid screens… */
export const STRIP_DIVIDER_WIDE_LIQUID_PX = 420;
/** …and at 95 % on mobile, where the strip opens scrolled by one block so the newest block shows. */
export const STRIP_DIVIDER_MOBILE_RATIO = 0.95;

/** spec §9: "Up to 8 confirmed blocks, capped by KEEP_BLOCKS_AMOUNT (first page at most 8)". */
export const STRIP_FIRST_PAGE_BLOCKS = Math.min(8, KEEP_BLOCKS_AMOUNT);

/** spec §9: "Momentum scrolling stops under 0.005 velocity" (pixels per millisecond). */
export const MOMENTUM_STOP_VELOCITY_PX_PER_MS = 0.005;
/** spec §4.4, §4.5: flipping the time direction animates for 1 second. */
export const TIME_DIRECTION_FLIP_MS = 1_000;

/**
 * Where the divider sits, in pixels from the edge on the mempool side (the left edge while time runs
 * right to left), for a strip `widthPx` wide.
 *
 * @example
 * stripDividerOffsetPx(1440, "liquid"); // 420
 */
export function stripDividerOffsetPx(widthPx: number, network: Network): number {
  if (!Number.isFinite(widthPx) || widthPx < 0) {
    throw new RangeError(`strip width must be a finite number of pixels from 0, got ${String(widthPx)}`);
  }
  if (widthPx <= MOBILE_BREAKPOINT_PX) return widthPx * STRIP_DIVIDER_MOBILE_RATIO - STRIP_BLOCK_PITCH_PX;
  if (NETWORKS[network].chain === "liquid") return STRIP_DIVIDER_WIDE_LIQUID_PX;
  return widthPx * STRIP_DIVIDER_WIDE_RATIO;
}
