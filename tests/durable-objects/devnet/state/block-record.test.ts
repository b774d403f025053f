import { describe, expect, it } from "vitest";
import { type BlockRecord, SettledBlock, txCountOf } from "../../../../durable-objects/devnet/state/block-record.ts";

const block: BlockRecord = {
  hash: "00".repeat(32),
  height: 840_000,
  header: { version: 0x2000_0000, previousBlockHash: "11".repeat(32), merkleRoot: "22".repeat(32), timestamp: 1_713_571_767, bits: 0x1703_4219, nonce: 7 },
  txids: ["aa".repeat(32), "bb".repeat(32), "cc".repeat(32)],
  size: 1_000,
  weight: 4_000,
  poolId: 3,
};

describe("a settled block", () => {
  it("reads its txids from its source each time they are asked for, and counts them without reading", () => {
    const reads: number[] = [];
    const thin = new SettledBlock(block, (height) => (reads.push(height), block.txids));
    expect(txCountOf(thin)).toBe(3);
    expect(reads).toEqual([]);
    expect(thin.txids).toEqual(block.txids);
    expect(reads).toEqual([840_000]);
  });

  it("keeps the record's other fields and serialises as the record did", () => {
    const thin = new SettledBlock(block, () => block.txids);
    const { txids: _, ...fields } = block;
    expect({ hash: thin.hash, height: thin.height, header: thin.header, size: thin.size, weight: thin.weight, poolId: thin.poolId }).toEqual(fields);
    expect(JSON.stringify(thin)).toBe(JSON.stringify(block));
  });

  it("counts a block in memory by its txids", () => {
    expect(txCountOf(block)).toBe(3);
  });
});
