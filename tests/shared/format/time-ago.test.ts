import { describe, expect, it } from "vitest";
import {
  JUST_NOW_BELOW_SECONDS,
  TIME_UNIT_SECONDS,
  TIME_UNIT_THRESHOLDS,
  type TimeUnit,
  timeAgo,
} from "../../../shared/format/time-ago.ts";

describe("time-ago constants (spec §9)", () => {
  it("uses the spec's unit lengths: year 31536000, month 2592000, week 604800, day 86400", () => {
    expect(TIME_UNIT_SECONDS).toEqual({
      second: 1,
      minute: 60,
      hour: 3600,
      day: 86400,
      week: 604800,
      month: 2592000,
      year: 31536000,
    });
  });

  it("uses the spec's thresholds: year 100, month 18, week 12, day 31, hour 48, minute 90, second 90", () => {
    expect(TIME_UNIT_THRESHOLDS).toEqual({ second: 90, minute: 90, hour: 48, day: 31, week: 12, month: 18, year: 100 });
    expect(JUST_NOW_BELOW_SECONDS).toBe(60);
  });
});

describe("timeAgo", () => {
  it.each([0, 1, 59, 59.999])("shows 'Just now' under 60 s (spec §9), e.g. %s s", (seconds) => {
    expect(timeAgo(seconds)).toEqual({ kind: "just-now" });
  });

  it.each([-1, -86_400])("treats a future time (%s s elapsed) as just now", (seconds) => {
    expect(timeAgo(seconds)).toEqual({ kind: "just-now" });
  });

  it.each<[number, TimeUnit, number]>([
    [60, "second", 60],
    [89, "second", 89],
    [90, "minute", 1],
    [5_399, "minute", 89],
    [5_400, "hour", 1],
    [172_799, "hour", 47],
    [172_800, "day", 2],
    [2_678_399, "day", 30],
    [2_678_400, "week", 4],
    [7_257_599, "week", 11],
    [7_257_600, "month", 2],
    [46_655_999, "month", 17],
    [46_656_000, "year", 1],
    [31_536_000 * 99, "year", 99],
    [31_536_000 * 150, "year", 150],
  ])("describes %s s as %s × %s", (seconds, unit, count) => {
    expect(timeAgo(seconds)).toEqual({ kind: "ago", unit, count });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("rejects %s", (seconds) => {
    expect(() => timeAgo(seconds)).toThrow("elapsed seconds must be a finite number");
  });

  it("rejects a string", () => {
    expect(() => timeAgo("60" as unknown as number)).toThrow(TypeError);
  });
});
