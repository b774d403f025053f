/**
 * What the block graph draws, without the GPU: the transactions, their places in the grid, and one
 * animated sprite each (client/components/block-graph/renderer draws the sprite buffer). Lists and
 * deltas go through the layout of shared/graph; every square whose screen place or colour changes
 * gets a transition that the vertex shader plays. Arrivals fly in from beyond the far edge, departures
 * fly out past row 0, and their sprites are freed when they are gone.
 *
 * Times are milliseconds from any monotonic clock (performance.now() in the browser).
 *
 * @example
 * const scene = new BlockScene({ resolution: 86, blockLimit: 1_000_000, orientation: "left", flip: true }, { now: 0 });
 * scene.update(transactions, 0);          // lays out and starts the arrival animation
 * scene.update(nextTransactions, 1_000);  // animates the difference
 * scene.transactionAt(12.5, 40.2);        // the transaction under a point, in cells
 */
import { type Rgba, sameColour } from "../../../../shared/graph/colour-math.ts";
import {
  ENTER_EXIT_OFFSET_WIDTHS,
  GRAPH_ANIMATION_MS,
  GRAPH_HOVER_TRANSITION_MS,
  RELAYOUT_ADDED_SHARE,
} from "../../../../shared/graph/graph-constants.ts";
import { HIGHLIGHT_RGBA, HOVER_RGBA, type GraphFilter, squareColour } from "../../../../shared/graph/graph-colours.ts";
import { type GraphTransaction, type GraphTransactionProblem, graphTransactionProblem, sortFeeRate } from "../../../../shared/graph/graph-transaction.ts";
import { GridLayout, type Placement } from "../../../../shared/graph/grid-layout.ts";
import { type LayoutEntry, applyLayoutDelta, layoutAll } from "../../../../shared/graph/layout-update.ts";
import { type GraphOrientation, type ScreenSquare, gridToScreen } from "../../../../shared/graph/orientation.ts";
import { assertBlockLimit, assertGridResolution, squareSizeUnits, vbytesPerUnit } from "../../../../shared/graph/square-size.ts";
import { type GraphDelta, diffTransactions, isEmptyDelta } from "../../../../shared/graph/transaction-diff.ts";
import { moveSprite, recolourSprite, restSprite, shiftClock, targetColour, targetSquare } from "./sprite-animation.ts";
import { SpriteBuffer } from "./sprite-buffer.ts";

export interface SceneGeometry {
  /** Cells per side (shared/params/autofit.ts). */
  readonly resolution: number;
  /** The block vsize a full grid stands for (1,000,000 vB; 75,000 on Liquid). */
  readonly blockLimit: number;
  readonly orientation: GraphOrientation;
  readonly flip: boolean;
}

export interface SceneStyle {
  readonly auditMode: boolean;
  readonly filter: GraphFilter | null;
  /** Drawn in the hover colour: the hovered square, or its mirror from another graph. */
  readonly hoverTxid: string | null;
  /** Drawn in the highlight colour: the transaction searched for. */
  readonly highlightTxid: string | null;
}

export interface SceneOptions {
  readonly now: number;
  /** False for visitors who prefer reduced motion: every change then shows at once. */
  readonly animate?: boolean;
  readonly style?: SceneStyle;
}

/** A transaction the scene refused, and why (the caller logs it once). */
export interface RefusedTransaction {
  readonly index: number;
  readonly problem: GraphTransactionProblem;
}

export const PLAIN_STYLE: SceneStyle = { auditMode: false, filter: null, hoverTxid: null, highlightTxid: null };

/** The scene clock restarts from zero after this long, keeping the shader's float times precise. */
const CLOCK_REBASE_AFTER_MS = 600_000;

interface Entry {
  tx: GraphTransaction;
  sprite: number;
  s: number;
  rate: number;
}

