/**
 * Which parameter of which API path is of which kind: every route the devnet serves
 * (durable-objects/devnet/api) and the explorer's clients call (research §2.2, spec §7.2, §7.4),
 * in one table the edge checks before a request reaches the devnet or `UPSTREAM_URL`. A parameter
 * without a kind (a pool slug, search text) is a name only the backend can judge. A path the
 * table does not know is passed on unchecked: the backend may serve routes this build does not
 * (Lightning, Liquid), and it answers for them.
 *
 * Patterns are tried in order and the first match decides, so a literal route (`/api/blocks/tip/hash`)
 * comes before the parameter route it would otherwise fall under (`/api/blocks/:height?`).
 *
 * @example
 * checkApiRequest("/api/tx/abc", new URLSearchParams(), "mainnet"); // throws InvalidIdError (400)
 */
import type { Network } from "../../shared/network/networks.ts";
import type { ApiBodyKind } from "../../shared/params/api-bodies.ts";
import { type PathParamKind, type QueryParamKind, checkPathParam, checkQueryParam } from "../../shared/params/api-params.ts";
import { compilePattern, matchPattern, type PathPattern, splitApiPath } from "./path-pattern.ts";

export interface ApiParamRule {
  readonly pattern: string;
  readonly params?: Readonly<Record<string, PathParamKind>>;
  readonly query?: Readonly<Record<string, QueryParamKind>>;
  /** The JSON body a POST to the route carries (worker/api/api-body.ts checks it). */
  readonly body?: ApiBodyKind;
}

const HASH = { hash: "block-hash" } as const;
const TXID = { txid: "txid" } as const;
const BACKEND_HEIGHT = { height: "backend-height" } as const;

/** The address and script-hash routes answer alike (esplora-address-routes.ts). */
const scriptRules = (base: string, kind: "address" | "script-hash"): ApiParamRule[] => [
  { pattern: `${base}/:key`, params: { key: kind } },
  // A cursor that is no txid reads as none (the first page), and a `max_txs` that is no number as
  // none (5,000 rows): electrs's `parse().ok()`.
  { pattern: `${base}/:key/txs`, params: { key: kind } },
  { pattern: `${base}/:key/txs/summary/:after?`, params: { key: kind } },
  { pattern: `${base}/:key/txs/mempool`, params: { key: kind } },
  { pattern: `${base}/:key/txs/chain/:after?`, params: { key: kind } },
  { pattern: `${base}/:key/utxo`, params: { key: kind } },
];

