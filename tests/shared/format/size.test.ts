import { describe, expect, it } from "vitest";
import { SIZE_UNITS, type SizeKind, formatBytes } from "../../../shared/format/size.ts";

describe("formatBytes (spec §9: size units step by 1000: B, kB, MB, GB, TB, with vB and WU variants)", () => {
  it.each<[number, SizeKind, number, string]>([
    [0, "B", 2, "0 B"],
    [512, "B", 2, "512 B"],
    [999, "B", 2, "999 B"],
    [1000, "B", 2, "1.00 kB"],
    [1_234_567, "B", 2, "1.23 MB"],
    [1_000_000, "vB", 2, "1.00 MvB"],
    [998_000, "vB", 2, "998.00 kvB"],
    [999_999, "vB", 2, "1.00 MvB"],
    [4_000_000, "WU", 0, "4 MWU"],
    [140.25, "vB", 2, "140.25 vB"],
    [140.256, "vB", 1, "140.3 vB"],
    [2.5e9, "B", 1, "2.5 GB"],
    [7e12, "WU", 2, "7.00 TWU"],
    [1.5e15, "B", 2, "1,500.00 TB"],
  ])("prints %s %s with %s digits as %s", (size, kind, digits, text) => {
    expect(formatBytes(size, kind, digits)).toBe(text);
  });

  it("defaults to bytes and 2 digits", () => {
    expect(formatBytes(1_500_000)).toBe("1.50 MB");
  });

  it("names five units per kind", () => {
    expect(SIZE_UNITS).toEqual({
      B: ["B", "kB", "MB", "GB", "TB"],
      vB: ["vB", "kvB", "MvB", "GvB", "TvB"],
      WU: ["WU", "kWU", "MWU", "GWU", "TWU"],
    });
  });

  it.each([
    [Number.NaN, "B", 2, "size must be a finite, non-negative number, got NaN"],
    [-1, "B", 2, "size must be a finite, non-negative number, got -1"],
    [1, "B", -1, "digits must be a finite, non-negative whole number, got -1"],
    [1, "B", 1.5, "digits must be a finite, non-negative whole number, got 1.5"],
    [1, "kB", 2, 'size kind must be "B", "vB" or "WU", got "kB"'],
    [1, "toString", 2, 'size kind must be "B", "vB" or "WU", got "toString"'],
  ])("rejects size %s, kind %j, digits %s", (size, kind, digits, message) => {
    expect(() => formatBytes(size, kind as SizeKind, digits)).toThrow(message);
  });
});
