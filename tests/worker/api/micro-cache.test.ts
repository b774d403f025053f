import { describe, expect, it } from "vitest";
import { NO_CACHE, type CachePolicy } from "../../../worker/api/cache-ttl.ts";
import { cachedAnswer, isStorable } from "../../../worker/api/micro-cache.ts";

const TEN_SECONDS: CachePolicy = { edgeSeconds: 10, cacheControl: "public, max-age=10" };

/** A real Cache API cache of its own per test, and an origin that counts how often it is asked. */
async function setup(name: string, answer: () => Response) {
  const cache = await caches.open(`micro-cache-test-${name}`);
  const pending: Promise<unknown>[] = [];
  let loads = 0;
  const ask = async (url: string, method = "GET", policy = TEN_SECONDS) => {
    const response = await cachedAnswer(new Request(url, { method }), policy, async () => (loads++, answer()), { cache, waitUntil: (p) => void pending.push(p) });
    await Promise.all(pending.splice(0));
    return response;
  };
  return { ask, loads: () => loads };
}

describe("cachedAnswer", () => {
  it("stores a 200 and answers the same URL from the cache, with the policy's Cache-Control", async () => {
    const { ask, loads } = await setup("hit", () => new Response("a", { headers: { "cache-control": "public, max-age=1", "x-total-count": "3" } }));
    const first = await ask("https://explorer.test/api/mempool");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=10");
    const second = await ask("https://explorer.test/api/mempool");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("x-total-count")).toBe("3");
    expect(await second.text()).toBe("a");
    expect(loads()).toBe(1);
    // The key is the full URL: another query is another answer.
    expect((await ask("https://explorer.test/api/mempool?x=1")).headers.get("x-cache")).toBe("MISS");
    expect(loads()).toBe(2);
  });

  it.each<[string, () => Response]>([
    ["a 404 even when marked public", () => new Response("Transaction not found", { status: 404, headers: { "cache-control": "public, max-age=60" } })],
    ["a 500", () => new Response("oops", { status: 500 })],
    ["a 204", () => new Response(null, { status: 204 })],
    ["an answer that sets a cookie", () => new Response("a", { headers: { "set-cookie": "session=1" } })],
    ["an answer that varies by cookie", () => new Response("a", { headers: { vary: "Accept-Encoding, Cookie" } })],
    ["an answer marked private", () => new Response("a", { headers: { "cache-control": "private, max-age=60" } })],
    ["an answer marked no-store", () => new Response("a", { headers: { "cache-control": "no-store" } })],
  ])("never stores %s", async (name, answer) => {
    const { ask, loads } = await setup(name.replaceAll(" ", "-"), answer);
    for (let i = 0; i < 2; i++) expect((await ask("https://explorer.test/api/tx/ab")).headers.get("x-cache")).toBe("MISS");
    expect(loads()).toBe(2);
  });

  it("passes requests that are not GET, and paths that are never kept, straight to the origin", async () => {
    const { ask, loads } = await setup("bypass", () => new Response("a"));
    expect((await ask("https://explorer.test/api/tx", "POST")).headers.get("x-cache")).toBe("BYPASS");
    expect((await ask("https://explorer.test/api/v1/services/account", "GET", NO_CACHE)).headers.get("x-cache")).toBe("BYPASS");
    expect((await ask("https://explorer.test/api/v1/services/account", "GET", NO_CACHE)).headers.get("x-cache")).toBe("BYPASS");
    expect(loads()).toBe(3);
  });
});

describe("isStorable", () => {
  it("keeps a public 200 and one with no Cache-Control at all", () => {
    expect(isStorable(new Response("a", { headers: { "cache-control": "public, max-age=1" } }))).toBe(true);
    expect(isStorable(new Response("a"))).toBe(true);
    expect(isStorable(new Response("a", { headers: { vary: "Accept-Encoding" } }))).toBe(true);
  });
});
