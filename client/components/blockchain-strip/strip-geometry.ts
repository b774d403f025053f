/**
 * Where things sit along the strip. Positions are measured "along" the chain from the divider:
 * positive toward the confirmed blocks, negative toward the projected ones, whatever the time
 * direction (the stylesheet mirrors them). The scroll offset is in the same unit: positive shows
 * older blocks, negative shows projected blocks beyond the screen edge.
 *
 * @example
 * confirmedSlotSpan(0);   // { start: 15, end: 140 }
 * visibleConfirmedSlots({ offset: 0, widthPx: 1440, dividerPx: 720 }); // { first: 0, last: 4 }
 */
import { STRIP_BLOCK_GAP_PX, STRIP_BLOCK_PITCH_PX, STRIP_BLOCK_WIDTH_PX } from "../../../shared/params/strip-layout.ts";

/** Half a gap on each side of the divider. */
export const DIVIDER_CLEARANCE_PX = STRIP_BLOCK_GAP_PX / 2;
/** Extra room past the last block when scrolled to an end. */
export const SCROLL_END_MARGIN_PX = STRIP_BLOCK_GAP_PX;

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The viewport: its width, the divider's distance from the projected-side edge, the scroll offset. */
export interface StripViewport {
  readonly offset: number;
  readonly widthPx: number;
  readonly dividerPx: number;
}

/** Confirmed block `slot` (0 = the newest) along the strip. */
export function confirmedSlotSpan(slot: number): Span {
  const start = DIVIDER_CLEARANCE_PX + slot * STRIP_BLOCK_PITCH_PX;
  return { start, end: start + STRIP_BLOCK_WIDTH_PX };
}

/** Projected block `slot` (0 = the next block) along the strip: negative, nearest the divider first. */
export function mempoolSlotSpan(slot: number): Span {
  const end = -(DIVIDER_CLEARANCE_PX + slot * STRIP_BLOCK_PITCH_PX);
  return { start: end - STRIP_BLOCK_WIDTH_PX, end };
}

/** The stretch of the strip the viewport shows. */
export function visibleSpan({ offset, widthPx, dividerPx }: StripViewport): Span {
  return { start: offset - dividerPx, end: offset + widthPx - dividerPx };
}

/**
 * The confirmed slots that overlap the viewport, widened by `overscan` slots on each side so a drag
 * never reveals an empty gap before the next render. `last` is below `first` when none shows.
 */
export function visibleConfirmedSlots(viewport: StripViewport, overscan = 0): { first: number; last: number } {
  const span = visibleSpan(viewport);
  const first = Math.ceil((span.start - DIVIDER_CLEARANCE_PX - STRIP_BLOCK_WIDTH_PX) / STRIP_BLOCK_PITCH_PX);
  const last = Math.floor((span.end - DIVIDER_CLEARANCE_PX) / STRIP_BLOCK_PITCH_PX);
  return { first: Math.max(0, first - overscan), last: last + overscan };
}

/**
 * How far the strip may scroll: toward the projected side until the last projected block is in view,
 * toward the past until the oldest block (`confirmedSlots - 1`, genesis at most) is in view.
 */
export function offsetBounds(viewport: Omit<StripViewport, "offset">, mempoolSlots: number, confirmedSlots: number): Span {
  const { widthPx, dividerPx } = viewport;
  const farthestMempool = mempoolSlots > 0 ? mempoolSlotSpan(mempoolSlots - 1).start - SCROLL_END_MARGIN_PX : 0;
  const oldest = confirmedSlots > 0 ? confirmedSlotSpan(confirmedSlots - 1).end + SCROLL_END_MARGIN_PX : 0;
  return {
    start: Math.min(0, farthestMempool + dividerPx),
    end: Math.max(0, oldest - (widthPx - dividerPx)),
  };
}

export const clampOffset = (offset: number, bounds: Span): number => Math.min(bounds.end, Math.max(bounds.start, offset));

/**
 * The offset that brings `span` into view: unchanged when it already shows whole, else the one that
 * centres it (spec §4.4: marking a block out of view scrolls to it).
 */
export function offsetToReveal(span: Span, viewport: StripViewport): number {
  const shown = visibleSpan(viewport);
  if (span.start >= shown.start && span.end <= shown.end) return viewport.offset;
  const centre = (span.start + span.end) / 2;
  return centre - (viewport.widthPx / 2 - viewport.dividerPx);
}
