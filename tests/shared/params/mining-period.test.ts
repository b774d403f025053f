import { describe, expect, it } from "vitest";
import { MINING_WINDOWS } from "../../../shared/preferences/chart-windows.ts";
import { miningPeriodParam } from "../../../shared/params/mining-period.ts";

describe("the mining dashboard's ?period=", () => {
  it.each(MINING_WINDOWS)("accepts the mining window %s", (window) => {
    expect(miningPeriodParam(window)).toBe(window);
  });

  it.each([null, undefined, "", "2h", "1W", " 1m", "1m ", "week", "all "])("falls back to 1w for %j", (raw) => {
    expect(miningPeriodParam(raw)).toBe("1w");
  });
});
