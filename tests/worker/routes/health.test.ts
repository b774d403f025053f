import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("health endpoint", () => {
  it("reports ok when the client bundle is reachable", async () => {
    const response = await SELF.fetch("http://explorer.test/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", checks: { clientBundle: "ok" } });
  });
});
