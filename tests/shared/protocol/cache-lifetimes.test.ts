import { describe, expect, it } from "vitest";
import { BLOCK_LIST_TTL_SECONDS, CONFIRMED_BLOCK_TTL_SECONDS, IMMUTABLE_CACHE_CONTROL, publicMaxAge } from "../../../shared/protocol/cache-lifetimes.ts";

describe("cache lifetimes (research §2.4)", () => {
  it("keeps a mined block's answers 30 days, immutable, and a block list a minute", () => {
    expect(CONFIRMED_BLOCK_TTL_SECONDS).toBe(2_592_000);
    expect(IMMUTABLE_CACHE_CONTROL).toBe("public, max-age=2592000, immutable");
    expect(publicMaxAge(BLOCK_LIST_TTL_SECONDS)).toBe("public, max-age=60");
  });
});
