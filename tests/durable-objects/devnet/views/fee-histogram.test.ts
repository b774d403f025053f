import { describe, expect, it } from "vitest";
import { FEE_HISTOGRAM_BIN_VBYTES, feeHistogram } from "../../../../durable-objects/devnet/views/fee-histogram.ts";

describe("feeHistogram", () => {
  it("is empty for an empty mempool", () => {
    expect(feeHistogram([])).toEqual([]);
  });

  it("puts a small mempool in one bin at its lowest rate", () => {
    expect(feeHistogram([{ fee: 1_000, vsize: 100 }, { fee: 400, vsize: 200 }])).toEqual([[2, 300]]);
  });

  it("closes a bin once it passes 50,000 vB, never between equal rates", () => {
    const txs = [
      ...Array.from({ length: 6 }, () => ({ fee: 100_000, vsize: 10_000 })), // 10 sat/vB, 60,000 vB
      { fee: 50_000, vsize: 10_000 }, // 5 sat/vB
      { fee: 10_000, vsize: 10_000 }, // 1 sat/vB
    ];
    const histogram = feeHistogram(txs);
    expect(histogram).toEqual([[10, 60_000], [1, 20_000]]);
    expect(histogram[0]![1]).toBeGreaterThan(FEE_HISTOGRAM_BIN_VBYTES);
  });

  it("keeps every vbyte and orders rates from high to low", () => {
    const txs = Array.from({ length: 500 }, (_, i) => ({ fee: (i % 37) * 250 + 110, vsize: 110 + (i % 7) * 400 }));
    const histogram = feeHistogram(txs);
    expect(histogram.reduce((sum, [, vsize]) => sum + vsize, 0)).toBe(txs.reduce((sum, tx) => sum + tx.vsize, 0));
    const rates = histogram.map(([rate]) => rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });
});
