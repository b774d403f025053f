import { describe, expect, it } from "vitest";
import { BroadcastCache, isInitBundle } from "../../../../durable-objects/hub/mirror/broadcast-cache.ts";
import { readFixture } from "../hub-fixtures.ts";

type Frame = Record<string, unknown>;
interface Block {
  height: number;
  id: string;
}

const bundle = readFixture<Frame>("cypress/mainnet_mempoolInfo.json");
const newTip = readFixture<{ block: Block }>("cypress/details_rbf/tx02_ws_block.json").block;

function seeded(): BroadcastCache {
  const cache = new BroadcastCache();
  cache.applyInit(bundle);
  return cache;
}

describe("BroadcastCache", () => {
  it("takes as an init bundle only one with the backend's description and its blocks", () => {
    expect(isInitBundle(bundle)).toBe(true);
    for (const broken of [{ ...bundle, backendInfo: 5 }, { ...bundle, blocks: [] }, { ...bundle, blocks: "none" }, { backendInfo: bundle.backendInfo }]) {
      expect(isInitBundle(broken)).toBe(false);
    }
  });

  it("has no init answer until a bundle with blocks arrived (research §1.3)", () => {
    const cache = new BroadcastCache();
    expect(cache.ready).toBe(false);
    expect(cache.initFrame()).toBeUndefined();
    cache.applyInit({ ...bundle, blocks: [] });
    expect(cache.initFrame()).toBeUndefined();
  });

  it("answers init with upstream's bundle, in upstream's key order", () => {
    const frame = seeded().initFrame()!;
    expect(Object.keys(JSON.parse(frame))).toEqual(Object.keys(bundle));
    expect(JSON.parse(frame)).toEqual(bundle);
  });

  it("keeps live values, and a new tip joins the last blocks, oldest first, still eight", () => {
    const cache = seeded();
    const fees = { fastestFee: 9, halfHourFee: 8, hourFee: 7, economyFee: 6, minimumFee: 5 };
    cache.apply("fees", fees);
    cache.apply("block", newTip);
    const frame = JSON.parse(cache.initFrame()!) as { fees: unknown; blocks: Block[] };
    expect(frame.fees).toEqual(fees);
    expect(frame.blocks).toHaveLength(8);
    expect(frame.blocks.at(-1)).toEqual(newTip);
    expect(frame.blocks.map((b) => b.height)).toEqual([...frame.blocks.map((b) => b.height)].sort((a, b) => a - b));
    expect(cache.tipHeight).toBe(newTip.height);
  });

  it("replaces blocks at and above a new block's height (a reorg), and takes a whole new list", () => {
    const cache = seeded();
    const heights = () => (JSON.parse(cache.value("blocks")!) as Block[]).map((b) => b.height);
    const stale = (bundle.blocks as Block[]).at(-2)!;
    cache.apply("block", { ...stale, id: "ff".repeat(32) });
    expect(heights()).toEqual((bundle.blocks as Block[]).slice(0, -1).map((b) => b.height));
    expect((JSON.parse(cache.value("blocks")!) as Block[]).at(-1)!.id).toBe("ff".repeat(32));
    cache.apply("blocks", (bundle.blocks as Block[]).slice(0, 3));
    expect(heights()).toHaveLength(3);
  });

  it("keeps rbfLatestSummary as the bundle's rbfSummary, added after the first replacement", () => {
    const { rbfSummary, ...withoutSummary } = bundle;
    const cache = new BroadcastCache();
    cache.applyInit(withoutSummary);
    expect(Object.keys(JSON.parse(cache.initFrame()!))).not.toContain("rbfSummary");
    cache.apply("rbfLatestSummary", rbfSummary);
    expect(JSON.parse(cache.initFrame()!).rbfSummary).toEqual(rbfSummary);
    expect(cache.value("rbfLatestSummary")).toBe(cache.value("rbfSummary"));
  });

  it("ignores values it cannot use, and forgets everything when cleared", () => {
    const cache = seeded();
    const before = cache.initFrame();
    cache.apply("block", { id: "no height" });
    cache.apply("blocks", [{ height: "x" }]);
    cache.apply("fees", null);
    expect(cache.initFrame()).toBe(before);
    // A broken upstream's values: the last good ones stay, and the cache says it dropped them.
    const dropped: [string, unknown][] = [
      ["blocks", []],
      ["fees", { fastestFee: "9" }],
      ["mempool-blocks", [1, "two"]],
      ["mempoolInfo", [1]],
      ["vBytesPerSecond", -5],
      ["da", 7],
      ["rbfLatestSummary", [{ txid: "x" }]],
    ];
    for (const [key, value] of dropped) expect(cache.apply(key, value), key).toBe(false);
    expect(cache.initFrame()).toBe(before);
    expect(cache.apply("fees", { fastestFee: 9, halfHourFee: 8, hourFee: 7, economyFee: 2, minimumFee: 1 })).toBe(true);
    cache.clear();
    expect(cache.ready).toBe(false);
    expect(cache.value("fees")).toBeUndefined();
  });
});
