import { describe, it, expect } from "vitest";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  PREFIXED_LANGUAGE_CODES,
  RIGHT_TO_LEFT_LANGUAGES,
  isLanguageCode,
  isRightToLeft,
  languageOfTag,
} from "../../../shared/network/languages.ts";

// spec §9, verbatim order.
const SPEC_CODES =
  "ar, cs, da, de, en, es, fa, fr, ko, hi, ne, it, he, ka, lt, hu, mk, nl, ja, nb, pl, pt, ro, ru, sl, fi, sv, th, tr, uk, vi, zh".split(", ");

describe("supported languages", () => {
  it("lists the 32 codes of §9 in the spec's order", () => {
    expect(LANGUAGE_CODES).toEqual(SPEC_CODES);
    expect(LANGUAGE_CODES).toHaveLength(32);
  });

  it("§2.1: English is the default and the only code without a prefix, leaving 31 prefixed languages", () => {
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(PREFIXED_LANGUAGE_CODES).toHaveLength(31);
    expect(PREFIXED_LANGUAGE_CODES).not.toContain("en");
  });

  it.each<[string, string]>([
    ["ar", "العربية"],
    ["de", "Deutsch"],
    ["en", "English"],
    ["es", "Español"],
    ["fa", "فارسی"],
    ["he", "עברית"],
    ["ja", "日本語"],
    ["nb", "Norsk Bokmål"],
    ["pt", "Português"],
    ["zh", "中文"],
  ])("§3: the %s option carries its native name %s", (code, name) => {
    expect(LANGUAGES.find((l) => l.code === code)).toEqual({ code, name });
  });

  it("gives every option a distinct, non-empty name", () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(32);
    expect(LANGUAGES.map((l) => l.code)).toEqual(SPEC_CODES);
  });
});

describe("isLanguageCode", () => {
  it.each<[unknown, boolean]>([
    ["de", true],
    ["en", true],
    ["pt-BR", false],
    ["DE", false],
    ["xx", false],
    ["", false],
    [null, false],
    [7, false],
  ])("reads %j as a supported code: %s", (input, expected) => {
    expect(isLanguageCode(input)).toBe(expected);
  });
});

describe("languageOfTag", () => {
  it.each<[string, unknown, string | null]>([
    ["§2.1 two letters", "de", "de"],
    ["§2.1 two letters with a region", "pt-BR", "pt"],
    ["a lower-case region", "zh-tw", "zh"],
    ["English", "en", "en"],
    ["an unsupported language", "xx", null],
    ["a route word of two letters", "tx", null],
    ["upper-case letters", "DE", null],
    ["three letters", "deu", null],
    ["a three-letter region", "pt-BRA", null],
    ["an underscore region", "pt_BR", null],
    ["an empty string", "", null],
    ["a non-string", 12, null],
    ["undefined", undefined, null],
  ])("reads %s (%j)", (_case, tag, expected) => {
    expect(languageOfTag(tag)).toBe(expected);
  });
});

describe("isRightToLeft", () => {
  it("§2.1: the right-to-left set is exactly ar, fa and he", () => {
    expect([...RIGHT_TO_LEFT_LANGUAGES].sort()).toEqual(["ar", "fa", "he"]);
  });

  it.each<[unknown, boolean]>([
    ["ar", true],
    ["fa", true],
    ["he", true],
    ["ar-EG", true],
    ["fa_IR", true],
    ["HE", true],
    ["en", false],
    ["de-DE", false],
    ["arn", false],
    ["", false],
    [null, false],
    [42, false],
  ])("reads %j as right-to-left: %s", (locale, expected) => {
    expect(isRightToLeft(locale)).toBe(expected);
  });
});
