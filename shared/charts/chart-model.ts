/**
 * What a chart shows, independent of how it is drawn: the server's static SVG (svg-chart.ts), the
 * browser's canvas chart, the data table and the CSV export all read the same model, so they cannot
 * disagree. Values are the API's own, untouched; a stack's renderers add them up themselves.
 *
 * @example
 * const model: ChartModel = { kind: "line", times: [60, 120], series: [{ id: "vbps", label: "vB/s", colour: "#7cb342", values: [900, 1200] }], references: [] };
 */

/** A colour as the renderers take it: "#rrggbb". */
export type ChartColour = `#${string}`;

export interface ChartSeries {
  readonly id: string;
  /** The series' name in the legend, the tooltip and the table's header. */
  readonly label: string;
  readonly colour: ChartColour;
  /** One value per time of the model. */
  readonly values: readonly number[];
  /** A line's colour point by point (the vB/s bands); absent: `colour` throughout. */
  readonly pointColours?: readonly ChartColour[];
  /** How a line-kind series is drawn: a line (default), steps (held until the next point) or bars. */
  readonly draw?: "line" | "steps" | "bars";
  /** "left": on a second value axis of its own (the difficulty beside the hashrate). */
  readonly scale?: "left";
  /** A line's width in pixels; absent: 2. */
  readonly width?: 1 | 2 | 3 | 4;
}

/** A horizontal line across the chart at `value` (1667 vB/s, 1 MvB). */
export interface ChartReference {
  readonly value: number;
  readonly label: string;
  readonly colour: ChartColour;
  /** false: drawn only when the data reach it (the 1 MB line under small blocks); absent: the axis always shows it. */
  readonly extendsAxis?: false;
}

export interface ChartModel {
  /** "stack": opaque areas, each on top of the ones listed before it; "line": lines from the axis up. */
  readonly kind: "stack" | "line";
  /** Unix seconds, strictly rising. */
  readonly times: readonly number[];
  /** A stack lists its series bottom first. */
  readonly series: readonly ChartSeries[];
  readonly references: readonly ChartReference[];
  /** The top of the value axis when it is capped (the vB/s chart's "cap outliers"); absent: the data's. */
  readonly valueCap?: number;
  /** The least top of the value axis (so a reference line always shows). */
  readonly valueFloor?: number;
}

/**
 * The stack's running totals: `totals[s][i]` is series 0..s added up at time i (a line chart's are
 * its own values).
 *
 * @example
 * cumulative({ kind: "stack", times: [1], series: [a(2), b(3)], references: [] }); // [[2], [5]]
 */
export function cumulative(model: ChartModel): number[][] {
  if (model.kind === "line") return model.series.map((series) => [...series.values]);
  const totals: number[][] = [];
  let below = model.times.map(() => 0);
  for (const series of model.series) {
    const row = below.map((sum, i) => sum + (series.values[i] ?? 0));
    totals.push(row);
    below = row;
  }
  return totals;
}

/** The highest value the chart draws: the stack's top, the lines' highest, or a reference's. */
export function highestValue(model: ChartModel): number {
  const totals = cumulative(model);
  const series = model.kind === "stack" ? totals.slice(-1) : totals.filter((_, s) => model.series[s]!.scale !== "left");
  let highest = model.valueFloor ?? 0;
  for (const row of series) for (const value of row) if (value > highest) highest = value;
  for (const reference of model.references) if (reference.extendsAxis !== false && reference.value > highest) highest = reference.value;
  return model.valueCap === undefined ? highest : Math.min(highest, Math.max(model.valueCap, model.valueFloor ?? 0));
}

/** The highest value of the series on the left axis (0 when none is there). */
export function highestLeftValue(model: ChartModel): number {
  let highest = 0;
  for (const series of model.series) if (series.scale === "left") for (const value of series.values) if (value > highest) highest = value;
  return highest;
}
