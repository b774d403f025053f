import { describe, expect, it } from "vitest";
import { type ClockStep, runClockStep } from "../../../../durable-objects/devnet/state/clock-step.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";

const NOW = 1_763_700_000;
/** The object's live window (devnet-object.ts MAX_LIVE_CATCH_UP_SECONDS). */
const MAX_LIVE_SECONDS = 120;

const seeded = () => DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "clock-step-test" }, NOW);

/** Steps `network` the way the object does, recording each advance it asked for. */
function step(network: DevnetNetwork, clockStep: ClockStep): { time: number; maxLiveSeconds: number }[] {
  const advances: { time: number; maxLiveSeconds: number }[] = [];
  runClockStep(network, clockStep, (time, maxLiveSeconds) => {
    advances.push({ time, maxLiveSeconds });
    network.catchUp(time, maxLiveSeconds);
  }, MAX_LIVE_SECONDS);
  return advances;
}

describe("runClockStep", () => {
  it("runs to each of the next blocks in turn, at full traffic, and stops at the last", () => {
    const network = seeded();
    const tip = network.chain.tipHeight;
    const scheduled = network.nextBlockAt;
    const advances = step(network, { blocks: 3 });
    expect(network.chain.tipHeight).toBe(tip + 3);
    expect(advances).toHaveLength(3);
    expect(advances[0]).toEqual({ time: scheduled, maxLiveSeconds: Number.POSITIVE_INFINITY });
    // The clock ends at the third block's moment, not past it.
    expect(network.now).toBe(advances[2]!.time);
    expect(network.nextBlockAt).toBeGreaterThan(network.now);
  });

  it("moves the clock by exactly the seconds asked, within the object's live window", () => {
    const network = seeded();
    const before = network.now;
    expect(step(network, { seconds: 30 })).toEqual([{ time: before + 30, maxLiveSeconds: MAX_LIVE_SECONDS }]);
    expect(network.now).toBe(before + 30);
  });
});
