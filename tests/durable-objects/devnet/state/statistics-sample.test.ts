import { describe, expect, it } from "vitest";
import type { Mempool } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { sampleMempool } from "../../../../durable-objects/devnet/state/statistics.ts";
import { FEE_LEVEL_COUNT } from "../../../../shared/tables/fee-levels.ts";

/** What sampling reads of a mempool: its entries (fee and weight), count, vsize and fees. */
function mempoolOf(entries: readonly { fee: number; weight: number }[]): Mempool {
  const view = {
    entries: () => entries.values(),
    size: entries.length,
    vsize: entries.reduce((sum, entry) => sum + entry.weight / 4, 0),
    totalFees: entries.reduce((sum, entry) => sum + entry.fee, 0),
  };
  return view as unknown as Mempool;
}

describe("a statistics sample of the mempool", () => {
  it("puts each transaction's vsize in its fee level, from under 1 sat/vB to 2000+", () => {
    const sample = sampleMempool(
      mempoolOf([
        { fee: 50, weight: 400 }, // 0.5 sat/vB
        { fee: 700, weight: 400 }, // 7 sat/vB
        { fee: 190_000, weight: 400 }, // 1900 sat/vB
        { fee: 500_000, weight: 400 }, // 5000 sat/vB
      ]),
      1_700_000_000,
      12,
    );
    expect(sample.vsizes).toHaveLength(FEE_LEVEL_COUNT);
    expect(sample.vsizes[0]).toBe(100);
    expect(sample.vsizes[6]).toBe(100);
    expect(sample.vsizes[FEE_LEVEL_COUNT - 2]).toBe(100);
    expect(sample.vsizes[FEE_LEVEL_COUNT - 1]).toBe(100);
    expect(sample.vsizes.reduce((sum, vsize) => sum + vsize, 0)).toBe(400);
    expect(sample).toMatchObject({ count: 4, mempool_byte_weight: 1_600, min_fee: 0.5, vbytes_per_second: 12 });
  });
});