export class BlockScene {
  readonly buffer = new SpriteBuffer();
  #geometry: SceneGeometry;
  #perUnit: number;
  #layout: GridLayout<string>;
  #style: SceneStyle;
  readonly #animate: boolean;
  readonly #entries = new Map<string, Entry>();
  readonly #shown = new Map<string, GraphTransaction>();
  /** Sprites flying out, with the scene-clock time they are gone. */
  #exiting = new Map<number, number>();
  #epoch: number;
  #busyUntil = 0;
  #refused: RefusedTransaction[] = [];

  constructor(geometry: SceneGeometry, options: SceneOptions) {
    this.#geometry = checkGeometry(geometry);
    this.#perUnit = vbytesPerUnit(geometry.blockLimit, geometry.resolution);
    this.#layout = new GridLayout(geometry.resolution);
    this.#style = options.style ?? PLAIN_STYLE;
    this.#animate = options.animate ?? true;
    this.#epoch = options.now;
  }

  get geometry(): SceneGeometry {
    return this.#geometry;
  }

  get style(): SceneStyle {
    return this.#style;
  }

  /** The transactions shown, by txid. */
  get transactions(): ReadonlyMap<string, GraphTransaction> {
    return this.#shown;
  }

  get count(): number {
    return this.#entries.size;
  }

  /** Transactions the last update refused as malformed. */
  get refused(): readonly RefusedTransaction[] {
    return this.#refused;
  }

  /** `now` on the clock the sprites' transition times use (the shader's `u_now`). */
  clock(now: number): number {
    return now - this.#epoch;
  }

