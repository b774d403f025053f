/**
 * What the clock's first paint needs besides the live bundle (spec §2.12): the newest blocks, up to
 * CLOCK_BLOCKS_KEPT of them, so the face shows the arcs of the last hour and the strip its mined
 * blocks at once, and in mined mode the chosen block's transactions, so its graph is in the server's
 * HTML too, and in mempool mode the chosen projected block's transactions (projected-block-data.ts),
 * so a polling display sees its squares. The fees, the price, the mempool's figures and the projected
 * blocks' summaries come with the live bundle.
 *
 * @example
 * const result = usePageData(clockPageData, { mode: "mined", index: "0" }); // result.data.blocks[0] is the tip
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { CLOCK_BLOCKS_KEPT, normaliseClockRoute } from "../../../shared/params/clock.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { definePageData, readApiAnswer, type ApiGet, type PageDataSite } from "../../app/page-data.tsx";
import { isRecord, readBlocks } from "../../live/live-fields.ts";
import { loadBlockOverview, readBlockSummary } from "../block/block-overview.ts";
import { loadProjectedBlock, packProjectedBlock, type ProjectedBlockData, readProjectedBlockData } from "../mempool-block/projected-block-data.ts";
import { mergeClockBlocks } from "./clock-blocks.ts";

/** A mined block's transactions, for its graph. */
export interface ClockBlockTransactions {
  readonly hash: string;
  /** Empty when its summary could not be loaded (spec §4.5: a failed overview shows an empty graph). */
  readonly transactions: readonly TransactionStripped[];
}

export interface ClockPageData {
  /** Newest first, unbroken, at most CLOCK_BLOCKS_KEPT. */
  readonly blocks: readonly BlockExtended[];
  /** Mined mode's chosen block (lowered to the oldest kept, as the page lowers it); null in mempool mode. */
  readonly chosen: ClockBlockTransactions | null;
  /** Mempool mode's chosen projected block; null in mined mode. */
  readonly projected: ProjectedBlockData | null;
}

type Log = (message: string, detail?: unknown) => void;

const warn: Log = (message, detail) => console.warn(`clock: ${message}`, detail ?? "");

const readBlockList = (json: unknown): BlockExtended[] | undefined => readBlocks(json, Number.POSITIVE_INFINITY);

/** Checks the page data read back from the document: `{ blocks, chosen }` with readable blocks and transactions. */
export function readClockPageData(json: unknown): ClockPageData {
  const blocks = isRecord(json) ? readBlockList(json.blocks) : undefined;
  if (blocks === undefined || !isRecord(json)) throw new TypeError("The clock's page data has no list of blocks.");
  const chosen = json.chosen;
  if (chosen !== null && !(isRecord(chosen) && isHash64(chosen.hash))) throw new TypeError("The clock's chosen block has no hash.");
  const projected = json.projected === null || json.projected === undefined ? null : readProjectedBlockData(json.projected);
  return { blocks: mergeClockBlocks(blocks, []).blocks, chosen: chosen === null ? null : { hash: chosen.hash as string, transactions: readBlockSummary(chosen.transactions) }, projected };
}

/**
 * GET /api/v1/blocks answers a page of the newest blocks (15 from the mempool backend); the next
 * page, from the block below them, supplies the rest. A failed second page leaves the first.
 */
export async function loadClockBlocks(api: ApiGet, log: Log = warn): Promise<readonly BlockExtended[]> {
  const newest = await readApiAnswer(api, "/api/v1/blocks", readBlockList, "the latest blocks");
  const lowest = newest[newest.length - 1];
  if (newest.length >= CLOCK_BLOCKS_KEPT || lowest === undefined || lowest.height === 0) return mergeClockBlocks(newest, []).blocks;
  const older = await readApiAnswer(api, `/api/v1/blocks/${lowest.height - 1}`, readBlockList, "the blocks below the latest ones").catch((error: unknown) => {
    log("the blocks below the latest ones could not be loaded", error);
    return [];
  });
  return mergeClockBlocks(older, newest).blocks;
}

/** The blocks, and the chosen one's transactions: a mined block's summary (without the audit), or a projected block's list. */
export async function loadClockPage(params: RouteParams, api: ApiGet, side: PageDataSite["side"], log: Log = warn): Promise<ClockPageData> {
  const route = normaliseClockRoute(params.mode, params.index);
  if (!route.ok || route.mode !== "mined") {
    const [blocks, projected] = await Promise.all([loadClockBlocks(api, log), loadProjectedBlock(route.ok ? String(route.index) : "0", api, side, log)]);
    return { blocks, chosen: null, projected };
  }
  const blocks = await loadClockBlocks(api, log);
  const block = blocks[Math.min(route.index, blocks.length - 1)];
  if (block === undefined) return { blocks, chosen: null, projected: null };
  const overview = await loadBlockOverview(block.id, api, { audit: false, log });
  return { blocks, chosen: { hash: block.id, transactions: overview.transactions }, projected: null };
}

/** The data names its block by mode and index. */
const clockKey = ({ mode, index }: RouteParams): string => {
  const route = normaliseClockRoute(mode, index);
  return route.ok ? `clock:${route.mode}:${route.index}` : "clock:mempool:0";
};

/** The projected block travels packed, as on the pages about one (projected-block-data.ts). */
const packClockPage = (data: ClockPageData): unknown => ({ ...data, projected: data.projected === null ? null : packProjectedBlock(data.projected) });

/** The clock's loader (client/app/page-data.tsx). */
export const clockPageData = definePageData<ClockPageData>({ key: clockKey, load: (params, api, site) => loadClockPage(params, api, site.side), parse: readClockPageData, pack: packClockPage });
