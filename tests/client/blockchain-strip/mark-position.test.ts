import { describe, expect, it } from "vitest";
import { markTarget } from "../../../client/components/blockchain-strip/mark-position.ts";

const context = { topHeight: 837_050, mempoolBlockCount: 8 };

describe("markTarget", () => {
  it("points under the centre of a marked confirmed block", () => {
    expect(markTarget({ blockHeight: 837_050 }, context)).toEqual({ side: "confirmed", slot: 0, along: 77.5, isTransaction: false });
    expect(markTarget({ blockHeight: 837_040 }, context)?.slot).toBe(10);
  });

  it("points at nothing above the newest block, or before the tip is known", () => {
    expect(markTarget({ blockHeight: 837_051 }, context)).toBeNull();
    expect(markTarget({ blockHeight: 5 }, { ...context, topHeight: -1 })).toBeNull();
    expect(markTarget(null, context)).toBeNull();
    expect(markTarget(undefined, context)).toBeNull();
  });

  it("points under the centre of a marked projected block", () => {
    expect(markTarget({ mempoolBlockIndex: 0 }, context)).toEqual({ side: "mempool", slot: 0, along: -77.5, isTransaction: false });
  });

  it("points at a transaction's place inside its block, its front facing the divider", () => {
    const front = markTarget({ mempoolBlockIndex: 2, mempoolPosition: { block: 2, vsize: 0 }, txid: "a" }, context);
    expect(front).toEqual({ side: "mempool", slot: 2, along: -325, isTransaction: true });
    const back = markTarget({ mempoolBlockIndex: 2, mempoolPosition: { block: 2, vsize: 1_000_000 } }, context);
    expect(back?.along).toBe(-450);
  });

  it("clamps the share to one block (spec §5) and uses the network's block size", () => {
    const deep = markTarget({ mempoolBlockIndex: 1, mempoolPosition: { block: 1, vsize: 9_000_000 } }, context);
    expect(deep?.along).toBe(-170 - 125);
    const liquid = markTarget({ mempoolBlockIndex: 0, mempoolPosition: { block: 0, vsize: 37_500 } }, { ...context, blockVsize: 75_000 });
    expect(liquid?.along).toBe(-15 - 62.5);
  });

  it("puts a transaction beyond the shown blocks at the middle of the last one", () => {
    expect(markTarget({ mempoolBlockIndex: 12, mempoolPosition: { block: 12, vsize: 10 } }, context)).toEqual({
      side: "mempool",
      slot: 7,
      along: -(15 + 7 * 155 + 62.5),
      isTransaction: true,
    });
    expect(markTarget({ mempoolBlockIndex: 0 }, { ...context, mempoolBlockCount: 0 })).toBeNull();
    expect(markTarget({ mempoolBlockIndex: -1 }, context)).toBeNull();
  });
});
