/**
 * The mempool backend's block-statistics routes (research §2.2): fees, rewards, fee-rate
 * percentiles and sizes/weights of a window's blocks, averaged per time bucket; reward totals
 * over the latest blocks; and the block at a date.
 *
 * @example
 * await (await app.request("/api/v1/mining/blocks/fees/1w")).json(); // [{ avgHeight, timestamp, avgFees, USD }, …]
 */
import { Hono } from "hono";
import { parseBlockCount, parseMiningInterval } from "../../../shared/params/history-params.ts";
import { blockAtTime } from "../views/block-at-time.ts";
import { blockFeeRatesHistory, blockFeesHistory, blockRewardsHistory, blockSizesWeights } from "../views/block-stats-history.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import type { MiningInterval } from "../views/history-intervals.ts";
import { rewardStats } from "../views/reward-stats.ts";
import { NotFoundError } from "./api-errors.ts";
import { FIVE_MINUTES_SECONDS, ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import { parsePlausibleUnixSeconds } from "./history-params.ts";
import type { ViewSource } from "./view-source.ts";

/** Each graph's path segment and the series it draws. */
const BLOCK_SERIES: readonly (readonly [string, (views: DevnetViews, interval: MiningInterval) => unknown])[] = [
  ["fees", blockFeesHistory],
  ["rewards", blockRewardsHistory],
  ["fee-rates", blockFeeRatesHistory],
  ["sizes-weights", blockSizesWeights],
];

/**
 * The block-statistics routes over `views`.
 *
 * @example
 * app.route("/", backendMiningBlockRoutes(views));
 */
export function backendMiningBlockRoutes(views: ViewSource): Hono {
  const app = new Hono();

  for (const [name, series] of BLOCK_SERIES) {
    app.get(`/api/v1/mining/blocks/${name}/:interval?`, (c) => {
      const interval = parseMiningInterval(c.req.param("interval"));
      const v = views();
      c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
      c.header("X-Total-Count", String(v.network.chain.blockCount));
      return c.json(series(v, interval));
    });
  }

  app.get("/api/v1/mining/reward-stats/:blocks", (c) => {
    const count = parseBlockCount(c.req.param("blocks"));
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json(rewardStats(views().network.chain, count));
  });

  app.get("/api/v1/mining/blocks/timestamp/:ts", (c) => {
    const { chain, now } = views().network;
    const seconds = parsePlausibleUnixSeconds(c.req.param("ts"), now);
    const block = blockAtTime(chain, seconds);
    if (!block) throw new NotFoundError(`No block was found before timestamp ${seconds}`);
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    return c.json(block);
  });

  return app;
}
