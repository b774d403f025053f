import { describe, expect, it } from "vitest";
import { HASHRATE_UNITS, formatHashrate } from "../../../shared/format/hashrate.ts";

describe("formatHashrate", () => {
  it.each<[number, number, string]>([
    [0, 2, "0 H/s"],
    [12, 2, "12 H/s"],
    [999.5, 0, "1 kH/s"],
    [1000, 2, "1.00 kH/s"],
    [999_999, 1, "1.0 MH/s"],
    [4.5e12, 2, "4.50 TH/s"],
    [612_345_678_901_234_567_890, 2, "612.35 EH/s"],
    [1.5e21, 1, "1.5 ZH/s"],
    [2e24, 0, "2,000 ZH/s"],
  ])("prints %s H/s with %s digits as %s", (rate, digits, text) => {
    expect(formatHashrate(rate, digits)).toBe(text);
  });

  it("defaults to 2 digits", () => {
    expect(formatHashrate(7.25e18)).toBe("7.25 EH/s");
  });

  it("steps by 1000 from H/s to ZH/s", () => {
    expect(HASHRATE_UNITS).toEqual(["H/s", "kH/s", "MH/s", "GH/s", "TH/s", "PH/s", "EH/s", "ZH/s"]);
  });

  it("refuses a rate that is negative or not a number, and bad digits", () => {
    expect(() => formatHashrate(-1)).toThrow(/hashesPerSecond/);
    expect(() => formatHashrate(Number.NaN)).toThrow(/hashesPerSecond/);
    expect(() => formatHashrate("5" as unknown as number)).toThrow(/hashesPerSecond/);
    expect(() => formatHashrate(5, -1)).toThrow(/digits/);
  });
});
