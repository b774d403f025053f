import { describe, expect, it } from "vitest";
import { LruCache } from "../../../shared/collections/lru-cache.ts";

describe("LruCache", () => {
  it("computes a value once and then serves it", () => {
    const cache = new LruCache<string, number>(2);
    let calls = 0;
    const make = () => ++calls;
    expect(cache.getOrCreate("a", make)).toBe(1);
    expect(cache.getOrCreate("a", make)).toBe(1);
    expect(calls).toBe(1);
  });

  it("forgets the least recently used entry beyond its capacity", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c"), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it("caches undefined values too", () => {
    const cache = new LruCache<string, number | undefined>(1);
    let calls = 0;
    cache.getOrCreate("a", () => (calls++, undefined));
    cache.getOrCreate("a", () => (calls++, undefined));
    expect(calls).toBe(1);
  });

  it("refuses a capacity it cannot honour", () => {
    expect(() => new LruCache(0)).toThrow(/capacity 0/);
  });
});
