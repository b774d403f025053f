import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DEVNET_POOLS } from "../../../../durable-objects/devnet/chain/pools.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { INTERVAL_SECONDS, MINING_INTERVALS } from "../../../../durable-objects/devnet/views/history-intervals.ts";
import type { PoolDetail } from "../../../../durable-objects/devnet/views/pool-detail.ts";
import type { PoolsRanking } from "../../../../durable-objects/devnet/views/pool-ranking.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { API_TEST_SETTINGS, NOW, harnessFor, readFixture } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

// A day of blocks (about 144) spreads over every pool; the last 64 have audits.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-mining-pools" }, NOW);
const api = harnessFor(network, createDevnetApi(() => network));
const { chain } = network;
const blocks = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!);
const blocksSince = (seconds: number) => blocks.filter((b) => b.header.timestamp >= network.now - seconds);
const upstreamPools = readFixture<PoolsRanking>("cypress/details_rbf/api_mining_pools_1w.json");
const busiest = DEVNET_POOLS.reduce((a, b) => (blocks.filter((x) => x.poolId === b.id).length > blocks.filter((x) => x.poolId === a.id).length ? b : a));

describe("backend mining pool routes", () => {
  it("ranks the pools like upstream's capture of /mining/pools/1w", async () => {
    const ranking = await api.json<PoolsRanking>("/api/v1/mining/pools/1w");
    // avgMatchRate and avgFeeDelta are null for a pool none of whose blocks has an audit.
    const nullable = ["pools[].avgMatchRate", "pools[].avgFeeDelta"];
    expect(shapeDifferences(ranking, upstreamPools, { nullable })).toEqual([]);
    expect(ranking.pools.map((p) => p.rank)).toEqual(ranking.pools.map((_, i) => i + 1));
    expect(ranking.pools.every((p, i) => i === 0 || p.blockCount <= ranking.pools[i - 1]!.blockCount)).toBe(true);
    expect(ranking.lastEstimatedHashrate).toBeGreaterThan(0);
  });

  it.each(MINING_INTERVALS.map((interval) => [interval]))("counts every block of the %s window once, by its pool", async (interval) => {
    const ranking = await api.json<PoolsRanking>(`/api/v1/mining/pools/${interval}`);
    const inWindow = blocksSince(INTERVAL_SECONDS[interval]);
    expect(ranking.blockCount).toBe(inWindow.length);
    expect(ranking.pools.reduce((sum, p) => sum + p.blockCount, 0)).toBe(inWindow.length);
    for (const pool of ranking.pools) {
      const mined = inWindow.filter((b) => b.poolId === pool.poolUniqueId);
      expect(pool.blockCount).toBe(mined.length);
      expect(pool.emptyBlocks).toBe(mined.filter((b) => b.txids.length === 1).length);
      expect(pool.poolId).toBe(pool.poolUniqueId + 1);
    }
  });

  it("answers the whole history without an interval, with every block in X-Total-Count", async () => {
    const answer = await api.request("/api/v1/mining/pools");
    expect(JSON.parse(answer.body).blockCount).toBe(blocks.length);
    expect(answer.headers.get("x-total-count")).toBe(String(blocks.length));
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("averages the pools' audits: match rates in percent, fee deltas as 8-decimal strings", async () => {
    const ranking = await api.json<PoolsRanking>("/api/v1/mining/pools/24h");
    const audited = ranking.pools.filter((p) => p.avgMatchRate !== null);
    expect(audited.length).toBeGreaterThan(0);
    for (const pool of audited) {
      expect(pool.avgMatchRate).toBeGreaterThanOrEqual(0);
      expect(pool.avgMatchRate).toBeLessThanOrEqual(100);
      if (pool.avgFeeDelta !== null) expect(pool.avgFeeDelta).toMatch(/^-?\d+\.\d{8}$/);
    }
  });

  it("describes one pool: identity, counts and shares that agree with the chain", async () => {
    const detail = await api.json<PoolDetail>(`/api/v1/mining/pool/${busiest.slug}`);
    const mine = (list: typeof blocks) => list.filter((b) => b.poolId === busiest.id).length;
    expect(detail.pool).toEqual({
      id: busiest.id + 1,
      name: busiest.name,
      link: busiest.link,
      slug: busiest.slug,
      unique_id: busiest.id,
      regexes: [busiest.coinbaseTag],
      addresses: [],
    });
    expect(detail.blockCount).toEqual({ all: mine(blocks), "24h": mine(blocksSince(86_400)), "1w": mine(blocksSince(7 * 86_400)) });
    expect(detail.blockShare.all).toBeCloseTo(mine(blocks) / blocks.length, 12);
    expect(detail.reportedHashrate).toBeNull();
    expect(detail.estimatedHashrate).toBeGreaterThan(0);
    expect(detail.totalReward).toMatch(/^\d+$/);
    const coinbaseValue = (block: (typeof blocks)[number]) => chain.tx(block.txids[0]!)!.outputs.reduce((sum, output) => sum + output.value, 0);
    const earned = blocks.filter((b) => b.poolId === busiest.id).reduce((sum, b) => sum + coinbaseValue(b), 0);
    expect(Number(detail.totalReward)).toBe(earned);
    expect(Number(detail.totalReward)).toBeGreaterThanOrEqual(mine(blocks) * 312_500_000);
  });

  it("lists a pool's blocks newest first, 100 a page, below the height given", async () => {
    const all = blocks.filter((b) => b.poolId === busiest.id).reverse();
    const first = await api.json<BlockExtended[]>(`/api/v1/mining/pool/${busiest.slug}/blocks`);
    expect(first.map((b) => b.height)).toEqual(all.slice(0, 100).map((b) => b.height));
    expect(first.every((b) => b.extras.pool.slug === busiest.slug)).toBe(true);
    const before = all[2]!.height;
    const next = await api.json<BlockExtended[]>(`/api/v1/mining/pool/${busiest.slug}/blocks/${before}`);
    expect(next.map((b) => b.height)).toEqual(all.slice(3, 103).map((b) => b.height));
    expect(await api.json(`/api/v1/mining/pool/${busiest.slug}/blocks/0`)).toEqual([]);
  });

  it.each([
    ["a pool", "/api/v1/mining/pool/nopool"],
    ["a pool's hashrate", "/api/v1/mining/pool/nopool/hashrate"],
    ["a pool's blocks", "/api/v1/mining/pool/nopool/blocks"],
  ])("answers an unknown slug for %s with 404", async (_, path) => {
    const answer = await api.request(path, { headers: { Accept: "application/json" } });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([404, { error: "This mining pool does not exist" }]);
  });

  it.each([
    ["a height with no number", `/api/v1/mining/pool/${DEVNET_POOLS[0]!.slug}/blocks/tip`, /^Invalid block height/],
  ])("answers %s with 400", async (_, path, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(message);
  });

  it("reads a window and a height as the backend does: an unknown window as all, parseInt's leading integer", async () => {
    expect(await api.json("/api/v1/mining/pools/2h")).toEqual(await api.json("/api/v1/mining/pools/all"));
    const blocks = `/api/v1/mining/pool/${DEVNET_POOLS[0]!.slug}/blocks`;
    const height = api.network.chain.tipHeight;
    expect(await api.json(`${blocks}/${height}.5`)).toEqual(await api.json(`${blocks}/${height}`));
    expect(await api.json(`${blocks}/-1`)).toEqual([]);
  });
});
