import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import { type ApiGet, loadPageDataEntry, pageDataParams } from "../../../../client/app/page-data.tsx";
import { loadMiningPage, miningPageData, parseMiningPageData } from "../../../../client/pages/mining/mining-page-data.ts";
import { readPoolRanking, readRewardStats } from "../../../../client/pages/mining/mining-readers.ts";
import { hashrateAnswer, poolsAnswer, rewardStatsAnswer } from "./mining-fixtures.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

/** An API that answers the three mining paths and records what it was asked. */
function fakeApi(answers: Record<string, unknown> = {}): { api: ApiGet; asked: string[] } {
  const asked: string[] = [];
  const table: Record<string, unknown> = {
    "/api/v1/mining/hashrate/3d": hashrateAnswer(),
    "/api/v1/mining/reward-stats/144": rewardStatsAnswer(),
    ...answers,
  };
  const api: ApiGet = async (path) => {
    asked.push(path);
    const body = path in table ? table[path] : path.startsWith("/api/v1/mining/pools/") ? poolsAnswer() : undefined;
    if (body === undefined) throw new ApiError(404, path, "not found");
    return new Response(typeof body === "string" ? body : JSON.stringify(body));
  };
  return { api, asked };
}

describe("the mining page's parameters", () => {
  it("reads ?period= into the key, falling back to 1w for a value that is not a mining window", () => {
    expect(miningPageData.key(pageDataParams(miningPageData, {}, new URLSearchParams("period=1m&x=2")))).toBe("mining:1m");
    expect(miningPageData.key(pageDataParams(miningPageData, {}, new URLSearchParams("period=2h")))).toBe("mining:1w");
    expect(miningPageData.key(pageDataParams(miningPageData, {}, new URLSearchParams("")))).toBe("mining:1w");
  });

  it("passes only the query parameters a definition names, under the route's own", () => {
    expect(pageDataParams(miningPageData, {}, new URLSearchParams("period=3d&x=1"))).toEqual({ period: "3d" });
    expect(pageDataParams({}, { id: "1" }, new URLSearchParams("period=3d"))).toEqual({ id: "1" });
    expect(pageDataParams({ query: ["id"] }, { id: "1" }, new URLSearchParams("id=2"))).toEqual({ id: "1" });
  });
});

describe("loadMiningPage", () => {
  it("loads the hashrate, the 144-block rewards and the period's ranking", async () => {
    const { api, asked } = fakeApi();
    const data = await loadMiningPage("1m", api);
    expect(asked.sort()).toEqual(["/api/v1/mining/hashrate/3d", "/api/v1/mining/pools/1m", "/api/v1/mining/reward-stats/144"]);
    expect(data.period).toBe("1m");
    expect(data.hashrate).toEqual({ currentHashrate: 612_450_000_000_000_000_000, currentDifficulty: 83_148_355_189_239.77 });
    expect(data.rewards).toEqual({ startBlock: 890_001, endBlock: 890_144, totalReward: 45_500_000_000, totalFee: 500_000_000, totalTx: 500_000 });
    expect(data.ranking.pools.map((pool) => [pool.rank, pool.slug, pool.blockCount])).toEqual([[1, "foundryusa", 300], [2, "antpool", 200], [3, "unknown", 100]]);
    // What the page embeds reads back the same.
    expect(parseMiningPageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it("turns an answer it cannot read into a 502 naming it", async () => {
    const { api } = fakeApi({ "/api/v1/mining/reward-stats/144": { ...rewardStatsAnswer(), totalFee: "1.5" } });
    const entry = await loadPageDataEntry(miningPageData, {}, api, TEST_SITE);
    expect(entry).toEqual({ key: "mining:1w", error: { status: 502, message: "The backend's answer for the reward statistics is not one the explorer can read." } });
    const { api: notJson } = fakeApi({ "/api/v1/mining/hashrate/3d": "<html>" });
    await expect(loadMiningPage("1w", notJson)).rejects.toMatchObject({ status: 502 });
  });

  it("carries the API's own status", async () => {
    const api: ApiGet = async (path) => {
      throw new ApiError(503, path, "The backend is unavailable.");
    };
    expect(await loadPageDataEntry(miningPageData, { period: "3d" }, api, TEST_SITE)).toEqual({ key: "mining:3d", error: { status: 503, message: "The backend is unavailable." } });
  });
});

describe("the mining readers", () => {
  it("refuse totals that are not whole numbers, and a range that runs backwards", () => {
    expect(readRewardStats({ ...rewardStatsAnswer(), totalTx: "-1" })).toBeUndefined();
    expect(readRewardStats({ ...rewardStatsAnswer(), totalReward: "99999999999999999" })).toBeUndefined();
    expect(readRewardStats({ ...rewardStatsAnswer(), startBlock: 890_145 })).toBeUndefined();
    expect(readRewardStats({ ...rewardStatsAnswer(), totalReward: 45_500_000_000 })?.totalReward).toBe(45_500_000_000);
  });

  it("refuse a ranking with one bad row or a missing estimate", () => {
    const answer = poolsAnswer();
    expect(readPoolRanking({ ...answer, pools: [...answer.pools, { rank: 4, name: "X" }] })).toBeUndefined();
    expect(readPoolRanking({ ...answer, lastEstimatedHashrate3d: null })).toBeUndefined();
    expect(readPoolRanking({ ...answer, pools: [] })?.pools).toEqual([]);
  });

  it("refuse page data of another shape, naming what is wrong", () => {
    expect(() => parseMiningPageData(null)).toThrow(/must be an object/);
    expect(() => parseMiningPageData({ period: "2h" })).toThrow(/no mining period/);
    expect(() => parseMiningPageData({ period: "1w", hashrate: {} })).toThrow(/no readable hashrate/);
  });
});
