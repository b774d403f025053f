/**
 * The edge's rate limits (worker/rate-limit.ts) in workerd, against the `[[ratelimits]]` bindings as
 * Miniflare emulates them: this file's project (vitest.workers.config.ts) declares them with limits
 * a test reaches in a few requests, and the same numbers in the vars. Each test sends from addresses
 * of its own, and starts its burst early enough in the minute that no window turns during it.
 */
import { SELF, createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import wranglerToml from "../../../wrangler.toml?raw";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { RATE_LIMITS, RATE_LIMIT_SCOPES, readRateLimits } from "../../../worker/rate-limit.ts";
import { FALLBACK_MAX_KEYS, FixedWindowLimiter, UNKNOWN_ADDRESS, clientKey, secondsLeftInWindow } from "../../../worker/rate-limit-middleware.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";

const ORIGIN = "http://explorer.test";
const testEnv = env as unknown as Env;
const LIMITS = readRateLimits(testEnv);
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const from = (address: string | null, headers: Record<string, string> = {}): Record<string, string> =>
  address === null ? headers : { ...headers, "cf-connecting-ip": address };
const get = (path: string, address: string | null, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers: from(address, headers) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the next minute when fewer than `seconds` are left in this one, so a burst is counted in one window. */
async function freshWindow(seconds = 10): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1_000) await sleep(left + 100);
}

/** `count` GETs of `path` from `address`, one after another; their statuses. */
async function statuses(path: string, address: string | null, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await get(path, address);
    await response.body?.cancel();
    result.push(response.status);
  }
  return result;
}

