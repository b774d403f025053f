import { describe, expect, it } from "vitest";
import {
  INCOMING_RATE_LIMIT_VB_PER_SECOND,
  INCOMING_RATE_LIMIT_WU_PER_SECOND,
  incomingRateFill,
  incomingRateLevel,
  memoryUsageLevel,
} from "../../../shared/format/footer-levels.ts";

describe("footer levels (spec §9 clock and footer)", () => {
  it("limits the incoming rate at 1667 vB/s, four times that in WU/s", () => {
    expect([INCOMING_RATE_LIMIT_VB_PER_SECOND, INCOMING_RATE_LIMIT_WU_PER_SECOND]).toEqual([1667, 6668]);
  });

  it.each([
    [0, 0],
    [1667, 0],
    [1667.5, 1],
    [2000, 1],
    [2001, 2],
    [2500, 2],
    [2501, 3],
    [3000, 3],
    [3001, 4],
    [3500, 4],
    [3501, 5],
    [1e9, 5],
  ])("changes the bar colour only above 1667, 2000, 2500, 3000 and 3500: %s vB/s is level %s", (rate, level) => {
    expect(incomingRateLevel(rate)).toBe(level);
  });

  it.each([
    [0, 0],
    [833.5, 0.5],
    [1667, 1],
    [5000, 1],
  ])("fills the rate bar for %s vB/s to %s", (rate, fill) => {
    expect(incomingRateFill(rate)).toBe(fill);
  });

  it.each([
    [0, "success"],
    [50, "success"],
    [50.01, "warning"],
    [75, "warning"],
    [75.01, "danger"],
    [140, "danger"],
  ])("shows memory usage %s %% as %s (success ≤ 50, warning ≤ 75, danger above)", (percent, level) => {
    expect(memoryUsageLevel(percent)).toBe(level);
  });

  it.each([
    [() => incomingRateLevel(Number.NaN), "incoming rate must be a finite, non-negative number, got NaN"],
    [() => incomingRateLevel(-1), "incoming rate must be a finite, non-negative number, got -1"],
    [() => incomingRateFill(Number.POSITIVE_INFINITY), "incoming rate must be a finite, non-negative number, got Infinity"],
    [() => memoryUsageLevel(-5), "memory usage percent must be a finite, non-negative number, got -5"],
    [() => memoryUsageLevel("50" as unknown as number), 'memory usage percent must be a finite, non-negative number, got "50"'],
  ])("rejects bad input (%#)", (call, message) => {
    expect(call).toThrow(message);
  });
});
