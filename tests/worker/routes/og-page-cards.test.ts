/**
 * Pages' own link-preview cards (issue 13): drawn at 1200×600 from the page's data by the real
 * engine inside workerd. A block's card holds its transactions in their fee colours; the block page
 * and the block view share one picture; a card is drawn once per version of its data; a malformed
 * id is refused as the page refuses it and an unknown one gets the default card with a 404.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { renderCard, type CardRequest } from "../../../worker/og/card.ts";
import { loadLiveBundle } from "../../../worker/ssr/live-bundle.ts";
import { pictureBox, type PictureBox } from "../../../worker/og/card-frame.tsx";
import { OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import { PALETTE } from "../../../shared/theme/palette.ts";
import type { RecommendedFees } from "../../../shared/types/mempool.ts";
import { freezeDevnet, stepDevnet } from "../../support/devnet-clock.ts";
import { decodePng, pixelAt, pngHeader, type DecodedPng } from "../../support/png.ts";
import { getJson, tipHash } from "./devnet-samples.ts";

interface SummaryTx {
  readonly txid: string;
  readonly fee: number;
  readonly vsize: number;
}

/** An app whose renders are recorded, on an origin of its own (so its edge cache is its own). */
function recordedApp(origin: string) {
  const cards: CardRequest[] = [];
  const app = createApp({ og: { render: (card, fonts) => (cards.push(card), renderCard(card, fonts)) } });
  const fetch = async (path: string): Promise<Response> => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${origin}${path}`), env as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { cards, fetch };
}

const bytesOf = async (response: Response): Promise<Uint8Array> => new Uint8Array(await response.arrayBuffer());
const hexOf = ([r, g, b]: readonly number[]): string => `#${[r, g, b].map((value) => value!.toString(16).padStart(2, "0")).join("")}`;

/** Every colour drawn in a rectangle of the card, with how many pixels have it. */
function coloursIn(png: DecodedPng, box: { x: number; y: number; width: number; height: number }): Map<string, number> {
  const counts = new Map<string, number>();
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const colour = hexOf(pixelAt(png, x, y));
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  }
  return counts;
}

const PICTURE_BOX = pictureBox("ltr");
const PICTURE = { x: PICTURE_BOX.x, y: PICTURE_BOX.y, width: PICTURE_BOX.size, height: PICTURE_BOX.size };

async function cardPng(response: Response): Promise<DecodedPng> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const bytes = await bytesOf(response);
  expect(pngHeader(bytes)).toMatchObject(OG_PREVIEW_IMAGE_SIZE);
  return decodePng(bytes);
}

