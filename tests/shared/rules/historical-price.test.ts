import { describe, expect, it } from "vitest";
import { EMPTY_HISTORICAL_PRICE, historicalPriceApplies } from "../../../shared/rules/historical-price.ts";

describe("historical price", () => {
  it("is empty with zero rates on a testnet (spec §5)", () => {
    expect(EMPTY_HISTORICAL_PRICE).toEqual({
      prices: [],
      exchangeRates: { USDEUR: 0, USDGBP: 0, USDCAD: 0, USDCHF: 0, USDAUD: 0, USDJPY: 0 },
    });
  });

  it.each([
    ["mainnet", true, true],
    ["liquid", true, true],
    ["mainnet", false, false],
    ["testnet", true, false],
    ["signet", true, false],
    ["liquidtestnet", true, false],
    ["bisq", true, false],
  ] as const)("on %s with the setting %s applies: %s", (network, setting, expected) => {
    expect(historicalPriceApplies(network, { historicalPrice: setting })).toBe(expected);
  });
});
