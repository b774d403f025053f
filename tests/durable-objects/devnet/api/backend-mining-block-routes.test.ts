import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { priceAt } from "../../../../durable-objects/devnet/sim/prices.ts";
import type { BlockAtTime } from "../../../../durable-objects/devnet/views/block-at-time.ts";
import type {
  BlockFeeRatesPoint,
  BlockFeesPoint,
  BlockRewardsPoint,
  BlockSizesWeights,
} from "../../../../durable-objects/devnet/views/block-stats-history.ts";
import { MINING_BUCKET_SECONDS, type MiningInterval } from "../../../../durable-objects/devnet/views/history-intervals.ts";
import type { RewardStats } from "../../../../durable-objects/devnet/views/reward-stats.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-mining-blocks" }, NOW);
const api = harnessFor(network, createDevnetApi(() => network));
const testnet = harnessFor(network, createDevnetApi(() => network, { addressNetwork: "testnet" }));
const { chain } = network;
const blocks = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!);
const extended = await Promise.all(blocks.map((b) => api.json<BlockExtended>(`/api/v1/block/${b.hash}`)));
const inBucketOrder = (points: readonly { timestamp: number }[]) => points.every((p, i) => i === 0 || p.timestamp > points[i - 1]!.timestamp);

describe("backend mining block routes", () => {
  it("gives every block of the last day a point of its own in 24h, oldest first", async () => {
    const fees = await api.json<BlockFeesPoint[]>("/api/v1/mining/blocks/fees/24h");
    const day = extended.filter((b) => b.timestamp >= network.now - 86_400).sort((a, b) => a.timestamp - b.timestamp);
    expect(fees.map((p) => p.avgHeight)).toEqual(day.map((b) => b.height));
    expect(fees.map((p) => p.avgFees)).toEqual(day.map((b) => b.extras.totalFees));
    expect(fees.every((p) => p.USD === priceAt(network.settings.seed, p.timestamp).USD)).toBe(true);
  });

  it.each<[MiningInterval]>([["1w"], ["1m"], ["6m"], ["all"]])("averages %s per time bucket, oldest first, covering every block", async (interval) => {
    const bucket = MINING_BUCKET_SECONDS[interval];
    const rewards = await api.json<BlockRewardsPoint[]>(`/api/v1/mining/blocks/rewards/${interval}`);
    expect(inBucketOrder(rewards)).toBe(true);
    expect(rewards.length).toBe(new Set(extended.map((b) => Math.floor(b.timestamp / bucket))).size);
    const first = extended.filter((b) => Math.floor(b.timestamp / bucket) === Math.floor(extended[0]!.timestamp / bucket));
    const mean = (pick: (b: BlockExtended) => number) => Math.round(first.reduce((sum, b) => sum + pick(b), 0) / first.length);
    expect(rewards[0]).toEqual({
      avgHeight: mean((b) => b.height),
      timestamp: mean((b) => b.timestamp),
      avgRewards: mean((b) => b.extras.reward),
      USD: priceAt(network.settings.seed, mean((b) => b.timestamp)).USD,
    });
  });

  it("averages each point of the blocks' fee ranges", async () => {
    const rates = await api.json<BlockFeeRatesPoint[]>("/api/v1/mining/blocks/fee-rates/24h");
    const byHeight = new Map(extended.map((b) => [b.height, b]));
    for (const point of rates) {
      const range = byHeight.get(point.avgHeight)!.extras.feeRange.map(Math.round);
      expect([point.avgFee_0, point.avgFee_10, point.avgFee_25, point.avgFee_50, point.avgFee_75, point.avgFee_90, point.avgFee_100]).toEqual(range);
    }
  });

  it("averages sizes and weights on the same buckets", async () => {
    const { sizes, weights } = await api.json<BlockSizesWeights>("/api/v1/mining/blocks/sizes-weights/24h");
    expect(sizes.map((p) => [p.avgHeight, p.timestamp])).toEqual(weights.map((p) => [p.avgHeight, p.timestamp]));
    const byHeight = new Map(extended.map((b) => [b.height, b]));
    expect(sizes.map((p) => p.avgSize)).toEqual(sizes.map((p) => byHeight.get(p.avgHeight)!.size));
    expect(weights.map((p) => p.avgWeight)).toEqual(weights.map((p) => byHeight.get(p.avgHeight)!.weight));
  });

  it("prices nothing on a test network", async () => {
    const fees = await testnet.json<BlockFeesPoint[]>("/api/v1/mining/blocks/fees/1w");
    expect(fees.every((p) => p.USD === 0)).toBe(true);
  });

  it.each([
    [1, 1],
    [144, 144],
    [1_000_000, blocks.length],
  ])("totals the last %i blocks (at most the whole chain) with digit strings", async (count, expected) => {
    const stats = await api.json<RewardStats>(`/api/v1/mining/reward-stats/${count}`);
    const last = extended.slice(-expected);
    const sum = (pick: (b: BlockExtended) => number) => String(last.reduce((s, b) => s + pick(b), 0));
    expect(stats).toEqual({
      startBlock: last[0]!.height,
      endBlock: chain.tipHeight,
      totalReward: sum((b) => b.extras.reward),
      totalFee: sum((b) => b.extras.totalFees),
      totalTx: sum((b) => b.tx_count),
    });
  });

  // The definition: the latest stamp at or before the time, the higher block on a tie.
  const lastAtOrBefore = (time: number) =>
    blocks.filter((b) => b.header.timestamp <= time).reduce((a, b) => (b.header.timestamp >= a.header.timestamp ? b : a));

  it.each([
    ["a block's own time", () => blocks[50]!.header.timestamp],
    ["a second before a block", () => blocks[51]!.header.timestamp - 1],
    ["the clock", () => network.now],
  ])("finds the last block stamped at or before %s", async (_, time) => {
    const found = await api.json<BlockAtTime>(`/api/v1/mining/blocks/timestamp/${time()}`);
    const expected = lastAtOrBefore(time());
    expect(found).toEqual({ height: expected.height, hash: expected.hash, timestamp: new Date(expected.header.timestamp * 1000).toISOString() });
  });

  it("answers a time before genesis with 404", async () => {
    const answer = await api.request(`/api/v1/mining/blocks/timestamp/${blocks[0]!.header.timestamp - 1}`, { headers: { Accept: "application/json" } });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error).toMatch(/^No block was found before timestamp/);
  });

  it.each([
    ["a non-integer timestamp", "/api/v1/mining/blocks/timestamp/1763.5", /^Invalid timestamp/],
    ["a timestamp in milliseconds", `/api/v1/mining/blocks/timestamp/${NOW * 1000}`, /milliseconds/],
    ["a zero block count", "/api/v1/mining/reward-stats/0", /^Invalid block count/],
    ["a block count with no number", "/api/v1/mining/reward-stats/many", /^Invalid block count/],
  ])("answers %s with 400", async (_, path, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(message);
  });

  it("reads a block count and a window as the backend does: parseInt's leading integer, an unknown window as all", async () => {
    expect(await api.json("/api/v1/mining/reward-stats/1e3")).toEqual(await api.json("/api/v1/mining/reward-stats/1"));
    expect(await api.json("/api/v1/mining/blocks/fees/5y")).toEqual(await api.json("/api/v1/mining/blocks/fees/all"));
    expect(await api.json("/api/v1/mining/blocks/sizes-weights/2h")).toEqual(await api.json("/api/v1/mining/blocks/sizes-weights/all"));
  });
});
