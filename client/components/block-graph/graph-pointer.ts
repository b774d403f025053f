/**
 * Pointer rules of the graph (spec §2.6, §4.5), free of the DOM so they are tested alone: where a
 * pointer is in grid cells, what a click or a tap does, and where the tooltip goes.
 *
 * @example
 * pointToCell({ x: 215, y: 20 }, { width: 430, height: 430 }, 86); // { x: 43, y: 4 }
 * tapAction("touch", pinned, hit);                                   // { kind: "open", txid } on a second tap
 */
import { GRAPH_TOOLTIP_MIN_WIDTH_PX } from "../../../shared/graph/graph-constants.ts";

export type PointerKind = "mouse" | "touch" | "pen";

/** What a primary click or tap on the graph does. */
export type PointerAction =
  | { readonly kind: "open"; readonly txid: string }
  | { readonly kind: "pin"; readonly txid: string }
  | { readonly kind: "open-and-pin"; readonly txid: string }
  | { readonly kind: "open-and-unpin"; readonly txid: string }
  | { readonly kind: "unpin" };

/** A point in CSS pixels from the graph's top-left corner, as grid cells. */
export function pointToCell(point: { x: number; y: number }, size: { width: number; height: number }, resolution: number): { x: number; y: number } {
  if (!(size.width > 0) || !(size.height > 0)) return { x: -1, y: -1 };
  return { x: (point.x / size.width) * resolution, y: (point.y / size.height) * resolution };
}

/** Spec §2.6: a shift, ctrl, meta or middle click opens the transaction in a new tab. */
export function opensInNewTab(event: { button: number; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.button === 1 || event.shiftKey || event.ctrlKey || event.metaKey;
}

/**
 * A primary click or tap. On touch the first tap previews (pins the tooltip) and a second tap on the
 * same square opens it (spec §2.6). A mouse or pen click opens the transaction and pins its tooltip,
 * or unpins it when it was already pinned (spec §4.5: "a click keeps the tooltip until the tap is
 * repeated or a click lands elsewhere"). A click on no square unpins.
 */
export function tapAction(pointer: PointerKind, pinned: string | null, hit: string | null): PointerAction {
  if (hit === null) return { kind: "unpin" };
  if (pointer === "touch") return pinned === hit ? { kind: "open", txid: hit } : { kind: "pin", txid: hit };
  return pinned === hit ? { kind: "open-and-unpin", txid: hit } : { kind: "open-and-pin", txid: hit };
}

/** Where the tooltip's box goes: beside the pointer, on the side with more room, inside the graph. */
export interface TooltipPlacement {
  readonly left: number;
  readonly top?: number;
  readonly bottom?: number;
}

/** Gap between the pointer and the tooltip, in CSS pixels. */
export const TOOLTIP_OFFSET_PX = 12;

export function tooltipPlacement(anchor: { x: number; y: number }, size: { width: number; height: number }, tooltipWidthPx = GRAPH_TOOLTIP_MIN_WIDTH_PX): TooltipPlacement {
  const rightOfPointer = anchor.x + TOOLTIP_OFFSET_PX;
  const leftOfPointer = anchor.x - TOOLTIP_OFFSET_PX - tooltipWidthPx;
  const preferred = anchor.x <= size.width / 2 ? rightOfPointer : leftOfPointer;
  const left = Math.max(0, Math.min(preferred, size.width - tooltipWidthPx));
  return anchor.y <= size.height / 2 ? { left, top: anchor.y + TOOLTIP_OFFSET_PX } : { left, bottom: size.height - anchor.y + TOOLTIP_OFFSET_PX };
}
