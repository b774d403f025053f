import { describe, expect, it } from "vitest";
import { DEVNET_POOLS, poolBySlug, poolOfCoinbase } from "../../../../durable-objects/devnet/chain/pools.ts";

describe("devnet pools", () => {
  it("share the whole hashrate", () => {
    expect(DEVNET_POOLS.reduce((sum, p) => sum + p.hashratePercent, 0)).toBe(100);
  });

  it("have unique ids, slugs and tags", () => {
    for (const field of ["id", "slug", "coinbaseTag"] as const) {
      const values = DEVNET_POOLS.map((p) => p[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each([
    ["\u0003H\u0096\r/Tidewater/ some extranonce", "tidewater"],
    ["nothing we know", "unknown"],
    ["", "unknown"],
  ])("identifies the coinbase %j as %s", (ascii, slug) => {
    expect(poolOfCoinbase(ascii).slug).toBe(slug);
  });

  it("finds a pool by slug", () => {
    expect(poolBySlug("harborhash")?.name).toBe("Harbor Hash");
    expect(poolBySlug("nope")).toBeUndefined();
  });
});
