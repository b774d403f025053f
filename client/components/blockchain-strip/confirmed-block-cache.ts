/**
 * The confirmed blocks the strip has seen, by height: the live first page plus the older batches
 * fetched while scrolling (spec §4.4, §9). It decides which batches to fetch next and forgets the
 * least recently shown blocks past the cap, never one within the protected depth below the tip.
 *
 * @example
 * const cache = new ConfirmedBlockCache();
 * cache.addLive(liveBlocks);                              // newest first, tip 890447
 * cache.batchesToLoad(890_430, 890_439, Date.now());      // [890439]: fetch 890430 … 890439
 * cache.startLoad(890_439);
 * cache.finishLoad(890_439, await loadOlderBlocks(890_439));
 */
import {
  BLOCK_BATCH_SIZE,
  BLOCK_CACHE_CAP,
  BLOCK_CACHE_PROTECTED_DEPTH,
  batchTopHeight,
} from "../../../shared/chain/block-cache-limits.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";

/** A failed batch is asked for again only after this long, so a dead API is not hammered while dragging. */
export const FAILED_BATCH_RETRY_MS = 5_000;

export interface ConfirmedBlockCacheOptions {
  readonly cap?: number;
  readonly protectedDepth?: number;
  readonly retryAfterMs?: number;
}

export class ConfirmedBlockCache {
  // Map order is recency: the first entry is the least recently shown block.
  readonly #blocks = new Map<number, BlockExtended>();
  readonly #loading = new Set<number>();
  readonly #failedAtMs = new Map<number, number>();
  readonly #cap: number;
  readonly #protectedDepth: number;
  readonly #retryAfterMs: number;
  #tip = -1;

  constructor(options: ConfirmedBlockCacheOptions = {}) {
    this.#cap = options.cap ?? BLOCK_CACHE_CAP;
    this.#protectedDepth = options.protectedDepth ?? BLOCK_CACHE_PROTECTED_DEPTH;
    this.#retryAfterMs = options.retryAfterMs ?? FAILED_BATCH_RETRY_MS;
  }

  get size(): number {
    return this.#blocks.size;
  }

  /** The highest height seen, -1 before any block. */
  get tip(): number {
    return this.#tip;
  }

  get(height: number): BlockExtended | undefined {
    return this.#blocks.get(height);
  }

  /**
   * Takes the live blocks (newest first or in any order). They replace cached blocks at the same
   * heights, so a reorganised chain shows its new blocks. Returns how many were accepted.
   */
  addLive(blocks: readonly BlockExtended[]): number {
    return this.#accept(blocks, () => true);
  }

  /** Marks blocks as just shown, so they are the last to be forgotten. */
  touch(heights: Iterable<number>): void {
    for (const height of heights) {
      const block = this.#blocks.get(height);
      if (block === undefined) continue;
      this.#blocks.delete(height);
      this.#blocks.set(height, block);
    }
  }

  /**
   * The batches (by their top height, the `fromHeight` to request) holding heights in
   * [lowHeight, highHeight] that are neither cached, nor loading, nor recently failed. Highest first,
   * so the blocks nearest the visitor arrive first.
   */
  batchesToLoad(lowHeight: number, highHeight: number, nowMs: number): number[] {
    const low = Math.max(0, Math.ceil(lowHeight));
    const high = Math.min(Math.floor(highHeight), this.#tip);
    const tops: number[] = [];
    for (let height = high; height >= low; height--) {
      if (this.#blocks.has(height)) continue;
      const top = batchTopHeight(height);
      const failedAt = this.#failedAtMs.get(top);
      const waiting = failedAt !== undefined && nowMs - failedAt < this.#retryAfterMs;
      if (!this.#loading.has(top) && !waiting && !tops.includes(top)) tops.push(top);
      // The rest of this batch is covered by the same request.
      height = top - BLOCK_BATCH_SIZE + 1;
    }
    return tops;
  }

  /** The height to ask the API for to get batch `top`: the batch holding the tip starts at the tip. */
  requestHeight(top: number): number {
    return Math.min(top, this.#tip);
  }

  startLoad(top: number): void {
    this.#loading.add(top);
  }

  isLoading(top: number): boolean {
    return this.#loading.has(top);
  }

  /** Stores a fetched batch; blocks outside it (the API may return more) are not kept. */
  finishLoad(top: number, blocks: readonly BlockExtended[], nowMs: number): number {
    this.#loading.delete(top);
    this.#failedAtMs.delete(top);
    const bottom = top - BLOCK_BATCH_SIZE + 1;
    // A batch never overrides a block that is already here: the live list is newer than any fetch.
    const accepted = this.#accept(blocks, (block) => block.height >= bottom && block.height <= top && !this.#blocks.has(block.height));
    // An answer that leaves holes counts as failed: asking again at once would only get it again.
    for (let height = Math.min(top, this.#tip); height >= Math.max(0, bottom); height--) {
      if (!this.#blocks.has(height)) {
        this.#failedAtMs.set(top, nowMs);
        break;
      }
    }
    return accepted;
  }

  failLoad(top: number, nowMs: number): void {
    this.#loading.delete(top);
    this.#failedAtMs.set(top, nowMs);
  }

  /** Forgets everything (a network change). */
  clear(): void {
    this.#blocks.clear();
    this.#loading.clear();
    this.#failedAtMs.clear();
    this.#tip = -1;
  }

  #accept(blocks: readonly BlockExtended[], keep: (block: BlockExtended) => boolean): number {
    if (!Array.isArray(blocks)) return 0;
    let accepted = 0;
    for (const block of blocks) {
      // One malformed block is dropped; the rest of the page still shows.
      if (!isUsableBlock(block) || !keep(block)) continue;
      this.#blocks.delete(block.height);
      this.#blocks.set(block.height, block);
      this.#tip = Math.max(this.#tip, block.height);
      accepted++;
    }
    this.#evict();
    return accepted;
  }

  #evict(): void {
    if (this.#blocks.size <= this.#cap) return;
    for (const height of this.#blocks.keys()) {
      if (this.#blocks.size <= this.#cap) break;
      if (this.#tip - height < this.#protectedDepth) continue;
      this.#blocks.delete(height);
    }
  }
}

function isUsableBlock(block: unknown): block is BlockExtended {
  if (typeof block !== "object" || block === null) return false;
  const { height, id } = block as { height?: unknown; id?: unknown };
  return typeof height === "number" && Number.isSafeInteger(height) && height >= 0 && typeof id === "string" && id !== "";
}
