import { describe, it, expect } from "vitest";
import fixture from "../../fixtures/mempool/backend-test-data/fee-mempool-blocks.json" with { type: "json" };
import { InvalidFeeInputError } from "../../../shared/fees/fee-stats-tx.ts";
import { feeIncrement, recommendedFees } from "../../../shared/fees/recommended-fees.ts";
import { UnsupportedNetworkError } from "../../../shared/network/errors.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { satPerVByte, sats, vbytes } from "../../../shared/types/units.ts";

type WireBlock = (typeof fixture.subsat)[number];
/** Brands one fixture block's plain JSON numbers with their units. */
const fromWire = (raw: WireBlock): MempoolBlock => ({
  blockSize: raw.blockSize,
  blockVSize: vbytes(raw.blockVSize),
  nTx: raw.nTx,
  totalFees: sats(raw.totalFees),
  medianFee: satPerVByte(raw.medianFee),
  feeRange: raw.feeRange.map(satPerVByte),
});
// Upstream projected-block sets (research §3): `subsat` and `lowfee` are 8 real blocks, `empty` one small block.
const blocks = {
  subsat: fixture.subsat.map(fromWire),
  lowfee: fixture.lowfee.map(fromWire),
  empty: fixture.empty.map(fromWire),
};

/** Builder: a projected block with the two fields the recommendation reads. */
function block(blockVSize: number, medianFee: number): MempoolBlock {
  return {
    blockSize: Math.round(blockVSize * 1.5),
    blockVSize: vbytes(blockVSize),
    nTx: 1_000,
    totalFees: sats(Math.round(blockVSize * medianFee)),
    medianFee: satPerVByte(medianFee),
    feeRange: [satPerVByte(medianFee)],
  };
}

type Fees = [fastest: number, halfHour: number, hour: number, economy: number, minimum: number];
const asTuple = (fees: ReturnType<typeof recommendedFees>): Fees => [
  fees.fastestFee,
  fees.halfHourFee,
  fees.hourFee,
  fees.economyFee,
  fees.minimumFee,
];

describe("recommendedFees — golden results of research §3 (integer variant, mainnet)", () => {
  it.each<[string, MempoolBlock[], number, Fees]>([
    ["subsat with mempoolminfee 0.000001 → 2, 1, 1, 1, 1", blocks.subsat, 0.000001, [2, 1, 1, 1, 1]],
    ["lowfee with 0.00001 → 2, 2, 2, 2, 1", blocks.lowfee, 0.00001, [2, 2, 2, 2, 1]],
    ["empty with 0.00001 → all 1", blocks.empty, 0.00001, [1, 1, 1, 1, 1]],
  ])("gives %s", (_case, projected, minFee, expected) => {
    expect(asTuple(recommendedFees(projected, minFee, { network: "mainnet" }))).toEqual(expected);
  });
});

