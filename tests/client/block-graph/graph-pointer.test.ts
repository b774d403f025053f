import { describe, expect, it } from "vitest";
import { TOOLTIP_OFFSET_PX, opensInNewTab, pointToCell, tapAction, tooltipPlacement } from "../../../client/components/block-graph/graph-pointer.ts";

const TXID = "ef".repeat(32);
const OTHER = "01".repeat(32);
const plain = { button: 0, shiftKey: false, ctrlKey: false, metaKey: false };

describe("graph pointer rules", () => {
  it("converts CSS pixels to grid cells", () => {
    expect(pointToCell({ x: 215, y: 20 }, { width: 430, height: 430 }, 86)).toEqual({ x: 43, y: 4 });
    expect(pointToCell({ x: 5, y: 5 }, { width: 0, height: 0 }, 86)).toEqual({ x: -1, y: -1 });
  });

  it("opens a new tab with shift, ctrl, meta or the middle button (spec §2.6)", () => {
    expect(opensInNewTab(plain)).toBe(false);
    expect(opensInNewTab({ ...plain, shiftKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, ctrlKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, metaKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, button: 1 })).toBe(true);
  });

  it("previews on the first tap and opens on a second tap of the same square", () => {
    expect(tapAction("touch", null, TXID)).toEqual({ kind: "pin", txid: TXID });
    expect(tapAction("touch", OTHER, TXID)).toEqual({ kind: "pin", txid: TXID });
    expect(tapAction("touch", TXID, TXID)).toEqual({ kind: "open", txid: TXID });
  });

  it("opens and pins on a mouse click, unpins on a repeated click or a click on no square", () => {
    expect(tapAction("mouse", null, TXID)).toEqual({ kind: "open-and-pin", txid: TXID });
    expect(tapAction("pen", TXID, TXID)).toEqual({ kind: "open-and-unpin", txid: TXID });
    expect(tapAction("mouse", TXID, null)).toEqual({ kind: "unpin" });
    expect(tapAction("touch", TXID, null)).toEqual({ kind: "unpin" });
  });

  it("places the tooltip beside the pointer on the roomier side, inside the graph", () => {
    const size = { width: 600, height: 600 };
    expect(tooltipPlacement({ x: 100, y: 100 }, size)).toEqual({ left: 100 + TOOLTIP_OFFSET_PX, top: 100 + TOOLTIP_OFFSET_PX });
    expect(tooltipPlacement({ x: 500, y: 500 }, size)).toEqual({ left: 500 - TOOLTIP_OFFSET_PX - 320, bottom: 100 + TOOLTIP_OFFSET_PX });
    // A 358 px phone graph: the 320 px tooltip stays inside.
    expect(tooltipPlacement({ x: 150, y: 10 }, { width: 358, height: 358 }).left).toBe(38);
  });
});
