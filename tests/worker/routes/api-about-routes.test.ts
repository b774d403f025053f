/**
 * Routes of the original whose data the devnet does not have (issue 11): the about page's lists
 * and the wallet page. They answer a clear error in the backend's JSON form, not the devnet's
 * catch-all text, until the pages that use them exist.
 */
import { describe, expect, it } from "vitest";
import { api } from "./devnet-samples.ts";

describe("the about page's lists and the wallet route on the devnet", () => {
  it.each(["donations", "contributors", "translators"])("answers /api/v1/%s with 501 and how to get the list, as JSON", async (list) => {
    // No Accept header (curl), and a browser's navigation.
    const variants: Record<string, string>[] = [{}, { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }];
    for (const headers of variants) {
      const response = await api(`/api/v1/${list}`, { headers });
      expect(response.status).toBe(501);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const { error } = await response.json<{ error: string }>();
      expect(error).toMatch(new RegExp(`^The devnet has no ${list} list: .*UPSTREAM_URL`));
    }
  });

  it("answers any wallet name with the backend's 404, as one it does not track", async () => {
    const response = await api("/testnet/api/v1/wallet/some-treasury");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such wallet" });
  });
});
