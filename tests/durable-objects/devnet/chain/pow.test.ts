import { describe, expect, it } from "vitest";
import {
  DIFFICULTY_ONE_TARGET,
  POW_LIMIT_BITS,
  bitsToDifficulty,
  bitsToTarget,
  targetToBits,
} from "../../../../durable-objects/devnet/chain/pow.ts";
import { DEVNET_START_BITS, isRetargetHeight, retargetBits } from "../../../../durable-objects/devnet/chain/retarget.ts";
import { EPOCH_TARGET_TIMESPAN_SECONDS } from "../../../../shared/chain/difficulty.ts";

describe("compact bits", () => {
  it.each([
    [0x1d00ffff, 1],
    [386038124, 113757508810854], // mainnet block 890440
  ])("bits %i have difficulty %d", (bits, difficulty) => {
    expect(Math.round(bitsToDifficulty(bits))).toBe(difficulty);
  });

  it.each([0x1d00ffff, 386038124, POW_LIMIT_BITS, 0x1b0404cb])("round-trip %i through the target", (bits) => {
    expect(targetToBits(bitsToTarget(bits))).toBe(bits);
  });

  it("decodes the difficulty-1 target", () => {
    expect(bitsToTarget(0x1d00ffff)).toBe(DIFFICULTY_ONE_TARGET);
  });
});

describe("devnet retargeting", () => {
  it("keeps the difficulty when the epoch took its target time", () => {
    const harder = retargetBits(DEVNET_START_BITS, EPOCH_TARGET_TIMESPAN_SECONDS / 2);
    expect(retargetBits(harder, EPOCH_TARGET_TIMESPAN_SECONDS)).toBe(harder);
  });

  it("doubles the difficulty for an epoch twice as fast", () => {
    const harder = retargetBits(DEVNET_START_BITS, EPOCH_TARGET_TIMESPAN_SECONDS / 2);
    expect(bitsToDifficulty(harder) / bitsToDifficulty(DEVNET_START_BITS)).toBeCloseTo(2, 3);
  });

  it("moves at most four times in one epoch", () => {
    const harder = retargetBits(DEVNET_START_BITS, 1);
    expect(bitsToDifficulty(harder) / bitsToDifficulty(DEVNET_START_BITS)).toBeCloseTo(4, 3);
  });

  it("never gets easier than the devnet's start", () => {
    expect(retargetBits(DEVNET_START_BITS, EPOCH_TARGET_TIMESPAN_SECONDS * 10)).toBe(DEVNET_START_BITS);
  });

  it("never gets harder than 4096 times the start, however fast blocks come", () => {
    let bits = DEVNET_START_BITS;
    for (let epoch = 0; epoch < 20; epoch++) bits = retargetBits(bits, 1);
    expect(Math.round(bitsToDifficulty(bits) / bitsToDifficulty(DEVNET_START_BITS))).toBe(4096);
  });

  it.each([
    [0, false],
    [2015, false],
    [2016, true],
    [4032, true],
  ])("height %i starts an epoch: %s", (height, expected) => {
    expect(isRetargetHeight(height)).toBe(expected);
  });
});
