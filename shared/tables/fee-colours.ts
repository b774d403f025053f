import { FEE_LEVEL_COUNT, feeLevelIndex } from "./fee-levels.ts";

/** A colour as "#rrggbb", lower-case. */
export type HexColour = `#${string}`;

/**
 * Blocktide's fee palette, one colour per fee level (39), for dark backgrounds: deep green at the lowest
 * rates, through olive and amber, orange and red, to crimson-magenta at 2000 sat/vB and more.
 *
 * Generated once, then frozen here as the single source: six anchors in OKLCh (lightness, chroma,
 * hue°) at level 0 (0.47, 0.115, 152), 7 (0.57, 0.125, 128), 13 (0.68, 0.135, 86), 19 (0.65, 0.155,
 * 52), 26 (0.57, 0.175, 28) and 38 (0.50, 0.185, −8), linearly interpolated per level, with chroma
 * lowered until the colour fits sRGB. OKLCh keeps lightness even across hues, so no step jumps out.
 */
export const FEE_COLOURS: readonly HexColour[] = [
  "#146c39", "#237037", "#2f7435", "#3a7733", "#457b31", "#4e7e2f", "#58812c", "#62852a", "#728822", "#828a19",
  "#918c10", "#a08e0a", "#af900b", "#bd9114", "#c28c07", "#c78609", "#cb8109", "#d07b08", "#d37514", "#d66f1f",
  "#d56821", "#d46224", "#d35b27", "#d1552b", "#cf4e2f", "#cc4833", "#ca4137", "#c83d3d", "#c63a42", "#c43747",
  "#c2334c", "#c03050", "#bd2e55", "#ba2b59", "#b8285e", "#b42662", "#b12466", "#ae226a", "#aa206e",
];

/** Spec §9 special colours: censored f344df, added 0099ff, accelerated 8F5FF6, unknown #FDD835. */
export const CENSORED_COLOUR: HexColour = "#f344df";
export const ADDED_COLOUR: HexColour = "#0099ff";
export const ACCELERATED_COLOUR: HexColour = "#8f5ff6";
export const UNKNOWN_COLOUR: HexColour = "#fdd835";

/** Spec §9: "Non-highlighted colours use an alpha of 0.2 under filters". */
export const FILTER_NON_MATCH_ALPHA = 0.2;

/**
 * The palette colour for a fee rate in sat/vB (colour by the transaction's own fee/vsize, research §5.4).
 *
 * @example
 * feeColour(0.5);  // "#146c39"
 * feeColour(2500); // "#aa206e"
 */
export function feeColour(rate: number): HexColour {
  const colour = FEE_COLOURS[feeLevelIndex(rate)];
  if (colour === undefined) throw new Error(`FEE_COLOURS has ${FEE_COLOURS.length} entries, expected ${FEE_LEVEL_COUNT}`);
  return colour;
}