  /**
   * Shows `list`: the difference from what is shown is animated, or, when more than half of it is
   * new (a new block took most of a projected block), the whole list is laid out again.
   */
  update(list: readonly GraphTransaction[], now: number): void {
    const valid = this.#validate(list);
    const delta = diffTransactions(this.#shown, valid);
    if (isEmptyDelta(delta)) return;
    if (this.#shown.size === 0 || delta.added.length > RELAYOUT_ADDED_SHARE * this.#shown.size) this.#relayout(valid, now);
    else this.#applyDelta(delta, now);
  }

  /** Lays `list` out from scratch; squares still present move to their new places. */
  replace(list: readonly GraphTransaction[], now: number): void {
    this.#relayout(this.#validate(list), now);
  }

  /** A new resolution or block limit lays everything out again; a new orientation only moves squares. */
  setGeometry(geometry: SceneGeometry, now: number): void {
    const next = checkGeometry(geometry);
    const previous = this.#geometry;
    this.#geometry = next;
    if (next.resolution !== previous.resolution || next.blockLimit !== previous.blockLimit) {
      this.#perUnit = vbytesPerUnit(next.blockLimit, next.resolution);
      this.#layout = new GridLayout(next.resolution);
      this.#relayout([...this.#shown.values()], now);
    } else if (next.orientation !== previous.orientation || next.flip !== previous.flip) {
      this.#syncPlaces(now);
    }
  }

  /** Recolours what the new style changes, over the hover transition (spec §9: 300 ms). */
  setStyle(style: SceneStyle, now: number): void {
    const previous = this.#style;
    this.#style = style;
    const everything = style.auditMode !== previous.auditMode || style.filter?.flags !== previous.filter?.flags || style.filter?.mode !== previous.filter?.mode;
    const touched = everything
      ? this.#entries.values()
      : [previous.hoverTxid, previous.highlightTxid, style.hoverTxid, style.highlightTxid]
          .map((txid) => (txid === null ? undefined : this.#entries.get(txid)))
          .filter((entry): entry is Entry => entry !== undefined);
    const c = this.clock(now);
    for (const entry of touched) this.#recolour(entry, c, GRAPH_HOVER_TRANSITION_MS);
  }

  /** The transaction drawn at a point (in cells from the top-left corner), by where squares are going. */
  transactionAt(x: number, y: number): GraphTransaction | undefined {
    for (const entry of this.#entries.values()) {
      const square = targetSquare(this.buffer, entry.sprite);
      if (x >= square.x && x < square.x + square.s && y >= square.y && y < square.y + square.s) return entry.tx;
    }
    return undefined;
  }

  /** Where a transaction's square is (or is going), in cells. */
  squareOf(txid: string): ScreenSquare | undefined {
    const entry = this.#entries.get(txid);
    return entry === undefined ? undefined : targetSquare(this.buffer, entry.sprite);
  }

  /** The colour a transaction's square comes to rest in, under the scene's style. */
  colourOf(txid: string): Rgba | undefined {
    const entry = this.#entries.get(txid);
    return entry === undefined ? undefined : this.#colourOf(entry);
  }

  /** Whether a transition is still playing at `now`. */
  isAnimating(now: number): boolean {
    return this.clock(now) < this.#busyUntil;
  }

  /**
   * Housekeeping between frames: frees the sprites that finished flying out, compacts the buffer
   * when it is sparse, and restarts the clock when it grows large. Returns whether to keep drawing.
   */
  tick(now: number): boolean {
    let c = this.clock(now);
    for (const [sprite, until] of this.#exiting) {
      if (until <= c) {
        this.buffer.release(sprite);
        this.#exiting.delete(sprite);
      }
    }
    this.#compact();
    if (c > CLOCK_REBASE_AFTER_MS) {
      shiftClock(this.buffer, c);
      this.#epoch += c;
      this.#busyUntil -= c;
      for (const [sprite, until] of this.#exiting) this.#exiting.set(sprite, until - c);
      c = 0;
    }
    return c < this.#busyUntil;
  }

  #validate(list: readonly GraphTransaction[]): GraphTransaction[] {
    const valid: GraphTransaction[] = [];
    const refused: RefusedTransaction[] = [];
    list.forEach((tx, index) => {
      const problem = graphTransactionProblem(tx);
      if (problem === undefined) valid.push(tx);
      else refused.push({ index, problem });
    });
    this.#refused = refused;
    return valid;
  }

  #relayout(list: readonly GraphTransaction[], now: number): void {
    const c = this.clock(now);
    const next = new Map<string, GraphTransaction>();
    for (const tx of list) if (!next.has(tx.txid)) next.set(tx.txid, tx);
    for (const txid of [...this.#entries.keys()]) if (!next.has(txid)) this.#remove(txid, c);
    for (const tx of next.values()) this.#upsert(tx);
    layoutAll(this.#layout, [...this.#entries.entries()].map(([key, entry]) => ({ key, s: entry.s, rate: entry.rate })));
    this.#syncPlaces(now);
    this.#recolourAll(c, GRAPH_ANIMATION_MS);
  }

  #applyDelta(delta: GraphDelta, now: number): void {
    const c = this.clock(now);
    const removed: string[] = [];
    const changed: { key: string; rate: number }[] = [];
    const added: LayoutEntry<string>[] = [];
    for (const txid of delta.removed) {
      if (this.#remove(txid, c)) removed.push(txid);
    }
    for (const tx of delta.changed) {
      const entry = this.#entries.get(tx.txid);
      if (entry === undefined) continue;
      const side = entry.s;
      this.#upsert(tx);
      // A new vsize means a new square: it is placed again like an arrival.
      if (entry.s !== side) added.push({ key: tx.txid, s: entry.s, rate: entry.rate });
      else changed.push({ key: tx.txid, rate: entry.rate });
      this.#recolour(entry, c, GRAPH_ANIMATION_MS);
    }
    for (const tx of delta.added) {
      const entry = this.#upsert(tx);
      added.push({ key: tx.txid, s: entry.s, rate: entry.rate });
    }
    applyLayoutDelta(this.#layout, { removed, changed, added });
    this.#syncPlaces(now);
  }

  // Adds a transaction (sprite allocated, not yet placed) or updates a listed one's fields.
  #upsert(tx: GraphTransaction): Entry {
    const s = squareSizeUnits(tx.vsize, this.#perUnit, this.#geometry.resolution);
    const rate = sortFeeRate(tx);
    const existing = this.#entries.get(tx.txid);
    this.#shown.set(tx.txid, tx);
    if (existing !== undefined) {
      existing.tx = tx;
      existing.s = s;
      existing.rate = rate;
      return existing;
    }
    const entry: Entry = { tx, sprite: this.buffer.allocate(), s, rate };
    this.#entries.set(tx.txid, entry);
    return entry;
  }

  // Takes a transaction out of the grid; its sprite flies out past row 0 and is freed afterwards.
  #remove(txid: string, c: number): boolean {
    const entry = this.#entries.get(txid);
    if (entry === undefined) return false;
    this.#entries.delete(txid);
    this.#shown.delete(txid);
    const placed = this.#layout.remove(txid);
    const duration = this.#duration(GRAPH_ANIMATION_MS);
    if (placed === undefined || duration === 0) {
      this.buffer.release(entry.sprite);
      return true;
    }
    const offset = Math.round(ENTER_EXIT_OFFSET_WIDTHS * this.#geometry.resolution);
    moveSprite(this.buffer, entry.sprite, this.#toScreen({ x: placed.x, y: placed.y - offset - placed.s, s: placed.s }), c, duration);
    this.#exiting.set(entry.sprite, c + duration);
    this.#busy(c, duration);
    return true;
  }

  // Moves every square whose place changed; newcomers start beyond the far edge and fly in.
  #syncPlaces(now: number): void {
    const c = this.clock(now);
    const duration = this.#duration(GRAPH_ANIMATION_MS);
    const offset = Math.round(ENTER_EXIT_OFFSET_WIDTHS * this.#geometry.resolution);
    for (const [txid, entry] of this.#entries) {
      const placed = this.#layout.get(txid);
      if (placed === undefined) continue;
      const target = this.#toScreen(placed);
      const current = targetSquare(this.buffer, entry.sprite);
      if (current.s === 0) {
        // A fresh sprite: its record is all zeros until now.
        const colour = this.#colourOf(entry);
        if (duration === 0) restSprite(this.buffer, entry.sprite, target, colour);
        else {
          restSprite(this.buffer, entry.sprite, this.#toScreen({ x: placed.x, y: placed.y + offset, s: placed.s }), colour);
          moveSprite(this.buffer, entry.sprite, target, c, duration);
        }
      } else if (current.x !== target.x || current.y !== target.y || current.s !== target.s) {
        moveSprite(this.buffer, entry.sprite, target, c, duration);
      } else continue;
      this.#busy(c, duration);
    }
  }

  #recolourAll(c: number, duration: number): void {
    for (const entry of this.#entries.values()) this.#recolour(entry, c, duration);
  }

  #recolour(entry: Entry, c: number, duration: number): void {
    const colour = this.#colourOf(entry);
    if (sameColour(targetColour(this.buffer, entry.sprite), colour)) return;
    const length = this.#duration(duration);
    recolourSprite(this.buffer, entry.sprite, colour, c, length);
    this.#busy(c, length);
  }

  #colourOf(entry: Entry): Rgba {
    const txid = entry.tx.txid;
    if (txid === this.#style.hoverTxid) return HOVER_RGBA;
    if (txid === this.#style.highlightTxid) return HIGHLIGHT_RGBA;
    return squareColour(entry.tx, this.#style);
  }

  #toScreen(square: Placement): ScreenSquare {
    const { resolution, orientation, flip } = this.#geometry;
    return gridToScreen(square, resolution, orientation, flip);
  }

  #duration(ms: number): number {
    return this.#animate ? ms : 0;
  }

  #busy(c: number, duration: number): void {
    this.#busyUntil = Math.max(this.#busyUntil, c + duration);
  }

  #compact(): void {
    const moves = this.buffer.compact();
    if (moves === null) return;
    for (const entry of this.#entries.values()) {
      entry.sprite = moves.get(entry.sprite) as number;
    }
    const exiting = new Map<number, number>();
    for (const [sprite, until] of this.#exiting) exiting.set(moves.get(sprite) as number, until);
    this.#exiting = exiting;
  }
}

function checkGeometry(geometry: SceneGeometry): SceneGeometry {
  assertGridResolution(geometry.resolution);
  assertBlockLimit(geometry.blockLimit);
  gridToScreen({ x: 0, y: 0, s: 1 }, geometry.resolution, geometry.orientation, geometry.flip);
  return { ...geometry };
}
