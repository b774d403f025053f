/**
 * The mempool backend's hashrate and difficulty routes (research §2.2, §5.8): the daily network
 * hashrate with the difficulty adjustments of a window, the weekly hashrate of the pools ranked
 * in the last week, and the adjustments alone as tuples, newest first.
 *
 * @example
 * await (await app.request("/api/v1/mining/hashrate/1m")).json(); // { hashrates, difficulty, currentHashrate, currentDifficulty }
 */
import { Hono } from "hono";
import { parseMiningInterval } from "../../../shared/params/history-params.ts";
import { difficultyAdjustmentTuples, difficultyHistory } from "../views/difficulty-history.ts";
import { networkHashrateHistory, poolHashrateHistory } from "../views/hashrate-history.ts";
import { windowStart } from "../views/history-intervals.ts";
import { DEFAULT_HASHRATE_LOOKUP_BLOCKS, difficultyOf, networkHashrate } from "../views/network-hashrate.ts";
import { poolRanking } from "../views/pool-ranking.ts";
import { FIVE_MINUTES_SECONDS, cacheFor } from "./cache-for.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The hashrate and difficulty routes over `views`.
 *
 * @example
 * app.route("/", backendMiningHashrateRoutes(views));
 */
export function backendMiningHashrateRoutes(views: ViewSource): Hono {
  const app = new Hono();

  // Before `hashrate/:interval`, which would otherwise take "pools" for an interval.
  app.get("/api/v1/mining/hashrate/pools/:interval?", (c) => {
    const interval = parseMiningInterval(c.req.param("interval"));
    const { network } = views();
    const { chain, now } = network;
    // Upstream charts the pools of the last week's ranking, biggest first.
    const poolIds = poolRanking(network, "1w").pools.map((pool) => pool.poolUniqueId);
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    c.header("X-Total-Count", String(chain.blockCount));
    return c.json(poolHashrateHistory(chain, windowStart(interval, now), now, poolIds));
  });

  app.get("/api/v1/mining/hashrate/:interval?", (c) => {
    const interval = parseMiningInterval(c.req.param("interval"));
    const { chain, now } = views().network;
    const from = windowStart(interval, now);
    const tip = chain.tip;
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    c.header("X-Total-Count", String(chain.blockCount));
    return c.json({
      hashrates: networkHashrateHistory(chain, from, now),
      difficulty: difficultyHistory(chain, from),
      // What upstream asks Core for: getnetworkhashps (120 blocks) and getdifficulty.
      currentHashrate: networkHashrate(chain, DEFAULT_HASHRATE_LOOKUP_BLOCKS, chain.tipHeight),
      currentDifficulty: tip ? difficultyOf(tip.header.bits) : 0,
    });
  });

  app.get("/api/v1/mining/difficulty-adjustments/:interval?", (c) => {
    const interval = parseMiningInterval(c.req.param("interval"));
    const { chain, now } = views().network;
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    return c.json(difficultyAdjustmentTuples(chain, windowStart(interval, now)));
  });

  return app;
}
