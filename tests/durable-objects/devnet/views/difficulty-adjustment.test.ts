import { describe, expect, it } from "vitest";
import type { BlockRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { type DifficultyChain, difficultyAdjustment } from "../../../../durable-objects/devnet/views/difficulty-adjustment.ts";
import { bitsToDifficulty } from "../../../../durable-objects/devnet/chain/pow.ts";

const T0 = 1_700_000_000;
const BITS = 0x1d00ffff;
/** Twice as hard as BITS. */
const HARDER_BITS = 0x1c7fff80;

/** A chain of headers only: block h at `time(h)`, bits by height. */
function chainOf(tipHeight: number, time: (h: number) => number, bits: (h: number) => number, firstHeight = 0): DifficultyChain {
  const block = (height: number) =>
    ({ hash: String(height), height, txids: [], size: 0, weight: 0, poolId: 0, header: { version: 1, previousBlockHash: "", merkleRoot: "", timestamp: time(height), bits: bits(height), nonce: 0 } }) as BlockRecord;
  return { tipHeight, firstHeight, tip: block(tipHeight), blockAt: (h: number) => (h >= firstHeight && h <= tipHeight ? block(h) : undefined) };
}

describe("difficultyAdjustment", () => {
  it("expects no change when blocks come every 600 s", () => {
    const chain = chainOf(3_000, (h) => T0 + h * 600, () => BITS);
    const da = difficultyAdjustment(chain, T0 + 3_000 * 600);
    expect(da.difficultyChange).toBeCloseTo(0, 10);
    expect(da).toMatchObject({ remainingBlocks: 2016 - (3_000 - 2016), nextRetargetHeight: 4032, previousTime: T0 + 2016 * 600, timeAvg: 600_000, adjustedTimeAvg: 600_000, timeOffset: 0 });
    expect(da.progressPercent).toBeCloseTo((984 / 2016) * 100, 10);
  });

  it("expects +100 % when blocks come twice as fast, and clamps at +300 %", () => {
    expect(difficultyAdjustment(chainOf(3_000, (h) => T0 + h * 300, () => BITS), T0 + 3_000 * 300).difficultyChange).toBeCloseTo(100, 6);
    expect(difficultyAdjustment(chainOf(3_000, (h) => T0 + h * 10, () => BITS), T0 + 3_000 * 10).difficultyChange).toBe(300);
  });

  it("early in an epoch, weighs the previous epoch's blocks by the last retarget", () => {
    // The new epoch is twice as hard and its blocks still come every 600 s: the hashrate doubled
    // at the retarget, so blocks of the old epoch count half and the estimate is no change.
    const bits = (h: number) => (h >= 2016 ? HARDER_BITS : BITS);
    expect(bitsToDifficulty(HARDER_BITS) / bitsToDifficulty(BITS)).toBeCloseTo(2, 3);
    const chain = chainOf(2_100, (h) => (h < 2016 ? T0 + h * 300 : T0 + 2015 * 300 + (h - 2015) * 600), bits);
    const da = difficultyAdjustment(chain, T0 + 2015 * 300 + 85 * 600);
    expect(da.difficultyChange).toBeCloseTo(0, 1);
    expect(da.previousRetarget).toBeCloseTo(100, 1);
  });

  it("times an epoch that began before a late-starting chain from its first block, at mainnet's pace", () => {
    // The chain begins 100 blocks into epoch 520 (1,048,320 … 1,050,335).
    const chain = chainOf(1_048_520, (h) => T0 + h * 600, () => BITS, 1_048_420);
    const da = difficultyAdjustment(chain, T0 + 1_048_520 * 600);
    expect(da).toMatchObject({ remainingBlocks: 2016 - 200, nextRetargetHeight: 1_050_336, previousTime: T0 + 1_048_320 * 600, timeAvg: 600_000, previousRetarget: 0 });
    expect(da.difficultyChange).toBeCloseTo(0, 10);
  });

  it("counts the time since the last block", () => {
    const chain = chainOf(3_000, (h) => T0 + h * 600, () => BITS);
    const late = difficultyAdjustment(chain, T0 + 3_000 * 600 + 6_000);
    expect(late.difficultyChange).toBeLessThan(0);
    expect(late.expectedBlocks).toBeCloseTo((3_000 - 2016) + 10, 10);
  });
});