export const API_PARAM_RULES: readonly ApiParamRule[] = [
  // Esplora (research §2.2, spec §7.4).
  { pattern: "/api/blocks/tip/height" },
  { pattern: "/api/blocks/tip/hash" },
  // Text that is no height is the tip's page (electrs's `parse().ok()`).
  { pattern: "/api/blocks/:height?" },
  { pattern: "/api/block-height/:height", params: { height: "height" } },
  { pattern: "/api/block/:hash", params: HASH },
  { pattern: "/api/block/:hash/status", params: HASH },
  { pattern: "/api/block/:hash/txids", params: HASH },
  { pattern: "/api/block/:hash/txid/:index", params: { ...HASH, index: "tx-index" } },
  // Any start is read (no number is 0); whether it fits the block only the backend knows.
  { pattern: "/api/block/:hash/txs/:start?", params: HASH },
  { pattern: "/api/block/:hash/header", params: HASH },
  { pattern: "/api/block/:hash/raw", params: HASH },
  { pattern: "/api/tx/:txid", params: TXID },
  { pattern: "/api/tx/:txid/hex", params: TXID },
  { pattern: "/api/tx/:txid/raw", params: TXID },
  { pattern: "/api/tx/:txid/status", params: TXID },
  { pattern: "/api/tx/:txid/outspends", params: TXID },
  { pattern: "/api/tx/:txid/outspend/:vout", params: { ...TXID, vout: "output-index" } },
  { pattern: "/api/tx/:txid/merkle-proof", params: TXID },
  { pattern: "/api/tx/:txid/merkleblock-proof", params: TXID },
  { pattern: "/api/txs/outspends", query: { txids: "txid-list" } },
  ...scriptRules("/api/address", "address"),
  ...scriptRules("/api/scripthash", "script-hash"),
  // Multi-address lookups (mempool's electrs): the keys come in the body.
  ...["/api/addresses", "/api/scripthashes"].flatMap((base): ApiParamRule[] => [
    { pattern: `${base}/txs`, body: "script-keys" },
    { pattern: `${base}/txs/summary/:after?`, body: "script-keys" },
  ]),
  // Liquid assets: an asset id is a 64-hex hash like a txid.
  { pattern: "/api/asset/:id", params: { id: "asset-id" } },
  { pattern: "/api/asset/:id/txs", params: { id: "asset-id" } },
  { pattern: "/api/asset/:id/txs/chain/:after?", params: { id: "asset-id" } },
  // Search text: any text is a question the backend answers (spec §5 lower-cases it client-side).
  { pattern: "/api/address-prefix/:prefix" },
  // `start_index` and `limit` that are no numbers read as the defaults (electrs).
  { pattern: "/api/assets/registry" },

  // The mempool backend (research §2.2, spec §7.2).
  // `parseInt`: "12abc" is 12, text with no number an empty list.
  { pattern: "/api/v1/blocks/:height?" },
  { pattern: "/api/v1/block/:hash", params: HASH },
  { pattern: "/api/v1/block/:hash/summary", params: HASH },
  { pattern: "/api/v1/block/:hash/audit-summary", params: HASH },
  { pattern: "/api/v1/block/:hash/tx/:txid/audit", params: { ...HASH, ...TXID } },
  { pattern: "/api/v1/block/:hash/tx/:txid/summary", params: { ...HASH, ...TXID } },
  { pattern: "/api/v1/chain-tips" },
  { pattern: "/api/v1/stale-tips/:height?", params: { height: "height" } },
  { pattern: "/api/v1/prevouts", body: "outpoints" },
  { pattern: "/api/v1/cpfp", body: "local-txs" },
  { pattern: "/api/v1/cpfp/:txid", params: TXID },
  { pattern: "/api/v1/tx/:txid/cached", params: TXID },
  { pattern: "/api/v1/tx/:txid/rbf", params: TXID },
  { pattern: "/api/v1/transaction-times", query: { "txId[]": "txid-array", txId: "txid-array" } },
  { pattern: "/api/v1/replacements/:after?", params: { after: "txid" } },
  { pattern: "/api/v1/fullrbf/replacements/:after?", params: { after: "txid" } },
  // Where a bad address gets its explanation (`isvalid: false`): never refused here.
  { pattern: "/api/v1/validate-address/:address" },
  { pattern: "/api/v1/statistics/:interval", params: { interval: "statistics-interval" } },
  // `parseInt(…) || 0`: a timestamp with no number asks for the whole series.
  { pattern: "/api/v1/historical-price" },
  // A mining window the backend does not know is the whole history: nothing to refuse.
  { pattern: "/api/v1/mining/pools/:interval?" },
  // A pool slug is a name the backend looks up (404 when unknown), like any search.
  { pattern: "/api/v1/mining/pool/:slug" },
  { pattern: "/api/v1/mining/pool/:slug/hashrate" },
  { pattern: "/api/v1/mining/pool/:slug/blocks/:height?", params: BACKEND_HEIGHT },
  { pattern: "/api/v1/mining/hashrate/pools/:interval?" },
  { pattern: "/api/v1/mining/hashrate/:interval?" },
  { pattern: "/api/v1/mining/difficulty-adjustments/:interval?" },
  { pattern: "/api/v1/mining/blocks/audit/scores/:height?", params: BACKEND_HEIGHT },
  { pattern: "/api/v1/mining/blocks/audit/score/:hash", params: HASH },
  { pattern: "/api/v1/mining/blocks/timestamp/:ts", params: { ts: "unix-seconds" } },
  // research §2.2: fees also take a from/to range of unix times.
  { pattern: "/api/v1/mining/blocks/fees", query: { from: "timespan-seconds", to: "timespan-seconds" } },
  ...["fees", "rewards", "fee-rates", "sizes-weights"].map((series) => ({ pattern: `/api/v1/mining/blocks/${series}/:interval?` })),
  { pattern: "/api/v1/mining/blocks/predictions/:interval" },
  { pattern: "/api/v1/mining/reward-stats/:blocks", params: { blocks: "block-count" } },
  { pattern: "/api/v1/accelerations/block/:height", params: BACKEND_HEIGHT },
  // An acceleration window the backend does not know is a month.
  { pattern: "/api/v1/accelerations/interval/:interval?" },
  { pattern: "/api/v1/accelerations/recent/:interval?" },
  { pattern: "/api/v1/accelerations/pool/:slug" },
  { pattern: "/api/v1/accelerations/total" },
  { pattern: "/api/v1/acceleration/request/:txid", params: TXID },
  // The about page's lists and the wallet page: names only the backend knows.
  { pattern: "/api/v1/contributors" },
  { pattern: "/api/v1/donations" },
  { pattern: "/api/v1/translators" },
  { pattern: "/api/v1/wallet/:name" },
];

interface CompiledRule {
  readonly pattern: PathPattern;
  readonly rule: ApiParamRule;
}

const COMPILED: readonly CompiledRule[] = API_PARAM_RULES.map((rule) => ({ pattern: compilePattern(rule.pattern), rule }));

/**
 * The rule whose pattern `path` matches first, with the path's parameters; undefined when none does.
 *
 * @example
 * findApiParamRule("/api/tx/00…00/outspend/1")?.rule.pattern; // "/api/tx/:txid/outspend/:vout"
 */
export function findApiParamRule(path: string): { rule: ApiParamRule; params: Record<string, string> } | undefined {
  const segments = splitApiPath(path);
  for (const { pattern, rule } of COMPILED) {
    const params = matchPattern(pattern, segments);
    if (params) return { rule, params };
  }
  return undefined;
}

/**
 * The kind of JSON body a POST to `path` carries, if the table names one.
 *
 * @example
 * apiBodyKindOf("/api/v1/prevouts"); // "outpoints"
 */
export function apiBodyKindOf(path: string): ApiBodyKind | undefined {
  return findApiParamRule(path)?.rule.body;
}

/**
 * Throws an `InputError` (400) naming the first malformed parameter of a request for `path` (the
 * route after the network prefix) with `search`, on `network`.
 *
 * @example
 * checkApiRequest("/api/v1/statistics/5m", new URLSearchParams(), "mainnet"); // throws: expected one of 2h, 24h, …
 */
export function checkApiRequest(path: string, search: URLSearchParams, network: Network): void {
  const found = findApiParamRule(path);
  if (!found) return;
  const { rule, params } = found;
  for (const [name, kind] of Object.entries(rule.params ?? {})) {
    const raw = params[name];
    if (raw !== undefined) checkPathParam(kind, raw, network);
  }
  for (const [name, kind] of Object.entries(rule.query ?? {})) {
    const values = search.getAll(name);
    if (values.length > 0) checkQueryParam(kind, values, name, network);
  }
}
