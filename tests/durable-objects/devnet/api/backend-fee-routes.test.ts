import { describe, expect, it } from "vitest";
import type { MempoolBlock, RecommendedFees } from "../../../../shared/types/mempool.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { mempool } = api.network;
const upstream = readFixture<{ fees: RecommendedFees; "mempool-blocks": MempoolBlock[] }>("cypress/mainnet_mempoolInfo.json");

const ordered = (fees: RecommendedFees) =>
  fees.fastestFee >= fees.halfHourFee && fees.halfHourFee >= fees.hourFee && fees.hourFee >= fees.economyFee && fees.economyFee >= fees.minimumFee;

describe("backend fee routes", () => {
  it("recommends whole sat/vB fees, highest priority first", async () => {
    const fees = await api.json<RecommendedFees>("/api/v1/fees/recommended");
    expect(shapeDifferences(fees, upstream.fees)).toEqual([]);
    for (const value of Object.values(fees)) expect(Number.isInteger(value)).toBe(true);
    expect(ordered(fees)).toBe(true);
    expect(fees.minimumFee).toBe(1);
  });

  it("gives the precise variant, padded on the urgent rates and never below the relay floor", async () => {
    const precise = await api.json<RecommendedFees>("/api/v1/fees/precise");
    const integer = await api.json<RecommendedFees>("/api/v1/fees/recommended");
    expect(ordered(precise)).toBe(true);
    expect(precise.fastestFee).toBeGreaterThanOrEqual(1);
    expect(precise.minimumFee).toBe(0.1);
    expect(precise.fastestFee).toBeLessThanOrEqual(integer.fastestFee + 0.5);
  });

  it("projects mempool blocks that together hold the whole mempool", async () => {
    const blocks = await api.json<MempoolBlock[]>("/api/v1/fees/mempool-blocks");
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.length).toBeLessThanOrEqual(8);
    for (const block of blocks) expect(shapeDifferences(block, upstream["mempool-blocks"][0])).toEqual([]);
    expect(blocks.reduce((sum, b) => sum + b.nTx, 0)).toBe(mempool.size);
    expect(blocks.reduce((sum, b) => sum + b.totalFees, 0)).toBe(mempool.totalFees);
    expect(blocks.reduce((sum, b) => sum + b.blockVSize, 0)).toBeCloseTo(mempool.vsize, 6);
  });

  it("follows the mempool as it changes", async () => {
    const before = await api.json<MempoolBlock[]>("/api/v1/fees/mempool-blocks");
    expect(await api.json<MempoolBlock[]>("/api/v1/fees/mempool-blocks")).toEqual(before);
    api.network.advanceTo(api.network.now + 30);
    const after = await api.json<MempoolBlock[]>("/api/v1/fees/mempool-blocks");
    expect(after.reduce((sum, b) => sum + b.nTx, 0)).toBe(mempool.size);
    expect(after.reduce((sum, b) => sum + b.totalFees, 0)).toBe(mempool.totalFees);
  });
});
