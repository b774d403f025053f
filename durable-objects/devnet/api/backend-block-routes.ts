/**
 * The mempool backend's block routes (research §2.3, spec §7.2): `BlockExtended` lists and blocks
 * with `extras`, and a block's stripped transactions for the block overview graph.
 *
 * @example
 * await (await app.request("/api/v1/blocks")).json(); // 15 BlockExtended, newest first
 */
import { Hono } from "hono";
import { leadingInteger } from "../../../shared/params/backend-numbers.ts";
import { CACHE_BLOCK_LIST, CACHE_IMMUTABLE, blockAgeCache } from "./cache-control.ts";
import { blockByHashParam } from "./route-lookups.ts";
import type { ViewSource } from "./view-source.ts";

/** `/api/v1/blocks` page (research §8 gotcha 2). */
export const BACKEND_BLOCKS_PAGE = 15;

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

  return app;
}
