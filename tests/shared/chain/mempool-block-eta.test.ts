import { describe, expect, it } from "vitest";
import { mempoolBlockEtaMs } from "../../../shared/chain/mempool-block-eta.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("mempoolBlockEtaMs", () => {
  it.each([
    [0, 61_000],
    [1, 121_000],
    [7, 481_000],
  ])("§9 Liquid: block %i is 61 s plus a minute per index away: %i ms", (index, eta) => {
    expect(mempoolBlockEtaMs(index, "liquid")).toBe(eta);
    expect(mempoolBlockEtaMs(index, "liquidtestnet")).toBe(eta);
  });

  it.each([
    [0, 600_000, undefined, 600_000],
    [2, 600_000, undefined, 1_800_000],
    [0, 580_000, -120_000, 460_000],
  ])("§9 Bitcoin: block %i with average %i ms and offset %s is %i ms away", (index, avg, offset, eta) => {
    const timing = offset === undefined ? { adjustedTimeAvg: avg } : { adjustedTimeAvg: avg, timeOffset: offset };
    expect(mempoolBlockEtaMs(index, "mainnet", timing)).toBe(eta);
  });

  it("has no estimate on Bitcoin before difficulty data arrives", () => {
    expect(mempoolBlockEtaMs(0, "testnet")).toBeNull();
    expect(mempoolBlockEtaMs(0, "testnet", { adjustedTimeAvg: 0 })).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN])("rejects the index %s", (index) => {
    expect(() => mempoolBlockEtaMs(index, "mainnet", { adjustedTimeAvg: 1 })).toThrow(InvalidParamError);
  });
});
