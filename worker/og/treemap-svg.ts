/**
 * A block's transactions as the block graph draws them (research §5.3, §5.4), as SVG rectangles for
 * a card's picture box: laid out by the graph's own grid (shared/graph) at the resolution previews
 * use, each square in its fee colour. Drawn as raw SVG rather than satori elements, so a block of
 * 4,000 transactions is 4,000 short strings, not 4,000 laid-out boxes.
 *
 * @example
 * treemapSvg(transactions, { x: 716, y: 132, size: 420 }, graphBlockLimit("mainnet"));
 * // '<rect x="716.98" y="548.02" width="2.93" height="2.93" fill="#5d7d01"/>…'
 */
import { GridLayout } from "../../shared/graph/grid-layout.ts";
import { layoutAll, type LayoutEntry } from "../../shared/graph/layout-update.ts";
import { squareColour } from "../../shared/graph/graph-colours.ts";
import { type GraphTransaction, sortFeeRate } from "../../shared/graph/graph-transaction.ts";
import { squarePaddingPx, squareSizeUnits, vbytesPerUnit } from "../../shared/graph/square-size.ts";
import type { Rgba } from "../../shared/graph/colour-math.ts";
import type { PictureBox } from "./card-frame.tsx";
import { svgNumber as px } from "./svg-number.ts";

/** The grid previews use: 86 cells a side (research B.3, standardised in the original's #4826). */
export const PREVIEW_GRID_RESOLUTION = 86;

const NO_FILTER = { auditMode: false, filter: null } as const;

const channel = (value: number): string => Math.round(Math.min(1, Math.max(0, value)) * 255).toString(16).padStart(2, "0");
const hexOf = ([r, g, b]: Rgba): string => `#${channel(r)}${channel(g)}${channel(b)}`;

/**
 * The squares of `transactions` inside `box`, bottom row first as on the site: the best-paying at the
 * bottom. A list fuller than a block (a projected block's overflow) is cut at the grid's top.
 */
export function treemapSvg(transactions: readonly GraphTransaction[], box: PictureBox, blockLimit: number, resolution = PREVIEW_GRID_RESOLUTION): string {
  const perUnit = vbytesPerUnit(blockLimit, resolution);
  const entries: LayoutEntry<number>[] = transactions.map((tx, index) => ({ key: index, s: squareSizeUnits(tx.vsize, perUnit, resolution), rate: sortFeeRate(tx) }));
  const grid = new GridLayout<number>(resolution);
  layoutAll(grid, entries);
  const cell = box.size / resolution;
  const pad = squarePaddingPx(cell);
  const parts: string[] = [];
  for (const item of grid.items()) {
    if (item.y + item.s > resolution) continue;
    const tx = transactions[item.key] as GraphTransaction;
    const side = item.s * cell - 2 * pad;
    const x = box.x + item.x * cell + pad;
    const y = box.y + box.size - (item.y + item.s) * cell + pad;
    parts.push(`<rect x="${px(x)}" y="${px(y)}" width="${px(side)}" height="${px(side)}" fill="${hexOf(squareColour(tx, NO_FILTER))}"/>`);
  }
  return parts.join("");
}
