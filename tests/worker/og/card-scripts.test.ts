/**
 * Text in every script of spec §9 drawn by the real engine inside workerd (issue 13): lines satori
 * cannot draw go to resvg, which shapes them (Arabic joined, Devanagari conjuncts, Thai marks) and
 * orders right-to-left ones right to left, with the fonts the Worker reads from its own assets.
 * Each check compares two drawings that only a shaping engine with the right font tells apart, so
 * missing-glyph boxes or unshaped letters cannot pass it.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import type { Env } from "../../../worker/env.ts";
import { renderPng } from "../../../worker/og/engine.ts";
import { cardText } from "../../../worker/og/card-text.tsx";
import { cardFrame, pictureBox } from "../../../worker/og/card-frame.tsx";
import { assetFonts } from "../../../worker/og/script-fonts.ts";
import type { Direction } from "../../../worker/og/direction.ts";
import { OG_PREVIEW_IMAGE_SIZE } from "../../../shared/og/og-image-route.ts";
import { PALETTE } from "../../../shared/theme/palette.ts";
import { decodePng, type DecodedPng } from "../../support/png.ts";
import { inkHeight, inkIn, inkWidth, type Ink } from "../../support/ink.ts";

const fonts = assetFonts((env as unknown as Env).ASSETS);

const WIDTH = 1200;
const ROW = 90;
const SIDE = 40;

/** One line per row, at 48 px, each in its own reading direction. */
const SAMPLES = {
  behAlone: ["ب", "rtl"],
  behJoined: ["بببب", "rtl"],
  // A long first word, then a one-letter word of a thin letter (alef, vav).
  arabicWords: ["بببببببببب ا", "rtl"],
  persian: ["بلوک ۸۴۰٬۰۰۰", "rtl"],
  hebrewWords: ["שששששששששש ו", "rtl"],
  hebrewVav: ["וווו", "rtl"],
  hebrewShin: ["שששש", "rtl"],
  conjunct: ["क्ष", "ltr"],
  twoLetters: ["कष", "ltr"],
  thaiMarked: ["ก่ก่ก่", "ltr"],
  thaiBare: ["กกก", "ltr"],
  georgianLow: ["ააა", "ltr"],
  georgianTall: ["ბბბ", "ltr"],
  chineseOne: ["一一一", "ltr"],
  chineseCountry: ["国国国", "ltr"],
  japaneseBar: ["ーーー", "ltr"],
  japaneseKana: ["アアア", "ltr"],
  koreanBar: ["ㅡㅡㅡ", "ltr"],
  koreanSyllable: ["한한한", "ltr"],
} as const satisfies Record<string, readonly [string, Direction]>;

type Sample = keyof typeof SAMPLES;
const NAMES = Object.keys(SAMPLES) as Sample[];

/** The samples as a card: a column of rows (createElement: test files are .ts). */
const sheet = () =>
  createElement(
    "div",
    { style: { display: "flex", flexDirection: "column", width: WIDTH, height: NAMES.length * ROW, background: PALETTE.bg, color: PALETTE.text } },
    NAMES.map((name) =>
      createElement(
        "div",
        { key: name, style: { display: "flex", alignItems: "center", width: WIDTH, height: ROW, padding: `0 ${SIDE}px` } },
        cardText(SAMPLES[name][0], { fontSize: 48 }, { direction: SAMPLES[name][1], grow: true }),
      ),
    ),
  );

