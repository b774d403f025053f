import { describe, expect, it } from "vitest";
import { blockAgeCache, cacheByConfirmation, CACHE_IMMUTABLE, CACHE_LIVE } from "../../../../durable-objects/devnet/api/cache-control.ts";

const DAY = 86_400;
const NOW = 1_763_700_000;

describe("cache control", () => {
  it("caches a block by its age, as the backend does", () => {
    expect(blockAgeCache(NOW - DAY, NOW)).toBe("public, max-age=600");
    expect(blockAgeCache(NOW - 40 * DAY, NOW)).toBe(`public, max-age=${10 * DAY}`);
    expect(blockAgeCache(NOW - 400 * DAY, NOW)).toBe(`public, max-age=${30 * DAY}`);
  });

  it("caches confirmed content for long and unconfirmed for a second", () => {
    expect(cacheByConfirmation(true)).toBe(CACHE_IMMUTABLE);
    expect(cacheByConfirmation(false)).toBe(CACHE_LIVE);
  });
});
