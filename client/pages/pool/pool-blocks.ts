/**
 * The pool's block list as the page shows it: blocks of this pool that arrived live on top, then
 * the pages loaded from the backend, newest first; and where the next page of older blocks starts.
 *
 * @example
 * shownPoolBlocks("tidewater", loaded, live.blocks).blocks; // live arrivals by Tidewater first
 * olderBlocksCursor(loaded, stats.blockCount.all);    // the last height shown, or null at the end
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";

/** The blocks to list, and the heights among them that arrived live. */
export interface ShownPoolBlocks {
  readonly blocks: readonly BlockExtended[];
  readonly liveHeights: ReadonlySet<number>;
}

/**
 * `loaded` (the backend's pages, newest first) under the blocks of `live` (the live store's newest
 * blocks) that this pool mined above the newest loaded one. A height appears once.
 */
export function shownPoolBlocks(slug: string, loaded: readonly BlockExtended[], live: readonly BlockExtended[]): ShownPoolBlocks {
  const top = loaded[0]?.height ?? -1;
  const arrived = live.filter((block) => block.height > top && block.extras.pool?.slug === slug).sort((a, b) => b.height - a.height);
  const liveHeights = new Set(arrived.map((block) => block.height));
  const seen = new Set<number>();
  const blocks: BlockExtended[] = [];
  for (const block of [...arrived, ...loaded]) {
    if (seen.has(block.height)) continue;
    seen.add(block.height);
    blocks.push(block);
  }
  return { blocks, liveHeights };
}

/**
 * The height to ask older blocks below (research §2.2 `/blocks/:height`), or null when the loaded
 * blocks are all the pool has (`total`: its block count over all time) or nothing is loaded.
 */
export function olderBlocksCursor(loaded: readonly BlockExtended[], total: number): number | null {
  const last = loaded[loaded.length - 1];
  return last === undefined || loaded.length >= total ? null : last.height;
}

/** `older` appended to `loaded`, without heights already there; `added` counts what was new. */
export function appendOlderBlocks(loaded: readonly BlockExtended[], older: readonly BlockExtended[]): { blocks: BlockExtended[]; added: number } {
  const seen = new Set(loaded.map((block) => block.height));
  const fresh = older.filter((block) => !seen.has(block.height));
  return { blocks: [...loaded, ...fresh], added: fresh.length };
}
