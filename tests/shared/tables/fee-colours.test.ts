import { describe, expect, it } from "vitest";
import {
  ACCELERATED_COLOUR,
  ADDED_COLOUR,
  CENSORED_COLOUR,
  FEE_COLOURS,
  FILTER_NON_MATCH_ALPHA,
  UNKNOWN_COLOUR,
  feeColour,
} from "../../../shared/tables/fee-colours.ts";
import { FEE_LEVEL_COUNT } from "../../../shared/tables/fee-levels.ts";

/** HSL hue in degrees, with magentas (above 300°) unwrapped below red as negative angles. */
function unwrappedHue(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return Number.NaN;
  const sector = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  const hue = sector * 60;
  return hue > 300 ? hue - 360 : hue;
}

describe("fee colours", () => {
  it("has one colour per fee level (39)", () => {
    expect(FEE_COLOURS).toHaveLength(FEE_LEVEL_COUNT);
    expect(FEE_COLOURS).toHaveLength(39);
  });

  it("stores every colour as lower-case #rrggbb", () => {
    expect(FEE_COLOURS.filter((colour) => !/^#[0-9a-f]{6}$/.test(colour))).toEqual([]);
  });

  it("has no repeated colour, so neighbouring levels stay distinguishable", () => {
    expect(new Set(FEE_COLOURS).size).toBe(FEE_COLOURS.length);
  });

  it("moves steadily from green through amber, orange and red to crimson-magenta", () => {
    const hues = FEE_COLOURS.map(unwrappedHue);
    const rising = hues.flatMap((hue, i) => (i > 0 && hue >= (hues[i - 1] ?? Number.NaN) ? [i] : []));
    expect(rising).toEqual([]);
    expect(hues[0]).toBeGreaterThan(120); // green
    expect(hues[19]).toBeGreaterThan(15); // orange at 100 sat/vB
    expect(hues[19]).toBeLessThan(45);
    expect(hues[38]).toBeLessThan(-20); // magenta side of red at ≥ 2000 sat/vB
  });

  it.each([
    [0, 0],
    [0.5, 0],
    [1, 1],
    [7, 6],
    [100, 19],
    [2000, 38],
    [5000, 38],
    [-3, 0],
    [Number.NaN, 0],
  ])("colours %s sat/vB with level %s", (rate, level) => {
    expect(feeColour(rate)).toBe(FEE_COLOURS[level]);
  });

  it.each([
    [CENSORED_COLOUR, "#f344df", "censored f344df"],
    [ADDED_COLOUR, "#0099ff", "added 0099ff"],
    [ACCELERATED_COLOUR, "#8f5ff6", "accelerated 8F5FF6"],
    [UNKNOWN_COLOUR, "#fdd835", "unknown #FDD835"],
  ])("keeps the spec's special colour %s (§9: %s)", (colour, expected) => {
    expect(colour).toBe(expected);
  });

  it("dims filter non-matches to alpha 0.2 (spec §9)", () => {
    expect(FILTER_NON_MATCH_ALPHA).toBe(0.2);
  });
});
