/**
 * The address, pool and mining dashboard cards (issue 13), drawn by the real engine inside workerd
 * from the devnet's own data: each answers a 1200×600 PNG with its words and its chart (the chart's
 * colour in the picture box); a path its page refuses is refused alike, and a pool the backend does
 * not know gets the default card with a 404.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { pictureBox } from "../../../worker/og/card-frame.tsx";

const PICTURE_BOX = pictureBox("ltr");
import { CHART_COLOURS } from "../../../worker/og/chart-svg.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { decodePng, litShare, pixelAt, pngHeader, type DecodedPng } from "../../support/png.ts";
import { ORIGIN, getJson, spendingAddresses } from "./devnet-samples.ts";

const hex = (colour: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];

async function card(path: string): Promise<DecodedPng> {
  const response = await SELF.fetch(`${ORIGIN}/og-image${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const png = await decodePng(new Uint8Array(await response.arrayBuffer()));
  expect({ width: png.width, height: png.height }).toEqual(OG_PREVIEW_IMAGE_SIZE);
  return png;
}

/** Pixels of `colour` (within a little of it, for anti-aliasing) in the picture box. */
function pictureCount(png: DecodedPng, colour: string): number {
  const [r, g, b] = hex(colour);
  let count = 0;
  for (let y = PICTURE_BOX.y; y < PICTURE_BOX.y + PICTURE_BOX.size; y++) {
    for (let x = PICTURE_BOX.x; x < PICTURE_BOX.x + PICTURE_BOX.size; x++) {
      const [pr, pg, pb] = pixelAt(png, x, y);
      if (Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 24) count++;
    }
  }
  return count;
}

/** The share of light pixels in the title's row, left of the picture: the title's glyphs were drawn. */
const titleInk = (png: DecodedPng): number => litShare(png, { x0: 48, x1: 300, y0: 140, y1: 190 }, 150);

const expectStatus = async (path: string, status: number): Promise<void> => {
  const response = await SELF.fetch(`${ORIGIN}${path}`);
  await response.body?.cancel();
  expect(response.status, path).toBe(status);
};

describe("page cards with a chart (issue 13)", () => {
  beforeAll(freezeDevnet);

  it("draws an address's card: its words and its balance's steps", async () => {
    const { address } = (await spendingAddresses())[0]!;
    const png = await card(`/address/${address}`);
    expect(titleInk(png)).toBeGreaterThan(0.05);
    expect(pictureCount(png, CHART_COLOURS[0])).toBeGreaterThan(200);
  });

  it("draws a pool's card with its hashrate or its blocks over time", async () => {
    const ranking = await getJson<{ pools: { slug: string; blockCount: number }[] }>("/api/v1/mining/pools/1w");
    const pool = ranking.pools.find((row) => row.blockCount > 0)!;
    const png = await card(`/mining/pool/${pool.slug}`);
    expect(titleInk(png)).toBeGreaterThan(0.05);
    expect(pictureCount(png, CHART_COLOURS[0])).toBeGreaterThan(200);
  });

  it("draws the mining dashboard's card with the pools' ring in their colours", async () => {
    const ranking = await getJson<{ pools: unknown[] }>("/api/v1/mining/pools/1w");
    const png = await card("/mining");
    expect(titleInk(png)).toBeGreaterThan(0.05);
    // The leading pool's slice and the second's, when there is one.
    expect(pictureCount(png, CHART_COLOURS[0])).toBeGreaterThan(500);
    if (ranking.pools.length > 1) expect(pictureCount(png, CHART_COLOURS[1])).toBeGreaterThan(100);
  });

  it("refuses a malformed address or pool path with a 400, as the page does", async () => {
    for (const path of ["/address/not-an-address", "/mining/pool/ab%2Fcd"]) {
      await expectStatus(path, 400);
      await expectStatus(`/og-image${path}`, 400);
    }
  });

  it("answers a pool the backend does not know with the default card and a 404", async () => {
    await expectStatus("/mining/pool/no-such-pool", 404);
    const response = await SELF.fetch(`${ORIGIN}/og-image/mining/pool/no-such-pool`);
    expect(response.status).toBe(404);
    expect(pngHeader(new Uint8Array(await response.arrayBuffer()))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
  });
});
