import { describe, expect, it } from "vitest";
import type { BlockRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { difficultyAdjustmentTuples, difficultyHistory } from "../../../../durable-objects/devnet/views/difficulty-history.ts";

const T0 = 1_700_000_000;
const BITS = 0x1d00ffff;
/** Twice as hard as BITS. */
const HARDER_BITS = 0x1c7fff80;

function chainOf(tipHeight: number, bits: (h: number) => number, firstHeight = 0) {
  const block = (height: number) =>
    ({ hash: String(height), height, txids: [], size: 0, weight: 0, poolId: 0, header: { version: 1, previousBlockHash: "", merkleRoot: "", timestamp: T0 + height * 600, bits: bits(height), nonce: 0 } }) as BlockRecord;
  return { tipHeight, firstHeight, blockAt: (h: number) => (h >= firstHeight && h <= tipHeight ? block(h) : undefined) };
}

describe("difficultyHistory", () => {
  it("lists genesis at adjustment 0 and each retarget with its ratio, oldest first", () => {
    const chain = chainOf(5_000, (h) => (h >= 2016 && h < 4032 ? HARDER_BITS : BITS));
    const rows = difficultyHistory(chain, Number.NEGATIVE_INFINITY);
    expect(rows.map((r) => [r.height, r.time, r.adjustment])).toEqual([
      [0, T0, 0],
      [2016, T0 + 2016 * 600, 2],
      [4032, T0 + 4032 * 600, 0.5],
    ]);
  });

  it("lists a retarget that left the difficulty alone at ratio 1 (the devnet's floor)", () => {
    const rows = difficultyHistory(chainOf(4_100, () => BITS), Number.NEGATIVE_INFINITY);
    expect(rows.map((r) => [r.height, r.adjustment])).toEqual([[0, 0], [2016, 1], [4032, 1]]);
  });

  it.each([
    ["before every retarget", T0, [4032, 2016, 0]],
    ["after the first retarget", T0 + 2016 * 600, [4032, 2016]],
    ["after the last retarget", T0 + 4033 * 600, []],
  ])("as tuples, newest first, keeps the window starting %s", (_, from, heights) => {
    const tuples = difficultyAdjustmentTuples(chainOf(4_100, () => BITS), from);
    expect(tuples.map(([, height]) => height)).toEqual(heights);
  });

  it("takes the first block of a chain that begins late as the baseline, not as an adjustment", () => {
    // Listed at ratio 0, the first block read as a 100 % drop; upstream's partial index lists it not at all.
    const rows = difficultyHistory(chainOf(1_050_400, (h) => (h >= 1_050_336 ? HARDER_BITS : BITS), 1_047_925), Number.NEGATIVE_INFINITY);
    expect(rows.map((r) => [r.height, r.adjustment])).toEqual([[1_048_320, 1], [1_050_336, 2]]);
  });

  it("lists nothing before the first retarget of a chain that begins late", () => {
    expect(difficultyAdjustmentTuples(chainOf(1_048_000, () => BITS, 1_047_925), Number.NEGATIVE_INFINITY)).toEqual([]);
  });

  it("is empty before genesis", () => {
    expect(difficultyHistory(chainOf(-1, () => BITS), Number.NEGATIVE_INFINITY)).toEqual([]);
  });
});