describe("text in every script of the languages", () => {
  let png: DecodedPng;
  const ink = (name: Sample): Ink => inkIn(png, { x: 0, y: NAMES.indexOf(name) * ROW, width: WIDTH, height: ROW }, PALETTE.bg);

  beforeAll(async () => {
    png = await decodePng(await renderPng(sheet(), { width: WIDTH, height: NAMES.length * ROW }, fonts));
  });

  it("draws every sample, inside its own row", () => {
    for (const name of NAMES) expect(ink(name).count, name).toBeGreaterThan(80);
  });

  it("joins Arabic letters: four joined behs are far narrower than four alone", () => {
    expect(inkWidth(ink("behJoined"))).toBeLessThan(0.75 * 4 * inkWidth(ink("behAlone")));
  });

  it("lays right-to-left lines out from the right: the first word is on the right, the line ends at the row's right edge", () => {
    for (const name of ["arabicWords", "hebrewWords"] as const) {
      const { clusters, right } = ink(name);
      // Read from the right, the thin last word is the leftmost ink; the first word's last (or only) letter the rightmost.
      const leftmost = clusters[0]!;
      const rightmost = clusters.at(-1)!;
      expect(leftmost.right - leftmost.left, name).toBeLessThan(0.5 * (rightmost.right - rightmost.left));
      expect(right, name).toBeGreaterThan(WIDTH - SIDE - 12);
    }
    expect(ink("persian").right).toBeGreaterThan(WIDTH - SIDE - 12);
    // A left-to-right line starts at the row's left edge.
    expect(ink("twoLetters").left).toBeLessThan(SIDE + 12);
  });

  it("draws Hebrew letters from a Hebrew font: vav is much narrower than shin", () => {
    expect(inkWidth(ink("hebrewVav"))).toBeLessThan(0.6 * inkWidth(ink("hebrewShin")));
  });

  it("forms Devanagari conjuncts: क्ष is one glyph, narrower than क and ष side by side", () => {
    expect(inkWidth(ink("conjunct"))).toBeLessThan(0.85 * inkWidth(ink("twoLetters")));
  });

  it("puts Thai tone marks above their letters, taking no width", () => {
    const marked = ink("thaiMarked");
    const bare = ink("thaiBare");
    expect(inkWidth(marked)).toBeLessThan(1.15 * inkWidth(bare));
    // Measured from each row's own top.
    const top = (name: Sample, row: Ink) => row.top - NAMES.indexOf(name) * ROW;
    expect(top("thaiMarked", marked)).toBeLessThan(top("thaiBare", bare) - 5);
  });

  it("draws Georgian, Chinese, Japanese and Korean letters from their fonts, not as boxes", () => {
    const lowerThan = (low: Sample, tall: Sample, ratio: number) => expect(inkHeight(ink(low)), low).toBeLessThan(ratio * inkHeight(ink(tall)));
    lowerThan("georgianLow", "georgianTall", 0.8);
    lowerThan("chineseOne", "chineseCountry", 0.3);
    lowerThan("japaneseBar", "japaneseKana", 0.3);
    lowerThan("koreanBar", "koreanSyllable", 0.3);
  });
});

describe("a right-to-left card with text of other scripts", () => {
  it("draws its title from the text column's right edge and keeps the picture box on the left clear", async () => {
    const element = cardFrame({
      network: "mainnet",
      direction: "rtl",
      kind: "كتلة بيتكوين",
      title: "الكتلة ٨٤٠٬٠٠٠",
      id: "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054",
      figures: [
        { label: "المعدّن", value: "מגדל ביטקוין" },
        { label: "पूल", value: "नेपाल खनन" },
        { label: "ภาษาไทย", value: "ქართული" },
        { label: "中文", value: "日本語 한국어" },
      ],
      picture: null,
    });
    const png = await decodePng(await renderPng(element, OG_PREVIEW_IMAGE_SIZE, fonts));
    const box = pictureBox("rtl");
    const title = inkIn(png, { x: 0, y: box.y, width: WIDTH, height: 60 }, PALETTE.bg);
    expect(title.count).toBeGreaterThan(500);
    expect(title.right).toBeGreaterThan(WIDTH - 48 - 12);
    expect(title.left).toBeGreaterThan(box.x + box.size);
    // The picture box is empty: its own colour, with no text over it.
    const picture = inkIn(png, { x: box.x + 2, y: box.y + 2, width: box.size - 4, height: box.size - 4 }, PALETTE.bgBlock);
    expect(picture.count).toBe(0);
  });
});
