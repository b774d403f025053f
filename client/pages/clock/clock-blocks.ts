/**
 * The clock's blocks (spec §2.12, §9): the newest ones, at most CLOCK_BLOCKS_KEPT, numbered from the
 * newest (index 0 is the tip). The page's data brings the blocks of the last hour as the server saw
 * them; the live store brings each new block. Both are bounded, and so is what they make together.
 *
 * @example
 * const { blocks, gap } = mergeClockBlocks(pageData.blocks, live.blocks);
 * blocks[0]; // the tip
 */
import { CLOCK_BLOCKS_KEPT } from "../../../shared/params/clock.ts";

export interface ChainBlock {
  readonly height: number;
  readonly id: string;
}

export interface MergedBlocks<T> {
  /** Newest first, one per height, unbroken from the newest down, at most CLOCK_BLOCKS_KEPT. */
  readonly blocks: readonly T[];
  /**
   * Blocks between the newest ones and the older ones are missing (the socket was away while more
   * than a live store's worth of blocks came): the older ones are left out until they are loaded again.
   */
  readonly gap: boolean;
}

/**
 * The newest unbroken run of `loaded` and `live` blocks; at a height both have, the live block wins
 * (it replaced the loaded one in a reorganisation, or it is the same block).
 *
 * @example
 * mergeClockBlocks([b(10), b(9)], [b(12), b(11)]).blocks.map((x) => x.height); // [12, 11, 10, 9]
 * mergeClockBlocks([b(10), b(9)], [b(14), b(13)]);                              // { blocks: [b(14), b(13)], gap: true }
 */
export function mergeClockBlocks<T extends ChainBlock>(loaded: readonly T[], live: readonly T[]): MergedBlocks<T> {
  const byHeight = new Map<number, T>();
  for (const block of loaded) byHeight.set(block.height, block);
  for (const block of live) byHeight.set(block.height, block);
  const newestFirst = [...byHeight.values()].sort((a, b) => b.height - a.height);
  const blocks: T[] = [];
  for (const block of newestFirst) {
    const above = blocks[blocks.length - 1];
    if (above !== undefined && block.height !== above.height - 1) return { blocks, gap: true };
    if (blocks.length === CLOCK_BLOCKS_KEPT) break;
    blocks.push(block);
  }
  return { blocks, gap: false };
}
