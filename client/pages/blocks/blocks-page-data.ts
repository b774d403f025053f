/**
 * What /blocks and /blocks/{page} are about, loaded before the page renders (client/app/page-data.tsx):
 * 15 blocks from `GET /api/v1/blocks[/:height]` (research §4), page N starting at tip − (N−1)·15.
 * Page 1 asks for the newest blocks, so its first block is the tip; another page asks for the tip
 * first. A page number that is not one is refused with 400, a page past the genesis block with 404.
 *
 * @example
 * const entry = await loadPageDataEntry(blocksPageData, { page: "2" }, api); // /blocks?page=2
 * // { key: "blocks:2", data: { page: 2, tipHeight: 840000, blocks: [15 blocks from 839985 down] } }
 */
import { BLOCKS_PAGE_LENGTH, BLOCKS_PAGE_PARAM, blocksPageCount, blocksPageStart, parseBlocksPage } from "../../../shared/params/blocks-page.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { type ApiGet, type PageHead, type PageHeadContext, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { isCount, isRecord, readAll, readBlock } from "../../live/live-fields.ts";

export interface BlocksPageData {
  /** 1-based. */
  readonly page: number;
  /** The chain's tip when the page was loaded; -1 for a chain without blocks. */
  readonly tipHeight: number;
  /** Newest first, at most BLOCKS_PAGE_LENGTH. */
  readonly blocks: readonly BlockExtended[];
}

/** A list where every item is a readable block, newest first; undefined otherwise. */
export function readBlockPage(value: unknown): BlockExtended[] | undefined {
  return readAll(value, readBlock)?.sort((a, b) => b.height - a.height).slice(0, BLOCKS_PAGE_LENGTH);
}

const readTipHeight = (value: unknown): number | undefined => (isCount(value) ? value : undefined);

/**
 * Loads page `raw` of the list (the `page` parameter; undefined is page 1); rejects with ApiError:
 * 400 for a value that is no page number, 404 for a page the chain does not reach, 502 for an
 * answer that cannot be read, the API's status otherwise.
 */
export async function loadBlocksPage(raw: string | undefined, api: ApiGet): Promise<BlocksPageData> {
  const parsed = parseBlocksPage(raw);
  if (!parsed.ok) throw new ApiError(400, `/blocks?page=${raw ?? ""}`, `"${raw ?? ""}" is not a page number (${parsed.reason}).`);
  const { page } = parsed;
  if (page === 1) {
    const blocks = await readApiAnswer(api, "/api/v1/blocks", readBlockPage, "the latest blocks");
    return { page, tipHeight: blocks[0]?.height ?? -1, blocks };
  }
  const tipHeight = await readApiAnswer(api, "/api/blocks/tip/height", readTipHeight, "the chain's height");
  const start = blocksPageStart(tipHeight, page);
  if (start < 0) throw new ApiError(404, `/blocks?page=${page}`, `The chain has ${blocksPageCount(tipHeight)} pages of blocks, not ${page}.`);
  const blocks = await readApiAnswer(api, `/api/v1/blocks/${start}`, readBlockPage, "this page of blocks");
  return { page, tipHeight, blocks };
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parseBlocksPageData(json: unknown): BlocksPageData {
  if (!isRecord(json)) throw new TypeError("Blocks page data must be an object.");
  if (!isCount(json.page) || json.page < 1) throw new TypeError("Blocks page data names no page.");
  if (!Number.isSafeInteger(json.tipHeight) || (json.tipHeight as number) < -1) throw new TypeError("Blocks page data names no tip height.");
  const blocks = readBlockPage(json.blocks);
  if (blocks === undefined) throw new TypeError("Blocks page data holds no readable block list.");
  return { page: json.page, tipHeight: json.tipHeight as number, blocks };
}

/** "Blocks, page 3" beyond the first page. */
export function blocksPageHead(data: BlocksPageData, { t }: PageHeadContext): PageHead {
  return data.page > 1 ? { title: t("pages.blocks.page", { page: data.page }) } : {};
}

/** The list's page number key: the parameter as written, so a bad one keeps its own error. */
const pageKey = (params: RouteParams): string => params[BLOCKS_PAGE_PARAM] ?? "1";

/** The block list's data, registered in client/app/routes.tsx under "blocks". */
export const blocksPageData = definePageData<BlocksPageData>({
  key: (params) => `blocks:${pageKey(params)}`,
  load: (params, api) => loadBlocksPage(params[BLOCKS_PAGE_PARAM], api),
  parse: parseBlocksPageData,
  query: [BLOCKS_PAGE_PARAM],
  head: blocksPageHead,
});
