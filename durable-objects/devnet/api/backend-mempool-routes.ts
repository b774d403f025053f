/**
 * The mempool backend's per-transaction mempool routes (research §2.2, §2.3): CPFP relatives and
 * effective rate, the backend's cached record of a mempool transaction, and first-seen times.
 *
 * @example
 * await (await app.request(`/api/v1/transaction-times?txId[]=${a}&txId[]=${b}`)).json(); // [1763700123, 0]
 */
import { Hono } from "hono";
import { parseTxidArray } from "../../../shared/params/esplora-params.ts";
import { parseTxid } from "../../../shared/types/ids.ts";
import { cachedTransaction } from "../views/cached-transaction.ts";
import { cpfpInfo } from "../views/cpfp-view.ts";
import { NO_CACHED_TX, NotFoundError } from "./api-errors.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The `/api/v1` CPFP, cached-transaction and transaction-times routes over `views`.
 *
 * @example
 * app.route("/", backendMempoolRoutes(views));
 */
export function backendMempoolRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/cpfp/:txid", (c) => {
    const v = views();
    const txid = parseTxid(c.req.param("txid"));
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(cpfpInfo(v.network.mempool, v.mempool(), txid));
  });

  app.get("/api/v1/tx/:txid/cached", (c) => {
    const cached = cachedTransaction(views(), parseTxid(c.req.param("txid")));
    if (!cached) throw new NotFoundError(NO_CACHED_TX);
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(cached);
  });

  app.get("/api/v1/transaction-times", (c) => {
    const { mempool } = views().network;
    // Clients send `txId[]=…` (axios, the Angular client); a lone `txId=…` is accepted as well.
    const txids = parseTxidArray([...(c.req.queries("txId[]") ?? []), ...(c.req.queries("txId") ?? [])], "txId[]");
    c.header("Cache-Control", CACHE_LIVE);
    // Upstream answers from its mempool only: a confirmed or unknown transaction is 0.
    return c.json(txids.map((txid) => mempool.get(txid)?.firstSeen ?? 0));
  });

  return app;
}
