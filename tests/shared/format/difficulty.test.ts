import { describe, expect, it } from "vitest";
import { formatDifficulty } from "../../../shared/format/difficulty.ts";

describe("formatDifficulty", () => {
  it.each<[number, string]>([
    [83_148_355_189_239.77, "83.15 T"],
    [1_500, "1.5 k"],
    [999, "999"],
    [999_999, "1 M"],
    [1, "1"],
    [0, "0"],
    [4.656542373906925e-10, "4.66e-10"],
    [0.0123456, "0.0123"],
  ])("%d → %s", (value, text) => {
    expect(formatDifficulty(value)).toBe(text);
  });

  it("takes the fraction digits asked for", () => {
    expect(formatDifficulty(83_148_355_189_239.77, 0)).toBe("83 T");
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (value) => {
    expect(() => formatDifficulty(value)).toThrow(RangeError);
  });
});