function expectRetryAfter(response: Response): void {
  const seconds = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

/** Opens the live socket from `address`: its status, the socket closed at once when there is one. */
async function upgrade(path: string, address: string): Promise<Response> {
  const response = await get(path, address, { Upgrade: "websocket" });
  if (response.webSocket) {
    response.webSocket.accept();
    response.webSocket.close(1000, "done");
  }
  return response;
}

/** The height of the block a block page embeds for hydration, or undefined when it embeds an error. */
function embeddedBlockHeight(html: string): number | undefined {
  const data = /<script id="blocktide-page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  return data === undefined ? undefined : (JSON.parse(data) as { data?: { block: { height: number } } }).data?.block.height;
}

/** The app called directly with other vars or bindings (createApp is what worker/index.ts serves). */
function appWith(overrides: Partial<Record<keyof Env, unknown>>) {
  const app = createApp();
  const appEnv = { ...testEnv, ...overrides } as Env;
  return async (path: string, address: string | null): Promise<Response> =>
    app.fetch(new Request(`${ORIGIN}${path}`, { headers: from(address) }), appEnv, createExecutionContext());
}

beforeAll(async () => {
  // The devnet seeds on its first request: no burst below should wait for that.
  expect((await get("/api/blocks/tip/height", "192.0.2.250")).status).toBe(200);
  expect((await get("/testnet/api/blocks/tip/height", "192.0.2.251")).status).toBe(200);
});

describe("rate limits per address at the edge", () => {
  it("runs this file against small limits, declared both as vars and as bindings", () => {
    expect(LIMITS).toEqual({ api: 6, services: 4, websocket: 3 });
    for (const scope of RATE_LIMIT_SCOPES) expect(typeof testEnv[RATE_LIMITS[scope].binding]?.limit).toBe("function");
  });

  it("answers 429 past the API's limit, with Retry-After, the API's JSON error and CORS, whatever the network prefix", async () => {
    await freshWindow();
    const address = "198.51.100.1";
    const first = await statuses("/api/blocks/tip/height", address, LIMITS.api - 2);
    const prefixed = await statuses("/testnet/api/blocks/tip/height", address, 2);
    expect([...first, ...prefixed].every((status) => status === 200)).toBe(true);
    const refused = await get("/api/blocks/tip/height", address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await refused.json<{ error: string }>();
    expect(body.error).toMatch(new RegExp(`^Too many requests: at most ${LIMITS.api} API requests per 60 seconds from one address\\. Retry after \\d+ seconds\\.$`));
    // A network's API is the same API: its requests count against the same limit.
    expect((await get("/signet/api/blocks/tip/height", address)).status).toBe(429);
  });

  it("leaves another address alone, and counts an IPv6 client by its /64", async () => {
    await freshWindow();
    expect(await statuses("/api/blocks/tip/height", "2001:db8:17:1::1", LIMITS.api)).toEqual(Array(LIMITS.api).fill(200));
    // Another address in the same /64 is the same client.
    expect((await get("/api/blocks/tip/height", "2001:db8:17:1:ffff::2")).status).toBe(429);
    expect((await get("/api/blocks/tip/height", "2001:db8:17:2::1")).status).toBe(200);
    expect((await get("/api/blocks/tip/height", "198.51.100.2")).status).toBe(200);
  });

  it("limits websocket upgrades on their own, with CORS on the refusal", async () => {
    await freshWindow();
    const address = "198.51.100.3";
    const opened = [await upgrade("/api/v1/ws", address), await upgrade("/testnet/api/v1/ws", address), await upgrade("/api/v1/ws/", address)];
    expect(opened.map((response) => response.status)).toEqual(Array(LIMITS.websocket).fill(101));
    const refused = await upgrade("/api/v1/ws", address);
    expect(refused.status).toBe(429);
    expect(refused.webSocket).toBeNull();
    expectRetryAfter(refused);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect((await refused.json<{ error: string }>()).error).toContain(`at most ${LIMITS.websocket} websocket connections per 60 seconds`);
    // The API's own limit is untouched by the sockets, and another address still connects.
    expect((await get("/api/blocks/tip/height", address)).status).toBe(200);
    expect((await upgrade("/api/v1/ws", "198.51.100.4")).status).toBe(101);
  });

  it("limits the services on their own, refusing with their code `rate_limited`", async () => {
    await freshWindow();
    const address = "198.51.100.5";
    expect(await statuses("/api/v1/services/version", address, LIMITS.services)).toEqual(Array(LIMITS.services).fill(200));
    const refused = await get("/api/v1/services/version", address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect(refused.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect(await refused.text()).toBe("rate_limited");
    expect((await get("/api/blocks/tip/height", address)).status).toBe(200);
    expect((await get("/api/v1/services/version", "198.51.100.6")).status).toBe(200);
  });

  it("does not count the API calls a page makes for itself, against the visitor or the shared unknown address, nor pages under /docs/api", async () => {
    const address = "198.51.100.7";
    const height = Number(await (await get("/api/blocks/tip/height", "198.51.100.8")).text()) - 1;
    await freshWindow(30);
    // A crawler gets the whole block page at once: it loads the block and its transactions through
    // the API, on requests without an address.
    for (let load = 0; load < LIMITS.api; load++) {
      const page = await get(`/block/${height}`, address, { "user-agent": CRAWLER });
      expect(page.status).toBe(200);
      expect(embeddedBlockHeight(await page.text())).toBe(height);
    }
    expect(await statuses("/docs/api/rest", address, LIMITS.api + 1)).toEqual(Array(LIMITS.api + 1).fill(200));
    expect(await statuses("/api/blocks/tip/height", address, LIMITS.api)).toEqual(Array(LIMITS.api).fill(200));
    expect((await get("/api/blocks/tip/height", address)).status).toBe(429);
    // Requests without CF-Connecting-IP are one client, whose whole allowance is still there.
    expect(await statuses("/api/blocks/tip/height", null, LIMITS.api)).toEqual(Array(LIMITS.api).fill(200));
    expect((await get("/api/blocks/tip/height", null)).status).toBe(429);
  });

  it("does not count CORS preflights, which the edge answers itself", async () => {
    await freshWindow();
    const address = "198.51.100.9";
    for (let i = 0; i <= LIMITS.api; i++) {
      const preflight = await SELF.fetch(`${ORIGIN}/api/tx/push`, { method: "OPTIONS", headers: from(address, { Origin: "https://elsewhere.test", "Access-Control-Request-Method": "POST" }) });
      expect(preflight.status).toBe(204);
    }
    expect((await get("/api/blocks/tip/height", address)).status).toBe(200);
  });

  it("turns a limit off with a var of 0, leaving the others on", async () => {
    await freshWindow();
    const fetchWith = appWith({ RATE_LIMIT_API_PER_MINUTE: "0" });
    const address = "198.51.100.10";
    const answers = [];
    for (let i = 0; i < LIMITS.api * 2; i++) answers.push((await fetchWith("/api/blocks/tip/height", address)).status);
    expect(answers).toEqual(Array(LIMITS.api * 2).fill(200));
    const services = [];
    for (let i = 0; i <= LIMITS.services; i++) services.push((await fetchWith("/api/v1/services/version", address)).status);
    expect(services.at(-1)).toBe(429);
  });

  it("counts in memory, per isolate, where the deployment declares no binding", async () => {
    await freshWindow();
    const fetchWith = appWith({ API_RATE_LIMITER: undefined, RATE_LIMIT_API_PER_MINUTE: "2" });
    const address = "198.51.100.11";
    expect((await fetchWith("/api/blocks/tip/height", address)).status).toBe(200);
    expect((await fetchWith("/api/blocks/tip/height", address)).status).toBe(200);
    const refused = await fetchWith("/api/blocks/tip/height", address);
    expect(refused.status).toBe(429);
    expectRetryAfter(refused);
    expect((await refused.json<{ error: string }>()).error).toContain("at most 2 API requests per 60 seconds");
    expect((await fetchWith("/api/blocks/tip/height", "198.51.100.12")).status).toBe(200);
  });

  it("lets requests through when the counter itself fails", async () => {
    const failing: RateLimit = { limit: () => Promise.reject(new Error("the counter is down")) };
    const fetchWith = appWith({ API_RATE_LIMITER: failing });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const answers = [];
      for (let i = 0; i <= LIMITS.api; i++) answers.push((await fetchWith("/api/blocks/tip/height", "198.51.100.13")).status);
      expect(answers).toEqual(Array(LIMITS.api + 1).fill(200));
      expect(logged).toHaveBeenCalledWith("worker: the api rate limiter failed; the request goes through", expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the in-memory fixed window", () => {
  it("allows the limit per key and window, and starts again with the next window", async () => {
    let now = 120_000;
    const limiter = new FixedWindowLimiter(2, 60, () => now);
    const hits = async (key: string) => (await limiter.limit({ key })).success;
    expect([await hits("a"), await hits("a"), await hits("a"), await hits("b")]).toEqual([true, true, false, true]);
    now += 59_999;
    expect(await hits("a")).toBe(false);
    now += 1;
    expect(await hits("a")).toBe(true);
  });

  it("keeps at most FALLBACK_MAX_KEYS addresses, forgetting the oldest", async () => {
    const limiter = new FixedWindowLimiter(1, 60, () => 0);
    for (let i = 0; i <= FALLBACK_MAX_KEYS; i++) await limiter.limit({ key: `k${i}` });
    expect((await limiter.limit({ key: "k0" })).success).toBe(true);
    expect((await limiter.limit({ key: `k${FALLBACK_MAX_KEYS}` })).success).toBe(false);
  });

  it("tells the seconds left in the window, at least one", () => {
    expect(secondsLeftInWindow(60, 120_000)).toBe(60);
    expect(secondsLeftInWindow(60, 120_000 + 59_500)).toBe(1);
    expect(secondsLeftInWindow(60, 120_000 + 17_200)).toBe(43);
  });
});

describe("the client's key", () => {
  const key = (address?: string) => clientKey(new Request(ORIGIN, { headers: address === undefined ? {} : { "cf-connecting-ip": address } }));

  it("is the IPv4 address, an IPv6 address's /64, or one shared key without the header", () => {
    expect(key("203.0.113.9")).toBe("203.0.113.9");
    expect(key("2001:DB8:0:12:abcd::1")).toBe("2001:db8:0:12::/64");
    expect(key("2001:db8:0:12:1:2:3:4")).toBe("2001:db8:0:12::/64");
    expect(key("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(key("::1")).toBe("0:0:0:0::/64");
    expect(key("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(key()).toBe(UNKNOWN_ADDRESS);
    expect(key("")).toBe(UNKNOWN_ADDRESS);
  });
});

describe("the rate limits' configuration", () => {
  it("reads each var as a whole number, empty as the default, and refuses anything else naming the var", () => {
    const read = (vars: Partial<Env>) => readRateLimits({ ...testEnv, ...vars });
    expect(read({ RATE_LIMIT_API_PER_MINUTE: "", RATE_LIMIT_SERVICES_PER_MINUTE: "0", RATE_LIMIT_WEBSOCKET_PER_MINUTE: " 90 " })).toEqual({ api: 600, services: 0, websocket: 90 });
    for (const bad of ["-1", "1.5", "lots", "1e3"]) {
      expect(() => read({ RATE_LIMIT_WEBSOCKET_PER_MINUTE: bad })).toThrow(InvalidConfigError);
      expect(() => read({ RATE_LIMIT_WEBSOCKET_PER_MINUTE: bad })).toThrow(/RATE_LIMIT_WEBSOCKET_PER_MINUTE/);
    }
  });

  it("declares in wrangler.toml each binding with its var's number and the table's period, the table's default", () => {
    const vars = Object.fromEntries([...wranglerToml.matchAll(/^(RATE_LIMIT_\w+) = "(\d+)"$/gm)].map((match) => [match[1], Number(match[2])]));
    const bindings = Object.fromEntries(
      [...wranglerToml.matchAll(/^\[\[ratelimits\]\]\nname = "(\w+)"\nnamespace_id = "\d+"\nsimple = \{ limit = (\d+), period = (\d+) \}$/gm)].map((match) => [
        match[1],
        { limit: Number(match[2]), period: Number(match[3]) },
      ]),
    );
    for (const scope of RATE_LIMIT_SCOPES) {
      const rule = RATE_LIMITS[scope];
      expect(vars[rule.varName], rule.varName).toBe(rule.defaultLimit);
      expect(bindings[rule.binding], rule.binding).toEqual({ limit: rule.defaultLimit, period: rule.periodSeconds });
    }
  });
});
