/**
 * The colour of each square (research §5.4, spec §9 "Fee colours"). Normally a square takes the fee
 * palette colour of its own fee rate, or violet when accelerated. In audit mode the audit status
 * decides: removed magenta, added blue, prioritised darker blue, marginal states greyed, recent ones a
 * dim magenta, a match in the projected graph slightly muted, and unseen ones yellow. Under the transaction filter
 * filter the squares that do not match fade to 20 % opacity; hover and the search highlight win over all.
 *
 * @example
 * squareColour(tx, { auditMode: false, filter: null });
 * squareColour(tx, { auditMode: true, filter: { flags: flagsFromKeys(["p2tr"]), mode: "and" } });
 */
import {
  ACCELERATED_COLOUR,
  ADDED_COLOUR,
  CENSORED_COLOUR,
  FILTER_NON_MATCH_ALPHA,
  UNKNOWN_COLOUR,
  feeColour,
} from "../tables/fee-colours.ts";
import { type FilterMode, matchesFilter } from "../tables/flag-filter.ts";
import { type Rgba, darken, desaturate, hexToRgba, withAlpha } from "./colour-math.ts";
import { type GraphTransaction, graphFlags, knownAuditStatus, ownFeeRate } from "./graph-transaction.ts";

/** Research §5.3: the hovered square (and its mirror in a second graph). */
export const HOVER_COLOUR = "#1bd8f4";
/** Research §5.3: the square whose txid is in the search box. */
export const HIGHLIGHT_COLOUR = "#800080";

/** Marginal states (missing, sigop, rbf, selected, deprioritised): the palette colour, 80 % grey. */
export const MARGINAL_DESATURATION = 0.8;
/** A match in the projected graph: 30 % grey at 90 % brightness, so differences stand out. */
export const PROJECTED_MATCH_DESATURATION = 0.3;
export const PROJECTED_MATCH_BRIGHTNESS = 0.9;
/** Recently broadcast or CPFP'd: the removed magenta, half grey at 70 % brightness (not the miner's fault). */
export const FRESH_DESATURATION = 0.5;
export const FRESH_BRIGHTNESS = 0.7;
/** Prioritised: the added blue at 70 % brightness. */
export const PRIORITIZED_BRIGHTNESS = 0.7;

/** The transaction filter: the selected flags and how they combine. */
export interface GraphFilter {
  readonly flags: bigint;
  readonly mode: FilterMode;
}

/** No flag selected: every square keeps its colour (the menu's starting state). */
export const NO_GRAPH_FILTER: GraphFilter = { flags: 0n, mode: "and" };

export interface ColourContext {
  readonly auditMode: boolean;
  readonly filter: GraphFilter | null;
}

const CENSORED = hexToRgba(CENSORED_COLOUR);
const ADDED = hexToRgba(ADDED_COLOUR);
const ACCELERATED = hexToRgba(ACCELERATED_COLOUR);
const UNKNOWN = hexToRgba(UNKNOWN_COLOUR);
const FRESH = darken(desaturate(CENSORED, FRESH_DESATURATION), FRESH_BRIGHTNESS);
const PRIORITIZED = darken(ADDED, PRIORITIZED_BRIGHTNESS);
export const HOVER_RGBA = hexToRgba(HOVER_COLOUR);
export const HIGHLIGHT_RGBA = hexToRgba(HIGHLIGHT_COLOUR);

// One RGBA per palette colour, parsed once: the scene asks for thousands of colours per update.
const paletteCache = new Map<string, Rgba>();
function paletteRgba(rate: number): Rgba {
  const hex = feeColour(rate);
  let rgba = paletteCache.get(hex);
  if (rgba === undefined) paletteCache.set(hex, (rgba = hexToRgba(hex)));
  return rgba;
}

/**
 * The square's colour before hover, highlight and filter: palette, acceleration or audit status.
 *
 * @example
 * baseColour({ txid, fee: 2_000, vsize: 200, value: 0, acc: true }, false); // accelerated violet
 */
export function baseColour(tx: GraphTransaction, auditMode: boolean): Rgba {
  const palette = paletteRgba(ownFeeRate(tx));
  const status = auditMode ? knownAuditStatus(tx) : undefined;
  switch (status) {
    case undefined:
      return tx.acc === true ? ACCELERATED : palette;
    case "censored":
      return CENSORED;
    case "fresh":
    case "freshcpfp":
      return FRESH;
    case "added":
      return ADDED;
    case "prioritized":
      return PRIORITIZED;
    case "missing":
    case "sigop":
    case "rbf":
    case "selected":
    case "deprioritized":
      return desaturate(palette, MARGINAL_DESATURATION);
    case "found":
      return tx.context === "projected" ? darken(desaturate(palette, PROJECTED_MATCH_DESATURATION), PROJECTED_MATCH_BRIGHTNESS) : palette;
    case "accelerated":
      return ACCELERATED;
    case "unseen":
      return UNKNOWN;
  }
}

/**
 * Whether the square passes the transaction filter (no filter: everything does). The acceleration bit is
 * OR-ed in for accelerated transactions first.
 */
export function passesFilter(tx: GraphTransaction, filter: GraphFilter | null): boolean {
  return filter === null || matchesFilter(graphFlags(tx), filter.flags, filter.mode);
}

/** The colour drawn for a square that is neither hovered nor highlighted. */
export function squareColour(tx: GraphTransaction, context: ColourContext): Rgba {
  const colour = baseColour(tx, context.auditMode);
  return passesFilter(tx, context.filter) ? colour : withAlpha(colour, FILTER_NON_MATCH_ALPHA);
}
