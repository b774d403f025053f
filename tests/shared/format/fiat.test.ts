import { describe, expect, it } from "vitest";
import {
  DEFAULT_FIAT_CODE,
  FIAT_CURRENCIES,
  FIAT_DEFAULT_DIGITS_INFO,
  type FiatCode,
  fiatCurrency,
  formatFiat,
  satsToFiat,
} from "../../../shared/format/fiat.ts";

describe("fiat currencies (spec §9: AUD, CAD, CHF, EUR, GBP, JPY, USD, all indexed; default USD)", () => {
  it("lists the seven codes of the spec, all indexed", () => {
    expect(FIAT_CURRENCIES.map((currency) => [currency.code, currency.indexed])).toEqual([
      ["AUD", true],
      ["CAD", true],
      ["CHF", true],
      ["EUR", true],
      ["GBP", true],
      ["JPY", true],
      ["USD", true],
    ]);
  });

  it("defaults to USD with 1.2-2 digits", () => {
    expect([DEFAULT_FIAT_CODE, FIAT_DEFAULT_DIGITS_INFO]).toEqual(["USD", "1.2-2"]);
  });

  it.each([
    ["EUR", "EUR"],
    ["JPY", "JPY"],
    ["XYZ", "USD"],
    ["", "USD"],
    [undefined, "USD"],
    ["usd", "USD"],
  ])("looks up %j as %s", (code, expected) => {
    expect(fiatCurrency(code).code).toBe(expected);
  });
});

describe("satsToFiat (spec §9: price times satoshis over 1e8)", () => {
  it.each([
    [100_000_000, 123_456, 123_456],
    [10_000, 123_456, 12.3456],
    [33_000_000, 123_456, 40_740.48],
    [0, 123_456, 0],
  ])("converts %s sats at %s to %s", (sats, price, fiat) => {
    expect(satsToFiat(sats, price)).toBeCloseTo(fiat, 9);
  });

  it.each([
    [Number.NaN, 1, "sats must be a finite number, got NaN"],
    [1, -1, "price must be a finite, non-negative number, got -1"],
    [1, Number.NaN, "price must be a finite, non-negative number, got NaN"],
  ])("rejects %s sats at price %s", (sats, price, message) => {
    expect(() => satsToFiat(sats, price)).toThrow(message);
  });
});

describe("formatFiat (spec §9: 0 decimals from 1000 up, default digits 1.2-2)", () => {
  it.each<[number, number, FiatCode, string]>([
    [10_000, 123_456, "USD", "$12.35"],
    [1, 123_456, "USD", "$0.00"],
    [100_000_000, 123_456, "USD", "$123,456"],
    [33_000_000, 123_456, "USD", "$40,740"],
    [999_994, 100_000, "USD", "$999.99"],
    [999_996, 100_000, "USD", "$1,000"],
    [100_000_000, 1_000, "USD", "$1,000"],
    [10_000, 11_057_757, "JPY", "¥1,106"],
    [50_000_000, 11_057_757, "JPY", "¥5,528,879"],
    [1_000, 11_057_757, "JPY", "¥111"],
    [10_000, 50_000, "EUR", "€5.00"],
    [10_000, 50_000, "GBP", "£5.00"],
    [10_000, 50_000, "CHF", "CHF\u00a05.00"],
    [10_000, 50_000, "AUD", "A$5.00"],
    [10_000, 50_000, "CAD", "CA$5.00"],
    [-10_000, 123_456, "USD", "-$12.35"],
    [-1, 100, "USD", "$0.00"],
  ])("prints %s sats at %s in %s as %s", (sats, price, code, text) => {
    expect(formatFiat(sats, price, code)).toBe(text);
  });

  it("defaults to USD", () => {
    expect(formatFiat(10_000, 123_456)).toBe("$12.35");
  });

  it("follows other digits but still drops decimals from 1000 up", () => {
    expect(formatFiat(10_000, 123_456, "USD", "1.0-4")).toBe("$12.3456");
    expect(formatFiat(100_000_000, 1000.5, "USD", "1.0-4")).toBe("$1,001");
  });

  it.each([
    [1, 1, "XYZ", "USD", 'fiat currency must be one of AUD, CAD, CHF, EUR, GBP, JPY, USD, got "XYZ"'],
    [1, -5, "USD", "1.2-2", "price must be a finite, non-negative number, got -5"],
    [Number.NaN, 5, "USD", "1.2-2", "sats must be a finite number, got NaN"],
    [1, 5, "USD", "1.3-2", "the minimum fraction digits exceed the maximum"],
  ])("rejects %s sats at %s in %j with %j", (sats, price, code, digits, message) => {
    expect(() => formatFiat(sats, price, code as FiatCode, digits)).toThrow(message);
  });
});