describe("recommendedFees — precise variant on the same fixtures, derived by hand", () => {
  it.each<[string, MempoolBlock[], number, Network, Fees]>([
    [
      // minimum = max(ceil₀.₀₀₁(0.1), 0.001) = 0.1. Block 0: ceil(1.00236) = 1.003. Block 1: (0.60825 + 1.003) / 2
      // = 0.80562 → 0.806. Block 2: (0.52000 + 0.806) / 2 = 0.66300 → 0.664. Economy = clamp(0.664, 0.1, 0.2) = 0.2.
      // Bitcoin offsets: fastest 1.003 + 0.5 = 1.503, halfHour 0.806 + 0.25 = 1.056.
      "subsat, 0.000001 BTC/kvB, mainnet",
      blocks.subsat, 0.000001, "mainnet", [1.503, 1.056, 0.664, 0.2, 0.1],
    ],
    [
      // minimum 1. Block 0: 1.003. Block 1: (1.60825 + 1.003) / 2 = 1.30562 → 1.306. Block 2: (1.52000 + 1.306) / 2
      // = 1.41300 → 1.414. Economy = clamp(1.414, 1, 2) = 1.414. Monotonic: fastest and halfHour rise to 1.414.
      // Offsets: 1.414 + 0.5 = 1.914, 1.414 + 0.25 = 1.664.
      "lowfee, 0.00001 BTC/kvB, mainnet (the order rule lifts fastest and halfHour before the offsets)",
      blocks.lowfee, 0.00001, "mainnet", [1.914, 1.664, 1.414, 1.414, 1],
    ],
    [
      // Everything is the minimum 1; offsets: max(1 + 0.5, 1) = 1.5, max(1 + 0.25, 0.5) = 1.25.
      "empty, 0.00001 BTC/kvB, mainnet",
      blocks.empty, 0.00001, "mainnet", [1.5, 1.25, 1, 1, 1],
    ],
    [
      // minimum 0.001 (the precise step floor); offsets reach their floors: max(0.501, 1) = 1, max(0.251, 0.5) = 0.5.
      "an empty mempool with a 0 floor on signet: the offsets' floors apply",
      [], 0, "signet", [1, 0.5, 0.001, 0.001, 0.001],
    ],
    [
      // Liquid precise: minimum floored at 0.1, no offsets.
      "empty, 0.000001 BTC/kvB, liquid",
      blocks.empty, 0.000001, "liquid", [0.1, 0.1, 0.1, 0.1, 0.1],
    ],
    [
      // Same walk as subsat/mainnet without the offsets.
      "subsat, 0.000001 BTC/kvB, liquidtestnet",
      blocks.subsat, 0.000001, "liquidtestnet", [1.003, 0.806, 0.664, 0.2, 0.1],
    ],
  ])("gives %s", (_case, projected, minFee, network, expected) => {
    expect(asTuple(recommendedFees(projected, minFee, { network, precise: true }))).toEqual(expected);
  });
});

