/**
 * Arrow-key navigation between neighbouring blocks (spec §2.1, §2.3): from the marked block to the
 * next one in the chosen direction, across the divider between the newest confirmed block and the
 * next projected one. Which arrow goes back in time follows the time direction.
 *
 * @example
 * neighbourTarget({ blockHeight: 100 }, "right", { timeLeftToRight: false, topHeight: 105, mempoolBlockCount: 8 });
 * // { kind: "block", height: 99 }  (time runs right to left: right is older)
 * stripTargetPath({ kind: "mempool-block", index: 2 }, "", "/testnet"); // "/testnet/mempool-block/2"
 */
import { isBlockHeightMark } from "./mark-position.ts";
import type { StripMark } from "./strip-types.ts";

export type ArrowSide = "left" | "right";

export type StripTarget = { readonly kind: "block"; readonly height: number; readonly hash?: string } | { readonly kind: "mempool-block"; readonly index: number };

export interface NavigationContext {
  readonly timeLeftToRight: boolean;
  /** Height of the newest confirmed block, -1 when unknown. */
  readonly topHeight: number;
  readonly mempoolBlockCount: number;
}

/**
 * The block an arrow key moves to from `mark`, or null when there is nowhere to go (no mark, the
 * genesis block going back, the last projected block going forward).
 */
export function neighbourTarget(mark: StripMark | null | undefined, side: ArrowSide, context: NavigationContext): StripTarget | null {
  if (mark === null || mark === undefined) return null;
  const towardPast = context.timeLeftToRight ? side === "left" : side === "right";
  if (isBlockHeightMark(mark)) {
    const height = mark.blockHeight;
    if (!Number.isSafeInteger(height) || height < 0) return null;
    if (towardPast) return height > 0 ? { kind: "block", height: height - 1 } : null;
    if (height < context.topHeight) return { kind: "block", height: height + 1 };
    return height === context.topHeight && context.mempoolBlockCount > 0 ? { kind: "mempool-block", index: 0 } : null;
  }
  const index = mark.mempoolPosition?.block ?? mark.mempoolBlockIndex;
  if (!Number.isSafeInteger(index) || index < 0) return null;
  if (towardPast) {
    if (index > 0) return { kind: "mempool-block", index: Math.min(index, context.mempoolBlockCount) - 1 };
    return context.topHeight >= 0 ? { kind: "block", height: context.topHeight } : null;
  }
  return index + 1 < context.mempoolBlockCount ? { kind: "mempool-block", index: index + 1 } : null;
}

/**
 * The page of a target: /block/{hash} when the hash is known (the strip's default link), else
 * /block/{height}; /mempool-block/{index}.
 */
export function stripTargetPath(target: StripTarget, linkPrefix: string, networkBase: string): string {
  const route = target.kind === "block" ? `/block/${target.hash ?? target.height}` : `/mempool-block/${target.index}`;
  return `${linkPrefix}${networkBase}${route}`;
}

/** The parts of a keyboard event the navigation reads. */
export interface ArrowKeyEvent {
  readonly key: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
  readonly target: EventTarget | null;
}

/**
 * The arrow a key press means for block navigation, or null: other keys, key chords, and keys typed
 * into a text field, a select or an editable element (spec §2.1: "outside input fields").
 */
export function arrowSideOf(event: ArrowKeyEvent): ArrowSide | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return null;
  if (isEditable(event.target)) return null;
  return event.key === "ArrowLeft" ? "left" : "right";
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof target !== "object" || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === "string" ? element.tagName.toUpperCase() : "";
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
}
