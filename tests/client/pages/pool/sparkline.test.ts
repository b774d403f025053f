import { describe, expect, it } from "vitest";
import { sparkline } from "../../../../client/pages/pool/sparkline.ts";

const BOX = { width: 100, height: 20, padding: 2 };

describe("sparkline", () => {
  it("scales the values between the lowest (bottom) and the highest (top), left to right", () => {
    expect(sparkline([1, 3, 2], BOX)).toEqual({ line: "M2 18L50 2L98 10", area: "M2 18L50 2L98 10L98 20L2 20Z", end: { x: 98, y: 10 } });
  });

  it("spaces many points evenly and rounds to two decimals", () => {
    const drawn = sparkline([0, 1, 2, 3], { width: 10, height: 10, padding: 0 });
    expect(drawn?.line).toBe("M0 10L3.33 6.67L6.67 3.33L10 0");
  });

  it("draws one value, or equal values, as a level line across the middle", () => {
    expect(sparkline([5], BOX)?.line).toBe("M2 10L98 10");
    expect(sparkline([7, 7, 7], BOX)?.line).toBe("M2 10L50 10L98 10");
  });

  it("has nothing to draw without values", () => {
    expect(sparkline([], BOX)).toBeNull();
  });

  it("refuses values that are not finite numbers and boxes without room", () => {
    expect(() => sparkline([1, Number.NaN], BOX)).toThrow("value 1 must be a finite number");
    expect(() => sparkline([1, Number.POSITIVE_INFINITY], BOX)).toThrow(RangeError);
    expect(() => sparkline([1], { width: 4, height: 20, padding: 2 })).toThrow("leaves no room");
    expect(() => sparkline([1], { width: -1, height: 20, padding: 0 })).toThrow("width must be");
  });
});
