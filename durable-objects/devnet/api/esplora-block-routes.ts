/**
 * Esplora's block routes (research §2.2, spec §7.4): block lists, one block by hash with its
 * transactions, header, raw bytes and status, and the height and tip lookups. Text answers are
 * plain text, as Esplora sends them.
 *
 * @example
 * const app = esploraBlockRoutes(views);
 * await app.request("/api/blocks/tip/height"); // "146"
 */
import { Hono } from "hono";
import { BLOCK_TXS_PAGE, checkStartIndexPage, parseStartHeight, parseStartIndex, parseTxIndex } from "../../../shared/params/esplora-params.ts";
import { headerHex } from "../chain/block-header.ts";
import { blockStatus, esploraBlock, rawBlock } from "../views/block-view.ts";
import { BLOCK_NOT_FOUND, NotFoundError } from "./api-errors.ts";
import { CACHE_IMMUTABLE, CACHE_LIVE } from "./cache-control.ts";
import { blockAtHeight, blockByHashParam, blockByHeightParam } from "./route-lookups.ts";
import type { ViewSource } from "./view-source.ts";

/** Esplora's `/api/blocks` page (research §8 gotcha 2). */
export const ESPLORA_BLOCKS_PAGE = 10;

/**
 * The block routes over `views`, to mount with `app.route("/", …)`.
 *
 * @example
 * app.route("/", esploraBlockRoutes(views));
 */
export function esploraBlockRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/blocks/tip/height", (c) => {
    c.header("Cache-Control", CACHE_LIVE);
    return c.text(String(views().network.chain.tipHeight));
  });

  app.get("/api/blocks/tip/hash", (c) => {
    const tip = views().network.chain.tip;
    if (!tip) throw new NotFoundError(BLOCK_NOT_FOUND);
    c.header("Cache-Control", CACHE_LIVE);
    return c.text(tip.hash);
  });

  app.get("/api/blocks/:height?", (c) => {
    const v = views();
    // Text that is no height is the tip's page, as electrs reads it (`/api/blocks/tip` included).
    const from = parseStartHeight(c.req.param("height"));
    const start = from === undefined ? v.network.chain.tip : blockAtHeight(v, from);
    const blocks = [];
    for (let height = start?.height ?? -1; height >= v.network.chain.firstHeight && blocks.length < ESPLORA_BLOCKS_PAGE; height--) {
      blocks.push(esploraBlock(v.network.chain, v.blocks.at(height)!));
    }
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(blocks);
  });

  app.get("/api/block-height/:height", (c) => {
    const block = blockByHeightParam(views(), c.req.param("height"));
    c.header("Cache-Control", CACHE_LIVE);
    return c.text(block.hash);
  });

  app.get("/api/block/:hash", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(esploraBlock(v.network.chain, block));
  });

  app.get("/api/block/:hash/status", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    // `next_best` appears when the next block is mined.
    c.header("Cache-Control", CACHE_LIVE);
    return c.json(blockStatus(v.network.chain, block));
  });

  app.get("/api/block/:hash/txids", (c) => {
    const block = blockByHashParam(views(), c.req.param("hash"));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(block.txids);
  });

  app.get("/api/block/:hash/txid/:index", (c) => {
    const block = blockByHashParam(views(), c.req.param("hash"));
    const txid = block.txids[parseTxIndex(c.req.param("index"))];
    if (txid === undefined) throw new NotFoundError("tx index out of range");
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.text(txid);
  });

  app.get("/api/block/:hash/txs/:start?", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    const start = parseStartIndex(c.req.param("start"));
    // electrs's order: out of range (404) before off a page boundary (400).
    if (start >= block.txids.length) throw new NotFoundError("start index out of range");
    checkStartIndexPage(start);
    const txs = block.txids.slice(start, start + BLOCK_TXS_PAGE).map((txid) => v.txs.esplora(v.txs.listed(txid)));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(txs);
  });

  app.get("/api/block/:hash/header", (c) => {
    const block = blockByHashParam(views(), c.req.param("hash"));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.text(headerHex(block.header));
  });

  app.get("/api/block/:hash/raw", (c) => {
    const v = views();
    const block = blockByHashParam(v, c.req.param("hash"));
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.body(rawBlock(v.network.chain, block), 200, { "Content-Type": "application/octet-stream" });
  });

  return app;
}
