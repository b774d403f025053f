/**
 * The mempool backend's public acceleration routes (research §2.2): the accelerations waiting now,
 * and the mined ones by block height, by pool (last month), by window, and their totals. The devnet
 * answers them from its simulated accelerator (sim/accelerator.ts, state/accelerations.ts).
 *
 * @example
 * await (await app.request("/api/v1/accelerations")).json();          // [{ txid, added, effectiveVsize, effectiveFee, feeDelta, pools }]
 * await (await app.request("/api/v1/accelerations/block/840001")).json(); // [{ txid, height, added, pool, effective_vsize, … }]
 */
import { Hono } from "hono";
import { parseBackendHeight, parseMiningInterval } from "../../../shared/params/history-params.ts";
import { type DevnetPool, poolBySlug } from "../chain/pools.ts";
import { accelerationTotals, minedAccelerations } from "../views/accelerations.ts";
import { windowStart } from "../views/history-intervals.ts";
import { NotFoundError } from "./api-errors.ts";
import { POOL_NOT_FOUND } from "./backend-mining-pool-routes.ts";
import { CACHE_IMMUTABLE, CACHE_LIVE } from "./cache-control.ts";
import { ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import { parseAccelerationInterval } from "./history-params.ts";
import type { ViewSource } from "./view-source.ts";

const poolOf = (slug: string): DevnetPool => {
  const pool = poolBySlug(slug);
  if (!pool) throw new NotFoundError(POOL_NOT_FOUND);
  return pool;
};

/**
 * The acceleration routes over `views`.
 *
 * @example
 * app.route("/", backendAccelerationRoutes(views));
 */
export function backendAccelerationRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/accelerations", (c) => {
    // research §2.4: production serves this list "hot", cached for a second.
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(views().network.accelerations.active);
  });

  app.get("/api/v1/accelerations/block/:height", (c) => {
    const height = parseBackendHeight(c.req.param("height"));
    const { network } = views();
    // A mined block's accelerations never change; a height still to come may yet get some.
    c.header("Cache-Control", height <= network.chain.tipHeight ? CACHE_IMMUTABLE : CACHE_LIVE);
    return c.json(minedAccelerations(network.accelerations, { height }));
  });

  app.get("/api/v1/accelerations/pool/:slug", (c) => {
    const pool = poolOf(c.req.param("slug"));
    const { network } = views();
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    // Upstream lists a pool's accelerations of the last month.
    return c.json(minedAccelerations(network.accelerations, { since: windowStart("1m", network.now), pool }));
  });

  // The frontend asks `interval/:interval`; the backend itself registers `recent/:interval`.
  for (const path of ["/api/v1/accelerations/interval/:interval?", "/api/v1/accelerations/recent/:interval?"]) {
    app.get(path, (c) => {
      const interval = parseAccelerationInterval(c.req.param("interval"));
      const { network } = views();
      c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
      return c.json(minedAccelerations(network.accelerations, { since: windowStart(interval, network.now) }));
    });
  }

  app.get("/api/v1/accelerations/total", (c) => {
    const rawPool = c.req.query("pool");
    const pool = rawPool === undefined || rawPool === "" ? undefined : poolOf(rawPool);
    const rawInterval = c.req.query("interval");
    const interval = parseMiningInterval(rawInterval === "" ? undefined : rawInterval);
    const { network } = views();
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json(accelerationTotals(network.accelerations, windowStart(interval, network.now), pool));
  });

  return app;
}
