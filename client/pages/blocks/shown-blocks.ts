/**
 * The blocks a page of /blocks shows: the loaded page, and on the first page the blocks that
 * arrived live above it on top (research §4 "live blocks are prepended on page 1"), still 15.
 *
 * @example
 * shownBlocks(data, live.blocks).blocks.length;  // 15
 * shownBlocks(data, live.blocks).liveHeights;    // heights that arrived after the page loaded
 */
import { BLOCKS_PAGE_LENGTH, blocksPageCount } from "../../../shared/params/blocks-page.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { BlocksPageData } from "./blocks-page-data.ts";

export interface ShownBlocks {
  readonly blocks: readonly BlockExtended[];
  readonly liveHeights: ReadonlySet<number>;
  /** Pages the chain has now, counting the blocks that arrived live. */
  readonly pageCount: number;
  /**
   * The first page missed blocks between the loaded ones and the live ones (more arrived than the
   * live store keeps): reload it rather than show a gap.
   */
  readonly behind: boolean;
}

/** `live`: the live store's newest blocks, in any order. Only the first page takes them in. */
export function shownBlocks(data: BlocksPageData, live: readonly BlockExtended[]): ShownBlocks {
  const liveTip = live.reduce((top, block) => Math.max(top, block.height), -1);
  const pageCount = blocksPageCount(Math.max(data.tipHeight, liveTip));
  if (data.page !== 1) return { blocks: data.blocks, liveHeights: new Set(), pageCount, behind: false };
  const top = data.blocks[0]?.height ?? -1;
  const byHeight = new Map(live.filter((block) => block.height > top).map((block) => [block.height, block]));
  // Only the run that joins the loaded blocks: a block above a missing height waits for the reload.
  const joined: BlockExtended[] = [];
  for (let height = top + 1; byHeight.has(height); height++) joined.unshift(byHeight.get(height)!);
  return {
    blocks: [...joined, ...data.blocks].slice(0, BLOCKS_PAGE_LENGTH),
    liveHeights: new Set(joined.map((block) => block.height)),
    pageCount,
    behind: joined.length < byHeight.size,
  };
}
