/**
 * Esplora's transaction routes (research §2.2, spec §7.2/§7.4): one transaction as JSON, hex or
 * raw bytes, its status, outspends and merkle proof, outspends of many, and broadcasting
 * (`POST /api/tx`, text in, txid or the node's reason out).
 *
 * @example
 * await app.request("/api/tx", { method: "POST", body: hex }); // 200 "<txid>" or 400 "sendrawtransaction RPC error: …"
 */
import { hex as hexCoder } from "@scure/base";
import { Hono } from "hono";
import { parseOutputIndex, parseTxidList } from "../../../shared/params/esplora-params.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { NotFoundError } from "./api-errors.ts";
import { CACHE_LIVE, cacheByConfirmation } from "./cache-control.ts";
import { txByParam } from "./route-lookups.ts";
import { parseTxHexBody } from "./route-params.ts";
import type { ViewSource } from "./view-source.ts";

/**
 * The transaction routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", esploraTxRoutes(views));
 */
export function esploraTxRoutes(views: ViewSource): Hono {
  const app = new Hono();
  const confirmed = (v: DevnetViews, txid: string): boolean => v.network.chain.placeOf(txid) !== undefined;

  app.get("/api/tx/:txid", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    c.header("Cache-Control", cacheByConfirmation(confirmed(v, record.txid)));
    return c.json(v.txs.esplora(record));
  });

  app.get("/api/tx/:txid/hex", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    c.header("Cache-Control", cacheByConfirmation(confirmed(v, record.txid)));
    return c.text(record.hex);
  });

  app.get("/api/tx/:txid/raw", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    c.header("Cache-Control", cacheByConfirmation(confirmed(v, record.txid)));
    return c.body(new Uint8Array(hexCoder.decode(record.hex)), 200, { "Content-Type": "application/octet-stream" });
  });

  app.get("/api/tx/:txid/status", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    c.header("Cache-Control", cacheByConfirmation(confirmed(v, record.txid)));
    return c.json(v.txs.status(record.txid));
  });

  app.get("/api/tx/:txid/outspend/:vout", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    const vout = parseOutputIndex(c.req.param("vout"));
    c.header("Cache-Control", CACHE_LIVE);
    // Esplora answers an index past the outputs as unspent rather than failing.
    return c.json(vout < record.outputs.length ? v.txs.outspend({ txid: record.txid, vout }) : { spent: false });
  });

  app.get("/api/tx/:txid/outspends", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(v.txs.outspends(record));
  });

  app.get("/api/tx/:txid/merkle-proof", (c) => {
    const v = views();
    const record = txByParam(v, c.req.param("txid"));
    const proof = v.txs.merkleProof(record.txid);
    if (!proof) throw new NotFoundError("Transaction not found or is unconfirmed");
    c.header("Cache-Control", cacheByConfirmation(true));
    return c.json(proof);
  });

  app.get("/api/txs/outspends", (c) => {
    const v = views();
    const txids = parseTxidList(c.req.query("txids"));
    c.header("Cache-Control", CACHE_LIVE);
    // An unknown txid, or text that is none, gets an empty list in its place, as Esplora answers it.
    return c.json(txids.map((txid) => {
      const record = txid === undefined ? undefined : v.txs.record(txid);
      return record ? v.txs.outspends(record) : [];
    }));
  });

  app.post("/api/tx", async (c) => {
    const hex = parseTxHexBody(await c.req.text());
    const event = views().network.submit(hex);
    if (event.type !== "transaction") throw new Error(`Submitting a transaction produced a ${event.type} event.`);
    c.header("Cache-Control", "no-store");
    return c.text(event.entry.txid);
  });

  return app;
}
