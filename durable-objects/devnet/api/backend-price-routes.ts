/**
 * The mempool backend's `/api/v1/historical-price` (spec §3, §5; research §2.2): the devnet coin's
 * price series, or the price at one time, priced only on a mainnet-like devnet.
 *
 * @example
 * await (await app.request("/api/v1/historical-price?timestamp=1763000000")).json(); // { prices: [{ time, USD, … }], exchangeRates }
 */
import { Hono } from "hono";
import { parsePriceTimestamp } from "../../../shared/params/history-params.ts";
import { historicalPrice } from "../views/historical-price-view.ts";
import { FIVE_MINUTES_SECONDS, cacheFor } from "./cache-for.ts";
import { parsePriceCurrency } from "./history-params.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The historical-price route over `views`.
 *
 * @example
 * app.route("/", backendPriceRoutes(views));
 */
export function backendPriceRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/historical-price", (c) => {
    const v = views();
    const { network } = v;
    // Any number the backend reads is a time (one in the future is the latest price); no number, the series.
    const timestamp = parsePriceTimestamp(c.req.query("timestamp"));
    const currency = parsePriceCurrency(c.req.query("currency"));
    const source = {
      seed: network.settings.seed,
      nowSeconds: network.now,
      sinceSeconds: network.chain.blockAt(network.chain.firstHeight)?.header.timestamp ?? network.now,
    };
    c.header("Cache-Control", cacheFor(FIVE_MINUTES_SECONDS));
    return c.json(historicalPrice(source, v.addressNetwork, { timestamp, currency }));
  });

  return app;
}
