/**
 * Esplora's address and script-hash routes (research §2.2, spec §7.4): totals, transactions (with
 * `after_txid` paging), confirmed and mempool transaction lists, unspent outputs, and the address
 * prefix search of the search box. `/api/address/:address/…` and `/api/scripthash/:hash/…` answer
 * alike; only how the output script is found differs.
 *
 * Paging follows mempool's electrs: `/txs` gives up to 50 mempool transactions (newest first) and
 * then confirmed ones (newest first) up to 25 and up to 50 in all; `after_txid` continues after a
 * mempool transaction (rest of the mempool, then confirmed) or after a confirmed one (the next 25
 * confirmed); a cursor outside the script's history is 422 "after_txid not found", and text that
 * is no txid is no cursor (the first page), as electrs reads it.
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
import { afterTxidNotFound } from "./api-errors.ts";
import { CACHE_LIVE } from "./cache-control.ts";
import { addressScript } from "./route-params.ts";
import type { ViewSource } from "./view-source.ts";

/** mempool's electrs: mempool transactions per `/txs` page, and the page's total. */
export const MEMPOOL_TXS_PAGE = 50;
/** Confirmed transactions per page (research §2.2). */
export const CHAIN_TXS_PAGE = 25;
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
    return json(firstPage(history, after));
  });

  app.get(`${base}/:key/txs/chain/:after?`, (c) => {
    const after = parseCursorTxid(c.req.param("after"));
    const { history, json } = read(c);
    return json(confirmedAfter(history, after));
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

/** `/txs`: mempool then confirmed, continuing after `after` wherever it is. */
function firstPage(history: ScriptHistory, after: string | undefined): TxRecord[] {
  let mempoolStart = 0;
  if (after !== undefined) {
    const inMempool = history.mempool.findIndex((record) => record.txid === after);
    if (inMempool < 0) return confirmedAfter(history, after);
    mempoolStart = inMempool + 1;
  }
  const mempool = history.mempool.slice(mempoolStart, mempoolStart + MEMPOOL_TXS_PAGE);
  const confirmed = history.confirmed.slice(0, Math.min(CHAIN_TXS_PAGE, MEMPOOL_TXS_PAGE - mempool.length));
  return [...mempool, ...confirmed];
}

/** The next 25 confirmed transactions after `after` (from the newest when absent). */
function confirmedAfter(history: ScriptHistory, after: string | undefined): TxRecord[] {
  let start = 0;
  if (after !== undefined) {
    const at = history.confirmed.findIndex((record) => record.txid === after);
    if (at < 0) throw afterTxidNotFound();
    start = at + 1;
  }
  return history.confirmed.slice(start, start + CHAIN_TXS_PAGE);
}
