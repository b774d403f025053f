/**
 * The mempool backend's block-audit routes (research §2.2, §2.3, §5.6): a block's audit summary,
 * one transaction's audit, the audit scores of a page of blocks, one block's score, and the
 * block-health series of the mining graphs.
 *
 * @example
 * await (await app.request(`/api/v1/block/${hash}/audit-summary`)).json(); // { version: 1, template, missingTxs, …, matchRate }
 */
import { Hono } from "hono";
import { parseBackendHeight, parseMiningInterval } from "../../../shared/params/history-params.ts";
import { parseBlockHash, parseTxid } from "../../../shared/types/ids.ts";
import { auditScore, auditScores, blockHealthHistory, recentAudits } from "../views/audit-scores.ts";
import { auditSummary, txAudit } from "../views/audit-summary.ts";
import type { DevnetViews } from "../views/devnet-views.ts";
import { NotFoundError } from "./api-errors.ts";
import { CACHE_IMMUTABLE, CACHE_LIVE } from "./cache-control.ts";
import { ONE_MINUTE_SECONDS, cacheFor } from "./cache-for.ts";
import type { ViewSource } from "./view-source.ts";

/** Upstream's texts: a block it never audited and one it does not know read the same. */
export const AUDIT_NOT_AVAILABLE = "Audit not available";
export const TX_AUDIT_NOT_AVAILABLE = "Transaction audit not available";

const blockOf = (v: DevnetViews, hash: string, missing: string) => {
  const block = v.blocks.byHash(hash);
  if (!block) throw new NotFoundError(missing);
  return block;
};

/**
 * The audit routes over `views`.
 *
 * @example
 * app.route("/", backendAuditRoutes(views));
 */
export function backendAuditRoutes(views: ViewSource): Hono {
  const app = new Hono();

  app.get("/api/v1/block/:hash/audit-summary", (c) => {
    const v = views();
    const summary = auditSummary(v, blockOf(v, parseBlockHash(c.req.param("hash")), AUDIT_NOT_AVAILABLE));
    if (!summary) throw new NotFoundError(AUDIT_NOT_AVAILABLE);
    // An audit is made once, when its block arrives, and never revised.
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(summary);
  });

  app.get("/api/v1/block/:hash/tx/:txid/audit", (c) => {
    const v = views();
    // Both ids are checked before anything is looked up, so a malformed one is always 400.
    const hash = parseBlockHash(c.req.param("hash"));
    const txid = parseTxid(c.req.param("txid"));
    const block = blockOf(v, hash, TX_AUDIT_NOT_AVAILABLE);
    const audit = txAudit(v.network, block, txid);
    if (!audit) throw new NotFoundError(TX_AUDIT_NOT_AVAILABLE);
    c.header("Cache-Control", CACHE_IMMUTABLE);
    return c.json(audit);
  });

  app.get("/api/v1/mining/blocks/audit/scores/:height?", (c) => {
    const { network } = views();
    const raw = c.req.param("height");
    const height = raw === undefined ? network.chain.tipHeight : parseBackendHeight(raw);
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    return c.json(auditScores(network, height));
  });

  app.get("/api/v1/mining/blocks/audit/score/:hash", (c) => {
    const { network } = views();
    const score = auditScore(network, parseBlockHash(c.req.param("hash")));
    c.header("Cache-Control", score ? CACHE_IMMUTABLE : CACHE_LIVE);
    return c.json(score);
  });

  app.get("/api/v1/mining/blocks/predictions/:interval", (c) => {
    const interval = parseMiningInterval(c.req.param("interval"));
    const { network } = views();
    c.header("Cache-Control", cacheFor(ONE_MINUTE_SECONDS));
    // research §2.1: X-Total-Count here counts audited blocks, as upstream's does.
    c.header("X-Total-Count", String(recentAudits(network).length));
    return c.json(blockHealthHistory(network, interval, network.now));
  });

  return app;
}
