import { describe, expect, it } from "vitest";
import { mempoolBlockPageIndex } from "../../../../client/pages/mempool-block/mempool-block-index.ts";

describe("mempoolBlockPageIndex (spec §5)", () => {
  it.each([
    ["3", 8, 3, false],
    ["7", 8, 7, false],
    ["9", 8, 7, true],
    ["5", 3, 2, true],
    ["-1", 8, 0, false],
    ["x", 8, 0, false],
    [undefined, 8, 0, false],
  ] as const)("shows index %s of %i blocks as %i (lowered: %s)", (raw, count, index, lowered) => {
    expect(mempoolBlockPageIndex(raw, count)).toEqual({ index, lowered });
  });

  it("keeps the asked index until the live list is known", () => {
    expect(mempoolBlockPageIndex("12", 0)).toEqual({ index: 12, lowered: false });
  });
});
