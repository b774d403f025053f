/**
 * A chart model (chart-model.ts) as static SVG geometry: the drawing the server sends, so a page is
 * complete without JavaScript, and the browser shows until the canvas chart takes over. Pure and
 * small, since it lives in the pages' first script. Paths are in a 1000 × 1000 plot box, stretched to
 * the element's size (preserveAspectRatio="none"); ticks are fractions of the box, for HTML labels.
 *
 * @example
 * const drawing = drawChart(model, { maxPoints: 300 });
 * drawing.shapes[0]; // { id: "vsize-12", colour: "#af900b", d: "M0 812.5L10.1 790…Z", fill: true }
 */
import { type ChartColour, type ChartModel, type ChartSeries, cumulative, highestLeftValue, highestValue } from "./chart-model.ts";

/** The plot box's side in path units. */
export const PLOT_SIZE = 1000;

export interface ChartShape {
  readonly id: string;
  readonly colour: ChartColour;
  readonly d: string;
  /** true: a filled area; false: a stroked line. */
  readonly fill: boolean;
  /** A stroked line's width in pixels; absent: 2. */
  readonly width?: number;
}

export interface ChartTick {
  /** 0 at the left or bottom edge, 1 at the right or top. */
  readonly at: number;
  readonly value: number;
}

export interface ChartDrawing {
  /** In painting order: a stack's top series first, each lower one over it. */
  readonly shapes: readonly ChartShape[];
  readonly references: readonly (ChartTick & { readonly colour: ChartColour; readonly label: string })[];
  readonly valueTicks: readonly ChartTick[];
  readonly timeTicks: readonly ChartTick[];
  /** The value at the top edge. */
  readonly top: number;
  /** The second axis's ticks and top, when a series is on it. */
  readonly leftTicks?: readonly ChartTick[];
  readonly leftTop?: number;
}

