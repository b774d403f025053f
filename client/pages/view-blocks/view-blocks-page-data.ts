/**
 * What /view/blocks needs for its first paint (client/app/page-data.tsx): the wall's blocks with
 * their pools and transactions, so the server's HTML holds the whole wall and hydration draws every
 * graph without a request. The live wall goes on from there (use-wall-blocks.ts). Transactions
 * travel packed (`[txid, fee, vsize, value, rate, flags, time]`), a third of the object form:
 * eight full blocks are some 20,000 of them.
 *
 * @example
 * const entry = await loadPageDataEntry(viewBlocksPageData, { numBlocks: "4" }, api);
 * // { key: "view-blocks:4:live", data: { blocks: [{ id, height, previousHash, pool, transactions }, …] } }
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { type BlockWallParams, parseBlockWallParams } from "../../../shared/params/embed-params.ts";
import { testModeStartHeight } from "../../../shared/params/block-wall-timing.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { type ApiGet, definePageData } from "../../app/page-data.tsx";
import { isCount, isRecord, readAll } from "../../live/live-fields.ts";
import { packTransaction, unpackTransaction } from "../../live/projected-block.ts";
import { type WallBlock, listBlocks, loadWall } from "./wall-blocks.ts";

export interface ViewBlocksPageData {
  /** Newest first; fewer than asked for when the chain is shorter. */
  readonly blocks: readonly WallBlock[];
}

/** The query parameters the loader reads: how many blocks, and from which height in test mode. */
const LOADER_QUERY = ["numBlocks", "test", "testHeight"] as const;

/** The wall's parameters from a page-data parameter record (route parameters and the query above). */
export const wallParamsOf = (params: RouteParams): BlockWallParams => parseBlockWallParams({ get: (name) => params[name] ?? null });

const viewBlocksKey = (params: RouteParams): string => {
  const { numBlocks, test, testHeight } = wallParamsOf(params);
  return `view-blocks:${numBlocks}:${test ? `test:${testHeight ?? "tip"}` : "live"}`;
};

/** The newest blocks, or in test mode the blocks from its first height down (spec §2.10). */
async function loadViewBlocks(params: RouteParams, api: ApiGet): Promise<ViewBlocksPageData> {
  const { numBlocks, test, testHeight } = wallParamsOf(params);
  if (!test) return { blocks: await loadWall(api, null, numBlocks) };
  const [tip] = await listBlocks(api, null, 1);
  if (tip === undefined) return { blocks: [] };
  return { blocks: await loadWall(api, testModeStartHeight(testHeight, tip.height, numBlocks), numBlocks) };
}

/** The form the data travels in; parseViewBlocksPageData reads it back. */
function packViewBlocks(data: ViewBlocksPageData): unknown {
  return { blocks: data.blocks.map((block) => ({ ...block, transactions: block.transactions.map(packTransaction) })) };
}

function readWallBlock(value: unknown): WallBlock | undefined {
  if (!isRecord(value) || !isHash64(value.id) || !isCount(value.height)) return undefined;
  const { previousHash, pool } = value;
  if (previousHash !== null && !isHash64(previousHash)) return undefined;
  if (pool !== null && typeof pool !== "string") return undefined;
  const transactions = readAll(value.transactions, unpackTransaction);
  if (transactions === undefined) return undefined;
  return { id: value.id.toLowerCase(), height: value.height, previousHash: previousHash?.toLowerCase() ?? null, pool, transactions };
}

/** Checks the wall read back from the document; throws a TypeError naming what is wrong. */
export function parseViewBlocksPageData(json: unknown): ViewBlocksPageData {
  const blocks = isRecord(json) ? readAll(json.blocks, readWallBlock) : undefined;
  if (blocks === undefined) throw new TypeError("The block wall's page data holds no readable list of blocks.");
  return { blocks };
}

/** The /view/blocks loader (client/app/page-data.tsx). */
export const viewBlocksPageData = definePageData<ViewBlocksPageData>({
  key: viewBlocksKey,
  load: loadViewBlocks,
  parse: parseViewBlocksPageData,
  pack: packViewBlocks,
  query: LOADER_QUERY,
});
