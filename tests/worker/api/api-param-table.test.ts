import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../durable-objects/devnet/api/devnet-api.ts";
import { isDevnetServicePath } from "../../../durable-objects/devnet/api/devnet-service-paths.ts";
import { InputError } from "../../../shared/errors/input-error.ts";
import { API_PARAM_RULES, apiBodyKindOf, checkApiRequest, findApiParamRule } from "../../../worker/api/api-param-table.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";

/** Parameters deliberately left to the backend: names it looks up, and validate-address, whose job is to explain a bad address. */
const UNCHECKED = new Set([
  "/api/address-prefix/:prefix#prefix",
  "/api/v1/validate-address/:address#address",
  "/api/v1/mining/pool/:slug#slug",
  "/api/v1/mining/pool/:slug/hashrate#slug",
  "/api/v1/mining/pool/:slug/blocks/:height?#slug",
  "/api/v1/accelerations/pool/:slug#slug",
  "/api/v1/wallet/:name#name",
]);

/** Parameters the backends read whatever their text (README "Compatibility with the original backends"): nothing to refuse. */
const LENIENT = new Set([
  "/api/blocks/:height?#height",
  "/api/block/:hash/txs/:start?#start",
  "/api/address/:key/txs/chain/:after?#after",
  "/api/scripthash/:key/txs/chain/:after?#after",
  "/api/address/:key/txs/summary/:after?#after",
  "/api/scripthash/:key/txs/summary/:after?#after",
  "/api/addresses/txs/summary/:after?#after",
  "/api/scripthashes/txs/summary/:after?#after",
  "/api/v1/blocks/:height?#height",
  "/api/v1/mining/pools/:interval?#interval",
  "/api/v1/mining/hashrate/:interval?#interval",
  "/api/v1/mining/hashrate/pools/:interval?#interval",
  "/api/v1/mining/difficulty-adjustments/:interval?#interval",
  ...["fees", "rewards", "fee-rates", "sizes-weights"].map((series) => `/api/v1/mining/blocks/${series}/:interval?#interval`),
  "/api/v1/mining/blocks/predictions/:interval#interval",
  "/api/v1/accelerations/interval/:interval?#interval",
  "/api/v1/accelerations/recent/:interval?#interval",
]);

/**
 * Every route the devnet serves to the edge, as its own Hono app lists them: not its pool API and
 * faucet, which the edge refuses before any check (the accelerator's services call them directly).
 */
function devnetRoutes(method?: string): string[] {
  const app = createDevnetApi(() => {
    throw new Error("no request is made");
  });
  const paths = app.routes
    .filter((route) => route.method !== "ALL" && (method === undefined || route.method === method) && !isDevnetServicePath(route.path))
    .map((route) => route.path);
  return [...new Set(paths)];
}

describe("the API parameter table", () => {
  const routes = devnetRoutes();

  it("lists the devnet's routes (a sanity check of the listing itself)", () => {
    expect(routes).toContain("/api/tx/:txid/outspend/:vout");
    expect(routes.length).toBeGreaterThan(60);
  });

  it.each(routes.filter((path) => path.includes(":")))("gives every parameter of the devnet route %s a kind, matched first by its own pattern", (path) => {
    const sample = path.replace(/\/:[^/]+/g, "/x1").replace(/\?$/, "");
    const found = findApiParamRule(sample);
    expect(found?.rule.pattern).toBe(path);
    for (const [, name] of path.matchAll(/:([^/?]+)/g)) {
      if (UNCHECKED.has(`${path}#${name}`) || LENIENT.has(`${path}#${name}`)) continue;
      expect(found?.rule.params?.[name!], `${path} :${name}`).toBeDefined();
    }
  });

  it("names the body of every POST route of the devnet, which the edge checks before a backend reads it", () => {
    const posts = devnetRoutes("POST");
    expect(posts).toContain("/api/addresses/txs");
    for (const path of posts.filter((p) => p !== "/api/tx")) {
      expect(apiBodyKindOf(path.replace(/\/:[^/]+\?$/, "")), path).toBeDefined();
    }
    // A raw transaction is text the node judges (durable-objects/devnet/api/route-params.ts).
    expect(apiBodyKindOf("/api/tx")).toBeUndefined();
  });

  it("has no pattern twice", () => {
    const patterns = API_PARAM_RULES.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("sends a literal route to its own rule, not to the parameter route beside it", () => {
    expect(findApiParamRule("/api/blocks/tip/hash")?.rule.pattern).toBe("/api/blocks/tip/hash");
    expect(findApiParamRule("/api/v1/mining/hashrate/pools/1w")?.rule.pattern).toBe("/api/v1/mining/hashrate/pools/:interval?");
    expect(() => checkApiRequest("/api/blocks/tip/height", new URLSearchParams(), "mainnet")).not.toThrow();
  });

  it("checks query parameters too, and passes a path it does not know", () => {
    expect(() => checkApiRequest("/api/txs/outspends", new URLSearchParams(`txids=${`${HASH},`.repeat(51)}`), "mainnet")).toThrow(InputError);
    expect(() => checkApiRequest("/api/v1/mining/blocks/fees", new URLSearchParams("from=now&to=1700000000"), "mainnet")).toThrow(/Invalid from "now"/);
    expect(() => checkApiRequest("/api/v1/lightning/nodes/whatever", new URLSearchParams("x=1.5"), "mainnet")).not.toThrow();
  });
});
