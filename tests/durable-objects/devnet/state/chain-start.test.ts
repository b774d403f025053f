import { describe, expect, it } from "vitest";
import { firstHeightFor, historyBlockCount, nextBlockTime } from "../../../../durable-objects/devnet/state/chain-start.ts";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";

describe("firstHeightFor", () => {
  it.each([
    ["two weeks, an hour before the halving", 2_016, 60, 1_047_925],
    ["one block, the halving next", 1, 1, 1_049_999],
    ["the halving a whole interval ahead", 144, 210_000, 839_857],
  ])("places %s", (_, history, lead, first) => {
    expect(firstHeightFor(history, lead)).toBe(first);
    // The lead-th live block after the history's last one is the halving.
    expect((first + history - 1 + lead) % 210_000).toBe(0);
  });

  it("moves to a later halving when the span is longer than the heights before the next one", () => {
    expect(firstHeightFor(1_000_000, 100_000)).toBe(1_260_000 - 1_099_999);
  });
});

describe("historyBlockCount", () => {
  it("counts the blocks the same clock will draw, without moving it", () => {
    const clock = Random.fromSeed("chain-start").fork("block-clock");
    const before = clock.state;
    const count = historyBlockCount(clock, 1_000, 1_000 + 86_400, 600);
    expect(clock.state).toEqual(before);
    let drawn = 1;
    for (let time = nextBlockTime(clock, 1_000, 600); time <= 1_000 + 86_400; time = nextBlockTime(clock, time, 600)) drawn++;
    expect(count).toBe(drawn);
    expect(count).toBeGreaterThan(100);
    expect(count).toBeLessThan(200);
  });
});
