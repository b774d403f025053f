import { describe, expect, it } from "vitest";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import { forwardRequestHeaders, forwardResponse } from "../../../worker/api/forward-headers.ts";
import { upstreamApiRoot } from "../../../worker/api/upstream-proxy.ts";

describe("upstreamApiRoot", () => {
  it.each<[string | undefined, Parameters<typeof upstreamApiRoot>[1], Parameters<typeof upstreamApiRoot>[2], string | null]>([
    ["", "mainnet", "bitcoin", null],
    [undefined, "testnet", "bitcoin", null],
    ["  ", "testnet", "bitcoin", null],
    ["https://backend.example", "mainnet", "bitcoin", "https://backend.example"],
    ["https://backend.example/", "testnet", "bitcoin", "https://backend.example/testnet"],
    ["http://10.0.0.5:8999/mempool/", "signet", "bitcoin", "http://10.0.0.5:8999/mempool/signet"],
    ["https://backend.example", "liquid", "liquid", "https://backend.example"],
    ["https://backend.example", "liquidtestnet", "liquid", "https://backend.example/testnet"],
    ["https://backend.example", "liquidtestnet", "bitcoin", "https://backend.example/liquidtestnet"],
  ])("%j for %s on the %s build is %j", (configured, network, base, expected) => {
    expect(upstreamApiRoot(configured, network, base)).toBe(expected);
  });

  it.each(["backend.example", "ftp://backend.example", "ws://backend.example"])("refuses %j with the fix", (configured) => {
    expect(() => upstreamApiRoot(configured, "mainnet", "bitcoin")).toThrow(InvalidConfigError);
    expect(() => upstreamApiRoot(configured, "mainnet", "bitcoin")).toThrow(/UPSTREAM_URL/);
  });
});

describe("headers across the edge", () => {
  it("sends the backend only content negotiation and conditional headers, never cookies or credentials", () => {
    const headers = forwardRequestHeaders(
      new Headers({
        accept: "application/json",
        "content-type": "text/plain",
        "if-none-match": '"x"',
        cookie: "XSRF-TOKEN=abc",
        authorization: "Basic eDp5",
        connection: "keep-alive",
        "x-blocktide-devnet-network": "testnet",
        "x-blocktide-hub-peer": "1",
      }),
    );
    expect([...headers.keys()].sort()).toEqual(["accept", "content-type", "if-none-match"]);
  });

  it("drops the backend's cookies and hop-by-hop headers, keeping status and the rest", async () => {
    const upstream = new Response("ok", { status: 203, headers: { "set-cookie": "session=1", connection: "close", "x-total-count": "7", "cache-control": "public, max-age=60" } });
    const passed = forwardResponse(upstream);
    expect(passed.status).toBe(203);
    expect(passed.headers.has("set-cookie")).toBe(false);
    expect(passed.headers.has("connection")).toBe(false);
    expect(passed.headers.get("x-total-count")).toBe("7");
    expect(await passed.text()).toBe("ok");
  });
});
