/**
 * `/og-image{P}`: the link-preview images (issue 13), drawn by the real engine inside workerd. Tests
 * that count or break renders build their own app around the engine (AppOptions.og), each on an
 * origin of its own, so the edge cache of one test is never another's.
 */
import { SELF, createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { CARD_DESIGN_VERSION, renderCard, type CardRenderer, type CardRequest } from "../../../worker/og/card.ts";
import { OG_DEFAULT_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { NETWORK_COLOURS, PALETTE } from "../../../shared/theme/palette.ts";
import { decodePng, litShare, pixelAt, pngHeader } from "../../support/png.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";

const bytesOf = async (response: Response): Promise<Uint8Array> => new Uint8Array(await response.arrayBuffer());

/** An app whose renders are counted (and recorded), or replaced by `render`, on its own origin. */
function countedApp(origin: string, render: CardRenderer = renderCard) {
  const cards: CardRequest[] = [];
  const app = createApp({ og: { render: (card, fonts) => (cards.push(card), render(card, fonts)) } });
  const fetch = async (path: string, init?: RequestInit): Promise<Response> => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${origin}${path}`, init), env as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { cards, fetch };
}

const hex = (colour: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];

afterEach(() => vi.restoreAllMocks());

describe("the default link-preview card", () => {
  it("answers a 1000×500 PNG with a long, immutable lifetime and an ETag", async () => {
    const response = await SELF.fetch("http://explorer.test/og-image/default.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const header = pngHeader(await bytesOf(response));
    expect({ width: header.width, height: header.height }).toEqual(OG_DEFAULT_IMAGE_SIZE);
  });
});

describe("the image's pixels", () => {
  it("draws the product name on the site's background, under the network's colour", async () => {
    const png = await decodePng(await bytesOf(await SELF.fetch("http://explorer.test/og-image/default.png")));
    expect(pixelAt(png, 990, 250).slice(0, 3)).toEqual(hex(PALETTE.bg));
    expect(pixelAt(png, 500, 2).slice(0, 3)).toEqual(hex(NETWORK_COLOURS.mainnet));
    // "Blocktide" is drawn right of the brand mark, in the first row (fonts reached the layout).
    const lit = litShare(png, { x0: 180, x1: 560, y0: 80, y1: 150 }, 128);
    expect(lit).toBeGreaterThan(0.1);
    expect(lit).toBeLessThan(0.9);
  });
});

describe("a right-to-left language's image", () => {
  it("is mirrored: the brand mark at the right edge where left-to-right cards have it at the left, the network's badge opposite", async () => {
    const ltr = await decodePng(await bytesOf(await SELF.fetch("http://explorer.test/og-image/status")));
    const rtl = await decodePng(await bytesOf(await SELF.fetch("http://explorer.test/og-image/ar/status")));
    // The 84 px mark's centre: 64 px in from the side, 72 px down (the 8 px border and the padding).
    const mark = pixelAt(ltr, 64 + 42, 72 + 42);
    expect(mark.slice(0, 3)).not.toEqual(hex(PALETTE.bg));
    expect(pixelAt(rtl, OG_DEFAULT_IMAGE_SIZE.width - 64 - 42, 72 + 42)).toEqual(mark);
    expect(pixelAt(rtl, 64 + 42, 72 + 42)).not.toEqual(mark);
    // The badge's network dot: right of centre in the mirrored card's top-left badge, not where the mark was.
    const dot = hex(NETWORK_COLOURS.mainnet);
    const dotIn = (png: typeof ltr, x0: number, x1: number) => {
      for (let x = x0; x < x1; x++) if (pixelAt(png, x, 100).slice(0, 3).every((value, i) => value === dot[i])) return true;
      return false;
    };
    expect(dotIn(rtl, 64, 300)).toBe(true);
    expect(dotIn(rtl, 700, 936)).toBe(false);
    expect(dotIn(ltr, 64, 300)).toBe(false);
  });
});

describe("the image of a page", () => {
  it("takes the network and the language from the page path's prefixes", async () => {
    const { cards, fetch } = countedApp("http://prefixes.test");
    const response = await fetch("/og-image/de/testnet/status");
    expect(response.status).toBe(200);
    expect(pngHeader(await bytesOf(response))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
    expect(cards).toEqual([{ kind: "default", network: "testnet", language: "de" }]);
    // Kept an hour, not a month: a page's image may change with the site.
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("draws each network's own card", async () => {
    const mainnet = await SELF.fetch("http://explorer.test/og-image/default.png");
    const testnet = await SELF.fetch("http://explorer.test/og-image/testnet/status");
    await Promise.all([mainnet.body?.cancel(), testnet.body?.cancel()]);
    expect(testnet.headers.get("etag")).not.toBe(mainnet.headers.get("etag"));
  });

  it("shares one default card among the pages of a network and language without a card of their own, and unknown ids", async () => {
    const { cards, fetch } = countedApp("http://shared.test");
    const status = await fetch("/og-image/signet/status");
    const block = await fetch(`/og-image/signet/block/${HASH}`);
    expect(block.status).toBe(404);
    expect(block.headers.get("etag")).toBe(status.headers.get("etag"));
    expect(block.headers.get("x-cache")).toBe("HIT");
    expect(cards).toHaveLength(1);
  });

  it("reads /og-image alone as the home page's image, and answers HEAD with the headers only", async () => {
    const { cards, fetch } = countedApp("http://home.test");
    const head = await fetch("/og-image", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(await head.text()).toBe("");
    expect(cards).toMatchObject([{ kind: "page", page: "home", network: "mainnet", language: "en" }]);
  });

  it("answers a path with no page with the default card and a 404", async () => {
    const response = await SELF.fetch("http://explorer.test/og-image/no/such/page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(pngHeader(await bytesOf(response))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
  });

  it.each([
    ["an overlong path", `/og-image/block/${"a".repeat(1100)}`],
    ["an encoded slash", "/og-image/tx/ab%2Fcd"],
    ["broken percent-encoding", "/og-image/tx/%E0%A4%A"],
    ["a control character", "/og-image/tx/ab%00cd"],
  ])("refuses %s with a 400 that says why, as the page would", async (_, path) => {
    const response = await SELF.fetch(`http://explorer.test${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toMatch(/path/i);
  });
});

