import { describe, expect, it } from "vitest";
import { cumulative } from "../../../shared/charts/chart-model.ts";
import { ONE_BLOCK_VSIZE, SHOWN_LEVEL_MIN_VSIZE, feeLevelLabel, feeStackModel, highestShownLevel } from "../../../shared/charts/fee-stack.ts";
import type { StatisticsRow } from "../../../shared/charts/statistics-row.ts";
import { FEE_LEVEL_COUNT } from "../../../shared/tables/fee-levels.ts";
import { FEE_COLOURS } from "../../../shared/tables/fee-colours.ts";

const row = (added: number, filled: Readonly<Record<number, number>>): StatisticsRow => ({
  added,
  count: 1,
  vbytes_per_second: 0,
  min_fee: 1,
  vsizes: Array.from({ length: FEE_LEVEL_COUNT }, (_, level) => filled[level] ?? 0),
});

describe("feeLevelLabel", () => {
  it("names the 39 levels by their edges, the last open-ended", () => {
    const labels = Array.from({ length: FEE_LEVEL_COUNT }, (_, level) => feeLevelLabel(level, 1));
    expect(labels.slice(0, 3)).toEqual(["0 - 1", "1 - 2", "2 - 3"]);
    expect(labels[6]).toBe("6 - 8");
    expect(labels[37]).toBe("1800 - 2000");
    expect(labels[38]).toBe("2000+");
  });

  it("shows Liquid's tenfold levels in tenths", () => {
    expect(feeLevelLabel(1, 10)).toBe("0.1 - 0.2");
    expect(feeLevelLabel(38, 10)).toBe("200.0+");
  });

  it("refuses a level that does not exist", () => {
    expect(() => feeLevelLabel(39, 1)).toThrow(RangeError);
  });
});

describe("highestShownLevel", () => {
  it("is the highest level that ever held 100,000 vB", () => {
    const rows = [row(0, { 2: SHOWN_LEVEL_MIN_VSIZE, 9: 50 }), row(60, { 5: SHOWN_LEVEL_MIN_VSIZE + 1, 30: SHOWN_LEVEL_MIN_VSIZE - 1 })];
    expect(highestShownLevel(rows)).toBe(5);
  });

  it("falls back to the highest level holding anything in a quiet mempool", () => {
    expect(highestShownLevel([row(0, { 3: 10, 12: 1 })])).toBe(12);
  });

  it("is -1 when every level is empty", () => {
    expect(highestShownLevel([row(0, {})])).toBe(-1);
  });
});

describe("feeStackModel", () => {
  const rows = [row(60, { 0: 100_000, 1: 200_000, 2: 300_000, 3: 5 }), row(120, { 0: 150_000, 1: 0, 2: 400_000 })];

  it("stacks levels 0 up to the highest shown, low fees at the bottom, with the API's values", () => {
    const model = feeStackModel(rows, { lowest: 0, inverted: false, scale: 1 });
    expect(model.kind).toBe("stack");
    expect(model.times).toEqual([60, 120]);
    expect(model.series.map((series) => series.label)).toEqual(["0 - 1", "1 - 2", "2 - 3"]);
    expect(model.series.map((series) => series.colour)).toEqual(FEE_COLOURS.slice(0, 3));
    expect(model.series[2]!.values).toEqual([300_000, 400_000]);
    expect(cumulative(model)).toEqual([
      [100_000, 150_000],
      [300_000, 150_000],
      [600_000, 550_000],
    ]);
    expect(model.references).toEqual([]);
  });

  it("hides every level below the filter's choice", () => {
    const model = feeStackModel(rows, { lowest: 1, inverted: false, scale: 1 });
    expect(model.series.map((series) => series.id)).toEqual(["level-1", "level-2"]);
  });

  it("puts high fees at the bottom when inverted, with a 1 MvB line", () => {
    const model = feeStackModel(rows, { lowest: 0, inverted: true, scale: 1, referenceLabel: "1 MvB" });
    expect(model.series.map((series) => series.id)).toEqual(["level-2", "level-1", "level-0"]);
    expect(model.series[0]!.colour).toBe(FEE_COLOURS[2]);
    expect(model.references).toEqual([{ value: ONE_BLOCK_VSIZE, label: "1 MvB", colour: "#ffffff" }]);
    expect(ONE_BLOCK_VSIZE).toBe(1_000_000);
  });
});
