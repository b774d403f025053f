import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app.ts";
import type { Env } from "../../worker/env.ts";

const app = createApp();
const fetchWith = (path: string, overrides: Partial<Env>) =>
  app.request(path, { redirect: "manual" }, { ...(env as unknown as Env), ...overrides });

describe("error responses", () => {
  it("answers 503 naming the fix when BASE_MODULE is misspelt, and logs it", async () => {
    const response = await fetchWith("/", { BASE_MODULE: "bitcoinn" });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(
      'Service unavailable: Invalid configuration "BASE_MODULE" = "bitcoinn": expected "bitcoin", "liquid" or "markets" in wrangler.toml [vars].',
    );
  });

  it("answers 503 when a canonical origin is not an origin", async () => {
    const response = await fetchWith("/", { CANONICAL_ORIGIN_BITCOIN: "explorer.example/path" });
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/^Service unavailable: Invalid configuration "canonicalHosts.bitcoin"/);
  });

  it("answers 503 and a failing health check when the client bundle is missing", async () => {
    const missing = { fetch: async () => new Response("Not found", { status: 404 }) } as unknown as Fetcher;
    const page = await fetchWith("/", { ASSETS: missing });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Run `npm run build:client`");
    const health = await fetchWith("/healthz", { ASSETS: missing });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable" });
  });

  it("serves the liquid build with liquid at the root", async () => {
    const html = await (await fetchWith("/testnet", { BASE_MODULE: "liquid" })).text();
    expect(html).toContain("<title>Blocktide - Liquid Testnet Explorer</title>");
  });

  it("points canonical links at the configured origin", async () => {
    const html = await (await fetchWith("/de/signet", { CANONICAL_ORIGIN_BITCOIN: "https://explorer.example" })).text();
    expect(html).toContain('<link rel="canonical" href="https://explorer.example/de/signet"/>');
  });
});

describe("unexpected errors", () => {
  it("answer 500 with the catalogue's internal error text and reveal nothing", async () => {
    const { errorResponse } = await import("../../worker/error-response.ts");
    const response = errorResponse(new TypeError("secret detail"), new Request("http://explorer.test/x"));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Something went wrong, please try again later");
  });

  it("answer a typed client error with its own status and message", async () => {
    const { errorResponse } = await import("../../worker/error-response.ts");
    const { InvalidIdError } = await import("../../shared/types/ids.ts");
    const response = errorResponse(new InvalidIdError("txid", "xyz"), new Request("http://explorer.test/tx/xyz"));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Invalid txid: expected 64 hexadecimal characters, got 3 characters.");
  });

  it("answer 500 for an error that merely has a client status, without revealing its message", async () => {
    const { errorResponse } = await import("../../worker/error-response.ts");
    const upstream = Object.assign(new Error("upstream said: secret detail"), { status: 404 });
    const response = errorResponse(upstream, new Request("http://explorer.test/x"));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Something went wrong, please try again later");
  });
});
