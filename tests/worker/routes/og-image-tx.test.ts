/**
 * `/og-image/tx/{txid}`: the transaction card (issue 13), drawn by the real engine inside workerd
 * from the devnet's own transactions: a confirmed payment, a coinbase and a payment this test
 * broadcasts (waiting). Their pixels show the flow in its colours, the status in its colour, and
 * text; a txid the page refuses is a 400, one nobody knows the default card with a 404.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { BRAND_GRADIENT, TX_STATUS_COLOURS } from "../../../shared/theme/palette.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import { feeRate } from "../../../shared/tx/transaction-rates.ts";
import { WIDE_PICTURE_BOX } from "../../../worker/og/card-frame.tsx";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { decodePng, pixelAt, pngHeader, type DecodedPng } from "../../support/png.ts";
import { ORIGIN, tipHash, tipTransactions } from "./devnet-samples.ts";

type Rgb = readonly [number, number, number];

const rgb = (colour: string): Rgb => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as unknown as Rgb;
const near = ([r, g, b]: readonly number[], [R, G, B]: Rgb, tolerance = 24): boolean =>
  Math.abs(r! - R) <= tolerance && Math.abs(g! - G) <= tolerance && Math.abs(b! - B) <= tolerance;

interface Region {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** How many pixels of `region` are within a few steps of `colour`. */
function countNear(png: DecodedPng, region: Region, colour: string): number {
  let count = 0;
  for (let y = region.y0; y < region.y1; y++) for (let x = region.x0; x < region.x1; x++) if (near(pixelAt(png, x, y), rgb(colour))) count++;
  return count;
}

/** The share of `region`'s pixels brighter than mid-grey: text on the dark card. */
function litShare(png: DecodedPng, region: Region): number {
  let lit = 0;
  for (let y = region.y0; y < region.y1; y++) for (let x = region.x0; x < region.x1; x++) if (pixelAt(png, x, y).slice(0, 3).reduce((a, b) => a + b, 0) > 3 * 128) lit++;
  return lit / ((region.x1 - region.x0) * (region.y1 - region.y0));
}

const box = WIDE_PICTURE_BOX;
/** The flow's ends: the inputs start at the picture's left, the outputs end at its right. */
const LEFT_END: Region = { x0: box.x, x1: box.x + 60, y0: box.y, y1: box.y + box.height };
const RIGHT_END: Region = { x0: box.x + box.width - 60, x1: box.x + box.width, y0: box.y, y1: box.y + box.height };
/** Where the figures are: above the picture, below the title. */
const FIGURES: Region = { x0: 0, x1: OG_PREVIEW_IMAGE_SIZE.width, y0: 190, y1: box.y };
const TITLE: Region = { x0: 48, x1: 400, y0: 120, y1: 180 };
const [INPUT_COLOUR, OUTPUT_COLOUR] = [BRAND_GRADIENT[0]!.colour, BRAND_GRADIENT.at(-1)!.colour];

async function cardOf(txid: string): Promise<DecodedPng> {
  const response = await SELF.fetch(`${ORIGIN}/og-image/tx/${txid}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const png = await decodePng(new Uint8Array(await response.arrayBuffer()));
  expect({ width: png.width, height: png.height }).toEqual(OG_PREVIEW_IMAGE_SIZE);
  return png;
}

function expectFlowAndText(png: DecodedPng): void {
  expect(countNear(png, LEFT_END, INPUT_COLOUR)).toBeGreaterThan(200);
  expect(countNear(png, RIGHT_END, OUTPUT_COLOUR)).toBeGreaterThan(200);
  expect(litShare(png, TITLE)).toBeGreaterThan(0.1);
  expect(litShare(png, TITLE)).toBeLessThan(0.9);
}

describe("the transaction card", () => {
  beforeAll(freezeDevnet);

  it("draws a confirmed payment's flow, its fee's band in its rate's colour and its status in the confirmed colour", async () => {
    const [, tx] = await tipTransactions();
    const png = await cardOf(tx!.txid);
    expectFlowAndText(png);
    const fee = feeColour(feeRate(tx!.fee, tx!.weight));
    // The fee's band, at the right end under the outputs.
    expect(countNear(png, RIGHT_END, fee)).toBeGreaterThan(20);
    expect(countNear(png, FIGURES, TX_STATUS_COLOURS.confirmed)).toBeGreaterThan(50);
    expect(countNear(png, FIGURES, TX_STATUS_COLOURS.unconfirmed)).toBe(0);
  });

  it("draws a coinbase's flow, confirmed", async () => {
    const [coinbase] = await tipTransactions();
    const png = await cardOf(coinbase!.txid);
    expectFlowAndText(png);
    expect(countNear(png, FIGURES, TX_STATUS_COLOURS.confirmed)).toBeGreaterThan(50);
  });

  it("draws a waiting payment in the waiting colour", async () => {
    const keyring = devnetKeyring();
    const payment = signedPayment(keyring, await findWalletCoin(keyring), { kind: "p2wpkh", keyIndex: 43 }, 3_000);
    await broadcast(payment.hex);
    const png = await cardOf(payment.txid);
    expectFlowAndText(png);
    expect(countNear(png, FIGURES, TX_STATUS_COLOURS.unconfirmed)).toBeGreaterThan(50);
    expect(countNear(png, FIGURES, TX_STATUS_COLOURS.confirmed)).toBe(0);
  });

  it("answers the default card for a txid that names a block, whose page goes on to the block", async () => {
    const response = await SELF.fetch(`${ORIGIN}/og-image/tx/${await tipHash()}`);
    expect(response.status).toBe(200);
    expect(pngHeader(new Uint8Array(await response.arrayBuffer()))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
  });

  it("refuses a malformed txid with a 400, and answers an unknown one with the default card and a 404", async () => {
    const malformed = await SELF.fetch(`${ORIGIN}/og-image/tx/abc123`);
    expect(malformed.status).toBe(400);
    await malformed.body?.cancel();
    const unknown = await SELF.fetch(`${ORIGIN}/og-image/tx/${"ab".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("image/png");
    expect(pngHeader(new Uint8Array(await unknown.arrayBuffer()))).toMatchObject(OG_DEFAULT_IMAGE_SIZE);
  });
});
