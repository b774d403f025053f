/**
 * The layout half of bench:graph: how long shared/graph takes to lay out a block of 1,000, 5,000 and
 * 20,000 real transactions (tests/fixtures/mempool/gbt, projected order; past the fixture's 19,873
 * the list repeats with derived txids), against a naive baseline measured on the same squares in
 * the same run: sort by rate, then pack squares left to right in shelves as tall as their tallest.
 *
 * The grid is 86 cells (the mempool-block resolution) and stands for the block's own total vsize, so
 * square sizes follow the block's composition as on a real page.
 *
 * @example
 * measureLayouts([1_000, 5_000], 9); // [{ count: 1000, medianMs: 1.9, baselineMedianMs: 0.3, rows: 37 }, …]
 */
import { GridLayout } from "../shared/graph/grid-layout.ts";
import { type GraphTransaction, sortFeeRate } from "../shared/graph/graph-transaction.ts";
import { type LayoutEntry, layoutAll } from "../shared/graph/layout-update.ts";
import { squareSizeUnits, vbytesPerUnit } from "../shared/graph/square-size.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../shared/params/autofit.ts";
import { loadMempoolTransactions } from "../tests/shared/graph/mempool-fixture.ts";
import { percentile } from "./ssr-stats.ts";

export interface LayoutResult {
  readonly count: number;
  readonly medianMs: number;
  readonly baselineMedianMs: number;
  /** Rows the layout used (86 fill the square; more spill past it, as a stack block does). */
  readonly rows: number;
}

const RESOLUTION = MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS;
const WARMUP_RUNS = 5;

/** `count` fixture transactions, in projected order, repeating the fixture with fresh txids when it runs out. */
export function blockOf(count: number): GraphTransaction[] {
  const all = loadMempoolTransactions();
  return Array.from({ length: count }, (_, i) => {
    const tx = all[i % all.length] as GraphTransaction;
    const round = Math.floor(i / all.length);
    return round === 0 ? tx : { ...tx, txid: `${round.toString(16).padStart(2, "0")}${tx.txid.slice(2)}` };
  });
}

/** The squares a block's graph lays out, with the grid standing for the block's total vsize. */
export function entriesOf(block: readonly GraphTransaction[]): LayoutEntry<string>[] {
  const perUnit = vbytesPerUnit(block.reduce((sum, tx) => sum + tx.vsize, 0), RESOLUTION);
  return block.map((tx) => ({ key: tx.txid, s: squareSizeUnits(tx.vsize, perUnit, RESOLUTION), rate: sortFeeRate(tx) }));
}

/** The baseline: sorted, then shelf-packed row by row; no gaps are ever filled again. */
export function shelfPack(entries: readonly LayoutEntry<string>[], width: number): Map<string, { x: number; y: number }> {
  const placed = new Map<string, { x: number; y: number }>();
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const entry of [...entries].sort((a, b) => b.rate - a.rate)) {
    if (x + entry.s > width) {
      x = 0;
      y += shelf;
      shelf = 0;
    }
    placed.set(entry.key, { x, y });
    x += entry.s;
    shelf = Math.max(shelf, entry.s);
  }
  return placed;
}

function time(run: () => void, runs: number): number[] {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return samples;
}

export function measureLayouts(counts: readonly number[], runs: number): LayoutResult[] {
  return counts.map((count) => {
    const entries = entriesOf(blockOf(count));
    let rows = 0;
    const layout = time(() => {
      const grid = new GridLayout<string>(RESOLUTION);
      layoutAll(grid, entries);
      rows = grid.rowCount;
    }, runs);
    const baseline = time(() => void shelfPack(entries, RESOLUTION), runs);
    return { count, medianMs: percentile(layout, 0.5), baselineMedianMs: percentile(baseline, 0.5), rows };
  });
}
