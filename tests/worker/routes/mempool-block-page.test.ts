import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const ORIGIN = "http://explorer.test";
// A crawler waits for the hub's snapshot, so the projected blocks are in the document.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });

describe("/mempool-block/{index} through the worker", () => {
  it("renders the next projected block's figures from the hub's snapshot", async () => {
    const response = await page("/mempool-block/0");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Mempool block 0 - Blocktide - Bitcoin Explorer</title>");
    expect(html).toContain("Next block");
    expect(html).toContain("Median fee");
    expect(html).toContain("Estimated time");
    // The graph waits for track-mempool-block in the browser.
    expect(html).toContain("Projected block overview");
  });

  it.each([
    ["/mempool-block/-1", "/mempool-block/0"],
    ["/mempool-block/1.5", "/mempool-block/0"],
    ["/mempool-block/x", "/mempool-block/0"],
    ["/testnet/mempool-block/x", "/testnet/mempool-block/0"],
  ])("sends %s to %s (spec §5: a non-negative integer, else 0)", async (path, target) => {
    const response = await page(path);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).pathname).toBe(target);
    await response.body?.cancel();
  });
});
