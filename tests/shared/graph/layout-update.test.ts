import { describe, expect, it } from "vitest";
import { GridLayout } from "../../../shared/graph/grid-layout.ts";
import { type LayoutEntry, applyGravity, applyLayoutDelta, batchPlace, insertTransactions, layoutAll } from "../../../shared/graph/layout-update.ts";
import { squareSizeUnits, vbytesPerUnit } from "../../../shared/graph/square-size.ts";
import { sortFeeRate } from "../../../shared/graph/graph-transaction.ts";
import { expectValidLayout, coveredHoles } from "./layout-checks.ts";
import { loadMempoolTransactions } from "./mempool-fixture.ts";

const entry = (key: string, s: number, rate: number): LayoutEntry<string> => ({ key, s, rate });

/** The first `count` real transactions of the fixture as layout entries at resolution 86. */
function realEntries(count: number, offset = 0): LayoutEntry<string>[] {
  const perUnit = vbytesPerUnit(1_000_000, 86);
  return loadMempoolTransactions()
    .slice(offset, offset + count)
    .map((tx) => entry(tx.txid, squareSizeUnits(tx.vsize, perUnit, 86), sortFeeRate(tx)));
}

describe("layoutAll", () => {
  it("places by descending rate, so the best squares fill row 0 first", () => {
    const grid = new GridLayout<string>(3);
    layoutAll(grid, [entry("low", 1, 1), entry("high", 1, 50), entry("mid", 1, 10), entry("mid2", 1, 10)]);
    expect(grid.get("high")).toMatchObject({ x: 0, y: 0 });
    expect(grid.get("mid")).toMatchObject({ x: 1, y: 0 });
    expect(grid.get("mid2")).toMatchObject({ x: 2, y: 0 });
    expect(grid.get("low")).toMatchObject({ x: 0, y: 1 });
  });

  it("lays out a real projected block with no overlap, and the average rate falls row by row", () => {
    const grid = new GridLayout<string>(86);
    const entries = realEntries(2_243);
    layoutAll(grid, entries);
    expect(grid.size).toBe(entries.length);
    expectValidLayout(grid);
    // ~1 MvB of real transactions fills the 86-cell grid; a big square that fits nowhere starts a new
    // row on top, so a few cells under such squares stay free.
    expect(grid.rowCount).toBeGreaterThan(80);
    expect(coveredHoles(grid)).toBeLessThan(0.05 * 86 * 86);
    expect(grid.rowAverageRate(0)).toBeGreaterThan(grid.rowAverageRate(40));
    expect(grid.rowAverageRate(40)).toBeGreaterThanOrEqual(grid.rowAverageRate(grid.rowCount - 2));
  });

  it("starts again from an empty grid", () => {
    const grid = new GridLayout<string>(4);
    layoutAll(grid, [entry("a", 1, 1)]);
    layoutAll(grid, [entry("b", 1, 1)]);
    expect(grid.has("a")).toBe(false);
    expect(grid.get("b")).toMatchObject({ x: 0, y: 0 });
  });
});

describe("insertTransactions", () => {
  it("takes the first fit when its row pays more than 90 % of the new rate", () => {
    const grid = new GridLayout<string>(3);
    layoutAll(grid, [entry("a", 1, 10), entry("b", 1, 10), entry("c", 1, 10), entry("d", 1, 10)]);
    // Row 1 averages 10 > 0.9 × 11.
    insertTransactions(grid, [entry("new", 1, 11)]);
    expect(grid.get("new")).toMatchObject({ x: 1, y: 1 });
  });

  it("lets a much better square sink below cheaper ones instead of landing on top", () => {
    const grid = new GridLayout<string>(4);
    layoutAll(grid, [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => entry(`t${n}`, 1, 100 - n)));
    // The first fit is row 2, whose rate (91) is under 90 % of 200: batch placement instead.
    insertTransactions(grid, [entry("rich", 1, 200)]);
    const rich = grid.get("rich");
    expect(rich?.y).toBe(0);
    expect(grid.size).toBe(10);
    expectValidLayout(grid);
    expect(coveredHoles(grid)).toBe(0);
  });

  it("places a batch with no rows at all", () => {
    const grid = new GridLayout<string>(4);
    batchPlace(grid, [entry("a", 2, 5), entry("b", 1, 9)]);
    expect(grid.get("b")).toMatchObject({ x: 0, y: 0 });
    expect(grid.get("a")).toMatchObject({ x: 1, y: 0 });
  });
});

describe("applyGravity", () => {
  it("lets a square with a hole below it fall into the lowest gap", () => {
    const grid = new GridLayout<string>(3);
    grid.placeAt("a", 0, 0, 1, 5);
    grid.placeAt("b", 2, 0, 1, 5);
    grid.placeAt("floating", 1, 2, 1, 5);
    grid.placeAt("resting", 0, 1, 1, 5);
    applyGravity(grid);
    expect(grid.get("floating")).toMatchObject({ x: 1, y: 0 });
    expect(grid.get("resting")).toMatchObject({ x: 0, y: 1 });
  });
});

describe("applyLayoutDelta", () => {
  it("removes, re-rates and inserts, leaving no overlap and no free cell under a square", () => {
    const grid = new GridLayout<string>(86);
    const entries = realEntries(2_000);
    layoutAll(grid, entries);
    const removed = entries.filter((_, i) => i % 7 === 0).map((e) => e.key);
    const changed = entries.filter((_, i) => i % 11 === 1).map((e) => ({ key: e.key, rate: e.rate * 1.5 }));
    const added = realEntries(300, 5_000);
    applyLayoutDelta(grid, { removed, changed, added });
    expect(grid.size).toBe(2_000 - removed.length + added.length);
    for (const key of removed) expect(grid.has(key)).toBe(false);
    for (const { key } of added) expect(grid.has(key)).toBe(true);
    expectValidLayout(grid);
    expect(coveredHoles(grid)).toBe(0);
  });

  it("ignores removals and changes of unknown keys, and moves an 'added' key that is already placed", () => {
    const grid = new GridLayout<string>(4);
    layoutAll(grid, [entry("a", 1, 5), entry("b", 1, 4)]);
    applyLayoutDelta(grid, { removed: ["ghost"], changed: [{ key: "ghost", rate: 1 }], added: [entry("b", 2, 40)] });
    // Row 0 always takes an arrival that fits in it (spec §9's rule is for the rows above).
    expect(grid.get("b")).toMatchObject({ x: 1, y: 0, s: 2 });
    expect(grid.get("a")).toMatchObject({ x: 0, y: 0 });
    expectValidLayout(grid);
  });

  it("keeps arrivals near their rate: a mid-rate arrival lands among mid-rate rows, not on the top", () => {
    const grid = new GridLayout<string>(10);
    layoutAll(grid, Array.from({ length: 100 }, (_, i) => entry(`t${i}`, 1, 100 - i)));
    applyLayoutDelta(grid, { removed: [], changed: [], added: [entry("mid", 1, 55.5)] });
    const mid = grid.get("mid");
    // Rates 55–46 sat in row 4 (columns 0–9); the arrival joins them.
    expect(mid?.y).toBe(4);
    expectValidLayout(grid);
  });
});
