/**
 * The public REST API, as data: every endpoint the explorer documents (client/pages/docs), with its
 * method, pattern, section, query parameters and an example path. The /docs/api page lists it, a
 * worker test asks the devnet for every example (tests/worker/docs/public-api-served.test.ts), and
 * a unit test holds every documented parameter to a rule of the edge's check
 * (worker/api/api-param-table.ts), so a documented route is one the explorer serves and checks.
 * Descriptions are texts of the docs area (client/i18n/locales/en/api-docs.ts), one per id.
 *
 * Examples use placeholders the page and the tests fill with real values of the network
 * ({@link fillExample}): a documented example is a request that works.
 *
 * @example
 * PUBLIC_API.find((e) => e.id === "tx")?.example;   // "/api/tx/{txid}"
 * fillExample("/api/tx/{txid}", { txid: "ab…" });  // "/api/tx/ab…"
 */
import type { FeatureFlags } from "../network/feature-flags.ts";
import { EXAMPLE_PLACEHOLDERS, type ExamplePlaceholder, type ExampleValues } from "./example-values.ts";

export const API_SECTIONS = [
  "general",
  "blocks",
  "transactions",
  "addresses",
  "mempool",
  "fees",
  "replacements",
  "mining",
  "statistics",
  "accelerations",
  "accelerator",
] as const;
export type ApiSection = (typeof API_SECTIONS)[number];

export interface ApiEndpoint {
  /** The anchor on the docs page and the key of its description. */
  readonly id: string;
  readonly method: "GET" | "POST";
  /** As the edge and the backend route it: ":name" one segment, a trailing "?" optional. */
  readonly pattern: string;
  readonly section: ApiSection;
  /** A request that works, with {placeholders}; the query string included. */
  readonly example: string;
  readonly query?: readonly string[];
  /** The body a POST sends: an example, with {placeholders}. */
  readonly body?: string;
  /** Served only with this feature on (spec §1). */
  readonly feature?: keyof FeatureFlags;
  /** Under the network prefix ("/testnet/api/…"), or for the site as a whole. */
  readonly networked: boolean;
  /** Needs the signed-in session cookie (and on POST the anti-forgery header, spec §6). */
  readonly session?: boolean;
}

type Extra = Partial<Pick<ApiEndpoint, "query" | "body" | "feature" | "session" | "networked">>;

const endpoint = (method: ApiEndpoint["method"], section: ApiSection, id: string, pattern: string, example: string, extra: Extra = {}): ApiEndpoint => ({
  id,
  method,
  pattern,
  section,
  example,
  networked: true,
  ...extra,
});

const get = (section: ApiSection, id: string, pattern: string, example = pattern, extra: Extra = {}) => endpoint("GET", section, id, pattern, example, extra);

/** The accelerator's services API (shared/services/services-wire.ts): one per site, not per network. */
const services = (method: ApiEndpoint["method"], id: string, path: string, extra: Extra = {}) =>
  endpoint(method, "accelerator", id, `/api/v1/services/${path}`, `/api/v1/services/${path}`, { feature: "accelerator", networked: false, ...extra });

