import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { blockHashAtHeight, blockPageData, readBlockPageData, readBlockRouteId } from "../../../../client/pages/block/block-page-data.ts";
import { blockDevnet, type BlockDevnet } from "./devnet-api.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

let devnet: BlockDevnet;
// Seeding a devnet takes seconds, more when every core is busy.
beforeAll(async () => {
  devnet = await blockDevnet();
}, 120_000);

const load = (id: string) => loadPageDataEntry(blockPageData, { id }, devnet.api, TEST_SITE);

describe("the block page's loader", () => {
  it("finds a block by height through its hash (spec §7.4), and the block by hash", async () => {
    const height = devnet.tip - 3;
    const hash = await devnet.hashAt(height);
    devnet.asked.length = 0;
    const entry = await load(String(height));
    expect(entry).toMatchObject({ key: `block:${height}`, data: { block: { id: hash, height } } });
    expect(devnet.asked).toEqual([`/api/block-height/${height}`, `/api/v1/block/${hash}`]);

    devnet.asked.length = 0;
    const byHash = await load(hash.toUpperCase());
    expect(byHash).toMatchObject({ key: `block:${hash}`, data: { block: { id: hash, height } } });
    expect(devnet.asked).toEqual([`/api/v1/block/${hash}`]);
  });

  it("reads the block's extras the page shows", async () => {
    const entry = await load(String(devnet.tip));
    if (!("data" in entry)) throw new Error(`expected the tip block, got ${JSON.stringify(entry)}`);
    const { block } = readBlockPageData(entry.data);
    expect(block.extras.feeRange.length).toBeGreaterThan(0);
    expect(block.extras.pool.slug).toMatch(/^[a-z0-9-]+$/);
    expect(block.previousblockhash).toBe(await devnet.hashAt(devnet.tip - 1));
  });

  it("answers 404 for a hash or a height the chain does not have (spec §8: missing)", async () => {
    expect(await load("ab".repeat(32))).toEqual({ key: `block:${"ab".repeat(32)}`, error: { status: 404, message: "Block not found" } });
    expect(await load(String(devnet.tip + 1000))).toMatchObject({ error: { status: 404, message: "Block not found" } });
  });

  it("refuses a malformed id with 400 before asking the API", async () => {
    devnet.asked.length = 0;
    const entry = await load("12ab");
    expect(entry).toMatchObject({ key: "block:12ab", error: { status: 400 } });
    expect("error" in entry && entry.error.message).toMatch(/Invalid block hash/);
    expect(devnet.asked).toEqual([]);
    expect(() => readBlockRouteId("9".repeat(20))).toThrow(ApiError);
  });

  it("refuses answers that are not what was asked for", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(blockHashAtHeight(5, async () => new Response("<html>oops</html>"))).rejects.toThrow("/api/block-height/5 is not a block hash");
    const entry = await loadPageDataEntry(blockPageData, { id: "ab".repeat(32) }, async () => new Response(JSON.stringify({ id: "x" })), TEST_SITE);
    expect(entry).toMatchObject({ error: { status: 500 } });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(() => readBlockPageData({ block: { height: 3 } })).toThrow("is not a block with its extras");
    expect(() => readBlockPageData(null)).toThrow("is not a block with its extras");
  });
});
