/**
 * The mempool backend's mining-pool routes (research §2.2, §2.3): the pools ranking of a window,
 * one pool's page, its weekly hashrate and its blocks (100 a page, below a height).
 *
 * @example
 * await (await app.request("/api/v1/mining/pools/1w")).json(); // { pools: [...], blockCount, lastEstimatedHashrate, … }
 */
import { Hono } from "hono";
import { parseBackendHeight, parseMiningInterval } from "../../../shared/params/history-params.ts";
import { type DevnetPool, poolBySlug } from "../chain/pools.ts";
import { poolHashrateHistory } from "../views/hashrate-history.ts";
import { windowStart } from "../views/history-intervals.ts";
import { poolBlocks, poolDetail } from "../views/pool-detail.ts";
import { poolRanking } from "../views/pool-ranking.ts";
import { NotFoundError } from "./api-errors.ts";
import { FIVE_MINUTES_SECONDS, ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import type { ViewSource } from "./view-source.ts";

/** Upstream's text for a slug it does not know. */
export const POOL_NOT_FOUND = "This mining pool does not exist";

const poolOf = (slug: string | undefined): DevnetPool => {
  const pool = slug === undefined ? undefined : poolBySlug(slug);
  if (!pool) throw new NotFoundError(POOL_NOT_FOUND);
  return pool;
};

/**
 * The mining-pool routes over `views`.
 *
 * @example
 * app.route("/", backendMiningPoolRoutes(views));
 */
export function backendMiningPoolRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/mining/pools/:interval?", (c) => {
    const interval = parseMiningInterval(c.req.param("interval"));
    const { network } = views();
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    // research §2.3: the header counts every indexed block, whatever the window.
    c.header("X-Total-Count", String(network.chain.blockCount));
    return c.json(poolRanking(network, interval));
  });

  app.get("/api/v1/mining/pool/:slug", (c) => {
    const pool = poolOf(c.req.param("slug"));
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json(poolDetail(views().network, pool));
  });

  app.get("/api/v1/mining/pool/:slug/hashrate", (c) => {
    const pool = poolOf(c.req.param("slug"));
    const { chain, now } = views().network;
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    c.header("X-Total-Count", String(chain.blockCount));
    return c.json(poolHashrateHistory(chain, windowStart("all", now), now, [pool.id]));
  });

  app.get("/api/v1/mining/pool/:slug/blocks/:height?", (c) => {
    const pool = poolOf(c.req.param("slug"));
    const raw = c.req.param("height");
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json(poolBlocks(views(), pool, raw === undefined ? undefined : parseBackendHeight(raw)));
  });

  return app;
}
