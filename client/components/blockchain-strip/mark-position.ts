/**
 * Where the pointer arrow goes (spec §2.3, §5): under a confirmed block chosen by height, under a
 * projected block, or, for a searched transaction, at its position inside its projected block, the
 * vsize share clamped to at most one block.
 *
 * @example
 * markTarget({ blockHeight: 890_445 }, { topHeight: 890_447, mempoolBlockCount: 8 });
 * // { side: "confirmed", slot: 2, along: 15 + 2 * 155 + 62.5 }
 */
import { txPositionShare } from "../../../shared/rules/tx-position.ts";
import { STRIP_BLOCK_WIDTH_PX } from "../../../shared/params/strip-layout.ts";
import { BLOCK_VSIZE } from "../../../shared/types/units.ts";
import { confirmedSlotSpan, mempoolSlotSpan } from "./strip-geometry.ts";
import type { StripMark } from "./strip-types.ts";

export interface MarkTarget {
  readonly side: "confirmed" | "mempool";
  readonly slot: number;
  /** The arrow's tip along the strip (see strip-geometry.ts). */
  readonly along: number;
  /** The mark is a transaction, not a whole block. */
  readonly isTransaction: boolean;
}

export interface MarkContext {
  /** Height of the newest confirmed block shown, -1 when none. */
  readonly topHeight: number;
  readonly mempoolBlockCount: number;
  /** One block's vsize on this network (75,000 vB on Liquid). */
  readonly blockVsize?: number;
}

export const isBlockHeightMark = (mark: StripMark): mark is { readonly blockHeight: number } =>
  "blockHeight" in mark && typeof mark.blockHeight === "number";

/**
 * The arrow's place for `mark`, or null when it points at nothing the strip can show (a height
 * above the newest block, an unknown tip, no projected blocks).
 */
export function markTarget(mark: StripMark | null | undefined, context: MarkContext): MarkTarget | null {
  if (mark === null || mark === undefined) return null;
  if (isBlockHeightMark(mark)) {
    const slot = context.topHeight - mark.blockHeight;
    if (context.topHeight < 0 || !Number.isSafeInteger(slot) || slot < 0) return null;
    const span = confirmedSlotSpan(slot);
    return { side: "confirmed", slot, along: (span.start + span.end) / 2, isTransaction: false };
  }
  if (context.mempoolBlockCount <= 0) return null;
  const position = mark.mempoolPosition;
  const rawIndex = position?.block ?? mark.mempoolBlockIndex;
  if (!Number.isSafeInteger(rawIndex) || rawIndex < 0) return null;
  // A transaction beyond the projected blocks shown sits in the last one, the overflow stack.
  const slot = Math.min(rawIndex, context.mempoolBlockCount - 1);
  const span = mempoolSlotSpan(slot);
  const isTransaction = mark.txid !== undefined || position !== undefined;
  if (position === undefined || slot !== rawIndex) {
    return { side: "mempool", slot, along: (span.start + span.end) / 2, isTransaction };
  }
  // The block's front (its first transactions) faces the divider.
  const share = txPositionShare(position.vsize, context.blockVsize ?? BLOCK_VSIZE);
  return { side: "mempool", slot, along: span.end - share * STRIP_BLOCK_WIDTH_PX, isTransaction };
}
