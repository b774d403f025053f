import { afterEach, describe, expect, it, vi } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { API_TEST_SETTINGS, NOW, harnessFor, seedApiHarness } from "./api-harness.ts";

const api = seedApiHarness();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createDevnetApi", () => {
  it("allows any origin and exposes X-Total-Count, on answers and on errors", async () => {
    for (const path of ["/api/blocks/tip/height", `/api/tx/${"ab".repeat(32)}`, "/api/v1/blocks/x"]) {
      const answer = await api.request(path, { headers: { Origin: "https://example.org" } });
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-expose-headers")).toBe("X-Total-Count");
    }
  });

  it("answers a CORS preflight", async () => {
    const answer = await api.request("/api/tx", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST" },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("answers an unknown route with 404 naming it", async () => {
    const answer = await api.request("/api/nothing/here");
    expect([answer.status, answer.body]).toEqual([404, "No devnet API route for GET /api/nothing/here."]);
  });

  it("answers /api/v1 errors as {error} JSON when the client sends no Accept header, as Express does", async () => {
    const answer = await api.request("/api/v1/cpfp/abc");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: "Invalid txid: expected 64 hexadecimal characters, got 3 characters." });
  });

  it("never caches an error", async () => {
    expect((await api.request(`/api/tx/${"ab".repeat(32)}`)).headers.get("cache-control")).toBe("no-store");
  });

  it("turns an unexpected failure into a logged 500 with the catalogue's text, not the exception's", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = harnessFor(api.network, createDevnetApi(() => {
      throw new Error("storage on fire");
    }));
    const text = await broken.request("/api/blocks/tip/height");
    expect([text.status, text.body]).toEqual([500, "Something went wrong, please try again later"]);
    const json = await broken.request("/api/v1/fees/recommended", { headers: { Accept: "application/json" } });
    expect([json.status, JSON.parse(json.body)]).toEqual([500, { error: "Something went wrong, please try again later" }]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("follows the network it is given at each request, views and caches included", async () => {
    // A second, tiny network: only here to show the API does not keep serving the first one.
    const other = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-test-other", historyDays: 0.02 }, NOW);
    let current = api.network;
    const app = harnessFor(api.network, createDevnetApi(() => current));
    expect(await app.text("/api/blocks/tip/hash")).toBe(api.network.chain.tip!.hash);
    await app.json("/api/v1/blocks");
    current = other;
    expect(await app.text("/api/blocks/tip/hash")).toBe(other.chain.tip!.hash);
    expect((await app.json<{ id: string }[]>("/api/v1/blocks"))[0]!.id).toBe(other.chain.tip!.hash);
  });
});
