import { describe, expect, it } from "vitest";
import { darken, desaturate, hexToRgba, sameColour, withAlpha } from "../../../shared/graph/colour-math.ts";

describe("colour math", () => {
  it("parses #rrggbb with or without the hash", () => {
    expect(hexToRgba("#0099ff")).toEqual([0, 0.6, 1, 1]);
    expect(hexToRgba("FFFFFF", 0.5)).toEqual([1, 1, 1, 0.5]);
    expect(() => hexToRgba("#fff")).toThrow(/colour must be "#rrggbb", got "#fff"/);
  });

  it("desaturates towards the grey of the same luminance and darkens by a factor", () => {
    const grey = desaturate([1, 0, 0, 1], 1);
    expect(grey[0]).toBeCloseTo(0.2126, 6);
    expect(grey[1]).toBeCloseTo(0.2126, 6);
    expect(desaturate([0.3, 0.6, 0.9, 0.5], 0)).toEqual([0.3, 0.6, 0.9, 0.5]);
    expect(darken([1, 0.5, 0, 1], 0.5)).toEqual([0.5, 0.25, 0, 1]);
    expect(withAlpha([1, 0, 0, 1], 0.2)).toEqual([1, 0, 0, 0.2]);
  });

  it("compares colours to 8-bit precision", () => {
    expect(sameColour([0.5, 0.5, 0.5, 1], [0.5005, 0.5, 0.5, 1])).toBe(true);
    expect(sameColour([0.5, 0.5, 0.5, 1], [0.51, 0.5, 0.5, 1])).toBe(false);
  });
});
