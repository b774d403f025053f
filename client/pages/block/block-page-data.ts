/**
 * What the block page's first screen needs (spec §7.4 "The block view fetches the hash from a
 * height, the block by hash or id"): the block itself, found by height or hash (spec §5: all digits
 * is a height). The overview graph, the audit and the transaction list are drawn in the browser and
 * loaded there (use-block-overview.ts, use-block-transactions.ts), so the page's HTML stays small.
 *
 * @example
 * const result = usePageData(blockPageData, { id: "840000" }); // result.data.block.id is the hash
 */
import { InputError } from "../../../shared/errors/input-error.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { type BlockId, parseBlockId } from "../../../shared/params/block-id.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { definePageData, type ApiGet } from "../../app/page-data.tsx";
import { isRecord, readBlock } from "../../live/live-fields.ts";
import { blockPageHead } from "./block-head.ts";

export interface BlockPageData {
  readonly block: BlockExtended;
}

/** Raised when an answer of the API is not the block it should be: the server is another program. */
export class BlockAnswerError extends Error {
  constructor(readonly path: string, expected: string) {
    super(`The answer to ${path} is not ${expected}.`);
    this.name = "BlockAnswerError";
  }
}

/**
 * The route's id read as a height or a hash; a malformed one becomes the API's 400, so the page
 * shows it as the server would have said it.
 */
export function readBlockRouteId(raw: string | undefined): BlockId {
  try {
    return parseBlockId(raw);
  } catch (error) {
    if (error instanceof InputError) throw new ApiError(400, `/block/${raw ?? ""}`, error.message);
    throw error;
  }
}

/** The hash of the block at `height` (`/api/block-height/:h` answers it as text). */
export async function blockHashAtHeight(height: number, api: ApiGet): Promise<string> {
  const path = `/api/block-height/${height}`;
  const hash = (await (await api(path)).text()).trim();
  if (!isHash64(hash)) throw new BlockAnswerError(path, "a block hash");
  return hash.toLowerCase();
}

/** Checks the page data read back from the document or an answer: `{ block }` with a readable block. */
export function readBlockPageData(json: unknown): BlockPageData {
  const block = isRecord(json) ? readBlock(json.block) : undefined;
  if (block === undefined) throw new BlockAnswerError("the block page", "a block with its extras");
  return { block };
}

/** The key names the block as the visitor wrote it: a height and a hash of one block are two views. */
const blockKey = ({ id }: RouteParams): string => `block:${(id ?? "").toLowerCase()}`;

/** The block the route's id names (a height through its hash); the view of spec §2.8 loads it too. */
export async function loadBlock(params: RouteParams, api: ApiGet): Promise<BlockPageData> {
  const id = readBlockRouteId(params.id);
  const hash = id.kind === "hash" ? id.hash : await blockHashAtHeight(id.height, api);
  const path = `/api/v1/block/${hash}`;
  const block = readBlock(await (await api(path)).json());
  if (block === undefined) throw new BlockAnswerError(path, "a block with its extras");
  return { block };
}

/** The block page's loader (client/app/page-data.tsx). */
export const blockPageData = definePageData<BlockPageData>({ key: blockKey, load: loadBlock, parse: readBlockPageData, head: blockPageHead });
