/**
 * A projected block's transactions for the first paint of the pages that follow one over the socket
 * (the mempool block page, the pending block view, the clock's mempool mode; spec §2.2, §2.11,
 * §2.12). The server renders them into the page, so a polling display (`?refresh`, no script) or a
 * crawler sees the squares; in the browser the socket's full list replaces them as soon as it comes.
 * The route's index is lowered as the page lowers it (mempool-block-index.ts), against the projected
 * blocks the API lists. Loading never fails the page: without the list the graph waits for the socket.
 * A navigation in the browser asks for nothing: the socket's list is on its way.
 *
 * @example
 * await loadProjectedBlock("9", api, "server"); // { index: 4, transactions: [tx, …] } while 5 blocks are projected
 */
import { parseMempoolBlockIndex } from "../../../shared/params/mempool-block-index.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { type ApiGet, definePageData, type PageDataSite, readApiAnswer } from "../../app/page-data.tsx";
import { isRecord, readAll, readMempoolBlocks } from "../../live/live-fields.ts";
import { packTransaction, unpackTransaction } from "../../live/projected-block.ts";
import { mempoolBlockPageIndex } from "./mempool-block-index.ts";
import { projectedBlockHead } from "./projected-block-head.ts";

export interface ProjectedBlockData {
  /** The index the list is of: the route's, lowered to the last projected block. */
  readonly index: number;
  /** Null when the list could not be loaded (the socket's will do). */
  readonly transactions: readonly TransactionStripped[] | null;
}

type Log = (message: string, detail?: unknown) => void;

const warn: Log = (message, detail) => console.warn(`projected block: ${message}`, detail ?? "");

/** `{"index": n, "blockTransactions": [tuple, …]}`: the API's answer, and the form the data travels in. */
function readListing(json: unknown): { readonly index: number; readonly transactions: TransactionStripped[] } | undefined {
  if (!isRecord(json) || !Number.isSafeInteger(json.index) || (json.index as number) < 0) return undefined;
  const transactions = readAll(json.blockTransactions, unpackTransaction);
  return transactions && { index: json.index as number, transactions };
}

/** The projected block the route's `rawIndex` shows, with its transactions (see the module comment). */
export async function loadProjectedBlock(rawIndex: string | undefined, api: ApiGet, side: PageDataSite["side"], log: Log = warn): Promise<ProjectedBlockData> {
  let index = parseMempoolBlockIndex(rawIndex);
  if (side === "browser") return { index, transactions: null };
  try {
    const blocks = await readApiAnswer(api, "/api/v1/fees/mempool-blocks", readMempoolBlocks, "the projected blocks");
    if (blocks.length === 0) return { index: 0, transactions: [] };
    index = mempoolBlockPageIndex(rawIndex, blocks.length).index;
    const listing = await readApiAnswer(api, `/api/v1/projected-block/${index}`, readListing, "a projected block's transactions");
    return { index, transactions: listing.index === index ? listing.transactions : null };
  } catch (error) {
    log("its transactions could not be loaded", error);
    return { index, transactions: null };
  }
}

/** The data as the document carries it: the transactions packed as tuples, a third of their JSON. */
export const packProjectedBlock = (data: ProjectedBlockData): unknown => ({ index: data.index, blockTransactions: data.transactions?.map(packTransaction) ?? null });

/** Reads the packed form back; throws when it is not one. */
export function readProjectedBlockData(json: unknown): ProjectedBlockData {
  if (isRecord(json) && json.blockTransactions === null && Number.isSafeInteger(json.index) && (json.index as number) >= 0) return { index: json.index as number, transactions: null };
  const listing = readListing(json);
  if (listing === undefined) throw new TypeError("The projected block's page data is not a list of transactions.");
  return listing;
}

/** The loader of the pages about one projected block (client/app/page-data.tsx). */
export const projectedBlockPageData = definePageData<ProjectedBlockData>({
  key: ({ index }: RouteParams) => `mempool-block:${parseMempoolBlockIndex(index)}`,
  load: ({ index }, api, site) => loadProjectedBlock(index, api, site.side),
  parse: readProjectedBlockData,
  pack: packProjectedBlock,
  head: projectedBlockHead,
});
