import { describe, expect, it } from "vitest";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import {
  parseBackendHeight,
  parseBlockCount,
  parseMiningInterval,
  parsePriceTimestamp,
  parseStatisticsInterval,
  parseTimespanBound,
  parseUnixSeconds,
} from "../../../shared/params/history-params.ts";

describe("the history routes' parameters, as the edge and the devnet read them", () => {
  it("takes the statistics windows only", () => {
    expect(parseStatisticsInterval("2h")).toBe("2h");
    expect(() => parseStatisticsInterval(undefined)).toThrow(/^Invalid statistics interval undefined: expected one of 2h, 24h, 1w, 1m, 3m, 6m, 1y, 2y, 3y, 4y, all\.$/);
    expect(() => parseStatisticsInterval("3d")).toThrow(InvalidParamError);
  });

  it("takes the mining windows, absent or unknown meaning the whole history, as the backend reads them", () => {
    expect(parseMiningInterval("3d")).toBe("3d");
    expect(parseMiningInterval(undefined)).toBe("all");
    expect(parseMiningInterval("")).toBe("all");
    expect(parseMiningInterval("5y")).toBe("all");
  });

  it("reads a height as the backend's parseInt does, refusing text with no number", () => {
    expect(parseBackendHeight("840000")).toBe(840_000);
    expect(parseBackendHeight("840000abc")).toBe(840_000);
    expect(parseBackendHeight("-5")).toBe(-5);
    expect(() => parseBackendHeight("tip")).toThrow(/^Invalid block height "tip": expected a whole number/);
  });

  it("reads a price timestamp as parseInt(…) || 0 does: no number, or 0, is none", () => {
    expect(parsePriceTimestamp("1700000000.5")).toBe(1_700_000_000);
    expect(parsePriceTimestamp("now")).toBeUndefined();
    expect(parsePriceTimestamp("0")).toBeUndefined();
    expect(parsePriceTimestamp(undefined)).toBeUndefined();
  });

  it("reads a fee timespan's bound as parseInt does, refusing no number or 0", () => {
    expect(parseTimespanBound("1700000000x", "from")).toBe(1_700_000_000);
    expect(() => parseTimespanBound("0", "from")).toThrow(/^Invalid from "0"/);
    expect(() => parseTimespanBound("", "to")).toThrow(InvalidParamError);
  });

  it("reads unix seconds without sign or leading zero, under the parameter's name", () => {
    expect(parseUnixSeconds("1700000000")).toBe(1_700_000_000);
    expect(() => parseUnixSeconds("0")).toThrow(/^Invalid timestamp "0"/);
    expect(() => parseUnixSeconds("-5", "from")).toThrow(/^Invalid from "-5": expected unix seconds: a whole number without sign or leading zero\.$/);
    expect(() => parseUnixSeconds("1e9")).toThrow(InvalidParamError);
  });

  it("counts blocks from 1, read as parseInt does", () => {
    expect(parseBlockCount("144")).toBe(144);
    expect(parseBlockCount("0144 blocks")).toBe(144);
    expect(() => parseBlockCount("0")).toThrow(/^Invalid block count "0": expected a whole number of 1 or more\.$/);
    expect(() => parseBlockCount("many")).toThrow(InvalidParamError);
  });
});
