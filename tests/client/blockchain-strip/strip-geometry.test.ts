import { describe, expect, it } from "vitest";
import {
  clampOffset,
  confirmedSlotSpan,
  mempoolSlotSpan,
  offsetBounds,
  offsetToReveal,
  visibleConfirmedSlots,
} from "../../../client/components/blockchain-strip/strip-geometry.ts";

const wide = { widthPx: 1440, dividerPx: 720 };

describe("strip geometry", () => {
  it("places blocks a pitch of 155 px apart, half a gap from the divider on each side", () => {
    expect(confirmedSlotSpan(0)).toEqual({ start: 15, end: 140 });
    expect(confirmedSlotSpan(2)).toEqual({ start: 325, end: 450 });
    expect(mempoolSlotSpan(0)).toEqual({ start: -140, end: -15 });
    expect(mempoolSlotSpan(1)).toEqual({ start: -295, end: -170 });
  });

  it("lists the confirmed slots in view, widened by the overscan", () => {
    // 720 px right of the divider: slots 0 … 4 (slot 4 starts at 635).
    expect(visibleConfirmedSlots({ offset: 0, ...wide })).toEqual({ first: 0, last: 4 });
    expect(visibleConfirmedSlots({ offset: 0, ...wide }, 2)).toEqual({ first: 0, last: 6 });
    // Scrolled 1000 px into the past: the view spans 280 … 1720.
    expect(visibleConfirmedSlots({ offset: 1000, ...wide })).toEqual({ first: 1, last: 11 });
  });

  it("scrolls as far as the last projected block and the oldest block, and no further", () => {
    const bounds = offsetBounds(wide, 8, 100);
    // Projected block 7 starts at -1225; 30 px margin; the divider is 720 px from the edge.
    expect(bounds.start).toBe(-535);
    // Block 99 ends at 15 + 99 × 155 + 125; plus 30 px; minus the 720 px right of the divider.
    expect(bounds.end).toBe(15 + 99 * 155 + 125 + 30 - 720);
    expect(offsetBounds(wide, 2, 3)).toEqual({ start: 0, end: 0 });
    expect(clampOffset(-9_999, bounds)).toBe(-535);
    expect(clampOffset(42, bounds)).toBe(42);
  });

  it("leaves the offset alone for a block in view and centres one out of view", () => {
    const viewport = { offset: 0, ...wide };
    expect(offsetToReveal(confirmedSlotSpan(1), viewport)).toBe(0);
    const far = confirmedSlotSpan(20);
    const offset = offsetToReveal(far, viewport);
    expect((far.start + far.end) / 2 - offset).toBe(0);
  });
});
