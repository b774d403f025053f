import { describe, expect, it } from "vitest";
import { readPoolHashrate, readPoolStats } from "../../../../client/pages/pool/pool-readers.ts";
import { hashratePoints, poolStats } from "./pool-fixtures.ts";

describe("readPoolStats", () => {
  it("reads the backend's pool figures as they are", () => {
    const stats = poolStats();
    expect(readPoolStats(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
  });

  it("accepts a reported hashrate and a missing health, and a total reward sent as a number", () => {
    expect(readPoolStats({ ...poolStats(), reportedHashrate: 5e20, avgBlockHealth: null, totalReward: 625_000_000 })).toMatchObject({
      reportedHashrate: 5e20,
      avgBlockHealth: null,
      totalReward: "625000000",
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ["no pool", { pool: null }],
    ["a pool without a slug", { pool: { ...poolStats().pool, slug: "" } }],
    ["a pool whose tags are not texts", { pool: { ...poolStats().pool, regexes: [1] } }],
    ["a negative block count", { blockCount: { all: -1, "24h": 0, "1w": 0 } }],
    ["a share above 1", { blockShare: { all: 1.5, "24h": 0, "1w": 0 } }],
    ["a missing window", { blockShare: { all: 0.5, "24h": 0 } }],
    ["a hashrate as text", { estimatedHashrate: "5" }],
    ["a health above 100", { avgBlockHealth: 101 }],
    ["a reward that is not whole satoshis", { totalReward: "12.5" }],
  ])("refuses %s", (_, change) => {
    expect(readPoolStats({ ...poolStats(), ...change })).toBeUndefined();
  });

  it("refuses what is not an object", () => {
    expect(readPoolStats("Tidewater")).toBeUndefined();
    expect(readPoolStats(null)).toBeUndefined();
  });
});

describe("readPoolHashrate", () => {
  it("reads the weekly points, oldest first", () => {
    const points = hashratePoints(1e20, 2e20, 3e20);
    expect(readPoolHashrate([points[2], points[0], points[1]])).toEqual(points);
    expect(readPoolHashrate([])).toEqual([]);
  });

  it("refuses a list with an unreadable point, or no list", () => {
    expect(readPoolHashrate([...hashratePoints(1e20), { timestamp: 1, avgHashrate: -1, share: 0.2, poolName: "x" }])).toBeUndefined();
    expect(readPoolHashrate([{ ...hashratePoints(1e20)[0], share: 2 }])).toBeUndefined();
    expect(readPoolHashrate({ points: [] })).toBeUndefined();
  });
});
