/**
 * Esplora's address and script-hash routes (research §2.2, spec §7.4): totals, transactions (with
 * `after_txid` paging), confirmed and mempool transaction lists, the balance summary, unspent
 * outputs, and the address prefix search of the search box. `/api/address/:address/…` and
 * `/api/scripthash/:hash/…` answer alike; only how the output script is found differs. Paging
 * follows mempool's electrs (script-pages.ts); a cursor outside the script's history is 422
 * "after_txid not found", and text that is no txid is no cursor (the first page), as electrs reads it.
 *
 * @example
 * await app.request(`/api/address/${address}/txs?after_txid=${lastTxid}`);
 */
import { type Context, Hono } from "hono";
import { parseCursorTxid, parseScriptHash } from "../../../shared/params/esplora-params.ts";
import { normalizeAddressPrefix } from "../../../shared/rules/address-prefix.ts";
import type { TxRecord } from "../state/chain-state.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { NO_ACTIVITY, type ScriptHistory, scriptActivity, scriptHistory, scriptUtxos } from "../views/script-activity.ts";
import { txSummaries } from "../views/script-summary.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import { addressScript, parseMaxTxs } from "./route-params.ts";
import { CHAIN_TXS_PAGE, MEMPOOL_TXS_PAGE, confirmedAfter, firstPage, summaryAfter } from "./script-pages.ts";
import type { ViewSource } from "./view-source.ts";

/** Addresses per prefix search (research §2.2). */
export const ADDRESS_PREFIX_RESULTS = 10;

/** What a route key resolves to: the script (undefined for a script hash nothing pays) and how the answer names it. */
interface ScriptKey {
  readonly script: string | undefined;
  readonly identity: { readonly address: string } | { readonly scripthash: string };
}

type ResolveKey = (views: DevnetViews, raw: string | undefined) => ScriptKey;

const EMPTY_HISTORY: ScriptHistory = { mempool: [], confirmed: [] };

/**
 * The address, script-hash and address-prefix routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", esploraAddressRoutes(views));
 */
export function esploraAddressRoutes(views: ViewSource): Hono {
  const app = new Hono();
  scriptRoutes(app, "/api/address", views, (v, raw) => ({ script: addressScript(raw, v.addressNetwork), identity: { address: raw ?? "" } }));
  scriptRoutes(app, "/api/scripthash", views, (v, raw) => {
    const scripthash = parseScriptHash(raw);
    return { script: v.scripts.scriptOf(scripthash), identity: { scripthash } };
  });

  app.get("/api/address-prefix/:prefix", (c) => {
    const prefix = normalizeAddressPrefix(c.req.param("prefix"));
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(prefix === "" ? [] : views().scripts.addressesStartingWith(prefix, ADDRESS_PREFIX_RESULTS));
  });

  return app;
}

function scriptRoutes(app: Hono, base: string, views: ViewSource, resolve: ResolveKey): void {
  const read = (c: Context) => {
    const v = views();
    const key = resolve(v, c.req.param("key"));
    const history = key.script === undefined ? EMPTY_HISTORY : scriptHistory(v.network, key.script);
    c.header("Cache-Control", CACHE_LIVE);
    return { v, key, history, json: (records: readonly TxRecord[]) => c.json(records.map((record) => v.txs.esplora(record))) };
  };

  app.get(`${base}/:key`, (c) => {
    const { v, key, history } = read(c);
    const activity = key.script === undefined ? NO_ACTIVITY : scriptActivity(v.network, key.script, history);
    return c.json({ ...key.identity, ...activity });
  });

  app.get(`${base}/:key/txs`, (c) => {
    const after = parseCursorTxid(c.req.query("after_txid"));
    const { history, json } = read(c);
    return json(firstPage(history, after, CHAIN_TXS_PAGE));
  });

  app.get(`${base}/:key/txs/chain/:after?`, (c) => {
    const after = parseCursorTxid(c.req.param("after"));
    const { history, json } = read(c);
    return json(confirmedAfter(history, after, CHAIN_TXS_PAGE));
  });

  // electrs takes the cursor from the path only (an `after_txid` query is ignored, as there).
  app.get(`${base}/:key/txs/summary/:after?`, (c) => {
    const after = parseCursorTxid(c.req.param("after"));
    const limit = parseMaxTxs(c.req.query("max_txs"));
    const { v, key, history } = read(c);
    const rows = key.script === undefined ? [] : txSummaries(v.network, [key.script], history.confirmed);
    return c.json(summaryAfter(rows, after, limit));
  });

  app.get(`${base}/:key/txs/mempool`, (c) => {
    const { history, json } = read(c);
    return json(history.mempool.slice(0, MEMPOOL_TXS_PAGE));
  });

  app.get(`${base}/:key/utxo`, (c) => {
    const { v, key, history } = read(c);
    return c.json(key.script === undefined ? [] : scriptUtxos(v.network, v.txs, key.script, history));
  });
}
