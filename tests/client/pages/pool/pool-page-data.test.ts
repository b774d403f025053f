import { describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { loadPoolBlocksPage, loadPoolPage, parsePoolPageData, poolPageData } from "../../../../client/pages/pool/pool-page-data.ts";
import { tableApi } from "../tx/tx-fixtures.ts";
import { SLUG, hashratePoints, poolBlock, poolStats } from "./pool-fixtures.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

const PATH = `/api/v1/mining/pool/${SLUG}`;
const table = {
  [PATH]: poolStats(),
  [`${PATH}/blocks`]: [poolBlock(890), poolBlock(900)],
  [`${PATH}/hashrate`]: hashratePoints(1e20, 2e20),
};

describe("loadPoolPage", () => {
  it("asks for the figures, the first blocks and the hashrate together", async () => {
    const api = tableApi(table);
    const data = await loadPoolPage(SLUG, api);
    expect(data.stats).toEqual(poolStats());
    expect(data.blocks.map((block) => block.height)).toEqual([900, 890]);
    expect(data.hashrate).toEqual(hashratePoints(1e20, 2e20));
    expect([...api.asked].sort()).toEqual([PATH, `${PATH}/blocks`, `${PATH}/hashrate`]);
  });

  it("passes on the backend's 404 for a pool it does not know", async () => {
    await expect(loadPoolPage("nope", tableApi({}))).rejects.toMatchObject({ status: 404 });
  });

  it("encodes the slug into the path", async () => {
    const api = tableApi({});
    await loadPoolPage("a b?", api).catch(() => undefined);
    expect(api.asked).toContain("/api/v1/mining/pool/a%20b%3F");
  });

  it("refuses a missing slug with 400", async () => {
    await expect(loadPoolPage("", tableApi(table))).rejects.toMatchObject({ status: 400 });
  });

  it("shows the pool without its trend when the hashrate fails, and logs why", async () => {
    const log = vi.fn();
    const data = await loadPoolPage(SLUG, tableApi({ ...table, [`${PATH}/hashrate`]: 503 }), log);
    expect(data.hashrate).toBeNull();
    expect(data.blocks).toHaveLength(2);
    expect(log).toHaveBeenCalledOnce();
  });

  it("refuses answers it cannot read with 502", async () => {
    await expect(loadPoolPage(SLUG, tableApi({ ...table, [PATH]: { pool: {} } }))).rejects.toMatchObject({ status: 502 });
    await expect(loadPoolPage(SLUG, tableApi({ ...table, [`${PATH}/blocks`]: [poolBlock(900), { id: "x" }] }))).rejects.toMatchObject({ status: 502 });
  });
});

describe("loadPoolBlocksPage", () => {
  it("asks for the blocks below a height", async () => {
    const api = tableApi({ [`${PATH}/blocks/890`]: [poolBlock(880)] });
    expect((await loadPoolBlocksPage(SLUG, 890, api)).map((block) => block.height)).toEqual([880]);
  });
});

describe("poolPageData", () => {
  it("reads back what it loaded, as it travels in the document", async () => {
    const entry = await loadPageDataEntry(poolPageData, { slug: SLUG }, tableApi(table), TEST_SITE);
    expect(entry.key).toBe(`pool:${SLUG}`);
    const data = "data" in entry ? entry.data : null;
    expect(parsePoolPageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it("carries the backend's 404 as the entry's error", async () => {
    const entry = await loadPageDataEntry(poolPageData, { slug: "nope" }, tableApi({}), TEST_SITE);
    expect(entry).toEqual({ key: "pool:nope", error: { status: 404, message: "Not found" } });
  });

  it("names what is wrong with data it cannot read", () => {
    const good = { stats: poolStats(), blocks: [poolBlock(900)], hashrate: null };
    expect(parsePoolPageData(good).hashrate).toBeNull();
    expect(() => parsePoolPageData("x")).toThrow("must be an object");
    expect(() => parsePoolPageData({ ...good, stats: {} })).toThrow("pool figures");
    expect(() => parsePoolPageData({ ...good, blocks: "x" })).toThrow("block list");
    expect(() => parsePoolPageData({ ...good, hashrate: [{}] })).toThrow("hashrate history");
  });
});
