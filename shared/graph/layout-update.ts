/**
 * Laying transactions out in the grid, all at once or by delta (research §5.3). A full layout places
 * squares by descending fee rate, so the best-paying fill the bottom rows. A delta removes what left,
 * re-rates what changed in place, inserts arrivals where they fit among similar rates (the 90 % row
 * rule of spec §9), batch-places the rest by reshuffling a narrow channel above the first spot they
 * belong to, and finally lets squares with a hole beneath them fall.
 *
 * @example
 * const grid = new GridLayout<string>(86);
 * layoutAll(grid, [{ key: "a", s: 2, rate: 10 }, { key: "b", s: 1, rate: 30 }]);
 * grid.get("b"); // { key: "b", x: 0, y: 0, s: 1, rate: 30 }
 * applyLayoutDelta(grid, { removed: ["b"], changed: [], added: [{ key: "c", s: 1, rate: 50 }] });
 */
import { INSERT_ROW_RATE_RATIO } from "./graph-constants.ts";
import type { GridLayout, LayoutItem } from "./grid-layout.ts";

/** A square to place: its key, side in cells and the fee rate it is ordered by. */
export interface LayoutEntry<K> {
  readonly key: K;
  readonly s: number;
  readonly rate: number;
}

export interface LayoutDelta<K> {
  readonly removed: readonly K[];
  readonly changed: readonly { readonly key: K; readonly rate: number }[];
  readonly added: readonly LayoutEntry<K>[];
}

/** Highest rate first; equal rates keep their given order (Array.prototype.sort is stable). */
function byRateDescending<T extends { readonly rate: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.rate - a.rate);
}

/**
 * Clears the grid and places every entry by descending rate, each at its first fit.
 *
 * @example
 * layoutAll(grid, entries); // grid.size === entries.length
 */
export function layoutAll<K>(layout: GridLayout<K>, entries: readonly LayoutEntry<K>[]): void {
  layout.clear();
  for (const entry of byRateDescending(entries)) layout.place(entry.key, entry.s, entry.rate);
}

/**
 * Applies a delta: removals, rate changes, arrivals, then gravity. Keys already placed among `added`
 * are moved (removed, then inserted again); unknown removals and changes are ignored.
 */
export function applyLayoutDelta<K>(layout: GridLayout<K>, delta: LayoutDelta<K>): void {
  for (const key of delta.removed) layout.remove(key);
  for (const { key, rate } of delta.changed) layout.setRate(key, rate);
  for (const entry of delta.added) layout.remove(entry.key);
  insertTransactions(layout, delta.added);
  applyGravity(layout);
}

/**
 * Inserts arrivals, best first. One goes straight to its first fit when that is row 0, or a row whose
 * average rate is above 90 % of its own (spec §9); the others would land among much cheaper
 * transactions, so they are batch-placed.
 */
export function insertTransactions<K>(layout: GridLayout<K>, added: readonly LayoutEntry<K>[]): void {
  const deferred: LayoutEntry<K>[] = [];
  for (const entry of byRateDescending(added)) {
    const spot = layout.firstFit(entry.s);
    if (spot.y === 0 || layout.rowAverageRate(spot.y) > INSERT_ROW_RATE_RATIO * entry.rate) {
      layout.placeAt(entry.key, spot.x, spot.y, entry.s, entry.rate);
    } else deferred.push(entry);
  }
  batchPlace(layout, deferred);
}

/**
 * Places squares that belong lower than their first fit. The "root" is the lowest row with a free
 * cell or holding a cheaper square than the best of them; everything above it in a channel twice as
 * wide as the largest square (widened to whole squares) is lifted out, merged with the new ones and
 * placed again by rate, so the new squares sink to their rank and the lifted ones shift up.
 */
export function batchPlace<K>(layout: GridLayout<K>, entries: readonly LayoutEntry<K>[]): void {
  if (entries.length === 0) return;
  const sorted = byRateDescending(entries);
  const best = (sorted[0] as LayoutEntry<K>).rate;
  const largest = sorted.reduce((max, entry) => Math.max(max, entry.s), 1);
  const root = replacementRoot(layout, best);
  const lifted = root === undefined ? [] : liftChannel(layout, root, Math.min(layout.width, 2 * largest));
  for (const item of lifted) layout.remove(item.key);
  const merged = byRateDescending<LayoutEntry<K>>([...lifted, ...sorted]);
  for (const entry of merged) layout.place(entry.key, entry.s, entry.rate);
}

/** The lowest row with a free cell or a square cheaper than `rate`, and the column to start from. */
function replacementRoot<K>(layout: GridLayout<K>, rate: number): { x: number; y: number } | undefined {
  for (let y = 0; y < layout.rowCount; y++) {
    const free = layout.firstFreeColumn(y);
    if (free >= 0) return { x: free, y };
    let cheapest: LayoutItem<K> | undefined;
    for (const item of layout.occupantsOf(y)) {
      if (item.rate < rate && (cheapest === undefined || item.x < cheapest.x)) cheapest = item;
    }
    if (cheapest !== undefined) return { x: cheapest.x, y };
  }
  return undefined;
}

/** Every square from row `root.y` up that overlaps the channel, widening it to whole squares. Lowest row first. */
function liftChannel<K>(layout: GridLayout<K>, root: { x: number; y: number }, channelWidth: number): LayoutItem<K>[] {
  let low = Math.max(0, Math.min(root.x, layout.width - channelWidth));
  let high = low + channelWidth;
  const lifted = new Set<LayoutItem<K>>();
  let widened = true;
  while (widened) {
    widened = false;
    for (let y = root.y; y < layout.rowCount; y++) {
      for (const item of layout.occupantsOf(y)) {
        if (lifted.has(item) || item.x >= high || item.x + item.s <= low) continue;
        lifted.add(item);
        if (item.x < low || item.x + item.s > high) {
          low = Math.min(low, item.x);
          high = Math.max(high, item.x + item.s);
          widened = true;
        }
      }
    }
  }
  return [...lifted].sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Visits squares bottom to top, left to right, and re-places any with a free cell directly below it;
 * its first fit is never higher than where it was, since its own cells are free again.
 */
export function applyGravity<K>(layout: GridLayout<K>): void {
  const ordered = [...layout.items()].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const item of ordered) {
    if (!layout.hasSpaceBelow(item.key)) continue;
    const current = layout.remove(item.key) as LayoutItem<K>;
    layout.place(current.key, current.s, current.rate);
  }
}
