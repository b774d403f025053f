/**
 * The mempool backend's block routes (research §2.3, spec §7.2): `BlockExtended` lists and blocks
 * with `extras`, a block's stripped transactions for the block overview graph (all, or one), and
 * the chain's tips as Core's `getchaintips` reports them.
 *
 * @example
 * await (await app.request("/api/v1/blocks")).json(); // 15 BlockExtended, newest first
 */
import { Hono } from "hono";
import { parseHeight } from "../../../shared/params/esplora-params.ts";
import { parseTxid } from "../../../shared/types/ids.ts";
import { NotFoundError, TX_NOT_IN_SUMMARY } from "./api-errors.ts";
import { CACHE_BLOCK_LIST, CACHE_IMMUTABLE, CACHE_LIVE, blockAgeCache } from "./cache-control.ts";
import { ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import { leadingInteger } from "../../../shared/params/backend-numbers.ts";
import { blockByHashParam } from "./route-lookups.ts";
import type { ViewSource } from "./view-source.ts";

/** `/api/v1/blocks` page (research §8 gotcha 2). */
export const BACKEND_BLOCKS_PAGE = 15;

/** A tip as Core's `getchaintips` reports it. */
export interface ChainTip {
  readonly height: number;
  readonly hash: string;
  /** Blocks from the tip back to the active chain: 0 for the active tip. */
  readonly branchlen: number;
  readonly status: "active" | "valid-fork" | "valid-headers" | "headers-only" | "invalid";
}

/**
 * The `/api/v1` block routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", backendBlockRoutes(views));
 */
export function backendBlockRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/blocks/:height?", (c) => {
    const v = views();
    const raw = c.req.param("height");
    const tipHeight = v.network.chain.tipHeight;
    // The backend's `parseInt`: "12abc" is 12; text with no number (NaN) or below 0 lists nothing.
    const from = raw === undefined ? tipHeight : leadingInteger(raw);
    c.header("Cache-Control", CACHE_BLOCK_LIST);
    if (from === undefined || from < 0) return c.json([]);
    // Like the backend: a start above the tip shortens the page by the blocks that do not exist yet.
    const count = BACKEND_BLOCKS_PAGE - Math.max(0, from - tipHeight);
    return c.json(count > 0 ? v.blocks.extendedDown(Math.min(from, tipHeight), count) : []);
  });

  app.get("/api/v1/block/:hash", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    c.header("Cache-Control", blockAgeCache(block.header.timestamp, v.network.now));
    return c.json(v.blocks.extended(block));
  });

  app.get("/api/v1/block/:hash/summary", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(v.blocks.summary(block));
  });

  app.get("/api/v1/block/:hash/tx/:txid/summary", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    const txid = parseTxid(c.req.param("txid"));
    const tx = v.blocks.summary(block).find((candidate) => candidate.txid === txid);
    if (!tx) throw new NotFoundError(TX_NOT_IN_SUMMARY);
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(tx);
  });

  // The devnet never forks: its one tip is the active one.
  app.get("/api/v1/chain-tips", (c) => {
    const { tip } = views().network.chain;
    c.header("Cache-Control", CACHE_LIVE);
    const tips: ChainTip[] = tip ? [{ height: tip.height, hash: tip.hash, branchlen: 0, status: "active" }] : [];
    return c.json(tips);
  });

  // Nor does it ever mine a block that another replaces, so no page of stale tips holds one.
  app.get("/api/v1/stale-tips/:height?", (c) => {
    const raw = c.req.param("height");
    if (raw !== undefined) parseHeight(raw);
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json([]);
  });

  return app;
}