export const PUBLIC_API: readonly ApiEndpoint[] = [
  get("general", "difficulty-adjustment", "/api/v1/difficulty-adjustment"),
  get("general", "init-data", "/api/v1/init-data"),
  get("general", "validate-address", "/api/v1/validate-address/:address", "/api/v1/validate-address/{address}"),
  get("general", "historical-price", "/api/v1/historical-price", "/api/v1/historical-price?currency=USD", { query: ["currency", "timestamp"], feature: "historicalPrice" }),

  get("blocks", "blocks-tip-height", "/api/blocks/tip/height"),
  get("blocks", "blocks-tip-hash", "/api/blocks/tip/hash"),
  get("blocks", "blocks", "/api/blocks/:height?", "/api/blocks/{height}"),
  get("blocks", "block-height", "/api/block-height/:height", "/api/block-height/{height}"),
  get("blocks", "block", "/api/block/:hash", "/api/block/{hash}"),
  get("blocks", "block-status", "/api/block/:hash/status", "/api/block/{hash}/status"),
  get("blocks", "block-txids", "/api/block/:hash/txids", "/api/block/{hash}/txids"),
  get("blocks", "block-txid", "/api/block/:hash/txid/:index", "/api/block/{hash}/txid/0"),
  get("blocks", "block-txs", "/api/block/:hash/txs/:start?", "/api/block/{hash}/txs/0"),
  get("blocks", "block-header", "/api/block/:hash/header", "/api/block/{hash}/header"),
  get("blocks", "block-raw", "/api/block/:hash/raw", "/api/block/{hash}/raw"),
  get("blocks", "v1-blocks", "/api/v1/blocks/:height?", "/api/v1/blocks/{height}"),
  get("blocks", "v1-block", "/api/v1/block/:hash", "/api/v1/block/{hash}"),
  get("blocks", "block-summary", "/api/v1/block/:hash/summary", "/api/v1/block/{hash}/summary"),
  get("blocks", "block-audit-summary", "/api/v1/block/:hash/audit-summary", "/api/v1/block/{hash}/audit-summary", { feature: "audit" }),
  get("blocks", "chain-tips", "/api/v1/chain-tips"),

  get("transactions", "tx", "/api/tx/:txid", "/api/tx/{txid}"),
  get("transactions", "tx-hex", "/api/tx/:txid/hex", "/api/tx/{txid}/hex"),
  get("transactions", "tx-raw", "/api/tx/:txid/raw", "/api/tx/{txid}/raw"),
  get("transactions", "tx-status", "/api/tx/:txid/status", "/api/tx/{txid}/status"),
  get("transactions", "tx-outspends", "/api/tx/:txid/outspends", "/api/tx/{txid}/outspends"),
  get("transactions", "tx-outspend", "/api/tx/:txid/outspend/:vout", "/api/tx/{txid}/outspend/0"),
  get("transactions", "tx-merkle-proof", "/api/tx/:txid/merkle-proof", "/api/tx/{txid}/merkle-proof"),
  get("transactions", "tx-merkleblock-proof", "/api/tx/:txid/merkleblock-proof", "/api/tx/{txid}/merkleblock-proof"),
  get("transactions", "txs-outspends", "/api/txs/outspends", "/api/txs/outspends?txids={txid}", { query: ["txids"] }),
  endpoint("POST", "transactions", "tx-broadcast", "/api/tx", "/api/tx", { body: "0200000001…" }),
  get("transactions", "cpfp", "/api/v1/cpfp/:txid", "/api/v1/cpfp/{txid}"),
  get("transactions", "tx-rbf", "/api/v1/tx/:txid/rbf", "/api/v1/tx/{txid}/rbf"),
  get("transactions", "transaction-times", "/api/v1/transaction-times", "/api/v1/transaction-times?txId[]={txid}", { query: ["txId[]"] }),
  endpoint("POST", "transactions", "prevouts", "/api/v1/prevouts", "/api/v1/prevouts", { body: '[{"txid":"{txid}","vout":0}]' }),

  get("addresses", "address", "/api/address/:address", "/api/address/{address}"),
  get("addresses", "address-txs", "/api/address/:address/txs", "/api/address/{address}/txs"),
  get("addresses", "address-txs-chain", "/api/address/:address/txs/chain/:after?", "/api/address/{address}/txs/chain"),
  get("addresses", "address-txs-mempool", "/api/address/:address/txs/mempool", "/api/address/{address}/txs/mempool"),
  get("addresses", "address-txs-summary", "/api/address/:address/txs/summary/:after?", "/api/address/{address}/txs/summary"),
  get("addresses", "address-utxo", "/api/address/:address/utxo", "/api/address/{address}/utxo"),
  get("addresses", "address-prefix", "/api/address-prefix/:prefix", "/api/address-prefix/{address}"),

  get("mempool", "mempool", "/api/mempool"),
  get("mempool", "mempool-txids", "/api/mempool/txids"),
  get("mempool", "mempool-recent", "/api/mempool/recent"),
  get("mempool", "mempool-blocks", "/api/v1/fees/mempool-blocks"),
  get("mempool", "projected-block", "/api/v1/projected-block/:index", "/api/v1/projected-block/0"),

  get("fees", "fees-recommended", "/api/v1/fees/recommended"),
  get("fees", "fees-precise", "/api/v1/fees/precise"),

  get("replacements", "replacements", "/api/v1/replacements/:after?", "/api/v1/replacements"),
  get("replacements", "fullrbf-replacements", "/api/v1/fullrbf/replacements/:after?", "/api/v1/fullrbf/replacements"),

  get("mining", "mining-pools", "/api/v1/mining/pools/:interval?", "/api/v1/mining/pools/1w"),
  get("mining", "mining-pool", "/api/v1/mining/pool/:slug", "/api/v1/mining/pool/{slug}"),
  get("mining", "mining-pool-hashrate", "/api/v1/mining/pool/:slug/hashrate", "/api/v1/mining/pool/{slug}/hashrate"),
  get("mining", "mining-pool-blocks", "/api/v1/mining/pool/:slug/blocks/:height?", "/api/v1/mining/pool/{slug}/blocks"),
  get("mining", "hashrate", "/api/v1/mining/hashrate/:interval?", "/api/v1/mining/hashrate/1m"),
  get("mining", "hashrate-pools", "/api/v1/mining/hashrate/pools/:interval?", "/api/v1/mining/hashrate/pools/1m"),
  get("mining", "difficulty-adjustments", "/api/v1/mining/difficulty-adjustments/:interval?", "/api/v1/mining/difficulty-adjustments/1m"),
  get("mining", "reward-stats", "/api/v1/mining/reward-stats/:blocks", "/api/v1/mining/reward-stats/144"),
  get("mining", "block-fees", "/api/v1/mining/blocks/fees/:interval?", "/api/v1/mining/blocks/fees/24h"),
  get("mining", "block-rewards", "/api/v1/mining/blocks/rewards/:interval?", "/api/v1/mining/blocks/rewards/24h"),
  get("mining", "block-fee-rates", "/api/v1/mining/blocks/fee-rates/:interval?", "/api/v1/mining/blocks/fee-rates/24h"),
  get("mining", "block-sizes-weights", "/api/v1/mining/blocks/sizes-weights/:interval?", "/api/v1/mining/blocks/sizes-weights/24h"),
  get("mining", "block-predictions", "/api/v1/mining/blocks/predictions/:interval", "/api/v1/mining/blocks/predictions/1w", { feature: "audit" }),
  get("mining", "audit-scores", "/api/v1/mining/blocks/audit/scores/:height?", "/api/v1/mining/blocks/audit/scores", { feature: "audit" }),
  get("mining", "audit-score", "/api/v1/mining/blocks/audit/score/:hash", "/api/v1/mining/blocks/audit/score/{hash}", { feature: "audit" }),
  get("mining", "block-timestamp", "/api/v1/mining/blocks/timestamp/:ts", "/api/v1/mining/blocks/timestamp/{time}"),

  get("statistics", "statistics", "/api/v1/statistics/:interval", "/api/v1/statistics/2h"),

  get("accelerations", "accelerations", "/api/v1/accelerations", "/api/v1/accelerations", { feature: "accelerator" }),
  get("accelerations", "accelerations-block", "/api/v1/accelerations/block/:height", "/api/v1/accelerations/block/{height}", { feature: "accelerator" }),
  get("accelerations", "accelerations-interval", "/api/v1/accelerations/interval/:interval?", "/api/v1/accelerations/interval/1w", { feature: "accelerator" }),
  get("accelerations", "accelerations-total", "/api/v1/accelerations/total", "/api/v1/accelerations/total", { feature: "accelerator" }),

  services("GET", "services-version", "version"),
  services("POST", "services-signup", "auth/signup", { body: '{"username":"…","password":"…"}' }),
  services("POST", "services-login", "auth/login", { body: '{"username":"…","password":"…"}' }),
  services("POST", "services-logout", "auth/logout", { session: true }),
  services("GET", "services-account", "account", { session: true }),
  services("POST", "services-estimate", "accelerator/estimate", { body: '{"txInput":"{txid}"}', session: true }),
  services("POST", "services-accelerate", "accelerator/accelerate", { body: '{"txInput":"{txid}","userBid":…}', session: true }),
  services("GET", "services-accelerations", "accelerator/accelerations"),
  services("GET", "services-accelerations-history", "accelerator/accelerations/history"),
  services("GET", "services-accelerations-stats", "accelerator/accelerations/stats"),
  services("GET", "services-history", "accelerator/history", { session: true }),
  services("GET", "services-balance", "accelerator/balance", { session: true }),
  services("GET", "services-deposit", "accelerator/deposit", { session: true }),
];

