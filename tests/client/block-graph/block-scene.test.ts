import { describe, expect, it } from "vitest";
import { BlockScene, type SceneGeometry, PLAIN_STYLE } from "../../../client/components/block-graph/scene/block-scene.ts";
import { colourAt, squareAt, targetSquare } from "../../../client/components/block-graph/scene/sprite-animation.ts";
import { hexToRgba } from "../../../shared/graph/colour-math.ts";
import { HOVER_RGBA } from "../../../shared/graph/graph-colours.ts";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { ACCELERATED_COLOUR, FILTER_NON_MATCH_ALPHA, feeColour } from "../../../shared/tables/fee-colours.ts";
import { flagsFromKeys } from "../../../shared/tables/transaction-flags.ts";
import { loadMempoolTransactions } from "../../shared/graph/mempool-fixture.ts";

const MEMPOOL_PAGE: SceneGeometry = { resolution: 86, blockLimit: 1_000_000, orientation: "left", flip: true };
const BLOCK_PAGE: SceneGeometry = { ...MEMPOOL_PAGE, orientation: "top", flip: false };
const block = (count = 2_000) => loadMempoolTransactions().slice(0, count);

/** Where a transaction's sprite is drawn at `now`. */
function drawnAt(scene: BlockScene, txid: string, now: number) {
  const square = scene.squareOf(txid);
  if (square === undefined) throw new Error(`${txid} is not in the scene`);
  const hit = scene.transactionAt(square.x + square.s / 2, square.y + square.s / 2);
  expect(hit?.txid).toBe(txid);
  return square;
}

/** The sprite of a shown transaction, found by where it is heading. */
function spriteOf(scene: BlockScene, txid: string): number {
  const target = scene.squareOf(txid);
  if (target === undefined) throw new Error(`${txid} is not in the scene`);
  for (let sprite = 0; sprite < scene.buffer.drawCount; sprite++) {
    const heading = targetSquare(scene.buffer, sprite);
    if (heading.x === target.x && heading.y === target.y && heading.s === target.s) return sprite;
  }
  throw new Error(`no sprite heads for ${txid}'s square`);
}

