import { describe, expect, it } from "vitest";
import { partnerShare, readPoolBlocks } from "../../../client/components/accelerate/partner-share.ts";

describe("partnerShare (research §2.7)", () => {
  it("is the partners' share of the blocks", () => {
    const pools = [
      { poolUniqueId: 1, blockCount: 30 },
      { poolUniqueId: 2, blockCount: 10 },
      { poolUniqueId: 3, blockCount: 60 },
    ];
    expect(partnerShare(pools, [1, 2])).toBeCloseTo(0.4);
    expect(partnerShare(pools, [])).toBe(0);
    expect(partnerShare(pools, [9])).toBe(0);
  });

  it("is unknown without blocks", () => {
    expect(partnerShare([], [1])).toBeNull();
    expect(partnerShare([{ poolUniqueId: 1, blockCount: 0 }], [1])).toBeNull();
  });
});

describe("readPoolBlocks", () => {
  it("reads the rows with a unique id and leaves out the others", () => {
    expect(readPoolBlocks({ pools: [{ poolUniqueId: 1, blockCount: 5, name: "A" }, { blockCount: 3 }, { poolUniqueId: 2, blockCount: -1 }] })).toEqual([{ poolUniqueId: 1, blockCount: 5 }]);
    expect(readPoolBlocks([])).toBeUndefined();
  });
});
