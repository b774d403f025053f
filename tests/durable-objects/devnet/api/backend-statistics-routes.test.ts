import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { STATISTICS_BUCKETS, type StatisticsSample } from "../../../../durable-objects/devnet/state/statistics.ts";
import { STATISTICS_INTERVALS } from "../../../../durable-objects/devnet/views/history-intervals.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// A day of history is a day of minute samples: enough for every window and bucket size.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-statistics" }, NOW);
const api = harnessFor(network, createDevnetApi(() => network));
const { samples } = network;
const rowsOf = (interval: string) => api.json<StatisticsSample[]>(`/api/v1/statistics/${interval}`);
const isNewestFirst = (rows: readonly StatisticsSample[]) => rows.every((row, i) => i === 0 || row.added < rows[i - 1]!.added);

describe("backend statistics routes", () => {
  it.each([
    ["2h", 2 * 3_600],
    ["24h", 86_400],
  ])("answers the raw minute samples of %s, newest first", async (interval, seconds) => {
    const rows = await rowsOf(interval);
    const expected = samples.filter((s) => s.added >= network.now - seconds).reverse();
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(seconds / 60 - 2);
  });

  it.each([
    ["1w", 300],
    ["1m", 1_800],
    ["3m", 7_200],
    ["6m", 10_800],
    ["1y", 28_800],
    ["2y", 28_800],
    ["3y", 43_200],
    ["4y", 43_200],
    ["all", 43_200],
  ])("averages %s into buckets of %i s stamped with their start, newest first", async (interval, bucket) => {
    const rows = await rowsOf(interval);
    expect(isNewestFirst(rows)).toBe(true);
    expect(rows.every((row) => row.added % bucket === 0 && row.vsizes.length === STATISTICS_BUCKETS)).toBe(true);
    // Every sample of the day falls in exactly one bucket.
    expect(rows.length).toBe(new Set(samples.map((s) => Math.floor(s.added / bucket))).size);
    const newest = rows[0]!;
    const members = samples.filter((s) => s.added >= newest.added && s.added < newest.added + bucket);
    const mean = (pick: (s: StatisticsSample) => number) => members.reduce((sum, s) => sum + pick(s), 0) / members.length;
    expect(newest.count).toBeCloseTo(mean((s) => s.count), 1);
    expect(newest.total_fee).toBeCloseTo(mean((s) => s.total_fee), 1);
    expect(newest.min_fee).toBeCloseTo(mean((s) => s.min_fee), 1);
    newest.vsizes.forEach((vsize, i) => expect(vsize).toBeCloseTo(mean((s) => s.vsizes[i]!), 1));
  });

  it.each([
    ["2h", "public, max-age=30"],
    ["24h", "public, max-age=60"],
    ["1w", "public, max-age=300"],
    ["all", "public, max-age=300"],
  ])("caches %s for as long as upstream does", async (interval, cache) => {
    expect((await api.request(`/api/v1/statistics/${interval}`)).headers.get("cache-control")).toBe(cache);
  });

  it.each(["3d", "1d", "ALL", "24"])("answers the unknown interval %s with 400 listing the windows", async (interval) => {
    const answer = await api.request(`/api/v1/statistics/${interval}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toContain(STATISTICS_INTERVALS.join(", "));
  });
});
