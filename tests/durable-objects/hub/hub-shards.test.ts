import { describe, expect, it } from "vitest";
import { HUB_SHARDS_MAX, hubObjectName, readHubShards, readShardIndex, ShardDealer } from "../../../durable-objects/hub/hub-shards.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";

describe("readHubShards", () => {
  it("reads a whole number of shards, 1 when unset", () => {
    expect(readHubShards(undefined)).toBe(1);
    expect(readHubShards("")).toBe(1);
    expect(readHubShards("4")).toBe(4);
    expect(readHubShards(" 2 ")).toBe(2);
    expect(readHubShards(HUB_SHARDS_MAX)).toBe(HUB_SHARDS_MAX);
  });

  it.each(["0", "-1", "2.5", "1e1", "two", "0x10", String(HUB_SHARDS_MAX + 1), true])("refuses %j, naming the var and the range", (raw) => {
    expect(() => readHubShards(raw)).toThrow(InvalidConfigError);
    expect(() => readHubShards(raw)).toThrow(/HUB_SHARDS.*whole number from 1 to 64/);
  });
});

describe("hub object names and shard indices", () => {
  it("names the root after the network and each shard after the network and its index", () => {
    expect(hubObjectName("mainnet")).toBe("mainnet");
    expect(hubObjectName("testnet", 3)).toBe("testnet/shard-3");
  });

  it("reads the worker's shard header, telling a missing one from a malformed one", () => {
    expect(readShardIndex(null)).toBeUndefined();
    expect(readShardIndex("0")).toBe(0);
    expect(readShardIndex(String(HUB_SHARDS_MAX - 1))).toBe(HUB_SHARDS_MAX - 1);
    for (const bad of ["", "-1", "1.5", "a", String(HUB_SHARDS_MAX), "0001"]) expect(readShardIndex(bad), bad).toBeNull();
  });
});

describe("ShardDealer", () => {
  it("deals round-robin from a random first shard, so one isolate's sockets spread evenly", () => {
    const dealer = new ShardDealer(() => 0.5);
    expect(Array.from({ length: 6 }, () => dealer.next(4))).toEqual([2, 3, 0, 1, 2, 3]);
    const counts = [0, 0, 0];
    const uneven = new ShardDealer(() => 0.99);
    for (let i = 0; i < 300; i++) counts[uneven.next(3)]!++;
    expect(counts).toEqual([100, 100, 100]);
  });

  it("starts isolates at different shards when the draws differ", () => {
    const firsts = [0, 0.3, 0.6, 0.9].map((draw) => new ShardDealer(() => draw).next(4));
    expect(firsts).toEqual([0, 1, 2, 3]);
  });

  it("deals shard 0 only when there is one shard", () => {
    const dealer = new ShardDealer(() => 0.7);
    expect([dealer.next(1), dealer.next(1)]).toEqual([0, 0]);
  });
});
