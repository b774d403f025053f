import { expect } from "vitest";
import type { GridLayout, LayoutItem } from "../../../shared/graph/grid-layout.ts";

/** Asserts that no two squares share a cell and every square lies inside the grid's width. */
export function expectValidLayout<K>(layout: GridLayout<K>): void {
  const cells = new Map<string, K>();
  for (const item of layout.items()) {
    expect(item.x, `${String(item.key)} starts left of the grid`).toBeGreaterThanOrEqual(0);
    expect(item.x + item.s, `${String(item.key)} ends right of the grid`).toBeLessThanOrEqual(layout.width);
    expect(item.y).toBeGreaterThanOrEqual(0);
    for (let y = item.y; y < item.y + item.s; y++) {
      for (let x = item.x; x < item.x + item.s; x++) {
        const cell = `${x},${y}`;
        const other = cells.get(cell);
        if (other !== undefined) throw new Error(`${String(item.key)} and ${String(other)} overlap at ${cell}`);
        cells.set(cell, item.key);
      }
    }
  }
}

/** Every square as "key@x,y", for comparing layouts. */
export function placements<K>(layout: GridLayout<K>): string[] {
  return [...layout.items()].map((item: LayoutItem<K>) => `${String(item.key)}@${item.x},${item.y}`).sort();
}

/** Free cells with a square somewhere above them in the same column: what gravity should leave none of. */
export function coveredHoles<K>(layout: GridLayout<K>): number {
  const taken = new Set<number>();
  for (const item of layout.items()) {
    for (let y = item.y; y < item.y + item.s; y++) for (let x = item.x; x < item.x + item.s; x++) taken.add(y * layout.width + x);
  }
  let holes = 0;
  for (let x = 0; x < layout.width; x++) {
    let covered = false;
    for (let y = layout.rowCount - 1; y >= 0; y--) {
      if (taken.has(y * layout.width + x)) covered = true;
      else if (covered) holes += 1;
    }
  }
  return holes;
}
