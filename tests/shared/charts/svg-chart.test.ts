import { describe, expect, it } from "vitest";
import type { ChartModel } from "../../../shared/charts/chart-model.ts";
import { PLOT_SIZE, drawChart, niceScale, pickIndices } from "../../../shared/charts/svg-chart.ts";

const stack: ChartModel = {
  kind: "stack",
  times: [0, 60, 120],
  series: [
    { id: "low", label: "0 - 1", colour: "#111111", values: [100, 200, 300] },
    { id: "high", label: "1 - 2", colour: "#222222", values: [100, 0, 100] },
  ],
  references: [],
};

/** The points of an area path up to its closing corners. */
const topLine = (d: string): [number, number][] =>
  d
    .replace(/Z$/, "")
    .split(/[ML]/)
    .filter(Boolean)
    .slice(0, -2)
    .map((pair) => pair.split(" ").map(Number) as [number, number]);

describe("niceScale", () => {
  it.each([
    [1_234_567, 4, 1_500_000, 500_000],
    [400, 4, 400, 100],
    [1800, 4, 2000, 500],
    [7, 4, 8, 2],
  ])("rounds %d over %d steps up to %d by %d", (highest, count, top, step) => {
    expect(niceScale(highest, count)).toEqual({ top, step });
  });

  it("gives an empty chart an axis of 0 to 1", () => {
    expect(niceScale(0, 4).top).toBe(1);
  });
});

describe("pickIndices", () => {
  it("keeps every point when there are few", () => {
    expect(pickIndices(3, 10)).toEqual([0, 1, 2]);
  });

  it("spreads a long series evenly, keeping the first and the last", () => {
    const picked = pickIndices(1001, 11);
    expect(picked).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
  });
});

describe("drawChart", () => {
  it("stacks areas, the top one painted first, each at its running total", () => {
    const drawing = drawChart(stack);
    expect(drawing.top).toBe(400);
    expect(drawing.shapes.map((shape) => shape.id)).toEqual(["high", "low"]);
    // Totals 200, 200, 400 on an axis of 400: y = 1000 − total / 400 × 1000.
    expect(topLine(drawing.shapes[0]!.d)).toEqual([
      [0, 500],
      [500, 500],
      [1000, 0],
    ]);
    expect(topLine(drawing.shapes[1]!.d)).toEqual([
      [0, 750],
      [500, 500],
      [1000, 250],
    ]);
    expect(drawing.shapes.every((shape) => shape.fill && shape.d.endsWith(`L1000 ${PLOT_SIZE}L0 ${PLOT_SIZE}Z`))).toBe(true);
  });

  it("cuts a line where its point colours change, keeping the pieces joined", () => {
    const line: ChartModel = {
      kind: "line",
      times: [0, 10, 20, 30],
      series: [{ id: "rate", label: "vB/s", colour: "#aaaaaa", values: [1, 2, 3, 4], pointColours: ["#000001", "#000001", "#000002", "#000002"] }],
      references: [],
    };
    const shapes = drawChart(line).shapes;
    expect(shapes.map((shape) => shape.colour)).toEqual(["#000001", "#000002"]);
    expect(shapes[0]!.d.split("L").length).toBe(2);
    // The second piece starts where the first ends.
    expect(shapes[1]!.d.startsWith(`M${shapes[0]!.d.split("L")[1]}`)).toBe(true);
    expect(shapes.every((shape) => !shape.fill)).toBe(true);
  });

  it("raises the axis to its floor and to a reference line, and stops it at a cap", () => {
    const base: ChartModel = { kind: "line", times: [0, 1], series: [{ id: "a", label: "a", colour: "#000000", values: [100, 9000] }], references: [] };
    expect(drawChart({ ...base, valueFloor: 1800 }).top).toBe(10_000);
    expect(drawChart({ ...base, valueCap: 400, valueFloor: 1800 }).top).toBe(2000);
    const withLine = drawChart({ ...base, series: [{ ...base.series[0]!, values: [1, 2] }], references: [{ value: 1667, label: "clears", colour: "#ffffff" }] });
    expect(withLine.top).toBe(2000);
    expect(withLine.references).toEqual([{ at: 1667 / 2000, value: 1667, colour: "#ffffff", label: "clears" }]);
  });

  it("clips values above a capped axis to its top", () => {
    const drawing = drawChart({ kind: "line", times: [0, 1], series: [{ id: "a", label: "a", colour: "#000000", values: [100, 100_000] }], references: [], valueCap: 400 });
    expect(drawing.top).toBe(400);
    expect(drawing.shapes[0]!.d).toBe("M0 750L1000 0");
  });

  it("thins long series to maxPoints", () => {
    const times = Array.from({ length: 2000 }, (_, i) => i * 60);
    const drawing = drawChart({ kind: "line", times, series: [{ id: "a", label: "a", colour: "#000000", values: times.map(() => 1) }], references: [] }, { maxPoints: 100 });
    expect(drawing.shapes[0]!.d.split("L").length).toBe(100);
  });

  it("draws nothing for an empty model and still gives ticks", () => {
    const drawing = drawChart({ kind: "stack", times: [], series: [], references: [] });
    expect(drawing.shapes).toEqual([]);
    expect(drawing.timeTicks).toEqual([]);
    expect(drawing.valueTicks.length).toBeGreaterThan(0);
  });

  it("spaces time ticks over the window", () => {
    const ticks = drawChart(stack, { timeTickCount: 2 }).timeTicks;
    expect(ticks).toEqual([
      { at: 0.25, value: 30 },
      { at: 0.75, value: 90 },
    ]);
  });
});
