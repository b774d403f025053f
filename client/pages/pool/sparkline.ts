/**
 * A sparkline's geometry for an inline SVG: a line through the values from left to right, scaled
 * between their lowest and highest, and the area under it. Pure, so the server and the browser
 * draw the same markup.
 *
 * @example
 * sparkline([1, 3, 2], { width: 100, height: 20, padding: 2 });
 * // { line: "M2 18L50 2L98 10", area: "M2 18L50 2L98 10L98 20L2 20Z", end: { x: 98, y: 10 } }
 */

/** The drawing's box in SVG units; `padding` keeps the stroke inside it. */
export interface SparklineBox {
  readonly width: number;
  readonly height: number;
  readonly padding: number;
}

export interface Sparkline {
  /** Path data of the line. */
  readonly line: string;
  /** Path data of the area between the line and the bottom edge. */
  readonly area: string;
  /** The last value's point, for a dot at the end. */
  readonly end: { readonly x: number; readonly y: number };
}

const round = (value: number): number => Math.round(value * 100) / 100;

function checkBox({ width, height, padding }: SparklineBox): void {
  for (const [name, value] of [["width", width], ["height", height], ["padding", padding]] as const) {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) throw new RangeError(`sparkline: ${name} must be a finite number of 0 or more, got ${String(value)}.`);
  }
  if (2 * padding >= width || 2 * padding >= height) throw new RangeError(`sparkline: padding ${padding} leaves no room in a ${width}×${height} box.`);
}

/**
 * The line and area of `values` in `box`; null when there are no values. One value, or values all
 * alike, draw a level line across the middle.
 *
 * @throws RangeError for a value that is not a finite number, or a box too small for its padding
 */
export function sparkline(values: readonly number[], box: SparklineBox): Sparkline | null {
  checkBox(box);
  values.forEach((value, index) => {
    if (typeof value !== "number" || !Number.isFinite(value)) throw new RangeError(`sparkline: value ${index} must be a finite number, got ${String(value)}.`);
  });
  if (values.length === 0) return null;
  const { width, height, padding } = box;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const yOf = (value: number): number => round(span === 0 ? height / 2 : padding + innerHeight * (1 - (value - low) / span));
  const series = values.length === 1 ? [values[0]!, values[0]!] : values;
  const step = innerWidth / (series.length - 1);
  const points = series.map((value, index) => ({ x: round(padding + index * step), y: yOf(value) }));
  const line = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join("");
  const first = points[0]!;
  const end = points[points.length - 1]!;
  return { line, area: `${line}L${end.x} ${height}L${first.x} ${height}Z`, end };
}
