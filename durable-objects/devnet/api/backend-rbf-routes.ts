/**
 * The mempool backend's replacement routes (research §2.2, §2.3): a transaction's replacement tree
 * and the txids it replaced, and the latest trees (all, or only full-RBF ones), paged by the root
 * txid of the last tree shown.
 *
 * @example
 * await (await app.request(`/api/v1/tx/${txid}/rbf`)).json(); // { replacements: RbfTree | null, replaces: string[] | null }
 */
import { Hono } from "hono";
import { parseTxid } from "../../../shared/types/ids.ts";
import { replacementsPage } from "../views/rbf-replacements.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import { parseAfterTxid } from "./route-params.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The `/api/v1` RBF routes over `views`.
 *
 * @example
 * app.route("/", backendRbfRoutes(views));
 */
export function backendRbfRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/tx/:txid/rbf", (c) => {
    const txid = parseTxid(c.req.param("txid"));
    c.header("Cache-Control", CACHE_LIVE);
    // A transaction outside every remembered tree answers both fields null, as upstream does.
    return c.json(views().network.rbf.treeOf(txid));
  });

  for (const [prefix, fullRbfOnly] of [["/api/v1", false], ["/api/v1/fullrbf", true]] as const) {
    app.get(`${prefix}/replacements/:after?`, (c) => {
      const after = parseAfterTxid(c.req.param("after"));
      c.header("Cache-Control", CACHE_LIVE);
      return c.json(replacementsPage(views().network.rbf, { fullRbfOnly, after }));
    });
  }

  return app;
}
