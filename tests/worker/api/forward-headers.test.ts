import { describe, expect, it } from "vitest";
import { forwardRequestHeaders, forwardResponse } from "../../../worker/api/forward-headers.ts";

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
