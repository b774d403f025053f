/**
 * The block graph's grid: square items packed "first fit, bottom-up" (research §5.3). Row 0 is the
 * bottom of the grid and holds the best-paying transactions; each row keeps its free intervals
 * ("slots", sorted, maximal) and the width-weighted fee rate of what fills it. Rows above the last one
 * are empty, so the grid grows upward without limit; only the width is fixed.
 *
 * @example
 * const grid = new GridLayout<string>(86);
 * grid.place("a", 3, 12.5); // { x: 0, y: 0, s: 3 }
 * grid.place("b", 1, 11);   // { x: 3, y: 0, s: 1 }
 * grid.rowAverageRate(0);   // 12.125
 */
import { assertGridResolution } from "./square-size.ts";

/** Where an item sits, in cells: its bottom-left corner and its side. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly s: number;
}

export interface LayoutItem<K> extends Placement {
  readonly key: K;
  /** The fee rate it is ordered by (sat/vB). */
  readonly rate: number;
}

interface Row<K> {
  /** Free intervals as flat [start, end) pairs, sorted and never touching. */
  free: number[];
  /** Width of the widest free interval, so a row too full for a square is skipped at once. */
  maxFree: number;
  /** Items that cover this row. */
  readonly occupants: Set<LayoutItem<K>>;
  /** Σ rate × width and Σ width of the occupants, for the row's average rate. */
  rateWidth: number;
  width: number;
}

/** Raised when asked to place a square that cannot exist in this grid, or an item twice. */
export class LayoutError extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = "LayoutError";
  }
}

export class GridLayout<K> {
  readonly width: number;
  readonly #rows: Row<K>[] = [];
  readonly #items = new Map<K, LayoutItem<K>>();
  /** Every row below this one is full, so searches start here. */
  #firstOpenRow = 0;

  constructor(width: number) {
    assertGridResolution(width);
    this.width = width;
  }

  /** Number of rows that hold anything (the grid's height so far). */
  get rowCount(): number {
    return this.#rows.length;
  }

  get size(): number {
    return this.#items.size;
  }

  get(key: K): LayoutItem<K> | undefined {
    return this.#items.get(key);
  }

  has(key: K): boolean {
    return this.#items.has(key);
  }

  /** Every placed item, in insertion order. */
  items(): IterableIterator<LayoutItem<K>> {
    return this.#items.values();
  }

  /** The items covering row `y` (none above the top). */
  occupantsOf(y: number): ReadonlySet<LayoutItem<K>> {
    return this.#rows[y]?.occupants ?? EMPTY;
  }

  /** The first free interval's start in row `y`, or -1 when the row is full. */
  firstFreeColumn(y: number): number {
    const row = this.#rows[y];
    if (row === undefined) return 0;
    return row.free.length > 0 ? (row.free[0] as number) : -1;
  }

  /**
   * The width-weighted average rate of the items covering row `y`; 0 for an empty row.
   *
   * @example
   * grid.rowAverageRate(grid.rowCount); // 0
   */
  rowAverageRate(y: number): number {
    const row = this.#rows[y];
    return row === undefined || row.width === 0 ? 0 : row.rateWidth / row.width;
  }

  /**
   * Where a square of side `s` would go: the lowest row, then the leftmost column, where `s` rows
   * share `s` free columns; a new row at the top when nothing fits.
   */
  firstFit(s: number): { x: number; y: number } {
    this.#checkSide(s);
    const rows = this.#rows;
    for (let y = this.#firstOpenRow; y < rows.length; y++) {
      const row = rows[y] as Row<K>;
      if (row.maxFree < s) continue;
      const free = row.free;
      for (let i = 0; i < free.length; i += 2) {
        const start = free[i] as number;
        const end = free[i + 1] as number;
        if (end - start < s) continue;
        const x = this.#fitAbove(y + 1, start, end, s, s - 1);
        if (x >= 0) return { x, y };
      }
    }
    return { x: 0, y: rows.length };
  }

  /** Places an item at its first fit. */
  place(key: K, s: number, rate: number): LayoutItem<K> {
    const { x, y } = this.firstFit(s);
    return this.placeAt(key, x, y, s, rate);
  }

