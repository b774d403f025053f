import { describe, expect, it } from "vitest";
import { type ChartModel, highestLeftValue, highestValue } from "../../../shared/charts/chart-model.ts";
import { PLOT_SIZE, drawChart } from "../../../shared/charts/svg-chart.ts";

describe("bars, steps and a second axis in the static drawing", () => {
  it("draws a bar series as one filled path per point colour, each bar up to its value", () => {
    const model: ChartModel = {
      kind: "line",
      times: [0, 100, 200, 300],
      series: [{ id: "health", label: "Health", colour: "#00ff00", values: [100, 50, 100, 0], pointColours: ["#00ff00", "#ffff00", "#00ff00", "#ff0000"], draw: "bars" }],
      references: [],
    };
    const drawing = drawChart(model);
    expect(drawing.top).toBe(100);
    expect(drawing.shapes.map((shape) => [shape.colour, shape.fill])).toEqual([
      ["#00ff00", true],
      ["#ffff00", true],
      ["#ff0000", true],
    ]);
    expect(drawing.shapes[0]!.d.match(/M/g)).toHaveLength(2);
    // The half-height bar at x = 333.3 is 250 wide (a quarter of the box), from y 500 down.
    expect(drawing.shapes[1]!.d).toBe(`M208.3 ${PLOT_SIZE}V500H458.3V${PLOT_SIZE}Z`);
  });

  it("draws a step series with horizontal then vertical moves, and scales a left series on its own axis", () => {
    const model: ChartModel = {
      kind: "line",
      times: [0, 500, 1000],
      series: [
        { id: "hashrate", label: "Hashrate", colour: "#ffaa00", values: [10, 20, 40], width: 1 },
        { id: "difficulty", label: "Difficulty", colour: "#0000ff", values: [1, 1, 2], draw: "steps", scale: "left", width: 3 },
      ],
      references: [],
    };
    expect(highestValue(model)).toBe(40);
    expect(highestLeftValue(model)).toBe(2);
    const drawing = drawChart(model);
    expect(drawing.top).toBe(40);
    expect(drawing.leftTop).toBe(2);
    expect(drawing.leftTicks?.map((tick) => tick.value)).toEqual([0, 0.5, 1, 1.5, 2]);
    const [hashrate, difficulty] = drawing.shapes;
    expect(hashrate).toMatchObject({ id: "hashrate", width: 1, d: "M0 750L500 500L1000 0" });
    expect(difficulty).toMatchObject({ id: "difficulty", width: 3, d: "M0 500H500V500H1000V0" });
  });

  it("leaves a reference that must not stretch the axis off it when the data stay below", () => {
    const base: ChartModel = { kind: "line", times: [0, 1], series: [{ id: "size", label: "Size", colour: "#111111", values: [700, 800] }], references: [] };
    const optional = { ...base, references: [{ value: 1_000_000, label: "1 MB", colour: "#ffffff" as const, extendsAxis: false as const }] };
    expect(highestValue(optional)).toBe(800);
    expect(drawChart(optional).references).toEqual([]);
    const always = { ...base, references: [{ value: 1_000_000, label: "1 MB", colour: "#ffffff" as const }] };
    expect(highestValue(always)).toBe(1_000_000);
    expect(drawChart(base).leftTicks).toBeUndefined();
  });
});
