import { describe, it, expect } from "vitest";
import {
  EMPTY_FEE_STATISTICS,
  blockFeeStatistics,
} from "../../../shared/fees/block-fee-statistics.ts";
import { type FeeStatsTx, InvalidFeeInputError } from "../../../shared/fees/fee-stats-tx.ts";
import { type WeightUnits, LIQUID_BLOCK_WEIGHT_UNITS, sats, satPerVByte, weightUnits } from "../../../shared/types/units.ts";

/** Builder: a transaction of `weight` WU at `rate` sat/vB, with a fee only when given. */
function tx(weight: number, rate: number, fee?: number): FeeStatsTx {
  return fee === undefined
    ? { weight: weightUnits(weight), effectiveFeePerVsize: satPerVByte(rate) }
    : { weight: weightUnits(weight), effectiveFeePerVsize: satPerVByte(rate), fee: sats(fee) };
}

const coinbase = tx(800, 0, 0);

/** 200 txs of 20,000 WU (a full 4,000,000 WU block) whose rates are 1 … 200, in the given order. */
function twoHundred(order: "descending" | "ascending"): FeeStatsTx[] {
  const rates = Array.from({ length: 200 }, (_, i) => i + 1);
  return (order === "descending" ? rates.toReversed() : rates).map((rate) => tx(20_000, rate));
}

describe("blockFeeStatistics", () => {
  it.each<[string, FeeStatsTx[], number, number[]]>([
    [
      // sorted 2 @ [0, 1M), 5 @ [1M, 3M), 10 @ [3M, 4M): the band 1,995,000…2,005,000 lies inside the 5.
      "a full block whose middle band falls inside one tx",
      [tx(1_000_000, 10), tx(2_000_000, 5), tx(1_000_000, 2)],
      5,
      // n = 3: p1…p25 → index 0 (2), p50…p99 → index 1 (5); max from the first tx in block order (10).
      [2, 2, 2, 5, 5, 5, 10],
    ],
    [
      "a full block whose band straddles two txs equally: (3 · 5000 + 1 · 5000) / 10000",
      [tx(2_000_000, 3), tx(2_000_000, 1)],
      2,
      [1, 1, 1, 1, 1, 1, 3],
    ],
    [
      "an uneven straddle: 2,000 WU at 4 and 8,000 WU at 8 give 7.2",
      [tx(2_003_000, 8), tx(1_997_000, 4)],
      7.2,
      [4, 4, 4, 4, 4, 4, 8],
    ],
    [
      // total 2,500,000 WU: the txs start at 1,500,000, so the band lies in the 1 sat/vB tx [1.5M, 2.1M).
      "a partly full block: empty space sits at the low end, the band lands on the cheapest tx",
      [tx(1_900_000, 9), tx(600_000, 1)],
      1,
      [1, 1, 1, 1, 1, 1, 9],
    ],
    [
      // total 2,000,000 WU: the band is half empty space, half the 3 sat/vB tx; only tx weight is averaged.
      "a block exactly half full averages only the tx weight in the band",
      [tx(1_000_000, 6), tx(1_000_000, 3)],
      3,
      [3, 3, 3, 3, 3, 3, 6],
    ],
    [
      "research §5.2: a block under half full has median 0 (the band holds only empty space)",
      [tx(500_000, 20), tx(500_000, 10)],
      0,
      [10, 10, 10, 10, 10, 10, 20],
    ],
    [
      "research §5.2: a leading zero-fee coinbase is dropped (else min would be its 0)",
      [coinbase, tx(1_000_000, 10), tx(2_000_000, 5), tx(1_000_000, 2)],
      5,
      [2, 2, 2, 5, 5, 5, 10],
    ],
    [
      "a first tx without a fee field is not taken for the coinbase",
      [tx(800, 0), tx(1_000_000, 10), tx(2_000_000, 5), tx(1_000_000, 2)],
      5,
      // n = 4: p1…p25 → index 0 (0); p50 → index 1 (2); p75…p99 → index 2 (5); the head is the 0 tx,
      // so the 10 sat/vB tx is hidden from max as well.
      [0, 0, 0, 2, 5, 5, 5],
    ],
    [
      // sorted 0 @ [0, 1M), 2 @ [1M, 2M), 4 @ [2M, 4M): the band straddles 2 and 4 equally.
      "a zero-fee tx that is not first stays in",
      [tx(2_000_000, 4), tx(1_000_000, 2), tx(1_000_000, 0, 0)],
      3,
      [0, 0, 0, 2, 2, 2, 4],
    ],
    [
      "a coinbase plus one tx gives that tx's rate everywhere",
      [coinbase, tx(4_000_000, 7)],
      7,
      [7, 7, 7, 7, 7, 7, 7],
    ],
    [
      // n = 200: p1 → index 1 (2), p99 → index 197 (198); 2 % of 200 = 4 txs at each end in block order.
      "research §5.2: the 2 % heuristics bite: min from the last 4 txs (1), max from the first 4 (200)",
      twoHundred("descending"),
      100.5,
      [1, 20, 50, 100, 150, 180, 200],
    ],
    [
      "the 2 % heuristics look at block order: an ascending block keeps p1 (2) and p99 (198)",
      twoHundred("ascending"),
      100.5,
      [2, 20, 50, 100, 150, 180, 198],
    ],
  ])("computes %s", (_case, txs, medianFee, feeRange) => {
    const stats = blockFeeStatistics(txs);
    expect(stats.medianFee).toBeCloseTo(medianFee, 12);
    expect(stats.feeRange).toEqual(feeRange);
  });

  it.each<[string, number, number]>([
    // p99 is index floor(98 · 99 / 100) = 97 (98 sat/vB); the 99 sat/vB tx is second in block order.
    ["2 % of 99 txs rounds down to 1: the second tx's 99 is not seen", 99, 98],
    // p99 is index floor(99 · 99 / 100) = 98 (99 sat/vB); the 100 sat/vB tx is second in block order.
    ["2 % of 100 txs is 2: the second tx's 100 is seen", 100, 100],
  ])("scans %s", (_case, n, expectedMax) => {
    const rates = Array.from({ length: n }, (_, i) => n - i); // n, n-1, … 1
    [rates[0], rates[1]] = [n - 1, n]; // second in block order is the highest
    const stats = blockFeeStatistics(rates.map((rate) => tx(40_000, rate)));
    expect(stats.feeRange.at(-1)).toBe(expectedMax);
  });

  it.each<[string, FeeStatsTx[]]>([
    ["research §5.2: no transactions", []],
    ["research §5.2: a coinbase-only block", [coinbase]],
    ["research §5.2: a single transaction", [tx(4_000_000, 50)]],
  ])("gives median 0 and seven zeros for %s", (_case, txs) => {
    expect(blockFeeStatistics(txs)).toEqual({ medianFee: 0, feeRange: [0, 0, 0, 0, 0, 0, 0] });
    expect(blockFeeStatistics(txs)).toBe(EMPTY_FEE_STATISTICS);
  });

  it("scales the virtual block and its band to a Liquid block weight (300,000 WU: 150,000 ± 375)", () => {
    const stats = blockFeeStatistics([tx(150_000, 4), tx(150_000, 2)], weightUnits(LIQUID_BLOCK_WEIGHT_UNITS));
    expect(stats).toEqual({ medianFee: 3, feeRange: [2, 2, 2, 2, 2, 2, 4] });
  });

  it("does not reorder the caller's list", () => {
    const txs = [tx(1_000_000, 10), tx(2_000_000, 5), tx(1_000_000, 2)];
    const before = [...txs];
    blockFeeStatistics(txs);
    expect(txs).toEqual(before);
  });

  it.each([
    ["a list that is not an array", "txs", "Invalid txs \"txs\": expected an array of transactions in block order."],
    ["a tx with a NaN rate", [tx(400, 1), tx(400, Number.NaN)], "Invalid txs[1].effectiveFeePerVsize NaN"],
    ["a tx with a negative weight", [tx(-400, 1), tx(400, 1)], "Invalid txs[0].weight -400"],
    ["a tx with a fractional weight", [tx(400.5, 1), tx(400, 1)], "Invalid txs[0].weight 400.5"],
    ["a null tx", [null, tx(400, 1)], "Invalid txs[0] null"],
  ])("rejects %s", (_case, txs, message) => {
    expect(() => blockFeeStatistics(txs as FeeStatsTx[])).toThrow(InvalidFeeInputError);
    expect(() => blockFeeStatistics(txs as FeeStatsTx[])).toThrow(message);
  });

  it.each([0, -4_000_000, 1.5, Number.NaN])("rejects a block weight of %s", (limit) => {
    expect(() => blockFeeStatistics([tx(400, 1), tx(400, 2)], limit as WeightUnits)).toThrow("Invalid block weight");
  });
});