  /** Places an item at a given free spot; throws LayoutError when the spot is taken or off the grid. */
  placeAt(key: K, x: number, y: number, s: number, rate: number): LayoutItem<K> {
    this.#checkSide(s);
    if (this.#items.has(key)) throw new LayoutError(`item ${String(key)} is already placed; remove it first`);
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x + s > this.width) {
      throw new LayoutError(`a square of side ${s} cannot start at (${x}, ${y}) in a grid ${this.width} wide`);
    }
    for (let r = y; r < y + s; r++) {
      if (!this.#isFree(r, x, x + s)) throw new LayoutError(`cells ${x}–${x + s - 1} of row ${r} are taken`);
    }
    const item: LayoutItem<K> = { key, x, y, s, rate: Number.isFinite(rate) ? rate : 0 };
    for (let r = y; r < y + s; r++) {
      const row = this.#row(r);
      subtractInterval(row, x, x + s);
      row.occupants.add(item);
      row.rateWidth += item.rate * s;
      row.width += s;
    }
    this.#items.set(key, item);
    while (this.#firstOpenRow < this.#rows.length && (this.#rows[this.#firstOpenRow] as Row<K>).maxFree === 0) this.#firstOpenRow++;
    return item;
  }

  /** Removes an item and frees its cells; empty rows at the top are dropped. Returns what was removed. */
  remove(key: K): LayoutItem<K> | undefined {
    const item = this.#items.get(key);
    if (item === undefined) return undefined;
    this.#items.delete(key);
    for (let r = item.y; r < item.y + item.s; r++) {
      const row = this.#rows[r] as Row<K>;
      addInterval(row, item.x, item.x + item.s);
      row.occupants.delete(item);
      row.width -= item.s;
      // Sums drift with floating point; an empty row starts again from exactly zero.
      row.rateWidth = row.width === 0 ? 0 : row.rateWidth - item.rate * item.s;
    }
    while (this.#rows.length > 0 && (this.#rows[this.#rows.length - 1] as Row<K>).width === 0) this.#rows.pop();
    this.#firstOpenRow = Math.min(this.#firstOpenRow, item.y, this.#rows.length);
    return item;
  }

  /** Changes the rate an item is ordered by (a delta's `changed` entry), keeping its place. */
  setRate(key: K, rate: number): void {
    const item = this.#items.get(key);
    if (item === undefined) return;
    const next: LayoutItem<K> = { ...item, rate: Number.isFinite(rate) ? rate : 0 };
    for (let r = item.y; r < item.y + item.s; r++) {
      const row = this.#rows[r] as Row<K>;
      row.occupants.delete(item);
      row.occupants.add(next);
      row.rateWidth += (next.rate - item.rate) * item.s;
    }
    this.#items.set(key, next);
  }

  /** Whether any cell directly below the item is free (gravity would pull it down). */
  hasSpaceBelow(key: K): boolean {
    const item = this.#items.get(key);
    if (item === undefined || item.y === 0) return false;
    const free = (this.#rows[item.y - 1] as Row<K>).free;
    const end = item.x + item.s;
    for (let i = 0; i < free.length; i += 2) {
      if ((free[i] as number) >= end) return false;
      if ((free[i + 1] as number) > item.x) return true;
    }
    return false;
  }

  /** Forgets every item. */
  clear(): void {
    this.#rows.length = 0;
    this.#items.clear();
    this.#firstOpenRow = 0;
  }

  // Leftmost x ≥ start with [x, x + s) free in `remaining` rows from y, within [start, end); -1 if none.
  #fitAbove(y: number, start: number, end: number, s: number, remaining: number): number {
    if (remaining === 0 || y >= this.#rows.length) return start;
    const row = this.#rows[y] as Row<K>;
    if (row.maxFree < s) return -1;
    const free = row.free;
    for (let i = 0; i < free.length; i += 2) {
      const slotStart = free[i] as number;
      const slotEnd = free[i + 1] as number;
      if (slotEnd <= start) continue;
      if (slotStart >= end) break;
      const low = slotStart > start ? slotStart : start;
      const high = slotEnd < end ? slotEnd : end;
      if (high - low < s) continue;
      const x = this.#fitAbove(y + 1, low, high, s, remaining - 1);
      if (x >= 0) return x;
    }
    return -1;
  }

  #isFree(y: number, start: number, end: number): boolean {
    const row = this.#rows[y];
    if (row === undefined) return true;
    const free = row.free;
    for (let i = 0; i < free.length; i += 2) {
      if ((free[i] as number) <= start && (free[i + 1] as number) >= end) return true;
    }
    return false;
  }

  #row(y: number): Row<K> {
    while (this.#rows.length <= y) {
      this.#rows.push({ free: [0, this.width], maxFree: this.width, occupants: new Set(), rateWidth: 0, width: 0 });
    }
    return this.#rows[y] as Row<K>;
  }

  #checkSide(s: number): void {
    if (!Number.isInteger(s) || s < 1 || s > this.width) {
      throw new LayoutError(`a square's side must be a whole number of cells from 1 to ${this.width}, got ${String(s)}`);
    }
  }
}

const EMPTY: ReadonlySet<never> = new Set();

function widest(free: readonly number[]): number {
  let max = 0;
  for (let i = 0; i < free.length; i += 2) max = Math.max(max, (free[i + 1] as number) - (free[i] as number));
  return max;
}

// Takes [start, end) out of the free interval that contains it (the caller checked one does).
function subtractInterval(row: Row<unknown>, start: number, end: number): void {
  const free = row.free;
  for (let i = 0; i < free.length; i += 2) {
    const slotStart = free[i] as number;
    const slotEnd = free[i + 1] as number;
    if (slotStart > start || slotEnd < end) continue;
    const pieces: number[] = [];
    if (slotStart < start) pieces.push(slotStart, start);
    if (end < slotEnd) pieces.push(end, slotEnd);
    free.splice(i, 2, ...pieces);
    row.maxFree = widest(free);
    return;
  }
  throw new LayoutError(`cells ${start}–${end - 1} are not free`);
}

// Gives [start, end) back, merging it with free neighbours so intervals stay maximal.
function addInterval(row: Row<unknown>, start: number, end: number): void {
  const free = row.free;
  let i = 0;
  while (i < free.length && (free[i] as number) < start) i += 2;
  let newStart = start;
  let newEnd = end;
  let from = i;
  let count = 0;
  if (i >= 2 && free[i - 1] === start) {
    newStart = free[i - 2] as number;
    from = i - 2;
    count += 2;
  }
  if (i < free.length && free[i] === end) {
    newEnd = free[i + 1] as number;
    count += 2;
  }
  free.splice(from, count, newStart, newEnd);
  row.maxFree = Math.max(row.maxFree, newEnd - newStart);
}
