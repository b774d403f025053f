/**
 * The mempool backend's per-transaction mempool routes (research §2.2, §2.3): CPFP relatives and
 * effective rate (of a mempool transaction, or of one not yet broadcast), the backend's cached
 * record of a mempool transaction, first-seen times, and the outputs a raw transaction would spend.
 *
 * @example
 * await (await app.request(`/api/v1/transaction-times?txId[]=${a}&txId[]=${b}`)).json(); // [1763700123, 0]
 */
import { Hono } from "hono";
import { parseLocalTxs, parseOutpoints } from "../../../shared/params/api-bodies.ts";
import { parseTxidArray } from "../../../shared/params/esplora-params.ts";
import { parseTxid } from "../../../shared/types/ids.ts";
import { cachedTransaction } from "../views/cached-transaction.ts";
import { cpfpInfo } from "../views/cpfp-view.ts";
import { localCpfpInfo } from "../views/local-cpfp.ts";
import { prevouts } from "../views/prevouts.ts";
import { NO_CACHED_TX, NotFoundError } from "./api-errors.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import { bodyText } from "./route-params.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The `/api/v1` CPFP, cached-transaction, transaction-times and prevouts routes over `views`.
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

  // Upstream answers a list of one, for the one transaction it takes.
  app.post("/api/v1/cpfp", async (c) => {
    const txs = parseLocalTxs(await bodyText(c.req.raw, "local-txs"));
    const { mempool } = views().network;
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(txs.map((tx) => localCpfpInfo(mempool, tx)));
  });

  app.post("/api/v1/prevouts", async (c) => {
    const outpoints = parseOutpoints(await bodyText(c.req.raw, "outpoints"));
    const v = views();
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(prevouts(v.network, v.addressNetwork, outpoints));
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