describe("BlockScene", () => {
  it("lays a block out with one sprite per transaction, flying in from beyond the far edge", () => {
    const scene = new BlockScene(MEMPOOL_PAGE, { now: 0 });
    const txs = block();
    scene.update(txs, 0);
    expect(scene.count).toBe(txs.length);
    expect(scene.buffer.used).toBe(txs.length);
    expect(scene.isAnimating(500)).toBe(true);
    // Mempool pages: the best transaction ends at the bottom right, next to the chain…
    const best = txs[0] as GraphTransaction;
    expect(drawnAt(scene, best.txid, 0)).toMatchObject({ x: 85, y: 85 });
    // …and starts 1.4 widths to its left.
    const sprite = [...scene.transactions.keys()].indexOf(best.txid);
    expect(squareAt(scene.buffer, sprite, 0).x).toBe(85 - 120);
    expect(squareAt(scene.buffer, sprite, 1_000)).toEqual({ x: 85, y: 85, s: 1 });
    expect(scene.tick(1_000)).toBe(false);
  });

  it("puts the best transaction top-left on block pages and answers hit tests there", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const txs = block(500);
    scene.update(txs, 0);
    expect(scene.transactionAt(0.5, 0.5)?.txid).toBe(txs[0]?.txid);
    expect(scene.transactionAt(-1, 0.5)).toBeUndefined();
    expect(scene.transactionAt(85.5, 85.5)).toBeUndefined();
    expect(scene.isAnimating(0)).toBe(false);
  });

  it("colours each square by its own fee rate", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const tx: GraphTransaction = { txid: "11".repeat(32), fee: 2_000, vsize: 200, value: 1, rate: 150 };
    scene.update([tx], 0);
    expect(colourAt(scene.buffer, 0, 0)).toEqual(hexToRgba(feeColour(10)).map((c) => Math.fround(c)));
  });

  it("animates a delta: departures fly out and free their sprites, arrivals fly in, changes recolour", () => {
    const scene = new BlockScene(MEMPOOL_PAGE, { now: 0 });
    const txs = block(1_000);
    scene.update(txs, 0);
    scene.tick(2_000);
    const gone = txs.slice(0, 50);
    const arrivals = loadMempoolTransactions().slice(3_000, 3_040);
    const accelerated = { ...(txs[100] as GraphTransaction), acc: true };
    const next = [...txs.slice(50, 100), accelerated, ...txs.slice(101), ...arrivals];
    scene.update(next, 2_000);
    expect(scene.count).toBe(1_000 - 50 + 40);
    // Departed sprites still fly out, so they are still allocated…
    expect(scene.buffer.used).toBe(1_000 + 40);
    expect(scene.tick(2_500)).toBe(true);
    // …and are freed once the 1,000 ms animation is over.
    expect(scene.tick(3_000)).toBe(false);
    expect(scene.buffer.used).toBe(990);
    const sprite = [...scene.transactions.keys()].indexOf(accelerated.txid);
    expect(sprite).toBeGreaterThanOrEqual(0);
    expect(scene.squareOf(gone[0]!.txid)).toBeUndefined();
    for (const tx of arrivals) drawnAt(scene, tx.txid, 3_000);
  });

  it("recolours an accelerated transaction violet", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const tx: GraphTransaction = { txid: "22".repeat(32), fee: 2_000, vsize: 200, value: 1 };
    scene.update([tx], 0);
    scene.update([{ ...tx, acc: true }], 1);
    expect(colourAt(scene.buffer, 0, 1)).toEqual(hexToRgba(ACCELERATED_COLOUR).map((c) => Math.fround(c)));
  });

  it("recolours only the hovered square over 300 ms, and fades filter misses to 20 %", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: true });
    const txs = block(10).map((tx, i) => ({ ...tx, flags: Number(flagsFromKeys(i === 0 ? ["p2tr"] : ["p2wpkh"])) }));
    scene.update(txs, 0);
    scene.tick(1_000);
    const target = txs[3] as GraphTransaction;
    const index = [...scene.transactions.keys()].indexOf(target.txid);
    scene.setStyle({ ...PLAIN_STYLE, hoverTxid: target.txid }, 1_000);
    expect(scene.isAnimating(1_299)).toBe(true);
    expect(scene.isAnimating(1_300)).toBe(false);
    expect(colourAt(scene.buffer, index, 1_300)).toEqual(HOVER_RGBA.map((c) => Math.fround(c)));
    scene.setStyle({ ...PLAIN_STYLE, filter: { flags: flagsFromKeys(["p2tr"]), mode: "and" } }, 2_000);
    expect(colourAt(scene.buffer, index, 2_300)[3]).toBeCloseTo(FILTER_NON_MATCH_ALPHA, 6);
    expect(colourAt(scene.buffer, 0, 2_300)[3]).toBe(1);
  });

  it("shows changes at once for visitors who prefer reduced motion", () => {
    const scene = new BlockScene(MEMPOOL_PAGE, { now: 0, animate: false });
    const txs = block(100);
    scene.update(txs, 0);
    scene.update(txs.slice(1), 10);
    expect(scene.isAnimating(10)).toBe(false);
    expect(scene.buffer.used).toBe(99);
  });

  it("refuses malformed transactions and draws the rest", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const txs = block(3);
    scene.update([txs[0]!, { ...txs[1]!, vsize: Number.NaN }, { ...txs[2]!, txid: "nope" }], 0);
    expect(scene.count).toBe(1);
    expect(scene.refused).toEqual([
      { index: 1, problem: "vsize" },
      { index: 2, problem: "txid" },
    ]);
  });

  it("lays everything out again when a new block replaced most of the list", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    scene.update(block(300), 0);
    const next = loadMempoolTransactions().slice(300, 600);
    scene.update(next, 1);
    expect(scene.count).toBe(300);
    expect(scene.transactionAt(0.5, 0.5)?.txid).toBe(next[0]?.txid);
  });

  it("moves squares for a new orientation and re-lays them out for a new resolution", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const txs = block(200);
    scene.update(txs, 0);
    scene.setGeometry(MEMPOOL_PAGE, 1);
    expect(scene.transactionAt(85.5, 85.5)?.txid).toBe(txs[0]?.txid);
    scene.setGeometry({ ...MEMPOOL_PAGE, resolution: 64 }, 2);
    expect(scene.transactionAt(63.5, 63.5)?.txid).toBe(txs[0]?.txid);
    expect(() => scene.setGeometry({ ...MEMPOOL_PAGE, resolution: 0 }, 3)).toThrow(/graph resolution/);
  });

  it("compacts its sprite buffer after most transactions left, and still finds every square", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    const txs = block(5_000);
    scene.update(txs, 0);
    expect(scene.buffer.capacity).toBe(8_192);
    const kept = txs.slice(0, 1_000);
    scene.update(kept, 1);
    scene.tick(2);
    expect(scene.buffer.capacity).toBe(2_048);
    for (const tx of kept.slice(0, 50)) drawnAt(scene, tx.txid, 2);
  });

  it("slides a new block in sideways: the old squares wait, travel out and are freed, the new ones travel in", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0 });
    const old = block(300);
    scene.update(old, 0);
    scene.tick(2_000);
    const oldSquare = scene.squareOf(old[0]!.txid)!;
    const oldSprite = [...scene.transactions.keys()].indexOf(old[0]!.txid);
    const next = loadMempoolTransactions().slice(300, 500);
    scene.slide(next, 2_000, { shiftCells: 100, durationMs: 2_000, delayMs: 500 });

    expect(scene.count).toBe(200);
    expect(scene.squareOf(old[0]!.txid)).toBeUndefined();
    expect(scene.buffer.used).toBe(500);
    // Until the delay is over the old square stays where it was…
    expect(squareAt(scene.buffer, oldSprite, 2_400)).toEqual(oldSquare);
    // …then it ends one shift to the right, and is freed there.
    expect(squareAt(scene.buffer, oldSprite, 4_500)).toEqual({ ...oldSquare, x: oldSquare.x + 100 });
    const target = scene.squareOf(next[0]!.txid)!;
    const newSprite = spriteOf(scene, next[0]!.txid);
    const drawn = (now: number) => squareAt(scene.buffer, newSprite, now);
    expect(drawn(2_400)).toEqual({ ...target, x: target.x - 100 });
    expect(drawn(4_500)).toEqual(target);
    expect(scene.isAnimating(4_499)).toBe(true);
    expect(scene.tick(4_500)).toBe(false);
    expect(scene.buffer.used).toBe(200);
    expect(scene.transactionAt(target.x + target.s / 2, target.y + target.s / 2)?.txid).toBe(next[0]!.txid);
  });

  it("slides at once, with no delay, for visitors who prefer reduced motion", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 0, animate: false });
    scene.update(block(100), 0);
    const next = loadMempoolTransactions().slice(100, 150);
    scene.slide(next, 10, { shiftCells: 90, durationMs: 2_000, delayMs: 700 });
    expect(scene.isAnimating(10)).toBe(false);
    expect(scene.buffer.used).toBe(50);
    const target = scene.squareOf(next[0]!.txid)!;
    expect(squareAt(scene.buffer, spriteOf(scene, next[0]!.txid), 10)).toEqual(target);
  });

  it("restarts its clock after ten minutes without moving anything", () => {
    const scene = new BlockScene(BLOCK_PAGE, { now: 1_000 });
    const txs = block(20);
    scene.update(txs, 1_000);
    const before = scene.squareOf(txs[5]!.txid);
    scene.tick(700_000);
    expect(scene.clock(700_000)).toBe(0);
    expect(squareAt(scene.buffer, 5, 0)).toEqual(before);
    scene.update(txs.slice(1), 700_000);
    expect(scene.isAnimating(700_500)).toBe(true);
  });
});
