import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { bitsToDifficulty } from "../../../../durable-objects/devnet/chain/pow.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import type { DifficultyAdjustmentRow, DifficultyAdjustmentTuple } from "../../../../durable-objects/devnet/views/difficulty-history.ts";
import type { HashratePoint, PoolHashratePoint } from "../../../../durable-objects/devnet/views/hashrate-history.ts";
import type { PoolsRanking } from "../../../../durable-objects/devnet/views/pool-ranking.ts";
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../../shared/chain/difficulty.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// The one long history of the API tests: 15 days at mainnet's pace pass the first retarget (2016
// blocks) and span two Monday midnights, so weekly pool points exist.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-mining-hashrate", historyDays: 15 }, NOW);
const api = harnessFor(network, createDevnetApi(() => network));
const { chain } = network;
const DAY = 86_400;
const difficultyAt = (height: number) => bitsToDifficulty(chain.blockAt(height)!.header.bits);

interface HashrateAnswer {
  readonly hashrates: HashratePoint[];
  readonly difficulty: DifficultyAdjustmentRow[];
  readonly currentHashrate: number;
  readonly currentDifficulty: number;
}

/** The first epoch boundary after the chain's first block. */
const firstRetarget = Math.ceil((chain.firstHeight + 1) / DIFFICULTY_EPOCH_BLOCKS) * DIFFICULTY_EPOCH_BLOCKS;

describe("backend mining hashrate routes", () => {
  it("has a chain past its first retarget", () => {
    expect(chain.tipHeight).toBeGreaterThan(firstRetarget);
  });

  it("lists every retarget, newest first, with the ratio to the difficulty before", async () => {
    const rows = await api.json<DifficultyAdjustmentTuple[]>("/api/v1/mining/difficulty-adjustments");
    const heights: number[] = [];
    for (let h = firstRetarget; h <= chain.tipHeight; h += DIFFICULTY_EPOCH_BLOCKS) heights.push(h);
    expect(heights.length).toBeGreaterThan(0);
    // The chain's first block is not genesis: a baseline, not an adjustment (at ratio 0 it read as −100 %).
    expect(rows.map(([, height]) => height)).toEqual(heights.reverse());
    for (const [time, height, difficulty, ratio] of rows) {
      expect(time).toBe(chain.blockAt(height)!.header.timestamp);
      expect(difficulty).toBe(difficultyAt(height));
      expect(ratio).toBe(Math.round((difficultyAt(height) / difficultyAt(height - 1)) * 1e6) / 1e6);
      expect(ratio).toBeGreaterThan(0);
    }
    // Inside an epoch the difficulty does not move: the retargets are the only changes.
    expect(difficultyAt(firstRetarget - 1)).toBe(difficultyAt(chain.firstHeight));
    expect(difficultyAt(chain.tipHeight)).toBe(difficultyAt(firstRetarget));
  });

  it("keeps only the adjustments of the window asked for", async () => {
    const all = await api.json<DifficultyAdjustmentTuple[]>("/api/v1/mining/difficulty-adjustments");
    const week = await api.json<DifficultyAdjustmentTuple[]>("/api/v1/mining/difficulty-adjustments/1w");
    expect(week).toEqual(all.filter(([time]) => time >= network.now - 7 * DAY));
    expect(week.length).toBeLessThan(all.length);
  });

  it("estimates the network hashrate once a day, stamped at the midnight ending the day", async () => {
    const answer = await api.json<HashrateAnswer>("/api/v1/mining/hashrate/all");
    // No point for the chain's first block: it is not genesis, and one block's interval is noise.
    const days = answer.hashrates;
    expect(days.length).toBe(15);
    expect(days.every((p, i) => p.timestamp % DAY === 0 && p.timestamp <= network.now && (i === 0 || p.timestamp - days[i - 1]!.timestamp === DAY))).toBe(true);
    // Blocks come every ten minutes on average, so the estimate is difficulty × 2³² / 600 give or take.
    const expected = (difficultyAt(chain.firstHeight) * 2 ** 32) / 600;
    for (const point of days) {
      expect(point.avgHashrate).toBeGreaterThan(expected / 2);
      expect(point.avgHashrate).toBeLessThan(expected * 2);
    }
    expect(answer.difficulty.map((row) => row.height)).toEqual([firstRetarget]);
    expect(answer.currentDifficulty).toBe(difficultyAt(chain.tipHeight));
    expect(answer.currentHashrate).toBeGreaterThan(0);
  });

  it.each([
    ["3d", 3],
    ["1w", 7],
  ])("narrows the hashrate history to %s", async (interval, days) => {
    const answer = await api.json<HashrateAnswer>(`/api/v1/mining/hashrate/${interval}`);
    expect(answer.hashrates.length).toBe(days);
    expect(answer.hashrates.every((p) => p.timestamp >= network.now - days * DAY)).toBe(true);
  });

  it("splits each week's hashrate among the pools ranked last week, shares summing to at most 1", async () => {
    const points = await api.json<PoolHashratePoint[]>("/api/v1/mining/hashrate/pools");
    const ranked = (await api.json<PoolsRanking>("/api/v1/mining/pools/1w")).pools.map((p) => p.name);
    const weeks = [...new Set(points.map((p) => p.timestamp))];
    expect(weeks.length).toBe(2);
    for (const week of weeks) {
      // Monday 00:00 UTC: the epoch began on a Thursday, four days before a Monday.
      expect((week - 4 * DAY) % (7 * DAY)).toBe(0);
      const rows = points.filter((p) => p.timestamp === week);
      expect(rows.map((p) => p.poolName)).toEqual(ranked.filter((name) => rows.some((p) => p.poolName === name)));
      const shares = rows.reduce((sum, p) => sum + p.share, 0);
      expect(shares).toBeGreaterThan(0.9);
      expect(shares).toBeLessThanOrEqual(1 + 1e-9);
      for (const row of rows) expect(row.avgHashrate / row.share).toBeCloseTo(rows[0]!.avgHashrate / rows[0]!.share, 6);
    }
  });

  it("draws one pool's weekly hashrate as the pools graph does", async () => {
    const all = await api.json<PoolHashratePoint[]>("/api/v1/mining/hashrate/pools/all");
    const name = all[0]!.poolName;
    const slug = (await api.json<PoolsRanking>("/api/v1/mining/pools")).pools.find((p) => p.name === name)!.slug;
    expect(await api.json(`/api/v1/mining/pool/${slug}/hashrate`)).toEqual(all.filter((p) => p.poolName === name));
  });

  it.each([
    ["/api/v1/mining/hashrate/1m", "public, max-age=300"],
    ["/api/v1/mining/difficulty-adjustments/1m", "public, max-age=300"],
  ])("caches %s for five minutes", async (path, cache) => {
    expect((await api.request(path)).headers.get("cache-control")).toBe(cache);
  });

  it.each([
    ["/api/v1/mining/hashrate/2h"],
    ["/api/v1/mining/hashrate/pools/1d"],
    ["/api/v1/mining/difficulty-adjustments/forever"],
  ])("answers the unknown interval of %s as the whole history, as the backend does", async (path) => {
    expect(await api.json(path)).toEqual(await api.json(path.replace(/[^/]+$/, "all")));
  });
});
