import { describe, expect, it } from "vitest";
import { ApiError, type ApiClientContext, InvalidApiPathError, apiFetch, apiGetJson, resolveApiUrl } from "../../../client/api/api-fetch.ts";

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
}

/** A context whose server is a function: what was sent is recorded, `answer` decides the reply. */
function context(options: { cookies?: string; networkBase?: string; answer?: (sent: Sent) => Response } = {}): ApiClientContext & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    networkBase: () => options.networkBase ?? "",
    cookies: () => options.cookies ?? "",
    fetch: async (url, init) => {
      const request = { url, method: init.method ?? "GET", headers: new Headers(init.headers) };
      sent.push(request);
      return options.answer ? options.answer(request) : new Response("ok");
    },
  };
}

describe("apiFetch", () => {
  it("prefixes the current network's base (spec §7)", async () => {
    const ctx = context({ networkBase: "/testnet" });
    await apiFetch("/api/blocks/tip/height", {}, { context: ctx });
    expect(ctx.sent[0]!.url).toBe("/testnet/api/blocks/tip/height");
  });

  it("leaves out the prefix for the paths that have none", async () => {
    const ctx = context({ networkBase: "/signet" });
    await apiFetch("/api/v1/donations", {}, { context: ctx, network: false });
    expect(ctx.sent[0]!.url).toBe("/api/v1/donations");
  });

  it("sends X-XSRF-TOKEN equal to the cookie on a state-changing request (spec §6)", async () => {
    const ctx = context({ cookies: "lang=de; XSRF-TOKEN=tok%2Ben" });
    await apiFetch("/api/tx", { method: "post", body: "00" }, { context: ctx });
    expect(ctx.sent[0]!.method).toBe("POST");
    expect(ctx.sent[0]!.headers.get("X-XSRF-TOKEN")).toBe("tok+en");
  });

  it.each(["GET", "HEAD"])("sends no token on %s", async (method) => {
    const ctx = context({ cookies: "XSRF-TOKEN=tok" });
    await apiFetch("/api/tx/ab", { method }, { context: ctx });
    expect(ctx.sent[0]!.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("sends no token without the cookie", async () => {
    const ctx = context({ cookies: "lang=de" });
    await apiFetch("/api/tx", { method: "POST", body: "00" }, { context: ctx });
    expect(ctx.sent[0]!.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("never sends the token to an absolute URL, which may be another origin", async () => {
    const ctx = context({ cookies: "XSRF-TOKEN=tok" });
    await apiFetch("https://other.example/api/tx", { method: "POST", body: "00" }, { context: ctx });
    expect(ctx.sent[0]!.url).toBe("https://other.example/api/tx");
    expect(ctx.sent[0]!.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("keeps a token the caller set itself", async () => {
    const ctx = context({ cookies: "XSRF-TOKEN=cookie" });
    await apiFetch("/api/tx", { method: "POST", headers: { "X-XSRF-TOKEN": "own" } }, { context: ctx });
    expect(ctx.sent[0]!.headers.get("X-XSRF-TOKEN")).toBe("own");
  });

  it("turns a plain-text error into an ApiError with the server's message", async () => {
    const ctx = context({ answer: () => new Response("Transaction not found", { status: 404 }) });
    const error = await apiFetch("/api/tx/ab", {}, { context: ctx }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, path: "/api/tx/ab", message: "Transaction not found" });
  });

  it('turns a JSON error into an ApiError with its "error" field', async () => {
    const ctx = context({ answer: () => Response.json({ error: "Invalid txid: expected 64 hexadecimal characters, got 2 characters." }, { status: 400 }) });
    await expect(apiFetch("/api/v1/cpfp/ab", {}, { context: ctx })).rejects.toMatchObject({ status: 400, message: "Invalid txid: expected 64 hexadecimal characters, got 2 characters." });
  });

  it("names the status when the error has no body", async () => {
    const ctx = context({ answer: () => new Response(null, { status: 502, statusText: "Bad Gateway" }) });
    await expect(apiFetch("/api/mempool", {}, { context: ctx })).rejects.toMatchObject({ status: 502, message: "502 Bad Gateway" });
  });

  it("turns a failed connection into an ApiError with status 0", async () => {
    const ctx: ApiClientContext = { networkBase: () => "", cookies: () => "", fetch: () => Promise.reject(new TypeError("Failed to fetch")) };
    await expect(apiFetch("/api/mempool", {}, { context: ctx })).rejects.toMatchObject({ name: "ApiError", status: 0, message: expect.stringContaining("Failed to fetch") });
  });

  it("refuses a path that is neither /api/… nor absolute", async () => {
    await expect(apiFetch("tx/ab", {}, { context: context() })).rejects.toBeInstanceOf(InvalidApiPathError);
  });
});

describe("apiGetJson", () => {
  it("asks for JSON and hands it to the parser", async () => {
    const ctx = context({ networkBase: "/signet", answer: () => Response.json({ fastestFee: 3 }) });
    const fees = await apiGetJson("/api/v1/fees/recommended", (json) => (json as { fastestFee: number }).fastestFee, { context: ctx });
    expect(fees).toBe(3);
    expect(ctx.sent[0]!.headers.get("accept")).toBe("application/json");
    expect(ctx.sent[0]!.url).toBe("/signet/api/v1/fees/recommended");
  });

  it("rejects a body that is not JSON with an ApiError", async () => {
    const ctx = context({ answer: () => new Response("<html>") });
    await expect(apiGetJson("/api/v1/blocks", undefined, { context: ctx })).rejects.toMatchObject({ name: "ApiError", message: "The answer to /api/v1/blocks is not JSON." });
  });
});

describe("resolveApiUrl", () => {
  it.each<[string, string, string]>([
    ["/api/tx/ab", "", "/api/tx/ab"],
    ["/api/tx/ab", "/liquidtestnet", "/liquidtestnet/api/tx/ab"],
    ["https://x.example/api/tx", "/testnet", "https://x.example/api/tx"],
  ])("%s under %j is %s", (path, base, expected) => {
    expect(resolveApiUrl(path, base)).toBe(expected);
  });
});
