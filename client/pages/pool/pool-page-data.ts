/**
 * What /mining/pool/{slug} is about, loaded before the page renders (client/app/page-data.tsx): the
 * pool's figures (`/api/v1/mining/pool/:slug`), its newest blocks (`/blocks`) and its weekly
 * hashrate (`/hashrate`), asked for together. Older blocks come from loadPoolBlocksPage when the
 * visitor asks (use-pool-blocks.ts).
 *
 * The backend answers 404 "This mining pool does not exist" for a slug it does not know, which
 * the page shows with that status. A hashrate history that cannot be loaded leaves the page without
 * its trend rather than without the pool.
 *
 * @example
 * const entry = await loadPageDataEntry(poolPageData, { slug: "tidewater" }, api);
 * // { key: "pool:tidewater", data: { stats: { pool: { name: "Tidewater Mining", … }, … }, blocks: [...], hashrate: [...] } }
 */
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { PoolHashratePoint, PoolStats } from "../../../shared/types/mining-pool.ts";
import { ApiError } from "../../api/api-fetch.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { isRecord, readAll, readBlock } from "../../live/live-fields.ts";
import { readPoolHashrate, readPoolStats } from "./pool-readers.ts";
import { poolPageHead } from "./pool-head.ts";

export interface PoolPageData {
  readonly stats: PoolStats;
  /** The pool's blocks, newest first: the backend's first page. */
  readonly blocks: readonly BlockExtended[];
  /** Weekly points, oldest first; null when the history could not be loaded. */
  readonly hashrate: readonly PoolHashratePoint[] | null;
}

/** Where the pool page reports a hashrate history it left out. */
export type PoolPageLog = (message: string, detail?: unknown) => void;
export const warnPoolPage: PoolPageLog = (message, detail) => console.warn(`pool page: ${message}`, detail ?? "");

/** The API path of a pool, from its slug as the route decoded it. */
export const poolPath = (slug: string): string => `/api/v1/mining/pool/${encodeURIComponent(slug)}`;

/** A list of blocks where every item is a readable block, newest first; undefined otherwise. */
export function readPoolBlocks(value: unknown): BlockExtended[] | undefined {
  return readAll(value, readBlock)?.sort((a, b) => b.height - a.height);
}


async function loadHashrate(slug: string, api: ApiGet, log: PoolPageLog): Promise<PoolHashratePoint[] | null> {
  try {
    return await readApiAnswer(api, `${poolPath(slug)}/hashrate`, readPoolHashrate, "this pool's hashrate history");
  } catch (error) {
    // An unknown pool is reported by its figures; anything else is worth a line in the log.
    if (!(error instanceof ApiError && error.status === 404)) log("the hashrate history could not be loaded", error);
    return null;
  }
}

/**
 * Loads the pool page's data; rejects with ApiError: the backend's 404 for an unknown slug, 502 for
 * an answer it cannot read, the API's status otherwise.
 */
export async function loadPoolPage(slug: string | undefined, api: ApiGet, log: PoolPageLog = warnPoolPage): Promise<PoolPageData> {
  if (slug === undefined || slug === "") throw new ApiError(400, "/mining/pool/", "The pool's name is missing from the page's path.");
  const path = poolPath(slug);
  const [stats, blocks, hashrate] = await Promise.all([
    readApiAnswer(api, path, readPoolStats, "this pool's figures"),
    readApiAnswer(api, `${path}/blocks`, readPoolBlocks, "this pool's blocks"),
    loadHashrate(slug, api, log),
  ]);
  return { stats, blocks, hashrate };
}

/**
 * The pool's blocks below `beforeHeight`, newest first (research §2.2 `/blocks/:height`: the
 * backend pages by the last height shown); rejects like loadPoolPage.
 *
 * @example
 * const older = await loadPoolBlocksPage("tidewater", shown.at(-1)!.height, browserApi);
 */
export function loadPoolBlocksPage(slug: string, beforeHeight: number, api: ApiGet): Promise<BlockExtended[]> {
  return readApiAnswer(api, `${poolPath(slug)}/blocks/${beforeHeight}`, readPoolBlocks, "this pool's blocks");
}

/** Checks page data read back from the document; throws a TypeError naming what is wrong. */
export function parsePoolPageData(json: unknown): PoolPageData {
  if (!isRecord(json)) throw new TypeError("Pool page data must be an object.");
  const stats = readPoolStats(json.stats);
  if (stats === undefined) throw new TypeError("Pool page data holds no readable pool figures.");
  const blocks = readPoolBlocks(json.blocks);
  if (blocks === undefined) throw new TypeError("Pool page data holds no readable block list.");
  const hashrate = json.hashrate === null ? null : readPoolHashrate(json.hashrate);
  if (hashrate === undefined) throw new TypeError("Pool page data holds no readable hashrate history.");
  return { stats, blocks, hashrate };
}

/** The pool page's data, registered in client/app/routes.tsx under "pool". */
export const poolPageData = definePageData<PoolPageData>({
  key: (params: RouteParams) => `pool:${params.slug ?? ""}`,
  load: (params, api) => loadPoolPage(params.slug, api),
  parse: parsePoolPageData,
  head: poolPageHead,
});
