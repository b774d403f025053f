/**
 * mempool's electrs multi-address lookups (research §2.2): `POST /api/addresses/txs` and
 * `/api/addresses/txs/summary` with a JSON array of addresses, and the same under `/api/scripthashes`
 * with script hashes. They answer like one address whose history is every listed script's, each
 * transaction once: `/txs` pages as electrs pages a group (up to 50 mempool transactions, then
 * confirmed ones up to 50 in all; `after_txid` as for one address), the summary nets each
 * transaction over all the scripts. As electrs does, a key that is not an address of this network
 * (or not a script hash) is skipped, not refused; the body's shape and size are checked by
 * shared/params/api-bodies.ts.
 *
 * @example
 * await app.request("/api/addresses/txs", { method: "POST", body: JSON.stringify([a, b]) });
 */
import { hex as hexCoder } from "@scure/base";
import { type Context, Hono } from "hono";
import { parseScriptKeys } from "../../../shared/params/api-bodies.ts";
import { parseAddress } from "../../../shared/rules/address-script.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { scriptsHistory } from "../views/script-activity.ts";
import { txSummaries } from "../views/script-summary.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import { bodyText, parseMaxTxs } from "./route-params.ts";
import { parseCursorTxid } from "../../../shared/params/esplora-params.ts";
import { MEMPOOL_TXS_PAGE, firstPage, summaryAfter } from "./script-pages.ts";
import type { ViewSource } from "./view-source.ts";

/** The output script a key names, or undefined when it names none the devnet knows. */
type ScriptOf = (views: DevnetViews, key: string) => string | undefined;

const addressScriptOf: ScriptOf = (views, key) => {
  const parsed = parseAddress(key, views.addressNetwork);
  return parsed.ok ? hexCoder.encode(parsed.address.script) : undefined;
};

const hashScriptOf: ScriptOf = (views, key) => (isHash64(key) ? views.scripts.scriptOf(key.toLowerCase()) : undefined);

/**
 * The multi-address routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", esploraMultiAddressRoutes(views));
 */
export function esploraMultiAddressRoutes(views: ViewSource): Hono {
  const app = new Hono();
  groupRoutes(app, "/api/addresses", views, addressScriptOf);
  groupRoutes(app, "/api/scripthashes", views, hashScriptOf);
  return app;
}

function groupRoutes(app: Hono, base: string, views: ViewSource, scriptOf: ScriptOf): void {
  const read = async (c: Context) => {
    const keys = parseScriptKeys(await bodyText(c.req.raw, "script-keys"));
    const v = views();
    const scripts = [...new Set(keys.flatMap((key) => scriptOf(v, key) ?? []))];
    c.header("Cache-Control", CACHE_LIVE);
    return { v, scripts, history: scriptsHistory(v.network, scripts) };
  };

  app.post(`${base}/txs`, async (c) => {
    const after = parseCursorTxid(c.req.query("after_txid"));
    const { v, history } = await read(c);
    // electrs fills a group's page with confirmed transactions up to its total.
    return c.json(firstPage(history, after, MEMPOOL_TXS_PAGE).map((record) => v.txs.esplora(record)));
  });

  app.post(`${base}/txs/summary/:after?`, async (c) => {
    const after = parseCursorTxid(c.req.param("after"));
    const limit = parseMaxTxs(c.req.query("max_txs"));
    const { v, scripts, history } = await read(c);
    return c.json(summaryAfter(txSummaries(v.network, scripts, history.confirmed), after, limit));
  });
}
