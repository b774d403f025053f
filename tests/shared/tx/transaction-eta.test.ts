import { describe, expect, it } from "vitest";
import { estimateMempoolPosition, expectedAcceleratedBlocks, transactionEta } from "../../../shared/tx/transaction-eta.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { readFixture } from "./tx-fixtures.ts";

// A mainnet init bundle: eight projected blocks (the last an overflow stack) and its `da` (adjustedTimeAvg 567,619 ms).
const bundle = readFixture<{ "mempool-blocks": MempoolBlock[]; da: { adjustedTimeAvg: number; timeOffset: number } }>("cypress/mainnet_mempoolInfo.json");
const blocks = bundle["mempool-blocks"];
const TEN_MINUTES_MS = 600_000;

describe("transactionEta", () => {
  it("waits one average block time per projected block, plus the offset", () => {
    expect(transactionEta({ block: 0 }, "mainnet", bundle.da)).toEqual({ block: 0, etaMs: 567_619, accelerated: false });
    expect(transactionEta({ block: 2 }, "mainnet", { adjustedTimeAvg: TEN_MINUTES_MS })).toEqual({ block: 2, etaMs: 1_800_000, accelerated: false });
    expect(transactionEta({ block: 2 }, "testnet", { adjustedTimeAvg: TEN_MINUTES_MS, timeOffset: -60_000 }).etaMs).toBe(1_740_000);
  });

  it("counts Liquid's one-minute blocks, with or without difficulty data", () => {
    expect(transactionEta({ block: 0 }, "liquid", null)).toEqual({ block: 0, etaMs: 60_000, accelerated: false });
    expect(transactionEta({ block: 3 }, "liquidtestnet", { adjustedTimeAvg: TEN_MINUTES_MS }).etaMs).toBe(240_000);
  });

  it("gives no time without difficulty data on Bitcoin", () => {
    expect(transactionEta({ block: 1 }, "signet", null)).toEqual({ block: 1, etaMs: null, accelerated: false });
    expect(transactionEta({ block: 1 }, "mainnet", { adjustedTimeAvg: 0 }).etaMs).toBeNull();
  });

  it("shortens the wait by the accelerating pools' hashrate share", () => {
    // Half the hashrate mines it next: 1 block with p = 1/2, 2 with 1/4, else where it sits (3) with 1/4.
    expect(transactionEta({ block: 2 }, "mainnet", { adjustedTimeAvg: TEN_MINUTES_MS }, { hashrateShare: 0.5 })).toEqual({ block: 2, etaMs: 1_050_000, accelerated: true });
    expect(transactionEta({ block: 5 }, "mainnet", { adjustedTimeAvg: TEN_MINUTES_MS }, { hashrateShare: 1 }).etaMs).toBe(TEN_MINUTES_MS);
    expect(transactionEta({ block: 2 }, "mainnet", { adjustedTimeAvg: TEN_MINUTES_MS }, { hashrateShare: 0 }).accelerated).toBe(false);
  });

  it.each([-1, 1.5, Number.NaN])("refuses the block index %s", (block) => {
    expect(() => transactionEta({ block }, "mainnet", bundle.da)).toThrow(RangeError);
  });
});

describe("expectedAcceleratedBlocks", () => {
  it("runs from block + 1 with no share down to 1 with all of it", () => {
    expect(expectedAcceleratedBlocks(3, 0)).toBe(4);
    expect(expectedAcceleratedBlocks(3, 1)).toBe(1);
    expect(expectedAcceleratedBlocks(0, 0.3)).toBe(1);
    expect(expectedAcceleratedBlocks(1, 0.5)).toBe(1.5);
  });

  it("never grows as the share grows", () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let share = 0; share <= 1; share += 0.05) {
      const expected = expectedAcceleratedBlocks(6, share);
      expect(expected).toBeLessThanOrEqual(previous + 1e-12);
      previous = expected;
    }
  });

  it.each([-0.1, 1.1, Number.NaN])("refuses the share %s", (share) => {
    expect(() => expectedAcceleratedBlocks(2, share)).toThrow(/hashrate share/);
  });
});

describe("estimateMempoolPosition", () => {
  it("puts a rate above every block at the very start of the next block", () => {
    expect(estimateMempoolPosition(300, blocks)).toEqual({ block: 0, vsize: 0 });
  });

  it("puts a block's median rate half way into that block", () => {
    const median = blocks[1]!.feeRange[3]!;
    expect(estimateMempoolPosition(median, blocks)).toEqual({ block: 1, vsize: blocks[1]!.blockVSize / 2 });
  });

  it("puts a rate below every block at the end of the overflow stack", () => {
    expect(estimateMempoolPosition(0.5, blocks)).toEqual({ block: 7, vsize: blocks[7]!.blockVSize });
  });

  it("never moves a transaction back as its rate rises", () => {
    let previous = { block: Number.POSITIVE_INFINITY, vsize: 0 };
    for (let rate = 0.5; rate < 20; rate += 0.05) {
      const position = estimateMempoolPosition(rate, blocks)!;
      const earlier = position.block < previous.block || (position.block === previous.block && position.vsize <= previous.vsize);
      expect(earlier, `rate ${rate}`).toBe(true);
      previous = position;
    }
  });

  it("feeds the ETA: a rate that reaches block 1 waits two block times", () => {
    const position = estimateMempoolPosition(6.5, blocks)!;
    expect(position.block).toBe(1);
    expect(transactionEta(position, "mainnet", bundle.da).etaMs).toBe(2 * 567_619);
  });

  it("has no position without projected blocks, and refuses a bad rate", () => {
    expect(estimateMempoolPosition(5, [])).toBeNull();
    expect(() => estimateMempoolPosition(-1, blocks)).toThrow(RangeError);
    expect(() => estimateMempoolPosition(Number.NaN, blocks)).toThrow(RangeError);
  });
});
