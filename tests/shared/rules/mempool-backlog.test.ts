import { describe, expect, it } from "vitest";
import fixture from "../../fixtures/mempool/cypress/mainnet_mempoolInfo.json";
import { memoryUsagePercent, mempoolBacklog, mempoolMinimumFee } from "../../../shared/rules/mempool-backlog.ts";
import { BLOCK_VSIZE } from "../../../shared/types/units.ts";

describe("mempoolBacklog", () => {
  it("sums the captured init bundle's projected blocks, the overflow stack included", () => {
    const blocks = fixture["mempool-blocks"];
    const bytes = blocks.reduce((sum, block) => sum + block.blockSize, 0);
    const vsize = blocks.reduce((sum, block) => sum + block.blockVSize, 0);
    expect(mempoolBacklog(blocks, BLOCK_VSIZE)).toEqual({ bytes, blocks: Math.ceil(vsize / BLOCK_VSIZE) });
    expect(mempoolBacklog(blocks, BLOCK_VSIZE).blocks).toBe(176);
  });

  it.each([
    [[], 0],
    [[{ blockSize: 10, blockVSize: 1 }], 1],
    [[{ blockSize: 10, blockVSize: 1_000_000 }], 1],
    [[{ blockSize: 10, blockVSize: 1_000_000.25 }], 2],
  ])("rounds the block count up: %j → %i", (blocks, expected) => {
    expect(mempoolBacklog(blocks, BLOCK_VSIZE).blocks).toBe(expected);
  });

  it("counts in the network's block size (Liquid: 75,000 vB)", () => {
    expect(mempoolBacklog([{ blockSize: 1, blockVSize: 150_000 }], 75_000).blocks).toBe(2);
  });

  it("rejects a zero block size and bad sizes, naming the block", () => {
    expect(() => mempoolBacklog([], 0)).toThrow("block vsize must be above 0");
    expect(() => mempoolBacklog([{ blockSize: 1, blockVSize: Number.NaN }], BLOCK_VSIZE)).toThrow("blockVSize of projected block 0");
    expect(() => mempoolBacklog([{ blockSize: 1, blockVSize: 1 }, { blockSize: -1, blockVSize: 1 }], BLOCK_VSIZE)).toThrow(
      "blockSize of projected block 1",
    );
  });
});

describe("memoryUsagePercent", () => {
  it("is usage over the limit, and may exceed 100 (captured bundle: 856,780,672 of 300,000,000)", () => {
    expect(memoryUsagePercent(fixture.mempoolInfo.usage, fixture.mempoolInfo.maxmempool)).toBeCloseTo(285.59, 2);
    expect(memoryUsagePercent(150, 300)).toBe(50);
  });

  it("is null when the node reports no limit", () => {
    expect(memoryUsagePercent(5, 0)).toBeNull();
  });

  it("rejects negative or non-finite input", () => {
    expect(() => memoryUsagePercent(-1, 10)).toThrow("mempool usage");
    expect(() => memoryUsagePercent(1, Number.POSITIVE_INFINITY)).toThrow("maxmempool");
  });
});

describe("mempoolMinimumFee", () => {
  it("reads the captured node as purging: its floor 1.305 sat/vB is above its 1 sat/vB relay minimum", () => {
    expect(mempoolMinimumFee(fixture.mempoolInfo)).toEqual({ rate: 1.305, purging: true });
  });

  it("reads a floor at the relay minimum as not purging, in exact sat/vB", () => {
    expect(mempoolMinimumFee({ mempoolminfee: 0.000001, minrelaytxfee: 0.000001 })).toEqual({ rate: 0.1, purging: false });
    expect(mempoolMinimumFee({ mempoolminfee: 0.00002017, minrelaytxfee: 0.000001 })).toEqual({ rate: 2.017, purging: true });
  });

  it("rejects negative or non-finite input", () => {
    expect(() => mempoolMinimumFee({ mempoolminfee: -1, minrelaytxfee: 0 })).toThrow("mempoolminfee");
    expect(() => mempoolMinimumFee({ mempoolminfee: 0, minrelaytxfee: Number.NaN })).toThrow("minrelaytxfee");
  });
});
