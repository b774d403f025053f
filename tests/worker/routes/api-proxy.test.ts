import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MISMATCHED_XSRF_HEADER, MISSING_XSRF_HEADER } from "../../../worker/api/anti-forgery.ts";
import { NOT_AN_API_PATH } from "../../../worker/routes/api-proxy.ts";

const ORIGIN = "http://explorer.test";
const api = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, init);
const UNKNOWN_TXID = "ff".repeat(32);
const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";
const MAINNET_ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";

/** Polls `check` until it holds: the cache stores a copy after the answer has gone out (waitUntil). */
async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectCors(response: Response): void {
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("access-control-expose-headers")).toBe("X-Total-Count");
}

describe("/api validation at the edge", () => {
  it.each<[string, string, RegExp]>([
    ["a txid", "/api/tx/abc", /^Invalid txid: expected 64 hexadecimal characters, got 3 characters\.$/],
    ["a txid with an output index", `/api/tx/${UNKNOWN_TXID}/outspend/x`, /^Invalid output index "x"/],
    ["a block hash", "/api/block/840000", /^Invalid block hash: expected 64 hexadecimal characters, got 6 characters\.$/],
    ["a block height", "/api/block-height/-1", /^Invalid block height "-1": expected a whole number of 0 \(genesis\) or more\.$/],
    ["an address of another network", `/api/address/${TESTNET_ADDRESS}`, /^Address on invalid network$/],
    ["an address of another network, on testnet", `/testnet/api/address/${MAINNET_ADDRESS}/utxo`, /^Address on invalid network$/],
    ["a malformed address", "/api/address/hello/txs", /^Invalid Bitcoin address$/],
    ["a script hash", "/api/scripthash/abcd", /^Invalid scripthash: expected 64 hexadecimal characters/],
    ["a txid list too long", `/api/txs/outspends?txids=${Array(51).fill(UNKNOWN_TXID).join(",")}`, /^Invalid txids "51 txids": expected at most 50/],
  ])("refuses %s with 400 and Esplora's plain text", async (_case, path, message) => {
    const response = await api(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectCors(response);
    expect(await response.text()).toMatch(message);
  });

  it.each<[string, string, RegExp]>([
    ["a txid", "/api/v1/cpfp/xyz", /^Invalid txid: expected 64 hexadecimal characters, got 3 characters\.$/],
    ["a block hash", "/api/v1/block/tip/summary", /^Invalid block hash/],
    ["a statistics window", "/api/v1/statistics/5m", /^Invalid statistics interval "5m": expected one of 2h, 24h, 1w/],
    ["a pool's blocks from no height", "/testnet/api/v1/mining/pool/unknown/blocks/tip", /^Invalid block height "tip"/],
    ["a block count", "/api/v1/mining/reward-stats/0", /^Invalid block count "0"/],
    ["a timestamp that is not an integer", "/api/v1/mining/blocks/timestamp/1700000000.5", /^Invalid timestamp "1700000000.5"/],
    ["a list of txids too long", `/api/v1/transaction-times?${Array.from({ length: 101 }, () => `txId[]=${UNKNOWN_TXID}`).join("&")}`, /expected at most 100/],
  ])("refuses %s on /api/v1 with 400 and {error} as JSON", async (_case, path, message) => {
    const response = await api(path, { headers: { accept: "application/json, text/plain, */*" } });
    expect(response.status).toBe(400);
    expectCors(response);
    const body = await response.json<{ error: string }>();
    expect(body.error).toMatch(message);
  });

  it("answers /api/v1 errors as text to a client that does not accept JSON, as the original does", async () => {
    const response = await api("/api/v1/cpfp/xyz", { headers: { accept: "text/html" } });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Invalid txid/);
  });

  it("lets well-formed requests through to the backend, which says whether the thing exists", async () => {
    const response = await api(`/api/tx/${UNKNOWN_TXID}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Transaction not found");
    expect((await api(`/api/v1/validate-address/hello`)).status).toBe(200);
  });

  it("refuses a path under a language or preview prefix, which has no API", async () => {
    for (const path of ["/de/api/blocks/tip/height", "/preview/api/blocks/tip/height", "/nonsense/api/blocks/tip/height"]) {
      const response = await api(path);
      expect(response.status, path).toBe(404);
      expectCors(response);
      expect(await response.json()).toEqual({ error: NOT_AN_API_PATH });
    }
  });
});

describe("/api micro-caching", () => {
  it("answers a second identical GET from the cache, with the long TTL of a mined block", async () => {
    const hash = await (await api("/api/blocks/tip/hash")).text();
    const path = `/api/block/${hash}?test=cache-hit`;
    const first = await api(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    const body = await first.text();
    const hit = await eventually(async () => {
      const again = await api(path);
      return again.headers.get("x-cache") === "HIT" ? again : (await again.body?.cancel(), undefined);
    }, "a cache hit");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    expectCors(hit);
    expect(await hit.text()).toBe(body);
  });

  it("never keeps an error, even on a route it keeps for a month", async () => {
    const path = `/api/block/${"00".repeat(32)}?test=cache-error`;
    for (let i = 0; i < 3; i++) {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("x-cache")).toBe("MISS");
      expect(response.headers.get("cache-control")).toBe("no-store");
      await response.body?.cancel();
    }
  });

  it("keeps no live answer of the devnet, which answers from memory and would only go stale", async () => {
    const response = await api("/api/blocks/tip/height");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    // The devnet's own header (research §2.4: live data, a second).
    expect(response.headers.get("cache-control")).toBe("public, max-age=1");
    await response.body?.cancel();
  });

  it("never keeps what a state-changing request answers", async () => {
    const response = await api("/api/tx", { method: "POST", body: "00" });
    expect(response.headers.get("x-cache")).toBe("BYPASS");
    await response.body?.cancel();
  });
});

describe("/api CORS", () => {
  it("marks answers and errors readable by any origin, exposing X-Total-Count", async () => {
    const ok = await api("/api/v1/mining/pools/1w");
    expect(ok.status).toBe(200);
    expectCors(ok);
    expect(Number(ok.headers.get("x-total-count"))).toBeGreaterThan(0);
    expectCors(await api("/api/tx/abc"));
    expectCors(await api("/liquid/api/blocks/tip/height"));
    expectCors(await api("/api/v1/init-data"));
  });

  it("answers a preflight itself, allowing the anti-forgery header", async () => {
    const response = await api("/testnet/api/tx", {
      method: "OPTIONS",
      headers: { origin: "https://wallet.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type, x-xsrf-token" },
    });
    expect(response.status).toBe(204);
    expectCors(response);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toContain("X-XSRF-TOKEN");
    expect(response.headers.get("access-control-allow-headers")).toContain("Content-Type");
  });
});

describe("/api anti-forgery (spec §6)", () => {
  const broadcast = (headers: Record<string, string>) => api("/api/tx", { method: "POST", body: "not-a-transaction", headers });

  it("refuses a state-changing request that carries the cookie but not the header", async () => {
    const response = await broadcast({ cookie: "XSRF-TOKEN=abc" });
    expect(response.status).toBe(403);
    expectCors(response);
    expect(await response.json()).toEqual({ error: MISSING_XSRF_HEADER });
  });

  it("refuses a header that does not match the cookie", async () => {
    const response = await broadcast({ cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abd" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: MISMATCHED_XSRF_HEADER });
  });

  it("passes a matching header, and a request without the cookie (curl, a wallet), to the backend", async () => {
    const passing: Record<string, string>[] = [{ cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abc" }, {}];
    for (const headers of passing) {
      const response = await broadcast(headers);
      // The devnet's own answer to the body: the request got through.
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/Invalid transaction hex/);
    }
  });
});
