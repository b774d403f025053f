import { describe, expect, it } from "vitest";
import { formatMessage, parameterNumber, pluralCategories, withoutIsolates } from "../../../client/i18n/message-format.ts";

const BLOCKS = "{count, plural, one {# block} other {# blocks}}";
const RUSSIAN_BLOCKS = "{count, plural, one {# блок} few {# блока} many {# блоков} other {# блока}}";
const ARABIC_BLOCKS = "{count, plural, zero {لا كتل} one {كتلة واحدة} two {كتلتان} few {# كتل} many {# كتلة} other {# كتلة}}";

describe("formatMessage", () => {
  it("puts parameters in as given, and leaves an unknown one empty", () => {
    expect(formatMessage("Block {{height}} by {{pool}}", { height: 840_000, pool: "Tidewater" }, "en")).toBe("Block 840000 by Tidewater");
    expect(formatMessage("Block {{height}}", {}, "en")).toBe("Block ");
  });

  it("chooses English's one and other forms", () => {
    expect(formatMessage(BLOCKS, { count: 1 }, "en")).toBe("1 block");
    expect(formatMessage(BLOCKS, { count: 2 }, "en")).toBe("2 blocks");
    expect(formatMessage(BLOCKS, { count: 0 }, "en")).toBe("0 blocks");
  });

  it("reads a count already formatted with separators", () => {
    expect(formatMessage(BLOCKS, { count: "1,024" }, "en")).toBe("1,024 blocks");
    expect(parameterNumber("1,024")).toBe(1024);
    expect(parameterNumber("-")).toBe(Number.NaN);
  });

  it("reads a count in the language's own separators: Russian's 1 024 is few, German's 1.024 is a thousand and more", () => {
    expect(formatMessage(RUSSIAN_BLOCKS, { count: "1\u00a0024" }, "ru")).toBe("1\u00a0024 блока");
    expect(formatMessage(RUSSIAN_BLOCKS, { count: "1\u00a0025" }, "ru")).toBe("1\u00a0025 блоков");
    expect(parameterNumber("1.024", "de")).toBe(1024);
    expect(parameterNumber("1,5", "de")).toBe(1.5);
  });

  it("follows Russian's one, few and many (21 is one, 22 few, 25 many)", () => {
    expect([1, 2, 5, 21, 22, 25, 111].map((count) => formatMessage(RUSSIAN_BLOCKS, { count }, "ru"))).toEqual([
      "1 блок", "2 блока", "5 блоков", "21 блок", "22 блока", "25 блоков", "111 блоков",
    ]);
  });

  it("follows Arabic's six forms (its numbers isolated, spec §2.1 right to left)", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(ARABIC_BLOCKS, { count }, "ar"))).toEqual([
      "لا كتل", "كتلة واحدة", "كتلتان", "\u20683\u2069 كتل", "\u206811\u2069 كتلة", "\u2068100\u2069 كتلة",
    ]);
    expect(pluralCategories("ar")).toHaveLength(6);
    expect(pluralCategories("ja")).toEqual(["other"]);
  });

  it("prefers an exact form, and falls back to other for a form the text lacks", () => {
    const text = "{count, plural, =0 {no blocks} one {# block} other {# blocks}}";
    expect(formatMessage(text, { count: 0 }, "en")).toBe("no blocks");
    expect(formatMessage("{count, plural, other {# 件}}", { count: 1 }, "ru")).toBe("1 件");
  });

  it("fills parameters inside a form, and plural blocks amid text", () => {
    expect(formatMessage("{count, plural, one {{{event}} in # block!} other {{{event}} in # blocks!}}", { count: 3, event: "Halving" }, "en")).toBe("Halving in 3 blocks!");
    expect(formatMessage(`Mined ${BLOCKS} ago.`, { count: 1 }, "en")).toBe("Mined 1 block ago.");
  });

  it("leaves malformed text as it is instead of throwing", () => {
    expect(formatMessage("{count, plural, one {# block}", { count: 1 }, "en")).toBe("{count, plural, one {# block}");
    expect(formatMessage("a { b } c {{open", {}, "en")).toBe("a { b } c {{open");
    expect(formatMessage("{count, plural, one {x}}", { count: 1 }, "en")).toBe("{count, plural, one {x}}");
  });
});

describe("formatMessage in a right-to-left language", () => {
  it("isolates every parameter, so a number keeps its unit after it", () => {
    expect(formatMessage("الحجم {{size}}", { size: "1.92 kB" }, "ar")).toBe("الحجم \u20681.92 kB\u2069");
    expect(formatMessage("{count, plural, one {בלוק אחד} two {# בלוקים} other {# בלוקים}}", { count: 2 }, "he")).toBe("\u20682\u2069 בלוקים");
  });

  it("marks a text of parameters and punctuation with right-to-left words as right to left, and only such a text", () => {
    expect(formatMessage("{{date}} ({{age}})", { date: "27 نوفمبر", age: "منذ 14 دقيقة" }, "ar")).toBe("\u200f\u206827 نوفمبر\u2069 (\u2068منذ 14 دقيقة\u2069)");
    expect(formatMessage("{{value}} sat/vB", { value: "1.5" }, "ar")).toBe("\u20681.5\u2069 sat/vB");
    expect(formatMessage("~{{rate}} {{unit}}", { rate: "1", unit: "sat/vB" }, "ar")).toBe("~\u20681\u2069 \u2068sat/vB\u2069");
    expect(formatMessage("منذ {{count}} دقيقة", { count: 3 }, "ar")).toBe("منذ \u20683\u2069 دقيقة");
    expect(formatMessage("—", {}, "ar")).toBe("—");
  });

  it("drops the isolates for a drawing that lays out its lines itself (the link-preview cards)", () => {
    expect(withoutIsolates(formatMessage("{{chain}} الآن", { chain: "Bitcoin" }, "ar"))).toBe("Bitcoin الآن");
    expect(withoutIsolates(formatMessage("{{date}} ({{age}})", { date: "1", age: "2" }, "ar"))).toBe("1 (2)");
  });

  it("leaves left-to-right languages' parameters as they are", () => {
    expect(formatMessage("Größe {{size}}", { size: "1.92 kB" }, "de")).toBe("Größe 1.92 kB");
  });
});
