import { describe, expect, it } from "vitest";
import { type ApiGet, loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { miningGraphData, parseMiningGraphData } from "../../../../client/pages/graphs-mining/mining-graph-data.ts";
import { TEST_SITE } from "../../../support/page-state.ts";
import { poolsAnswer } from "../mining/mining-fixtures.ts";
import { healthAnswer } from "./mining-graph-fixtures.ts";

function fakeApi(body: unknown, headers: Record<string, string> = {}): { api: ApiGet; asked: string[] } {
  const asked: string[] = [];
  const api: ApiGet = async (path) => {
    asked.push(path);
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { headers });
  };
  return { api, asked };
}

describe("the mining graphs' page data", () => {
  it("keys by the graph and its window, raised to the graph's minimum, the default window without one", () => {
    expect(miningGraphData.key({ graph: "pools" })).toBe("graphs-mining:pools:1w");
    expect(miningGraphData.key({ graph: "pools", window: "24h" })).toBe("graphs-mining:pools:24h");
    expect(miningGraphData.key({ graph: "hashrate-difficulty", window: "1w" })).toBe("graphs-mining:hashrate-difficulty:3m");
    expect(miningGraphData.key({ graph: "block-fees", window: "2h" })).toBe("graphs-mining:block-fees:1m");
  });

  it("loads the graph's route and the indexed count from X-Total-Count, the answer kept as sent", async () => {
    const { api, asked } = fakeApi(healthAnswer(), { "X-Total-Count": "1234" });
    const entry = await loadPageDataEntry(miningGraphData, { graph: "block-health", window: "3d" }, api, TEST_SITE);
    expect(asked).toEqual(["/api/v1/mining/blocks/predictions/3d"]);
    expect(entry).toEqual({ key: "graphs-mining:block-health:3d", data: { graph: "block-health", window: "3d", indexed: 1234, answer: healthAnswer() } });
    expect(parseMiningGraphData(JSON.parse(JSON.stringify("data" in entry ? entry.data : null)))).toEqual({ graph: "block-health", window: "3d", indexed: 1234, answer: healthAnswer() });
  });

  it("asks a new tip's answer at an address of its own, under a key of its own", async () => {
    expect(miningGraphData.key({ graph: "block-health", window: "24h", tip: "850001" })).toBe("graphs-mining:block-health:24h@850001");
    expect(miningGraphData.key({ graph: "block-health", window: "24h", tip: "x" })).toBe("graphs-mining:block-health:24h");
    const { api, asked } = fakeApi(healthAnswer());
    await loadPageDataEntry(miningGraphData, { graph: "block-health", window: "24h", tip: "850001" }, api, TEST_SITE);
    expect(asked).toEqual(["/api/v1/mining/blocks/predictions/24h?tip=850001"]);
  });

  it("has no count without the header, and answers 404 for a name that is no mining graph, asking nothing", async () => {
    const pools = await loadPageDataEntry(miningGraphData, { graph: "pools" }, fakeApi(poolsAnswer()).api, TEST_SITE);
    expect(pools).toMatchObject({ data: { indexed: null, window: "1w" } });
    const { api, asked } = fakeApi(poolsAnswer());
    const entry = await loadPageDataEntry(miningGraphData, { graph: "block-predictionz" }, api, TEST_SITE);
    expect(entry).toMatchObject({ error: { status: 404, message: 'There is no mining graph called "block-predictionz".' } });
    expect(asked).toEqual([]);
  });

  it("answers 502 for an answer of the wrong shape", async () => {
    const entry = await loadPageDataEntry(miningGraphData, { graph: "pools" }, fakeApi(healthAnswer()).api, TEST_SITE);
    expect(entry).toMatchObject({ error: { status: 502 } });
    await expect(loadPageDataEntry(miningGraphData, { graph: "pools" }, fakeApi("not json").api, TEST_SITE)).resolves.toMatchObject({ error: { status: 502 } });
  });

  it("refuses page data read back with a wrong envelope", () => {
    expect(() => parseMiningGraphData({ graph: "nope", window: "1w", indexed: null, answer: [] })).toThrow(TypeError);
    expect(() => parseMiningGraphData({ graph: "pools", window: "2h", indexed: null, answer: [] })).toThrow(TypeError);
    expect(() => parseMiningGraphData({ graph: "pools", window: "1w", indexed: -1, answer: [] })).toThrow(TypeError);
    expect(() => parseMiningGraphData({ graph: "pools", window: "1w", indexed: null })).toThrow(TypeError);
  });
});
