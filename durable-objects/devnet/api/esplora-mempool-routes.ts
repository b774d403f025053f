/**
 * Esplora's mempool routes (research §2.3): backlog statistics with the fee histogram, every
 * txid, and the latest arrivals.
 *
 * @example
 * await (await app.request("/api/mempool")).json(); // { count, vsize, total_fee, fee_histogram }
 */
import { Hono } from "hono";
import { wholeVsize } from "../mempool/mempool.ts";
import { outputTotal } from "../views/transaction-view.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import type { ViewSource } from "./view-source.ts";

/** Esplora's `/api/mempool/recent` length. */
export const RECENT_MEMPOOL_TXS = 10;

/**
 * The mempool routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", esploraMempoolRoutes(views));
 */
export function esploraMempoolRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/mempool", (c) => {
    const snapshot = views().mempool();
    c.header("Cache-Control", CACHE_LIVE);
    return c.json({
      count: snapshot.entries.length,
      vsize: snapshot.vsize,
      total_fee: snapshot.entries.reduce((sum, entry) => sum + entry.fee, 0),
      fee_histogram: snapshot.feeHistogram,
    });
  });

  app.get("/api/mempool/txids", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(views().mempool().entries.map((entry) => entry.txid));
  });

  app.get("/api/mempool/recent", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(
      views()
        .mempool()
        .newest(RECENT_MEMPOOL_TXS)
        .map((entry) => ({ txid: entry.txid, fee: entry.fee, vsize: wholeVsize(entry.weight), value: outputTotal(entry) })),
    );
  });

  return app;
}
