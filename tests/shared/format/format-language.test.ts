import { afterEach, describe, expect, it } from "vitest";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import {
  CANONICAL_NUMERALS, formatLanguage, groupDigits, intlLocale, numeralStyle, readLocalNumber, setFormatLanguageSource,
} from "../../../shared/format/format-language.ts";
import { LANGUAGE_CODES } from "../../../shared/network/languages.ts";

const GENESIS = 1_231_006_505;
/** Digits of other scripts: Arabic-Indic, Persian, Devanagari, Thai… (any Unicode decimal digit but 0–9). */
const NON_LATIN_DIGIT = /(?![0-9])\p{Nd}/u;

afterEach(() => setFormatLanguageSource(() => undefined));

describe("format-language: one rule for numbers and dates in every language", () => {
  it("prints English, and machine text, when no language is set", () => {
    expect(formatLanguage()).toBe("en");
    expect(formatNumber(1234567.5, "1.1-1")).toBe("1,234,567.5");
    expect(formatNumber(1234.5, "1.1-1", { style: CANONICAL_NUMERALS, grouping: false })).toBe("1234.5");
  });

  it("follows the language being rendered: German, French, Spanish and Hindi separators", () => {
    setFormatLanguageSource(() => "de");
    expect(formatNumber(1234567.25, "1.2-2")).toBe("1.234.567,25");
    expect(formatFeeRate(12.5)).toMatch(/^12,5 sat\/vB$|^13 sat\/vB$/);
    setFormatLanguageSource(() => "fr");
    expect(formatNumber(-1234.5, "1.1-1")).toBe("-1\u202f234,5");
    setFormatLanguageSource(() => "es");
    expect([formatNumber(1234, "1.0-0"), formatNumber(12345, "1.0-0")]).toEqual(["1234", "12.345"]);
    setFormatLanguageSource(() => "hi");
    expect(formatNumber(1234567, "1.0-0")).toBe("12,34,567");
  });

  it("prints what Intl prints, in Latin digits, in all 32 languages, and reads it back", () => {
    for (const language of LANGUAGE_CODES) {
      setFormatLanguageSource(() => language);
      const intl = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of [0.5, 999.25, 1234.5, 98765.25, 1234567.75]) {
        const ours = formatNumber(value, "1.2-2");
        expect(ours, language).toBe(intl.format(value));
        expect(ours, language).not.toMatch(NON_LATIN_DIGIT);
        expect(readLocalNumber(ours, language), language).toBe(value);
      }
    }
  });

  it("writes dates in the language, in UTC, the Gregorian calendar and Latin digits", () => {
    expect(formatDate(GENESIS)).toBe("Jan 3, 2009, 18:15:05");
    expect(formatDate(GENESIS, "day")).toBe("Jan 3, 2009");
    expect(formatDate(GENESIS, "minute", "de")).toBe("3. Jan. 2009, 18:15");
    for (const language of LANGUAGE_CODES) {
      const text = formatDate(GENESIS, "second", language);
      expect(text, language).toContain("2009");
      expect(text, language).toMatch(/18\D15\D05/);
      expect(text, language).not.toMatch(NON_LATIN_DIGIT);
    }
    setFormatLanguageSource(() => "fa");
    expect(formatDate(GENESIS, "day")).toContain("2009");
    expect(() => formatDate(-1)).toThrow(RangeError);
  });

  it("groups digits by the style's sizes, and never a short number", () => {
    expect(groupDigits("123", CANONICAL_NUMERALS)).toBe("123");
    expect(groupDigits("1234567890", numeralStyle("hi"))).toBe("1,23,45,67,890");
    expect(groupDigits("1234", numeralStyle("pl"))).toBe("1234");
    expect(readLocalNumber("no digits", "en")).toBe(Number.NaN);
    expect(numeralStyle("not a language!")).toEqual(CANONICAL_NUMERALS);
  });
});
