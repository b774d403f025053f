/**
 * What the clock's first paint needs besides the live bundle (spec §2.12): the newest blocks, up to
 * CLOCK_BLOCKS_KEPT of them, so the face shows the arcs of the last hour and mined mode its block
 * at once. The fees, the price, the mempool's figures and the projected blocks come with the live
 * bundle; the mined and projected blocks' graphs are drawn in the browser.
 *
 * @example
 * const result = usePageData(clockPageData, {}); // result.data.blocks[0] is the tip
 */
import { CLOCK_BLOCKS_KEPT } from "../../../shared/params/clock.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { definePageData, readApiAnswer, type ApiGet } from "../../app/page-data.tsx";
import { isRecord, readBlocks } from "../../live/live-fields.ts";
import { mergeClockBlocks } from "./clock-blocks.ts";

export interface ClockPageData {
  /** Newest first, unbroken, at most CLOCK_BLOCKS_KEPT. */
  readonly blocks: readonly BlockExtended[];
}

const readBlockList = (json: unknown): BlockExtended[] | undefined => readBlocks(json, Number.POSITIVE_INFINITY);

/** Checks the page data read back from the document: `{ blocks }` with readable blocks. */
export function readClockPageData(json: unknown): ClockPageData {
  const blocks = isRecord(json) ? readBlockList(json.blocks) : undefined;
  if (blocks === undefined) throw new TypeError("The clock's page data has no list of blocks.");
  return { blocks: mergeClockBlocks(blocks, []).blocks };
}

const warn = (message: string, detail?: unknown): void => console.warn(`clock: ${message}`, detail ?? "");

/**
 * GET /api/v1/blocks answers a page of the newest blocks (15 from the mempool backend); the next
 * page, from the block below them, supplies the rest. A failed second page leaves the first.
 */
export async function loadClockBlocks(api: ApiGet, log: (message: string, detail?: unknown) => void = warn): Promise<ClockPageData> {
  const newest = await readApiAnswer(api, "/api/v1/blocks", readBlockList, "the latest blocks");
  const lowest = newest[newest.length - 1];
  if (newest.length >= CLOCK_BLOCKS_KEPT || lowest === undefined || lowest.height === 0) return { blocks: mergeClockBlocks(newest, []).blocks };
  const older = await readApiAnswer(api, `/api/v1/blocks/${lowest.height - 1}`, readBlockList, "the blocks below the latest ones").catch((error: unknown) => {
    log("the blocks below the latest ones could not be loaded", error);
    return [];
  });
  return { blocks: mergeClockBlocks(older, newest).blocks };
}

/** The clock's loader (client/app/page-data.tsx): one list for every mode and index. */
export const clockPageData = definePageData<ClockPageData>({ key: () => "clock:blocks", load: (_params, api) => loadClockBlocks(api), parse: readClockPageData });
