/**
 * Where a rendered image has ink: pixels that differ clearly from the background. Tests read the
 * drawn shape of text from it (its extent, and the runs of inked columns words make).
 */
import { pixelAt, type DecodedPng } from "./png.ts";

export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Ink {
  /** Inked pixels. */
  readonly count: number;
  /** The inked extent, in image pixels; all zero without ink. */
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Runs of inked columns, left to right, split where at least `gap` columns in a row are blank. */
  readonly clusters: readonly { readonly left: number; readonly right: number }[];
}

const hexRgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The ink of `region` against the `background` colour ("#rrggbb"). */
export function inkIn(png: DecodedPng, region: Region, background: string, gap = 6): Ink {
  const [br, bg, bb] = hexRgb(background);
  let count = 0;
  let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
  const inked: boolean[] = [];
  for (let x = region.x; x < region.x + region.width; x++) {
    let column = false;
    for (let y = region.y; y < region.y + region.height; y++) {
      const [r, g, b] = pixelAt(png, x, y);
      if (Math.abs(r - br) + Math.abs(g - bg) + Math.abs(b - bb) < 90) continue;
      count++;
      column = true;
      left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y);
    }
    inked.push(column);
  }
  const clusters: { left: number; right: number }[] = [];
  let blank = gap;
  inked.forEach((column, i) => {
    const x = region.x + i;
    if (!column) return void blank++;
    if (blank >= gap || clusters.length === 0) clusters.push({ left: x, right: x });
    else clusters[clusters.length - 1]!.right = x;
    blank = 0;
  });
  return count === 0 ? { count, left: 0, right: 0, top: 0, bottom: 0, clusters } : { count, left, right, top, bottom, clusters };
}

export const inkWidth = (ink: Ink): number => (ink.count === 0 ? 0 : ink.right - ink.left + 1);
export const inkHeight = (ink: Ink): number => (ink.count === 0 ? 0 : ink.bottom - ink.top + 1);
