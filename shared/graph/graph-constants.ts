/**
 * The block overview graph's constants (spec §9 "Graph and layout", research §5.3). Resolutions and
 * autofit live in shared/params/autofit.ts, colours in shared/tables/fee-colours.ts.
 */

/** Spec §9: "Graph updates are rate limited to 1000 ms". */
export const GRAPH_UPDATE_INTERVAL_MS = 1000;
/** Spec §9: "Default animation duration 1000 ms" (moves, arrivals, departures, data recolours). */
export const GRAPH_ANIMATION_MS = 1000;
/** Spec §9: "Hover and highlight transition 300 ms" (also used for filter and audit-mode recolours). */
export const GRAPH_HOVER_TRANSITION_MS = 300;

/** Spec §9: "The vertex buffer starts at 512 sprites and doubles when full." */
export const SPRITE_BUFFER_INITIAL_SPRITES = 512;
/** Spec §9: "It compacts when above 2048 and under 40% used (minimum 512)." */
export const SPRITE_BUFFER_COMPACT_ABOVE_SPRITES = 2048;
export const SPRITE_BUFFER_COMPACT_BELOW_USAGE = 0.4;

/** Research §5.3: the grid keeps 2 % of headroom per side, so a full block leaves ~4 % of the area free. */
export const GRID_HEADROOM = 1.02;
/** Spec §9: a square's area is 1.1 × vsize over the vbytes per unit. */
export const SQUARE_AREA_FACTOR = 1.1;
/** Spec §9: "A layout row accepts an insert only if its average fee rate is above 90% of the new rate." */
export const INSERT_ROW_RATE_RATIO = 0.9;
/** Research §5.3: arriving and leaving squares start or end this many graph widths away. */
export const ENTER_EXIT_OFFSET_WIDTHS = 1.4;
/**
 * An update that adds more than this share of the shown transactions is laid out from scratch (a new
 * block replaced most of a projected block; the server resends a full list past the same ratio).
 */
export const RELAYOUT_ADDED_SHARE = 0.5;

/** Spec §9: "The tooltip minimum width is 320 px." */
export const GRAPH_TOOLTIP_MIN_WIDTH_PX = 320;
/** Research §5.3: a square's padding on each side is a fifth of a grid cell, at least 1 px. */
export const SQUARE_PADDING_SHARE = 0.2;

/** Spec §2.2: the info badge beside the transaction filter links to the FAQ entry that explains it. */
export const FILTER_FAQ_PATH = "/docs/faq#transaction-filters";
