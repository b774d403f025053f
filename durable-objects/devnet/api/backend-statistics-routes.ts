/**
 * The mempool backend's statistics route (research §2.2, §2.3): the minute samples behind the
 * mempool graphs, raw for 2h and 24h, bucket averages for longer windows, newest first.
 *
 * @example
 * await (await app.request("/api/v1/statistics/2h")).json(); // [{ added, count, vbytes_per_second, …, vsizes: [39] }, …]
 */
import { Hono } from "hono";
import { parseStatisticsInterval } from "../../../shared/params/history-params.ts";
import type { StatisticsInterval } from "../views/history-intervals.ts";
import { statisticsHistory } from "../views/statistics-history.ts";
import { FIVE_MINUTES_SECONDS, ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import type { ViewSource } from "./view-source.ts";

/** research §2.4: a window of minute rows changes every minute, longer ones matter less. */
const STATISTICS_CACHE_SECONDS: Partial<Record<StatisticsInterval, number>> = { "2h": 30, "24h": ONE_MINUTE_SECONDS };

/**
 * The `/api/v1/statistics/:interval` route over `views`.
 *
 * @example
 * app.route("/", backendStatisticsRoutes(views));
 */
export function backendStatisticsRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/statistics/:interval", (c) => {
    const interval = parseStatisticsInterval(c.req.param("interval"));
    const { samples, now } = views().network;
    c.header("Cache-Control", cacheFor(STATISTICS_CACHE_SECONDS[interval] ?? FIVE_MINUTES_SECONDS));
    return c.json(statisticsHistory(samples, interval, now));
  });

  return app;
}