export interface DrawOptions {
  /** Points kept per series at most (evenly picked), to bound the markup of long windows. */
  readonly maxPoints?: number;
  readonly valueTickCount?: number;
  readonly timeTickCount?: number;
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * A "nice" axis top and step for `highest` (1, 2, 2.5 or 5 times a power of ten) with about `count` steps.
 *
 * @example
 * niceScale(1_234_567, 4); // { top: 1_500_000, step: 500_000 }
 */
export function niceScale(highest: number, count: number): { top: number; step: number } {
  if (!(highest > 0)) return { top: 1, step: 1 / Math.max(1, count) };
  const rough = highest / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  return { top: Math.ceil(highest / step - 1e-9) * step, step };
}

/** Indices of at most `max` points, evenly spread, always with the first and the last. */
export function pickIndices(length: number, max: number): number[] {
  if (length <= max || max < 2) return Array.from({ length }, (_, i) => i);
  const picked: number[] = [];
  for (let k = 0; k < max; k++) picked.push(Math.round((k * (length - 1)) / (max - 1)));
  return picked;
}

/** The model's geometry; an empty model draws no shapes, with the axis 0…1. */
export function drawChart(model: ChartModel, { maxPoints = 400, valueTickCount = 4, timeTickCount = 5 }: DrawOptions = {}): ChartDrawing {
  const { top, step } = niceScale(highestValue(model), valueTickCount);
  const times = model.times;
  const first = times[0] ?? 0;
  const span = (times[times.length - 1] ?? 0) - first;
  const xOf = (time: number): number => round1(span === 0 ? PLOT_SIZE / 2 : ((time - first) / span) * PLOT_SIZE);
  const yOf = (value: number): number => round1(PLOT_SIZE - (Math.min(Math.max(value, 0), top) / top) * PLOT_SIZE);
  const indices = pickIndices(times.length, maxPoints);
  const totals = cumulative(model);

  const shapes: ChartShape[] = [];
  if (indices.length > 0) {
    const lineOf = (values: readonly number[], list: readonly number[]): string =>
      list.map((i, k) => `${k === 0 ? "M" : "L"}${xOf(times[i]!)} ${yOf(values[i] ?? 0)}`).join("");
    if (model.kind === "stack") {
      const left = xOf(times[indices[0]!]!);
      const right = xOf(times[indices[indices.length - 1]!]!);
      for (let s = model.series.length - 1; s >= 0; s--) {
        const series = model.series[s]!;
        shapes.push({ id: series.id, colour: series.colour, fill: true, d: `${lineOf(totals[s]!, indices)}L${right} ${PLOT_SIZE}L${left} ${PLOT_SIZE}Z` });
      }
    } else {
      const left = highestLeftValue(model) > 0 ? niceScale(highestLeftValue(model), valueTickCount).top : 1;
      const yLeft = (value: number): number => round1(PLOT_SIZE - (Math.min(Math.max(value, 0), left) / left) * PLOT_SIZE);
      model.series.forEach((series, s) => {
        const y = series.scale === "left" ? yLeft : yOf;
        if (series.draw === "bars") {
          shapes.push(...barShapes(series, indices, times, xOf, y, span));
          return;
        }
        for (const run of colourRuns(indices, series.pointColours, series.colour)) {
          const d = run.indices
            .map((i, k) => {
              const x = xOf(times[i]!);
              const yValue = y(totals[s]![i] ?? 0);
              return k === 0 ? `M${x} ${yValue}` : series.draw === "steps" ? `H${x}V${yValue}` : `L${x} ${yValue}`;
            })
            .join("");
          shapes.push({ id: series.id, colour: run.colour, fill: false, d, ...(series.width === undefined ? {} : { width: series.width }) });
        }
      });
    }
  }

  const valueTicks: ChartTick[] = [];
  for (let value = 0; value <= top + 1e-9; value += step) valueTicks.push({ at: value / top, value });
  const timeTicks: ChartTick[] = [];
  if (times.length > 0) {
    const count = span === 0 ? 1 : timeTickCount;
    for (let k = 0; k < count; k++) {
      const at = count === 1 ? 0.5 : (k + 0.5) / count;
      timeTicks.push({ at, value: Math.round(first + at * span) });
    }
  }
  const references = model.references
    .filter((reference) => reference.value <= top)
    .map((reference) => ({ at: reference.value / top, value: reference.value, colour: reference.colour, label: reference.label }));
  const leftHighest = model.kind === "line" ? highestLeftValue(model) : 0;
  if (leftHighest <= 0) return { shapes, references, valueTicks, timeTicks, top };
  const leftScale = niceScale(leftHighest, valueTickCount);
  const leftTicks: ChartTick[] = [];
  for (let value = 0; value <= leftScale.top + 1e-9; value += leftScale.step) leftTicks.push({ at: value / leftScale.top, value });
  return { shapes, references, valueTicks, timeTicks, top, leftTicks, leftTop: leftScale.top };
}

/** A bar series as one filled path per colour: each bar as wide as the step to its neighbour. */
function barShapes(
  series: ChartSeries,
  indices: readonly number[],
  times: readonly number[],
  xOf: (time: number) => number,
  yOf: (value: number) => number,
  span: number,
): ChartShape[] {
  const half = Math.max(0.5, PLOT_SIZE / Math.max(1, indices.length) / 2);
  const paths = new Map<ChartColour, string>();
  for (const i of indices) {
    const colour = series.pointColours?.[i] ?? series.colour;
    const x = span === 0 ? PLOT_SIZE / 2 : xOf(times[i]!);
    const bar = `M${round1(Math.max(0, x - half))} ${PLOT_SIZE}V${yOf(series.values[i] ?? 0)}H${round1(Math.min(PLOT_SIZE, x + half))}V${PLOT_SIZE}Z`;
    paths.set(colour, (paths.get(colour) ?? "") + bar);
  }
  return [...paths].map(([colour, d]) => ({ id: series.id, colour, d, fill: true }));
}

/**
 * A line cut where its colour changes: each run starts at the last point of the one before, so the
 * line stays joined, and takes the colour of the points it reaches.
 */
function colourRuns(indices: readonly number[], colours: readonly ChartColour[] | undefined, colour: ChartColour): { colour: ChartColour; indices: number[] }[] {
  if (colours === undefined) return [{ colour, indices: [...indices] }];
  const runs: { colour: ChartColour; indices: number[] }[] = [];
  indices.forEach((index, k) => {
    const pointColour = colours[index] ?? colour;
    const run = runs[runs.length - 1];
    if (run !== undefined && run.colour === pointColour) run.indices.push(index);
    else runs.push({ colour: pointColour, indices: k === 0 ? [index] : [indices[k - 1]!, index] });
  });
  return runs;
}
