import { describe, expect, it } from "vitest";
import {
  BLOCKS_PER_DAY,
  MINING_GRAPHS,
  MINING_GRAPH_WINDOWS,
  isMiningGraph,
  miningGraphPath,
  offeredMiningWindows,
  resolveMiningWindow,
  windowIsIndexed,
} from "../../../shared/charts/mining-graphs.ts";
import { MINING_WINDOWS } from "../../../shared/preferences/chart-windows.ts";

describe("the mining graphs' names", () => {
  it("knows the eight graphs and nothing else", () => {
    expect(MINING_GRAPHS).toHaveLength(8);
    for (const graph of MINING_GRAPHS) expect(isMiningGraph(graph)).toBe(true);
    for (const name of ["", "pool", "block-predictions", "constructor", "POOLS", 1, null]) expect(isMiningGraph(name)).toBe(false);
  });

  it("asks each graph's backend route with the window", () => {
    expect(miningGraphPath("pools", "1w")).toBe("/api/v1/mining/pools/1w");
    expect(miningGraphPath("pools-dominance", "6m")).toBe("/api/v1/mining/hashrate/pools/6m");
    expect(miningGraphPath("hashrate-difficulty", "all")).toBe("/api/v1/mining/hashrate/all");
    expect(miningGraphPath("block-health", "24h")).toBe("/api/v1/mining/blocks/predictions/24h");
    expect(miningGraphPath("block-sizes-weights", "3d")).toBe("/api/v1/mining/blocks/sizes-weights/3d");
  });

  it("offers every mining window but 4y", () => {
    expect(MINING_GRAPH_WINDOWS).toEqual(MINING_WINDOWS.filter((window) => window !== "4y"));
  });
});

describe("resolveMiningWindow", () => {
  it("raises a wish below the graph's minimum to it and keeps any other", () => {
    expect(resolveMiningWindow("hashrate-difficulty", "1w")).toBe("3m");
    expect(resolveMiningWindow("hashrate-difficulty", "1y")).toBe("1y");
    expect(resolveMiningWindow("pools-dominance", "24h")).toBe("6m");
    expect(resolveMiningWindow("block-fees", "3d")).toBe("1m");
    expect(resolveMiningWindow("block-rewards", "1m")).toBe("3m");
    expect(resolveMiningWindow("pools", "24h")).toBe("24h");
    expect(resolveMiningWindow("block-health", "all")).toBe("all");
  });
});

describe("window gating by the indexed blocks", () => {
  it("needs 144 blocks for each day of a window, and nothing for all", () => {
    expect(BLOCKS_PER_DAY).toBe(144);
    expect(windowIsIndexed("24h", 143)).toBe(false);
    expect(windowIsIndexed("24h", 144)).toBe(true);
    expect(windowIsIndexed("3d", 432)).toBe(true);
    expect(windowIsIndexed("1w", 1007)).toBe(false);
    expect(windowIsIndexed("1m", 4320)).toBe(true);
    expect(windowIsIndexed("3y", 157_679)).toBe(false);
    expect(windowIsIndexed("all", 0)).toBe(true);
  });

  it("offers the windows from the graph's minimum the index can fill, the shown one, and all", () => {
    expect(offeredMiningWindows("pools", 2_000, "1w")).toEqual(["24h", "3d", "1w", "all"]);
    expect(offeredMiningWindows("pools", 100, "all")).toEqual(["all"]);
    expect(offeredMiningWindows("hashrate-difficulty", 2_000, "3m")).toEqual(["3m", "all"]);
    expect(offeredMiningWindows("hashrate-difficulty", 60_000, "3m")).toEqual(["3m", "6m", "1y", "all"]);
    expect(offeredMiningWindows("block-fees", null, "1m")).toEqual(["1m", "3m", "6m", "1y", "2y", "3y", "all"]);
  });
});
