/**
 * Which projected block the mempool block page shows (spec §5, §2.11): the route's index as a
 * non-negative integer (else 0), lowered until a block exists at it once the live list is known.
 *
 * @example
 * mempoolBlockPageIndex("9", 8);   // { index: 7, lowered: true }
 * mempoolBlockPageIndex("12", 0);  // { index: 12, lowered: false } (the list is not known yet)
 */
import { clampMempoolBlockIndex, parseMempoolBlockIndex } from "../../../shared/params/mempool-block-index.ts";

export interface MempoolBlockPageIndex {
  readonly index: number;
  /** The route asked for a block that does not exist: the address should name `index` instead. */
  readonly lowered: boolean;
}

/**
 * The index to show for the route's `raw` index when `blockCount` projected blocks exist (0: not
 * known yet, so the route's index stands until the list arrives).
 */
export function mempoolBlockPageIndex(raw: string | undefined, blockCount: number): MempoolBlockPageIndex {
  const asked = parseMempoolBlockIndex(raw);
  if (blockCount === 0) return { index: asked, lowered: false };
  const index = clampMempoolBlockIndex(asked, blockCount);
  return { index, lowered: index !== asked };
}