const PLACEHOLDER = /\{([a-z]+)\}/g;

const isPlaceholder = (name: string): name is ExamplePlaceholder => (EXAMPLE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * `example` with each {placeholder} replaced by its value; an unknown name is a mistake in the table.
 *
 * @example
 * fillExample("/api/block/{hash}/txid/0", values);   // "/api/block/0000…/txid/0"
 */
export function fillExample(example: string, values: ExampleValues): string {
  return example.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isPlaceholder(name)) throw new RangeError(`fillExample: unknown placeholder ${whole} in ${example}.`);
    return encodeURIComponent(values[name]);
  });
}

/**
 * The endpoints served with `features`, in table order.
 *
 * @example
 * documentedEndpoints({ ...FEATURE_FLAG_DEFAULTS, audit: true }).some((e) => e.id === "audit-score"); // true
 */
export function documentedEndpoints(features: FeatureFlags): readonly ApiEndpoint[] {
  return PUBLIC_API.filter((entry) => entry.feature === undefined || features[entry.feature]);
}

/**
 * The names of a pattern's parameters, optional ones with their "?".
 *
 * @example
 * patternParams("/api/block/:hash/txs/:start?"); // ["hash", "start?"]
 */
export function patternParams(pattern: string): readonly string[] {
  return pattern.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1));
}
