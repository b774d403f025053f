/**
 * A laid-out transaction flow (flow-layout.ts) as SVG for a card's overlay (engine.ts): each band a
 * closed path of two cubic curves, level at both ends, the inputs in the brand gradient's first half
 * and the outputs in its second, so value reads as running left to right through the knot; the
 * merged rest paler, the fee in its rate's fee colour. Labels are not here: resvg draws no SVG text,
 * so the card lays them out with satori.
 *
 * @example
 * flowSvg(layoutFlow(bands, WIDE_PICTURE_BOX), { fee: feeColour(12) });
 * // '<defs><linearGradient id="flow-in" …/></defs><path d="M48 352 C321 352 …" fill="url(#flow-in)" …/>…'
 */
import { BRAND_GRADIENT, PALETTE } from "../../shared/theme/palette.ts";
import type { FlowLayout, PlacedBand, Span } from "./flow-layout.ts";
import { svgNumber as n } from "./svg-number.ts";

export interface FlowColours {
  /** The fee band's fill. */
  readonly fee: string;
}

/** A stop of the brand's gradient: the inputs run from its first to its middle, the outputs on to its last. */
const brandColour = (index: number): string => BRAND_GRADIENT.at(index)?.colour ?? PALETTE.accent;

/** Each side's gradient spans the side, so every band of it shades alike. */
function gradient(id: string, x1: number, x2: number, from: string, to: string): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="0" x2="${n(x2)}" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** The band between x `a` (span `from`) and x `b` (span `to`), its curves level at both ends. */
function bandPath(a: number, from: Span, b: number, to: Span): string {
  const m = (a + b) / 2;
  return `M${n(a)} ${n(from.y0)} C${n(m)} ${n(from.y0)} ${n(m)} ${n(to.y0)} ${n(b)} ${n(to.y0)} L${n(b)} ${n(to.y1)} C${n(m)} ${n(to.y1)} ${n(m)} ${n(from.y1)} ${n(a)} ${n(from.y1)} Z`;
}

function fillOf(placed: PlacedBand, side: "in" | "out", colours: FlowColours): string {
  if (placed.band.kind === "fee") return `fill="${colours.fee}"`;
  const opacity = placed.band.kind === "rest" ? ' fill-opacity="0.5"' : "";
  return `fill="url(#flow-${side})"${opacity}`;
}

/** The flow's SVG elements, in the card's pixels. */
export function flowSvg(layout: FlowLayout, colours: FlowColours): string {
  const { knot } = layout;
  // A thin outline in the panel's colour keeps neighbouring bands apart where they meet at the knot.
  const outline = `stroke="${PALETTE.bgBlock}" stroke-width="1.5"`;
  const parts = [
    `<defs>${gradient("flow-in", layout.left, knot.x0, brandColour(0), brandColour(1))}${gradient("flow-out", knot.x1, layout.right, brandColour(1), brandColour(-1))}</defs>`,
    ...layout.inputs.map((placed) => `<path d="${bandPath(layout.left, placed.end, knot.x0, placed.knot)}" ${fillOf(placed, "in", colours)} ${outline}/>`),
    ...layout.outputs.map((placed) => `<path d="${bandPath(knot.x1, placed.knot, layout.right, placed.end)}" ${fillOf(placed, "out", colours)} ${outline}/>`),
    `<rect x="${n(knot.x0)}" y="${n(knot.y0)}" width="${n(knot.x1 - knot.x0)}" height="${n(knot.y1 - knot.y0)}" rx="4" fill="${PALETTE.text}"/>`,
  ];
  return parts.join("");
}
