/**
 * The per-square data the GPU draws from: one record of {@link SPRITE_FLOATS} floats per sprite in a
 * single Float32Array (spec §9: starts at 512 sprites, doubles when full, compacts when above 2,048
 * and under 40 % used, never below 512). Freed records are zeroed (a side of 0 draws nothing) and
 * reused. The renderer uploads only the dirty range, or everything after the array was replaced
 * (`version` changes on growth and compaction).
 *
 * @example
 * const buffer = new SpriteBuffer();
 * const index = buffer.allocate(); // 0
 * buffer.data[index * SPRITE_FLOATS + SPRITE.toSide] = 3;
 * buffer.markDirty(index);
 */
import {
  SPRITE_BUFFER_COMPACT_ABOVE_SPRITES,
  SPRITE_BUFFER_COMPACT_BELOW_USAGE,
  SPRITE_BUFFER_INITIAL_SPRITES,
} from "../../../../shared/graph/graph-constants.ts";

/** Offsets of a sprite's fields inside its record; the vertex shader reads them with the same layout. */
export const SPRITE = {
  /** Where the move starts: left, top and side, in grid cells on the screen. */
  fromX: 0,
  fromY: 1,
  fromSide: 2,
  toX: 3,
  toY: 4,
  toSide: 5,
  /** Colour at the start and the end of the colour transition, RGBA 0–1. */
  fromColour: 6,
  toColour: 10,
  /** Move and colour transitions: start (ms on the scene clock) and duration (ms). */
  moveStart: 14,
  moveDuration: 15,
  colourStart: 16,
  colourDuration: 17,
} as const;

export const SPRITE_FLOATS = 18;

/** Sprite index ranges [start, end) whose records changed since the renderer last uploaded. */
export interface DirtyRange {
  readonly start: number;
  readonly end: number;
}

export class SpriteBuffer {
  #data = new Float32Array(SPRITE_BUFFER_INITIAL_SPRITES * SPRITE_FLOATS);
  #capacity = SPRITE_BUFFER_INITIAL_SPRITES;
  /** One past the highest index ever handed out since the last compaction: the draw count. */
  #highWater = 0;
  #used = 0;
  readonly #free: number[] = [];
  #dirtyStart = Number.POSITIVE_INFINITY;
  #dirtyEnd = 0;
  #version = 0;

  get data(): Float32Array {
    return this.#data;
  }

  get capacity(): number {
    return this.#capacity;
  }

  /** Sprites in use. */
  get used(): number {
    return this.#used;
  }

  /** How many records the renderer draws (freed ones among them draw nothing). */
  get drawCount(): number {
    return this.#highWater;
  }

  /** Changes whenever `data` is a new array (growth, compaction): the GPU buffer must be rebuilt. */
  get version(): number {
    return this.#version;
  }

  /** A zeroed record's index, growing the array (×2) when it is full. */
  allocate(): number {
    this.#used += 1;
    const reused = this.#free.pop();
    if (reused !== undefined) return reused;
    if (this.#highWater === this.#capacity) this.#resize(this.#capacity * 2, null);
    return this.#highWater++;
  }

  /** Zeroes a record and makes it available again. */
  release(index: number): void {
    this.#checkIndex(index);
    this.#data.fill(0, index * SPRITE_FLOATS, (index + 1) * SPRITE_FLOATS);
    this.#free.push(index);
    this.#used -= 1;
    this.markDirty(index);
  }

  markDirty(index: number): void {
    if (index < this.#dirtyStart) this.#dirtyStart = index;
    if (index + 1 > this.#dirtyEnd) this.#dirtyEnd = index + 1;
  }

  markAllDirty(): void {
    this.#dirtyStart = 0;
    this.#dirtyEnd = this.#highWater;
  }

  /** The records changed since the last call, or null; the renderer uploads them. */
  takeDirty(): DirtyRange | null {
    if (this.#dirtyEnd <= this.#dirtyStart) return null;
    const range = { start: this.#dirtyStart, end: Math.min(this.#dirtyEnd, this.#highWater) };
    this.#dirtyStart = Number.POSITIVE_INFINITY;
    this.#dirtyEnd = 0;
    return range.end > range.start ? range : null;
  }

  /** Whether {@link compact} would shrink the array now. */
  shouldCompact(): boolean {
    return this.#capacity > SPRITE_BUFFER_COMPACT_ABOVE_SPRITES && this.#used < SPRITE_BUFFER_COMPACT_BELOW_USAGE * this.#capacity;
  }

  /**
   * Moves the records in use to the front of a smaller array (the smallest power of two that leaves
   * a quarter free, at least 512) and returns where each moved: old index → new index. Returns null
   * when the buffer is not sparse enough to be worth it.
   */
  compact(): Map<number, number> | null {
    if (!this.shouldCompact()) return null;
    const free = new Set(this.#free);
    const moves = new Map<number, number>();
    let next = 0;
    for (let index = 0; index < this.#highWater; index++) {
      if (!free.has(index)) moves.set(index, next++);
    }
    let capacity = SPRITE_BUFFER_INITIAL_SPRITES;
    while (capacity < this.#used * 1.25) capacity *= 2;
    this.#resize(capacity, moves);
    this.#free.length = 0;
    this.#highWater = next;
    this.markAllDirty();
    return moves;
  }

  #resize(capacity: number, moves: Map<number, number> | null): void {
    const data = new Float32Array(capacity * SPRITE_FLOATS);
    if (moves === null) data.set(this.#data.subarray(0, this.#highWater * SPRITE_FLOATS));
    else {
      for (const [from, to] of moves) {
        data.set(this.#data.subarray(from * SPRITE_FLOATS, (from + 1) * SPRITE_FLOATS), to * SPRITE_FLOATS);
      }
    }
    this.#data = data;
    this.#capacity = capacity;
    this.#version += 1;
  }

  #checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.#highWater) {
      throw new RangeError(`sprite ${String(index)} was never allocated (${this.#highWater} handed out)`);
    }
  }
}