describe("recommendedFees — the per-block rules of research §5.2 (integer variant)", () => {
  it.each<[string, MempoolBlock[], number, Network, Fees]>([
    ["no projected blocks: all the minimum", [], 0.00001, "mainnet", [1, 1, 1, 1, 1]],
    // Block 0 → 1; block 1: (20 + 1) / 2 = 10.5 → 11; block 2: (10 + 11) / 2 = 10.5 → 11; the order rule lifts fastest to 11.
    ["a block of exactly 500,000 vB gives the minimum", [block(500_000, 30), block(1_000_000, 20), block(1_000_000, 10)], 0.00001, "mainnet", [11, 11, 11, 2, 1]],
    // minimum 3: block 0 → ceil(4) = 4; blocks 1 and 2 have medians 2.5 and 2 < 3 → 3.
    ["a median under the minimum gives the minimum", [block(1_000_000, 4), block(1_000_000, 2.5), block(1_000_000, 2)], 0.00003, "mainnet", [4, 3, 3, 3, 3]],
    // Last block (the only one) at 800,000 vB: 10 × (800,000 − 500,000) / 500,000 = 6.
    ["the last block under 950,000 vB is discounted by its free space", [block(800_000, 10)], 0.00001, "mainnet", [6, 1, 1, 1, 1]],
    // 5 × 0.5 = 2.5 rounds to 3 on the 1 sat/vB step.
    ["a discounted rate is rounded to the step", [block(750_000, 5)], 0.00001, "mainnet", [3, 1, 1, 1, 1]],
    // Not last: ceil(10.2) = 11; the last (block 1): (8 + 11) / 2 × (700,000 − 500,000) / 500,000 = 3.8 → 4.
    ["only the last block is discounted", [block(800_000, 10.2), block(700_000, 8)], 0.00001, "mainnet", [11, 4, 1, 1, 1]],
    ["a last block above 950,000 vB is not discounted", [block(950_001, 10)], 0.00001, "mainnet", [10, 1, 1, 1, 1]],
    // Block 1: (5 + 40) / 2 = 22.5 → 23; block 2: (30 + 23) / 2 = 26.5 → 27, so halfHour and fastest rise to 27 … 40.
    ["each block averages its median with the previous result, and the order rule holds", [block(1e6, 40), block(1e6, 5), block(1e6, 30), block(1e6, 1)], 0.00001, "mainnet", [40, 27, 27, 2, 1]],
    ["economy is at most twice the minimum", [block(1e6, 50), block(1e6, 50), block(1e6, 50), block(1e6, 1)], 0.00002, "mainnet", [50, 50, 50, 4, 2]],
    ["Liquid rounds to 0.1 (spec §9) and floors at 0.1", [], 0.0000001, "liquid", [0.1, 0.1, 0.1, 0.1, 0.1]],
    ["Liquid ceilings go to the next 0.1", [block(1e6, 1.23), block(1e6, 1.23), block(1e6, 1.23), block(1e6, 1)], 0.000001, "liquid", [1.3, 1.3, 1.3, 0.2, 0.1]],
    ["research §3 floating guard: 0.00051 BTC/kvB is 51 sat/vB, not 52", [], 0.00051, "mainnet", [51, 51, 51, 51, 51]],
    ["Bisq follows the Bitcoin rules", [], 0.00001, "bisq", [1, 1, 1, 1, 1]],
  ])("%s", (_case, projected, minFee, network, expected) => {
    expect(asTuple(recommendedFees(projected, minFee, { network }))).toEqual(expected);
  });

  it("guards the floating error in the precise minimum: 0.00000103 BTC/kvB is 0.103, not 0.104", () => {
    expect(recommendedFees([], 0.00000103, { network: "liquid", precise: true }).minimumFee).toBe(0.103);
  });

  it("reads only the first three blocks", () => {
    const base = [block(1e6, 40), block(1e6, 30), block(1e6, 20)];
    expect(recommendedFees([...base, block(1e6, Number.NaN)], 0.00001, { network: "mainnet" })).toEqual(
      recommendedFees([...base, block(1e6, 1)], 0.00001, { network: "mainnet" }),
    );
  });
});

describe("feeIncrement", () => {
  it.each<[Network, number]>([
    ["mainnet", 1],
    ["testnet", 1],
    ["signet", 1],
    ["bisq", 1],
    ["liquid", 0.1],
    ["liquidtestnet", 0.1],
  ])("is the spec §9 fee step on %s: %s sat/vB", (network, expected) => {
    expect(feeIncrement(network)).toBe(expected);
  });
});

describe("recommendedFees — bad input", () => {
  it.each([
    ["a NaN mempoolminfee", [], Number.NaN, "Invalid mempoolminfee NaN: expected a finite rate of 0 BTC/kvB or more."],
    ["a negative mempoolminfee", [], -0.00001, "Invalid mempoolminfee -0.00001"],
    ["a string mempoolminfee", [], "0.00001", 'Invalid mempoolminfee "0.00001"'],
    ["blocks that are not an array", "blocks", 0.00001, 'Invalid mempool blocks "blocks"'],
    ["a block with a NaN median", [block(1e6, Number.NaN)], 0.00001, "Invalid mempool blocks[0].medianFee NaN"],
    ["a block with a negative vsize", [block(1e6, 2), block(-1, 2)], 0.00001, "Invalid mempool blocks[1].blockVSize -1"],
    ["a null block", [null], 0.00001, "Invalid mempool blocks[0].blockVSize undefined"],
  ])("rejects %s", (_case, projected, minFee, message) => {
    const call = () => recommendedFees(projected as MempoolBlock[], minFee as number, { network: "mainnet" });
    expect(call).toThrow(InvalidFeeInputError);
    expect(call).toThrow(message);
  });

  it("rejects an unknown network", () => {
    expect(() => recommendedFees([], 0.00001, { network: "regtest" as Network })).toThrow(UnsupportedNetworkError);
  });
});
