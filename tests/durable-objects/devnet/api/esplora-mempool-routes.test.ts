import { describe, expect, it } from "vitest";
import { seedApiHarness } from "./api-harness.ts";

const api = seedApiHarness();
const { mempool } = api.network;
const entries = [...mempool.entries()];
const wholeVsize = (weight: number) => Math.ceil(weight / 4);

interface MempoolStats {
  count: number;
  vsize: number;
  total_fee: number;
  fee_histogram: [number, number][];
}

describe("Esplora mempool routes", () => {
  it("has a mempool to describe", () => {
    expect(mempool.size).toBeGreaterThan(50);
  });

  it("reports the backlog: count, whole vsize, fees and a histogram covering all of it", async () => {
    const stats = await api.json<MempoolStats>("/api/mempool");
    expect(stats.count).toBe(mempool.size);
    expect(stats.vsize).toBe(entries.reduce((sum, e) => sum + wholeVsize(e.weight), 0));
    expect(stats.total_fee).toBe(mempool.totalFees);
    expect(stats.fee_histogram.reduce((sum, [, vsize]) => sum + vsize, 0)).toBe(stats.vsize);
    const rates = stats.fee_histogram.map(([rate]) => rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("lists every mempool txid", async () => {
    const txids = await api.json<string[]>("/api/mempool/txids");
    expect(new Set(txids)).toEqual(new Set(entries.map((e) => e.txid)));
    expect(txids).toHaveLength(mempool.size);
  });

  it("lists the 10 latest arrivals, newest first", async () => {
    const recent = await api.json<{ txid: string; fee: number; vsize: number; value: number }[]>("/api/mempool/recent");
    const newest = entries.slice(-10).reverse();
    expect(recent.map((tx) => tx.txid)).toEqual(newest.map((e) => e.txid));
    for (const [i, tx] of recent.entries()) {
      const entry = newest[i]!;
      expect(tx).toEqual({ txid: entry.txid, fee: entry.fee, vsize: wholeVsize(entry.weight), value: entry.outputs.reduce((s, o) => s + o.value, 0) });
    }
  });

  it("caches live data for one second", async () => {
    expect((await api.request("/api/mempool")).headers.get("cache-control")).toBe("public, max-age=1");
  });
});
