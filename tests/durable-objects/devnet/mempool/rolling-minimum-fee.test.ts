import { describe, expect, it } from "vitest";
import {
  blockConnected,
  feeRateSatPerKvB,
  minimumFee,
  NO_ROLLING_FEE,
  packageRemoved,
  ROLLING_FEE_HALFLIFE_SECONDS,
} from "../../../../durable-objects/devnet/mempool/rolling-minimum-fee.ts";

const T = 1_763_700_000;
const LIMIT = 300_000_000;
const FULL = LIMIT;
/** 10 sat/vB evicted: 10,000 + 100 sat/kvB. */
const bumped = packageRemoved(NO_ROLLING_FEE, { fee: 2_000, vsize: 200 });

describe("the rolling minimum fee", () => {
  it("is none until the mempool has been trimmed", () => {
    expect(minimumFee(NO_ROLLING_FEE, T, FULL, LIMIT).satPerKvB).toBe(0);
  });

  it("rises to an evicted package's rate plus the incremental relay fee, never falls by a cheaper one", () => {
    expect(feeRateSatPerKvB(1_000, 141)).toBe(7_092);
    expect(bumped).toEqual({ satPerKvB: 10_100, updatedAt: 0, blockSinceBump: false });
    expect(packageRemoved(bumped, { fee: 200, vsize: 200 })).toBe(bumped);
    expect(packageRemoved(bumped, { fee: 4_000, vsize: 200 }).satPerKvB).toBe(20_100);
  });

  it("does not decay until a block has come since the last bump", () => {
    expect(minimumFee(bumped, T + 86_400, 0, LIMIT)).toEqual({ state: bumped, satPerKvB: 10_100 });
    // A later bump stops the decay again until the next block.
    const again = packageRemoved(blockConnected(bumped, T), { fee: 3_000, vsize: 200 });
    expect(minimumFee(again, T + 86_400, 0, LIMIT).satPerKvB).toBe(15_100);
  });

  it("halves every 12 hours after a block while the mempool is at least half full", () => {
    const fee = blockConnected(bumped, T);
    const { state, satPerKvB } = minimumFee(fee, T + ROLLING_FEE_HALFLIFE_SECONDS, LIMIT / 2, LIMIT);
    expect(satPerKvB).toBe(5_050);
    expect(state).toEqual({ satPerKvB: 5_050, updatedAt: T + ROLLING_FEE_HALFLIFE_SECONDS, blockSinceBump: true });
  });

  it("decays twice as fast below half the limit and four times as fast below a quarter", () => {
    const fee = blockConnected(bumped, T);
    expect(minimumFee(fee, T + ROLLING_FEE_HALFLIFE_SECONDS, LIMIT / 2 - 1, LIMIT).satPerKvB).toBe(2_525);
    expect(minimumFee(fee, T + ROLLING_FEE_HALFLIFE_SECONDS / 4, LIMIT / 4 - 1, LIMIT).satPerKvB).toBe(5_050);
  });

  it("moves only when more than 10 seconds passed since the last step", () => {
    const fee = blockConnected(bumped, T);
    expect(minimumFee(fee, T + 10, FULL, LIMIT)).toEqual({ state: fee, satPerKvB: 10_100 });
    expect(minimumFee(fee, T + 11, FULL, LIMIT).state.updatedAt).toBe(T + 11);
  });

  it("never quotes less than the incremental relay fee, and drops to none below half of it", () => {
    const low = blockConnected(packageRemoved(NO_ROLLING_FEE, { fee: 0, vsize: 200 }), T); // 100 sat/kvB
    const decayed = minimumFee(low, T + ROLLING_FEE_HALFLIFE_SECONDS / 2, FULL, LIMIT);
    expect(decayed.state.satPerKvB).toBeCloseTo(70.71, 2);
    expect(decayed.satPerKvB).toBe(100);
    const gone = minimumFee(low, T + ROLLING_FEE_HALFLIFE_SECONDS + 1, FULL, LIMIT);
    expect(gone).toEqual({ state: { satPerKvB: 0, updatedAt: T + ROLLING_FEE_HALFLIFE_SECONDS + 1, blockSinceBump: true }, satPerKvB: 0 });
  });
});