describe("a page's own link-preview card", () => {
  // Mainnet publishes nothing between the data a test reads and the card drawn from it.
  beforeAll(freezeDevnet);

  it("draws a block's transactions in their fee colours, once per block, the same for its page and its view", async () => {
    const { cards, fetch } = recordedApp("http://block-card.test");
    const hash = await tipHash();
    const png = await cardPng(await fetch(`/og-image/block/${hash}`));
    // The biggest squares have whole pixels of their own colour (small ones are mostly edges).
    const transactions = await getJson<SummaryTx[]>(`/api/v1/block/${hash}/summary`);
    const biggest = [...transactions].sort((a, b) => b.vsize - a.vsize).slice(0, 3);
    const drawn = coloursIn(png, PICTURE);
    for (const tx of biggest) expect(drawn.get(feeColour(tx.vsize > 0 ? tx.fee / tx.vsize : 0)) ?? 0, tx.txid).toBeGreaterThan(0);
    // The rest of the box is the empty grid: the picture is the block, not a full-box fill.
    expect(drawn.get(PALETTE.bgBlock) ?? 0).toBeGreaterThan(0);

    const again = await fetch(`/og-image/block/${hash}`);
    expect(again.headers.get("x-cache")).toBe("HIT");
    const view = await fetch(`/og-image/view/block/${hash}`);
    expect(view.headers.get("etag")).toBe(again.headers.get("etag"));
    expect(cards.map((card) => card.kind === "page" && card.page)).toEqual(["block", "view-block"]);
  });

  it("mirrors an Arabic card: its picture in the box on the left, the brand mark at the right edge", async () => {
    const { fetch } = recordedApp("http://rtl-card.test");
    const hash = await tipHash();
    const ltr = await cardPng(await fetch(`/og-image/block/${hash}`));
    const rtl = await cardPng(await fetch(`/og-image/ar/block/${hash}`));
    const area = ({ x, y, size }: PictureBox) => ({ x, y, width: size, height: size });
    const left = pictureBox("rtl");
    // The picture is where the mirrored box is (its empty grid, its squares), and nothing of it is on the right.
    expect(coloursIn(rtl, area(left)).get(PALETTE.bgBlock) ?? 0).toBeGreaterThan(0.5 * left.size ** 2);
    expect(coloursIn(rtl, area(PICTURE_BOX)).get(PALETTE.bgBlock) ?? 0).toBeLessThan(0.01 * left.size ** 2);
    // The same picture, moved: the treemap itself is data, not text, and is not mirrored.
    expect(coloursIn(rtl, area(left))).toEqual(coloursIn(ltr, area(PICTURE_BOX)));
    // The 46 px mark of the header, 48 px in from its side.
    const { width } = OG_PREVIEW_IMAGE_SIZE;
    const mark = pixelAt(ltr, 48 + 23, 40);
    expect(pixelAt(rtl, width - 48 - 23, 40)).toEqual(mark);
    expect(pixelAt(rtl, 48 + 23, 40)).not.toEqual(mark);
  });

  it("refuses a malformed block id as the page does, and answers an unknown one with the default card and a 404", async () => {
    const { fetch } = recordedApp("http://block-ids.test");
    const malformed = await fetch("/og-image/block/not-a-block");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toMatch(/block/i);
    const unknown = await fetch("/og-image/block/99999999");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("public, max-age=300");
    expect(pngHeader(await bytesOf(unknown))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
  });

  it("draws the next projected block's transactions", async () => {
    const { cards, fetch } = recordedApp("http://projected-card.test");
    const png = await cardPng(await fetch("/og-image/mempool-block/0"));
    expect(cards).toMatchObject([{ kind: "page", page: "mempool-block" }]);
    const waiting = await getJson<{ index: number; blockTransactions: unknown[] }>("/api/v1/projected-block/0");
    const drawn = coloursIn(png, PICTURE);
    const squares = [...drawn.keys()].filter((colour) => colour !== PALETTE.bgBlock && colour !== PALETTE.bg);
    expect(squares.length > 0).toBe(waiting.blockTransactions.length > 0);
  });

  it("draws the live chain on the home page, the block wall and the clock, with the four fees in their colours", async () => {
    const { cards, fetch } = recordedApp("http://live-card.test");
    const fees = await getJson<RecommendedFees>("/api/v1/fees/recommended");
    const png = await cardPng(await fetch("/og-image/"));
    const drawn = coloursIn(png, { x: 0, y: 440, width: 1200, height: 60 });
    for (const rate of [fees.economyFee, fees.hourFee, fees.halfHourFee, fees.fastestFee]) expect(drawn.get(feeColour(rate)) ?? 0, String(rate)).toBeGreaterThan(0);
    for (const path of ["/og-image/view/blocks", "/og-image/clock/mined/0"]) await cardPng(await fetch(path));
    expect(cards.map((card) => card.kind === "page" && card.page)).toEqual(["home", "view-blocks", "clock"]);
  });

  it("answers a page's image again within its minute from what it answered, without reading the page's data anew", async () => {
    const { cards, fetch } = recordedApp("http://kept-answer.test");
    const first = await fetch("/og-image/");
    await first.body?.cancel();
    expect(first.headers.get("x-cache")).toBe("MISS");
    // A new block: the live card's data is another now.
    const tip = await tipHash();
    while ((await tipHash()) === tip) await stepDevnet(60);
    const newTip = await tipHash();
    const again = await fetch("/og-image/");
    await again.body?.cancel();
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(cards).toHaveLength(1);
    // Another address (a query) is answered afresh, from the data as it is now: once the hub has
    // the new block (it follows the devnet a moment later; the card reads the hub).
    await expect.poll(async () => JSON.stringify(await loadLiveBundle(env as unknown as Env, "mainnet", 5_000)).includes(newTip), { timeout: 30_000 }).toBe(true);
    const fresh = await fetch("/og-image/?v=2");
    await fresh.body?.cancel();
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(cards).toHaveLength(2);
    expect(cards[1]).not.toEqual(cards[0]);
  });
});
