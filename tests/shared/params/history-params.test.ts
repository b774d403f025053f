import { describe, expect, it } from "vitest";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { parseBlockCount, parseMiningInterval, parseStatisticsInterval, parseUnixSeconds } from "../../../shared/params/history-params.ts";

describe("the history routes' parameters, as the edge and the devnet read them", () => {
  it("takes the statistics windows only", () => {
    expect(parseStatisticsInterval("2h")).toBe("2h");
    expect(() => parseStatisticsInterval(undefined)).toThrow(/^Invalid statistics interval undefined: expected one of 2h, 24h, 1w, 1m, 3m, 6m, 1y, 2y, 3y, 4y, all\.$/);
    expect(() => parseStatisticsInterval("3d")).toThrow(InvalidParamError);
  });

  it("takes the mining windows, absent meaning the whole history", () => {
    expect(parseMiningInterval("3d")).toBe("3d");
    expect(parseMiningInterval(undefined)).toBe("all");
    expect(() => parseMiningInterval("")).toThrow(/^Invalid mining interval an empty string: expected one of 24h, 3d, 1w/);
  });

  it("reads unix seconds without sign or leading zero, under the parameter's name", () => {
    expect(parseUnixSeconds("1700000000")).toBe(1_700_000_000);
    expect(() => parseUnixSeconds("0")).toThrow(/^Invalid timestamp "0"/);
    expect(() => parseUnixSeconds("-5", "from")).toThrow(/^Invalid from "-5": expected unix seconds: a whole number without sign or leading zero\.$/);
    expect(() => parseUnixSeconds("1e9")).toThrow(InvalidParamError);
  });

  it("counts blocks from 1", () => {
    expect(parseBlockCount("144")).toBe(144);
    expect(() => parseBlockCount("0")).toThrow(/^Invalid block count "0": expected a whole number of 1 or more\.$/);
  });
});