/** mulberry32: a tiny seeded PRNG so the property test is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A random block filled to between 3,960,000 and 4,000,000 WU, with a coinbase first. */
function randomFullBlock(random: () => number): FeeStatsTx[] {
  const txs = [coinbase];
  let total = 0;
  for (;;) {
    const weight = 400 + Math.floor(random() * 39_600);
    if (total + weight > 4_000_000) break;
    // Rates spread over 1 … ~1000 sat/vB, most of them low, as in real blocks.
    txs.push(tx(weight, Math.round(Math.exp(random() * 7) * 100) / 100));
    total += weight;
  }
  return txs;
}

describe("blockFeeStatistics on random full blocks", () => {
  const random = seededRandom(20_240_420);
  const blocks = Array.from({ length: 200 }, () => randomFullBlock(random));

  it("keeps the median within [min, max] and the range ascending", () => {
    for (const block of blocks) {
      const { medianFee, feeRange } = blockFeeStatistics(block);
      expect(feeRange).toHaveLength(7);
      const min = feeRange[0] ?? Number.NaN;
      const max = feeRange[6] ?? Number.NaN;
      expect(medianFee).toBeGreaterThanOrEqual(min);
      expect(medianFee).toBeLessThanOrEqual(max);
      for (let i = 1; i < feeRange.length; i++) expect(feeRange[i]).toBeGreaterThanOrEqual(feeRange[i - 1] ?? Number.NaN);
      expect(medianFee).toBeGreaterThan(0);
    }
  });
});
