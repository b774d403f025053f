/**
 * The geometry of a transaction's flow ("bow-tie") for its link-preview card: its inputs' bands on
 * the left converge on the transaction (the knot in the middle) and its outputs' bands, the fee's
 * among them, diverge to the right. A band's thickness at its end is a floor plus a share of the
 * height proportional to its value, so a dust output is still seen; at the knot each side's bands
 * are squeezed together to one height, which gives the bow-tie its waist. Many inputs or outputs
 * are cut to the largest few and one merged band for the rest.
 *
 * @example
 * const bands = { inputs: groupBands([5_000, 7_000], 6), outputs: [...groupBands([11_000], 6), feeBand(1_000)] };
 * layoutFlow(bands, { x: 48, y: 330, width: 1104, height: 240 });
 * // { inputs: [{ band, end: { y0: …, y1: … }, knot: { … } }, …], outputs: […], knot: { x0: 594, x1: 606, y0: …, y1: … } }
 */
import type { PictureRect } from "./card-frame.tsx";

export type FlowBandKind = "io" | "rest" | "fee" | "coinbase";

export interface FlowBand {
  readonly kind: FlowBandKind;
  /** Sats; 0 for a value not known (a confidential Liquid amount). */
  readonly value: number;
  /** The inputs or outputs it stands for: more than one for the merged rest. */
  readonly count: number;
}

/** Something of each side of the flow. */
export interface FlowSides<T> {
  readonly inputs: readonly T[];
  readonly outputs: readonly T[];
}

/** The bands to draw; the fee, when there is one, is the last output. */
export type FlowBands = FlowSides<FlowBand>;

/** A vertical span in the card's pixels. */
export interface Span {
  readonly y0: number;
  readonly y1: number;
}

export interface PlacedBand {
  readonly band: FlowBand;
  /** Where it meets the picture's edge. */
  readonly end: Span;
  /** Where it meets the knot. */
  readonly knot: Span;
}

export interface FlowLayout extends FlowSides<PlacedBand> {
  readonly knot: { readonly x0: number; readonly x1: number } & Span;
  /** The x where the bands of each side start and end. */
  readonly left: number;
  readonly right: number;
}

export interface FlowStyle {
  /** A band's thickness at its end for a value of nothing. */
  readonly minThickness: number;
  readonly minGap: number;
  /** Bands this far apart at most, so two bands do not sit at the picture's far corners. */
  readonly maxGap: number;
  /** The waist: the knot's height as a share of the picture's, at most. */
  readonly knotShare: number;
  readonly knotWidth: number;
  /** Room kept under a band that carries a label (the merged rest, the fee, the coinbase). */
  readonly labelHeight: number;
}

export const FLOW_STYLE: FlowStyle = { minThickness: 5, minGap: 6, maxGap: 48, knotShare: 0.5, knotWidth: 14, labelHeight: 26 };

/** Whether a band is labelled under its end (what it is would not show otherwise). */
export const isLabelled = (band: FlowBand): boolean => band.kind !== "io";

/**
 * Values (in their order) as bands: all of them when they are at most `limit`, else the largest
 * `limit - 1` in their order and one band for the rest.
 *
 * @example
 * groupBands([1, 9, 3, 7], 3); // [{ kind: "io", value: 9 }, { kind: "io", value: 7 }, { kind: "rest", value: 4, count: 2 }]
 */
export function groupBands(values: readonly number[], limit: number): FlowBand[] {
  const io = (value: number): FlowBand => ({ kind: "io", value, count: 1 });
  if (values.length <= limit) return values.map(io);
  const kept = new Set(
    values
      .map((value, index) => ({ value, index }))
      .sort((a, b) => b.value - a.value || a.index - b.index)
      .slice(0, Math.max(0, limit - 1))
      .map(({ index }) => index),
  );
  const rest = values.filter((_, index) => !kept.has(index));
  return [...values.filter((_, index) => kept.has(index)).map(io), { kind: "rest", value: sum(rest), count: rest.length }];
}

export const feeBand = (fee: number): FlowBand => ({ kind: "fee", value: fee, count: 1 });

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The room a side's bands need besides their values' share: floors, labels and the least gaps. */
function fixedHeight(bands: readonly FlowBand[], style: FlowStyle): number {
  const labels = bands.filter(isLabelled).length;
  return bands.length * style.minThickness + labels * style.labelHeight + Math.max(0, bands.length - 1) * style.minGap;
}

/** A side's bands stacked at its edge, centred, and squeezed together at the knot. */
function placeSide(bands: readonly FlowBand[], thickness: readonly number[], rect: PictureRect, knot: Span, style: FlowStyle): PlacedBand[] {
  const labels = bands.filter(isLabelled).length * style.labelHeight;
  const total = sum(thickness);
  const free = rect.height - total - labels;
  const gap = bands.length > 1 ? Math.min(style.maxGap, free / (bands.length - 1)) : 0;
  let y = rect.y + (rect.height - (total + labels + gap * (bands.length - 1))) / 2;
  let k = knot.y0;
  const squeeze = total > 0 ? (knot.y1 - knot.y0) / total : 0;
  return bands.map((band, index) => {
    const t = thickness[index] ?? 0;
    const placed: PlacedBand = { band, end: { y0: y, y1: y + t }, knot: { y0: k, y1: k + t * squeeze } };
    y += t + gap + (isLabelled(band) ? style.labelHeight : 0);
    k += t * squeeze;
    return placed;
  });
}

/** Places the bands in `rect`; both sides share one scale of sats to pixels. */
export function layoutFlow(bands: FlowBands, rect: PictureRect, style: FlowStyle = FLOW_STYLE): FlowLayout {
  const total = Math.max(1, sum(bands.inputs.map((band) => band.value)), sum(bands.outputs.map((band) => band.value)));
  const share = Math.max(0, rect.height - Math.max(fixedHeight(bands.inputs, style), fixedHeight(bands.outputs, style)));
  const thickness = (side: readonly FlowBand[]): number[] => side.map((band) => style.minThickness + (Math.max(0, band.value) / total) * share);
  const inputs = thickness(bands.inputs);
  const outputs = thickness(bands.outputs);
  // Narrower than the thinner side's bands, so the waist shows even when one side is a single slim band.
  const knotHeight = Math.min(rect.height * style.knotShare, 0.8 * Math.min(sum(inputs), sum(outputs)));
  const centre = rect.x + rect.width / 2;
  const knot = { x0: centre - style.knotWidth / 2, x1: centre + style.knotWidth / 2, y0: rect.y + (rect.height - knotHeight) / 2, y1: rect.y + (rect.height + knotHeight) / 2 };
  return {
    inputs: placeSide(bands.inputs, inputs, rect, knot, style),
    outputs: placeSide(bands.outputs, outputs, rect, knot, style),
    knot,
    left: rect.x,
    right: rect.x + rect.width,
  };
}