describe("revalidation", () => {
  it("answers 304 to the card's own ETag, weak or strong, and the image to another", async () => {
    const { fetch } = countedApp("http://etag.test");
    const first = await fetch("/og-image/default.png");
    const etag = first.headers.get("etag")!;
    await first.body?.cancel();
    for (const validator of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await fetch("/og-image/default.png", { headers: { "if-none-match": validator } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const changed = await fetch("/og-image/default.png", { headers: { "if-none-match": '"stale"' } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe(etag);
    await changed.body?.cancel();
  });
});

describe("a burst of requests", () => {
  it("draws one new image once for 50 requests at the same time", async () => {
    const { cards, fetch } = countedApp("http://burst.test");
    const responses = await Promise.all(Array.from({ length: 50 }, () => fetch("/og-image/fr/signet/status")));
    expect(cards).toHaveLength(1);
    const etags = new Set(responses.map((response) => response.headers.get("etag")));
    expect(etags.size).toBe(1);
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const sizes = new Set(await Promise.all(responses.map(async (response) => (await response.arrayBuffer()).byteLength)));
    expect(sizes.size).toBe(1);
    expect([...sizes][0]).toBeGreaterThan(1000);
    // Stored: the next request is answered from the edge cache.
    const later = await fetch("/og-image/fr/signet/status");
    expect(later.headers.get("x-cache")).toBe("HIT");
    await later.body?.cancel();
    expect(cards).toHaveLength(1);
  });
});

describe("a render that fails", () => {
  it("answers the bundled fallback image, not cached, and logs the error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { fetch } = countedApp("http://broken.test", async () => {
      throw new Error("yoga ran out of memory");
    });
    const response = await fetch("/og-image/testnet/status");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeNull();
    expect(pngHeader(await bytesOf(response))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`og-image: drawing v${CARD_DESIGN_VERSION}/default/testnet/en`), expect.any(Error));
  });
});
