import { describe, expect, it } from "vitest";
import { isMiningView } from "../../../shared/network/mining-view.ts";

describe("the strip's mining view (spec §2.3)", () => {
  it.each([
    ["/mining", "mainnet", true],
    ["/mining/pool/foundry-usa", "testnet", true],
    ["/acceleration", "signet", true],
    ["/", "mainnet", false],
    ["/tx/abc", "mainnet", false],
    ["/miningx", "mainnet", false],
    ["/mining", "liquid", false],
    ["/acceleration", "liquidtestnet", false],
    ["/mining", "bisq", false],
  ] as const)("%s on %s → %s", (route, network, expected) => {
    expect(isMiningView(route, network)).toBe(expected);
  });
});
