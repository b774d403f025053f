/**
 * The shapes of the cards' charts, as raw SVG for engine.ts's overlay (resvg draws shapes, never
 * SVG text: the words around a chart are satori's, chart-picture.tsx). Axis-free on purpose: a
 * preview is read at thumbnail size, where a trend and proportions carry, tick labels do not.
 *
 * @example
 * sparklineSvg([3, 5, 4], { x: 752, y: 196, width: 380, height: 300 }, CHART_COLOURS[0]);
 * stepChartSvg([{ x: 0, y: 0 }, { x: 1, y: 5_000 }], rect, CHART_COLOURS[0], { xEnd: 2, yFloor: 0 });
 * donutSvg([{ value: 3, colour: "#38c6d9" }, { value: 1, colour: "#9aa0c3" }], rect);
 */
import { sparkline } from "../../client/pages/pool/sparkline.ts";
import { PALETTE } from "../../shared/theme/palette.ts";
import { svgNumber } from "./svg-number.ts";

/** A region of the card, in its pixels. */
export interface ChartRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Distinct series colours on the card's dark background, the accent first; the last one is for "the rest". */
export const CHART_COLOURS = ["#38c6d9", "#f7931a", "#a77bf3", "#5fd068", "#ef5f7e", "#f2d45c"] as const;
export const REST_COLOUR = "#59608f";

const LINE_WIDTH = 5;

const placed = (rect: ChartRect, body: string): string => `<g transform="translate(${svgNumber(rect.x)} ${svgNumber(rect.y)})">${body}</g>`;

/** A line and the area under it, in `colour`: the area faint, the line solid, the last point a dot. */
function lineShapes(line: string, area: string, end: { readonly x: number; readonly y: number }, colour: string): string {
  return (
    `<path d="${area}" fill="${colour}" fill-opacity="0.22"/>` +
    `<path d="${line}" fill="none" stroke="${colour}" stroke-width="${LINE_WIDTH}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<circle cx="${svgNumber(end.x)}" cy="${svgNumber(end.y)}" r="${LINE_WIDTH * 1.6}" fill="${colour}"/>`
  );
}

/** Evenly spaced values as the pool page's sparkline draws them (client/pages/pool/sparkline.ts), at card size. */
export function sparklineSvg(values: readonly number[], rect: ChartRect, colour: string): string {
  const drawn = sparkline(values, { width: rect.width, height: rect.height, padding: LINE_WIDTH * 2 });
  return drawn === null ? "" : placed(rect, lineShapes(drawn.line, drawn.area, drawn.end, colour));
}

export interface StepPoint {
  readonly x: number;
  readonly y: number;
}

export interface StepDomain {
  /** Where the x axis ends (the last level runs on to it); the last point's x when left out. */
  readonly xEnd?: number;
  /** The value of the bottom edge when below every point (0 for a balance, so its size reads true). */
  readonly yFloor?: number;
}

/**
 * A step chart: each point's level holds until the next point's x, where it jumps (a balance after
 * each transaction, a count after each block). Points must be in ascending x.
 */
export function stepChartSvg(points: readonly StepPoint[], rect: ChartRect, colour: string, domain: StepDomain = {}): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined) return "";
  const pad = LINE_WIDTH * 2;
  const xEnd = Math.max(domain.xEnd ?? last.x, last.x);
  const ys = points.map((point) => point.y);
  const low = Math.min(domain.yFloor ?? Infinity, ...ys);
  const high = Math.max(...ys);
  const xOf = (x: number): number => pad + (xEnd === first.x ? 0 : ((x - first.x) / (xEnd - first.x)) * (rect.width - 2 * pad));
  const yOf = (y: number): number => (high === low ? rect.height / 2 : pad + (1 - (y - low) / (high - low)) * (rect.height - 2 * pad));
  let line = `M${svgNumber(xOf(first.x))} ${svgNumber(yOf(first.y))}`;
  for (const point of points.slice(1)) line += `H${svgNumber(xOf(point.x))}V${svgNumber(yOf(point.y))}`;
  const right = xEnd === first.x ? rect.width - pad : xOf(xEnd);
  line += `H${svgNumber(right)}`;
  const area = `${line}V${rect.height}H${svgNumber(xOf(first.x))}Z`;
  return placed(rect, lineShapes(line, area, { x: right, y: yOf(last.y) }, colour));
}

export interface DonutSlice {
  readonly value: number;
  readonly colour: string;
}

/**
 * A ring of `slices` in proportion to their values, clockwise from the top, centred in `rect`,
 * with a hairline of the picture's background between slices.
 */
export function donutSvg(slices: readonly DonutSlice[], rect: ChartRect): string {
  // A ring a fifth of its width: the hole reads as a ring, not a pie, at thumbnail size.
  const thickness = Math.min(rect.width, rect.height) / 5;
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  if (total <= 0) return "";
  const radius = Math.min(rect.width, rect.height) / 2 - thickness / 2;
  const cx = rect.width / 2;
  const cy = rect.height / 2;
  const at = (turn: number): string => {
    const angle = 2 * Math.PI * turn - Math.PI / 2;
    return `${svgNumber(cx + radius * Math.cos(angle))} ${svgNumber(cy + radius * Math.sin(angle))}`;
  };
  const ring = (colour: string): string => `stroke="${colour}" stroke-width="${thickness}" fill="none"`;
  const drawn = slices.filter((slice) => slice.value > 0);
  // A single slice is the whole ring: an arc from a point back to itself draws nothing.
  if (drawn.length === 1) return placed(rect, `<circle cx="${svgNumber(cx)}" cy="${svgNumber(cy)}" r="${svgNumber(radius)}" ${ring(drawn[0]!.colour)}/>`);
  let start = 0;
  const parts: string[] = [];
  for (const slice of drawn) {
    const share = slice.value / total;
    const end = start + share;
    parts.push(`<path d="M${at(start)}A${svgNumber(radius)} ${svgNumber(radius)} 0 ${share > 0.5 ? 1 : 0} 1 ${at(end)}" ${ring(slice.colour)}/>`);
    start = end;
  }
  // Separators: short radial strokes of the background at each slice's start.
  start = 0;
  for (const slice of drawn) {
    const angle = 2 * Math.PI * start - Math.PI / 2;
    const inner = radius - thickness / 2 - 1;
    const outer = radius + thickness / 2 + 1;
    parts.push(
      `<path d="M${svgNumber(cx + inner * Math.cos(angle))} ${svgNumber(cy + inner * Math.sin(angle))}L${svgNumber(cx + outer * Math.cos(angle))} ${svgNumber(cy + outer * Math.sin(angle))}" stroke="${PALETTE.bgBlock}" stroke-width="3"/>`,
    );
    start += slice.value / total;
  }
  return placed(rect, parts.join(""));
}
