import { describe, expect, it } from "vitest";
import {
  BOOST_BLOCK_WEIGHT_WU,
  BOOST_MAX_OFFSET_WU,
  BOOST_MIN_OFFSET_WU,
  BOOST_WINDOW_WU,
  type BoostBlockTx,
  bidBoostCharge,
  blockBoostRate,
} from "../../../shared/rules/bid-boost.ts";

/** `count` transactions of `vsize` vB at `rate` sat/vB (1,000 WU each by default). */
const txs = (count: number, rate: number, vsize = 250, accelerated = false): BoostBlockTx[] =>
  Array.from({ length: count }, () => ({ vsize, fee: rate * vsize, accelerated }));

/** A block listed top first, as a summary lists it: `layers` given bottom first, for reading. */
const block = (...layersBottomFirst: BoostBlockTx[][]): BoostBlockTx[] => layersBottomFirst.flat().reverse();

const weightOf = (list: readonly BoostBlockTx[]): number => list.reduce((sum, tx) => sum + tx.vsize * 4, 0);
/** A full block: no spare weight, so the offset is the smallest one. */
const FULL = BOOST_BLOCK_WEIGHT_WU;

describe("the bid-boost constants (research §3.9)", () => {
  it.each([
    ["the window", BOOST_WINDOW_WU, 40_000],
    ["the least offset", BOOST_MIN_OFFSET_WU, 10_000],
    ["the largest offset", BOOST_MAX_OFFSET_WU, 400_000],
    ["the block weight limit", BOOST_BLOCK_WEIGHT_WU, 4_000_000],
  ])("%s is %i WU", (_, value, expected) => {
    expect(value).toBe(expected);
  });
});

describe("blockBoostRate", () => {
  it.each([
    ["a full block at one rate: that rate", block(txs(100, 5)), FULL, 5],
    // The bottom 10 kWU are skipped, the 40 kWU window above them is at 7.
    ["the least offset skips the bottom 10 kWU", block(txs(10, 1), txs(40, 7), txs(50, 20)), FULL, 7],
    // Window 10–50 kWU: 20 kWU at 4 and 20 kWU at 6, weighted alike.
    ["the window averages by weight", block(txs(10, 1), txs(20, 4), txs(20, 6), txs(10, 50)), FULL, 5],
    // A 4 kWU transaction straddling the window's start counts only its part inside: 2 kWU at 3, 38 kWU at 9.
    ["a transaction across the window's edge counts its part inside", block(txs(8, 1), [{ vsize: 1_000, fee: 3_000, accelerated: false }], txs(40, 9)), FULL, (2_000 * 3 + 38_000 * 9) / 40_000],
    // 100 kWU spare: the window lies at 100–140 kWU.
    ["spare weight is skipped", block(txs(100, 2), txs(40, 8), txs(10, 30)), FULL - 100_000, 8],
    // 3.9 MWU spare is capped at 400 kWU; 440 kWU of transactions reach just past the window.
    ["the offset is at most 400 kWU", block(txs(400, 2), txs(40, 6)), 0, 6],
    ["too little weight for the window: the whole bid", block(txs(49, 5)), FULL, Number.POSITIVE_INFINITY],
    ["an empty block: the whole bid", [], 1_000, Number.POSITIVE_INFINITY],
    ["spare weight beyond what remains: the whole bid", block(txs(100, 5)), 400_000, Number.POSITIVE_INFINITY],
  ])("%s", (_, list, blockWeight, expected) => {
    expect(blockBoostRate(list, blockWeight)).toBeCloseTo(expected, 10);
  });

  it("skips at least the smallest accelerated package, counted in consecutive accelerated transactions", () => {
    // Two packages at the top: 30 kWU and 50 kWU. The smallest, 30 kWU, sets the offset over 10 kWU.
    const list = block(txs(30, 1), txs(40, 4), txs(10, 9), txs(30, 0.5, 250, true), txs(20, 12), txs(50, 0.5, 250, true));
    expect(blockBoostRate(list, FULL)).toBeCloseTo(4, 10);
  });

  it("leaves accelerated transactions out of the walk, wherever they sit", () => {
    // Accelerated ones at the very bottom do not count as weight walked, nor as the window's rate.
    const list = block(txs(5, 100, 250, true), txs(10, 1), txs(40, 3), txs(10, 20));
    expect(blockBoostRate(list, FULL)).toBeCloseTo(3, 10);
  });

  it("leaves out a transaction placed above where its rate belongs (prioritized)", () => {
    // A 1 sat/vB transaction amid the 6 sat/vB ones would otherwise lower the window's average.
    const list = block(txs(10, 2), txs(20, 6), txs(1, 1), txs(20, 6), txs(10, 10));
    expect(blockBoostRate(list, FULL)).toBeCloseTo(6, 10);
  });

  it("lets a lone high-rate transaction at the bottom (a pool's own) cost only itself", () => {
    const list = block(txs(1, 80), txs(10, 2), txs(40, 5), txs(10, 9));
    expect(blockBoostRate(list, FULL)).toBeCloseTo(5, 10);
  });

  it("keeps equal rates in order, so a flat block is read whole", () => {
    expect(blockBoostRate(block(txs(60, 3)), FULL)).toBeCloseTo(3, 10);
  });

  it("reads fractional vsizes (weight / 4) as their weight", () => {
    const list = block(Array.from({ length: 200 }, () => ({ vsize: 140.25, fee: 561, accelerated: false })));
    expect(weightOf(list)).toBe(112_200);
    expect(blockBoostRate(list, FULL)).toBeCloseTo(4, 10);
  });
});

describe("bidBoostCharge", () => {
  const acceleration = { effectiveVsize: 220, effectiveFee: 440, feeDelta: 6_000 };

  it.each([
    ["what lifts the package to the rate: ceil(220 × 8.5) − 440", acceleration, 8.5, 1_430],
    ["rounded up to whole sats: ceil(220 × 8.501) − 440", acceleration, 8.501, 1_431],
    ["never more than the bid", acceleration, 40, 6_000],
    ["the bid exactly at its rate: (440 + 6000) / 220", acceleration, 6_440 / 220, 6_000],
    ["nothing when the package already pays the rate", acceleration, 2, 0],
    ["nothing when it pays more", acceleration, 1, 0],
    ["an infinite rate charges the whole bid", acceleration, Number.POSITIVE_INFINITY, 6_000],
    ["a bid of 0 charges nothing", { ...acceleration, feeDelta: 0 }, 8.5, 0],
    ["a bid of 0 charges nothing, even at an infinite rate", { ...acceleration, feeDelta: 0 }, Number.POSITIVE_INFINITY, 0],
  ])("%s", (_, input, rate, expected) => {
    expect(bidBoostCharge(input, rate)).toBe(expected);
  });

  it("charges by the block's rate what the pool would have earned from the transactions it left out", () => {
    // A full block whose window is at 5 sat/vB: a 141 vB package paying 141 sats owes 564 of its 10,000.
    const rate = blockBoostRate(block(txs(10, 1), txs(60, 5), txs(30, 40)), FULL);
    expect(bidBoostCharge({ effectiveVsize: 141, effectiveFee: 141, feeDelta: 10_000 }, rate)).toBe(564);
  });
});
