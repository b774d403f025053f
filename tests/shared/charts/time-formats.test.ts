import { describe, expect, it } from "vitest";
import { CHART_TIME_FORMATS, formatChartTime } from "../../../shared/charts/time-formats.ts";
import { GRAPH_WINDOWS } from "../../../shared/preferences/chart-windows.ts";

// 2023-11-14 22:13:20 UTC, a Tuesday.
const TIME = 1_700_000_000;
const UTC = { locale: "en-US", timeZone: "UTC" } as const;

describe("formatChartTime", () => {
  it("has a row for every graph window", () => {
    expect(Object.keys(CHART_TIME_FORMATS).sort()).toEqual([...GRAPH_WINDOWS].sort());
  });

  it.each([
    ["2h", "tooltip", "10:13 PM"],
    ["2h", "caption", "Nov 14, 2023"],
    ["24h", "tooltip", "November 14 at 10:13 PM"],
    ["24h", "tick", "Tue 10 PM"],
    ["1w", "caption", "November 2023"],
    ["1m", "caption", "2023"],
    ["1m", "tick", "November 14"],
    ["1y", "caption", ""],
    ["all", "tooltip", "November 14, 2023"],
    ["all", "tick", "November 2023"],
  ] as const)("prints %s's %s as %j", (window, label, expected) => {
    expect(formatChartTime(TIME, window, label, UTC)).toBe(expected);
  });

  it("prints in the zone it is given", () => {
    expect(formatChartTime(TIME, "2h", "tooltip", { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("07:13");
  });

  it("prints nothing for a time that is not a number", () => {
    expect(formatChartTime(Number.NaN, "2h", "tooltip", UTC)).toBe("");
  });
});
