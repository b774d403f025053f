import { describe, expect, it } from "vitest";
import { WALLET_COMFORT_COINS, consolidationPressure } from "../../../../durable-objects/devnet/sim/traffic.ts";

describe("consolidationPressure", () => {
  it.each([
    [0, 1],
    [WALLET_COMFORT_COINS, 1],
    [WALLET_COMFORT_COINS * 1.5, 1.5 ** 4],
    [WALLET_COMFORT_COINS * 2, 16],
  ])("with %i coins weighs consolidations ×%d", (coins, factor) => {
    expect(consolidationPressure(coins)).toBeCloseTo(factor, 10);
  });
});
