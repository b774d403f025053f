import { describe, expect, it } from "vitest";
import { OG_DEFAULT_IMAGE_PATH, OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE, ogImagePath, ogImageUrl, pagePathOfOgImage, hasOwnCard } from "../../../shared/og/og-image-route.ts";

describe("the link-preview image route", () => {
  it("has the sizes of spec §9, both 2:1", () => {
    expect(OG_PREVIEW_IMAGE_SIZE).toEqual({ width: 1200, height: 600 });
    expect(OG_DEFAULT_IMAGE_SIZE).toEqual({ width: 1000, height: 500 });
  });

  it("places a page's image under the prefix, prefixes and all", () => {
    expect(ogImagePath("/de/testnet/block/00ab")).toBe("/og-image/de/testnet/block/00ab");
    expect(ogImagePath("/")).toBe("/og-image/");
  });

  it("reads the page path back from an image path", () => {
    for (const page of ["/", "/signet", "/de/testnet/block/00ab", "/tx/ab12"]) expect(pagePathOfOgImage(ogImagePath(page))).toBe(page);
    expect(pagePathOfOgImage("/og-image")).toBe("/");
  });

  it("keeps the default card's address and foreign paths apart", () => {
    expect(pagePathOfOgImage(OG_DEFAULT_IMAGE_PATH)).toBeNull();
    expect(pagePathOfOgImage("/og-images/x")).toBeNull();
    expect(pagePathOfOgImage("/block/1")).toBeNull();
  });

  it("refuses a page path that is not one", () => {
    expect(() => ogImagePath("block/1")).toThrow(TypeError);
  });
});

describe("ogImageUrl", () => {
  it("puts the page's path under the image route on the page's own host", () => {
    expect(ogImageUrl("https://example.org/de/testnet/block/00ab")).toBe("https://example.org/og-image/de/testnet/block/00ab");
    expect(ogImageUrl("http://localhost:8787/")).toBe("http://localhost:8787/og-image/");
    expect(ogImageUrl("https://liquid.example")).toBe("https://liquid.example/og-image/");
  });
  it("refuses what is not a canonical address", () => {
    expect(() => ogImageUrl("/block/00ab")).toThrow(TypeError);
    expect(() => ogImageUrl("https://example.org/tx/ab?x=1")).toThrow(TypeError);
  });
});

describe("hasOwnCard", () => {
  it("says which pages have a card of their own, and the kiosk views share theirs", () => {
    for (const page of ["home", "block", "view-block", "tx", "address", "pool", "mining", "mempool-block", "view-mempool-block", "view-blocks", "clock"] as const) expect(hasOwnCard(page), page).toBe(true);
    for (const page of ["status", "faq", "login", "blocks"] as const) expect(hasOwnCard(page), page).toBe(false);
  });
});
