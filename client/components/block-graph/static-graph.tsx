import { useMemo } from "react";
import type { Rgba } from "../../../shared/graph/colour-math.ts";
import { SQUARE_PADDING_SHARE } from "../../../shared/graph/graph-constants.ts";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { BlockScene, type SceneGeometry, type SceneStyle } from "./scene/block-scene.ts";

/** A drawn square: its place in cells, inside its padding, and its colour. */
export interface StaticSquare {
  readonly txid: string;
  readonly x: number;
  readonly y: number;
  readonly side: number;
  readonly fill: string;
}

/**
 * The squares the canvas would draw at rest: the scene's own layout and colours, with no GPU and no
 * animation, so a server can draw the graph too.
 *
 * @example
 * staticSquares(txs, { resolution: 80, blockLimit: 1_000_000, orientation: "top", flip: false }, PLAIN_STYLE);
 */
export function staticSquares(transactions: readonly GraphTransaction[], geometry: SceneGeometry, style: SceneStyle): StaticSquare[] {
  const scene = new BlockScene(geometry, { now: 0, animate: false, style });
  scene.update(transactions, 0);
  // A fifth of a cell each side, as the canvas draws it (never more than a quarter, square-size.ts).
  const padding = Math.min(SQUARE_PADDING_SHARE, 0.25);
  const squares: StaticSquare[] = [];
  for (const tx of scene.transactions.values()) {
    const square = scene.squareOf(tx.txid);
    const colour = scene.colourOf(tx.txid);
    if (square === undefined || colour === undefined) continue;
    squares.push({ txid: tx.txid, x: square.x + padding, y: square.y + padding, side: Math.max(0, square.s - 2 * padding), fill: cssColour(colour) });
  }
  return squares;
}

const channel = (value: number): number => Math.round(Math.min(1, Math.max(0, value)) * 255);
const cssColour = ([r, g, b, a]: Rgba): string => `rgba(${channel(r)},${channel(g)},${channel(b)},${Math.round(a * 1000) / 1000})`;

export interface StaticGraphProps {
  readonly transactions: readonly GraphTransaction[];
  readonly geometry: SceneGeometry;
  readonly style: SceneStyle;
}

/** One colour's squares as one path: a server draws thousands of squares as a few dozen elements. */
export interface StaticPath {
  readonly fill: string;
  /** `M x y h s v s h -s z` per square, in cells, to a hundredth. */
  readonly d: string;
}

/**
 * The squares grouped by colour into paths, each colour in the order it first appears.
 *
 * @example
 * staticPaths([{ txid, x: 1.2, y: 0.2, side: 0.6, fill: "rgba(0,0,0,1)" }]); // [{ fill: "rgba(0,0,0,1)", d: "M1.2 .2h.6v.6h-.6z" }]
 */
export function staticPaths(squares: readonly StaticSquare[]): StaticPath[] {
  const byFill = new Map<string, string[]>();
  for (const square of squares) {
    const side = round(square.side);
    const parts = byFill.get(square.fill) ?? [];
    if (parts.length === 0) byFill.set(square.fill, parts);
    parts.push(`M${round(square.x)} ${round(square.y)}h${side}v${side}h-${side}z`);
  }
  return [...byFill].map(([fill, parts]) => ({ fill, d: parts.join("") }));
}

export interface StaticGraphProps {
  readonly transactions: readonly GraphTransaction[];
  readonly geometry: SceneGeometry;
  readonly style: SceneStyle;
}

/**
 * The block graph as an SVG of its squares: the first paint of pages that must be complete without
 * JavaScript (kiosk views, displays that poll), until the canvas takes over.
 */
export function StaticGraph({ transactions, geometry, style }: StaticGraphProps) {
  const paths = useMemo(() => staticPaths(staticSquares(transactions, geometry, style)), [transactions, geometry, style]);
  const side = geometry.resolution;
  return (
    <svg className="block-graph-static" viewBox={`0 0 ${side} ${side}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false">
      {paths.map((path) => (
        <path key={path.fill} fill={path.fill} d={path.d} />
      ))}
    </svg>
  );
}

/** To a hundredth of a cell, without a leading zero ("0.25" → ".25"): a path's numbers are most of the page. */
const round = (n: number): string => {
  const text = String(Math.round(n * 100) / 100);
  return text.startsWith("0.") ? text.slice(1) : text.startsWith("-0.") ? `-${text.slice(2)}` : text;
};
