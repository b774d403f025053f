/**
 * `/api` with `UPSTREAM_URL` set. The upstream is a real mempool-compatible backend inside the
 * test: this same worker as deployed (`SELF`, whose `UPSTREAM_URL` is empty, so the devnet answers),
 * reached at the configured origin. The app under test is built with the worker's real bindings and
 * only `UPSTREAM_URL` changed; the requests it sends are recorded on their way to SELF.
 */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";

const UPSTREAM = "http://upstream.test";

/** The app with `UPSTREAM_URL`, its requests to the upstream recorded and passed on to the deployed worker. */
function proxied(upstreamUrl = UPSTREAM, options: { timeoutMs?: number; hang?: boolean } = {}) {
  const sent: Request[] = [];
  const app = createApp({
    api: {
      upstreamFetch: (request) => {
        sent.push(request.clone() as Request);
        return options.hang ? new Promise<Response>(() => undefined) : SELF.fetch(request);
      },
      upstreamTimeoutMs: options.timeoutMs,
    },
  });
  const vars: Env = { ...(env as unknown as Env), UPSTREAM_URL: upstreamUrl };
  const fetch = async (path: string, init?: RequestInit): Promise<Response> => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://proxied.test${path}`, init), vars, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { sent, fetch };
}

describe("/api through UPSTREAM_URL", () => {
  it("asks the upstream under the network's prefix and answers what it answers", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/testnet/api/blocks/tip/hash?test=prefix");
    expect(response.status).toBe(200);
    const direct = await (await SELF.fetch("http://explorer.test/testnet/api/blocks/tip/hash")).text();
    expect(await response.text()).toBe(direct);
    expect(sent.map((request) => request.url)).toEqual([`${UPSTREAM}/testnet/api/blocks/tip/hash?test=prefix`]);
  });

  it("sends the same method and body, without the visitor's cookies", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/api/tx", {
      method: "POST",
      body: "not-a-transaction",
      headers: { cookie: "XSRF-TOKEN=abc; lang=de", "x-xsrf-token": "abc", "content-type": "text/plain", "x-blocktide-devnet-network": "signet" },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Invalid transaction hex/);
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(await request!.text()).toBe("not-a-transaction");
    expect(request!.headers.get("cookie")).toBeNull();
    expect(request!.headers.get("x-xsrf-token")).toBeNull();
    expect(request!.headers.get("x-blocktide-devnet-network")).toBeNull();
    expect(request!.headers.get("content-type")).toBe("text/plain");
  });

  it("passes Liquid on to the upstream, which the devnet cannot serve", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/liquid/api/blocks/tip/height");
    expect(sent.map((request) => request.url)).toEqual([`${UPSTREAM}/liquid/api/blocks/tip/height`]);
    // The upstream here is the devnet-backed worker, which says so itself.
    expect(response.status).toBe(503);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("passes the about page's lists on to the upstream, whose data the devnet does not have", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/api/v1/contributors");
    expect(sent.map((request) => request.url)).toEqual([`${UPSTREAM}/api/v1/contributors`]);
    // The upstream here is the devnet-backed worker, which says it has none.
    expect(response.status).toBe(501);
  });

  it("refuses a malformed id before the upstream is asked", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/signet/api/tx/123");
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Invalid txid/);
    expect(sent).toEqual([]);
  });

  it("refuses a forged state change before the upstream is asked", async () => {
    const { sent, fetch } = proxied();
    const response = await fetch("/api/tx", { method: "POST", body: "00", headers: { cookie: "XSRF-TOKEN=abc" } });
    expect(response.status).toBe(403);
    expect(sent).toEqual([]);
  });

  it("checks a lookup's JSON body before the upstream is asked, then passes the same bytes on", async () => {
    const { sent, fetch } = proxied();
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(path, { method: "POST", body, headers: { "content-type": "application/json", accept: "application/json", ...headers } });
    const malformed = await post("/api/v1/prevouts", '[{"txid":"12","vout":0}]');
    expect(malformed.status).toBe(400);
    expect((await malformed.json<{ error: string }>()).error).toMatch(/^Invalid outpoints format/);
    const tooLong = await post("/api/addresses/txs", "[]", { "content-length": "50000" });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.text()).toBe("body too long");
    expect(sent).toEqual([]);

    const body = `  [ "${"1".repeat(34)}" ]  `;
    const response = await post("/testnet/api/addresses/txs/summary?max_txs=3", body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(sent.map((request) => request.url)).toEqual([`${UPSTREAM}/testnet/api/addresses/txs/summary?max_txs=3`]);
    expect(sent[0]!.method).toBe("POST");
    expect(await sent[0]!.text()).toBe(body);
    expect(sent[0]!.headers.get("content-type")).toBe("application/json");
  });

  it("asks the upstream once for identical GETs while the answer is fresh", async () => {
    const { sent, fetch } = proxied();
    const hash = await (await SELF.fetch("http://explorer.test/api/blocks/tip/hash")).text();
    const first = await fetch(`/api/v1/block/${hash}/summary?test=upstream-cache`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await fetch(`/api/v1/block/${hash}/summary?test=upstream-cache`);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.json()).toEqual(await first.json());
    expect(sent).toHaveLength(1);
  });

  it("keeps live answers of a real backend for seconds, as research §2.4 says (mining: warm, 10 s)", async () => {
    const { sent, fetch } = proxied();
    const first = await fetch("/api/v1/mining/pools/1w?test=upstream-warm");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=10");
    expect(first.headers.get("x-total-count")).not.toBeNull();
    const second = await fetch("/api/v1/mining/pools/1w?test=upstream-warm");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("x-total-count")).toBe(first.headers.get("x-total-count"));
    expect(sent).toHaveLength(1);
  });

  it("answers 502 with a clear JSON message when the upstream cannot be reached, and does not hang", async () => {
    const dead = createApp();
    const ctx = createExecutionContext();
    const response = await dead.fetch(new Request("http://proxied.test/api/blocks/tip/height"), { ...(env as unknown as Env), UPSTREAM_URL: "http://127.0.0.1:9" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(502);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json<{ error: string }>();
    expect(body.error).toBe("The explorer's backend could not be reached. Try again shortly.");
    // The upstream's address is the operator's business, not the visitor's.
    expect(body.error).not.toContain("127.0.0.1");
  });

  it("answers 504 when the upstream does not start answering in time", async () => {
    const { fetch } = proxied(UPSTREAM, { hang: true, timeoutMs: 20 });
    const response = await fetch("/api/mempool?test=timeout");
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: "The explorer's backend did not answer within 0.02 s. Try again shortly." });
  });

  it("answers 503 naming the fix when UPSTREAM_URL is not an http(s) URL", async () => {
    const { fetch } = proxied("ftp://upstream.test");
    const response = await fetch("/api/mempool");
    expect(response.status).toBe(503);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toMatch(/UPSTREAM_URL/);
  });
});
