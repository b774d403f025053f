/**
 * How closely a mined block matched the projected template (`extras.similarity`, 0 … 1), and what
 * the strip does with it (spec §4.4, §9): a block below 50 % is drawn blurred, and only a block
 * above 50 % (or without a score) plays the arrival animation.
 *
 * @example
 * isLowSimilarity(0.42);                                     // true
 * animatesArrival({ height: 101, similarity: 0.9 }, 100, true); // true
 */
/** spec §9: "Blocks are blurred below 50% similarity". */
export const LOW_SIMILARITY_BELOW = 0.5;

/**
 * True when a block carries a similarity score under {@link LOW_SIMILARITY_BELOW}. A missing or
 * non-numeric score is not low: the upstream omits it when it has no template to compare with.
 *
 * @example
 * isLowSimilarity(undefined); // false
 * isLowSimilarity(0.5);       // false
 */
export function isLowSimilarity(similarity: number | null | undefined): boolean {
  return typeof similarity === "number" && Number.isFinite(similarity) && similarity < LOW_SIMILARITY_BELOW;
}

/** The parts of a block the arrival rule reads. */
export interface ArrivingBlock {
  readonly height: number;
  readonly similarity?: number | undefined;
}

/**
 * spec §4.4: a new confirmed block animates its entry only when it is higher than the previous tip,
 * the tab is visible, and its similarity is absent or above 0.5. An unknown previous tip (-1, the
 * first blocks of a page) never animates, so a page does not greet the visitor with a slide.
 *
 * @example
 * animatesArrival({ height: 101 }, -1, true);                  // false
 * animatesArrival({ height: 101, similarity: 0.4 }, 100, true); // false
 * animatesArrival({ height: 101 }, 100, false);                // false (background tab)
 */
export function animatesArrival(block: ArrivingBlock, previousTip: number, tabVisible: boolean): boolean {
  if (previousTip < 0 || !(block.height > previousTip) || !tabVisible) return false;
  const { similarity } = block;
  return similarity === undefined || (typeof similarity === "number" && similarity > LOW_SIMILARITY_BELOW);
}
