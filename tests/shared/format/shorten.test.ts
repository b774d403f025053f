import { describe, expect, it } from "vitest";
import { ELLIPSIS, SHORTEN_DEFAULT_LENGTH, shortenMiddle } from "../../../shared/format/shorten.ts";

const TXID = "dd0faea1e9acd5bd812e5130c0912b62d6b63d04bac4558f2e07270ac613a8f2";

describe("shortenMiddle (spec §9: shortened strings default to 12 characters with an ellipsis in the middle)", () => {
  it.each([
    [TXID, undefined, "dd0fae…13a8f2"],
    ["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", undefined, "bc1qar…wf5mdq"],
    ["abcdefghijklm", 12, "abcdef…hijklm"],
    ["abcdefghijkl", 12, "abcdefghijkl"],
    ["short", 12, "short"],
    ["", 12, ""],
    ["abcdef", 4, "ab…ef"],
    ["abcdef", 5, "abc…ef"],
    ["abcdef", 1, "a…"],
    ["a😀b😀c😀d", 4, "a😀…😀d"],
  ])("shortens %j to %s characters as %j", (text, length, shortened) => {
    expect(shortenMiddle(text, length)).toBe(shortened);
  });

  it("keeps 12 characters by default and uses one ellipsis character", () => {
    expect(SHORTEN_DEFAULT_LENGTH).toBe(12);
    expect(ELLIPSIS).toBe("\u2026");
    expect(shortenMiddle(TXID).replace(ELLIPSIS, "")).toHaveLength(12);
  });

  it.each([
    [0, "length must be at least 1, got 0"],
    [-1, "length must be a finite, non-negative whole number, got -1"],
    [2.5, "length must be a finite, non-negative whole number, got 2.5"],
    [Number.NaN, "length must be a finite, non-negative whole number, got NaN"],
  ])("rejects the length %s", (length, message) => {
    expect(() => shortenMiddle(TXID, length)).toThrow(message);
  });

  it.each([
    [undefined, "text to shorten must be a string, got undefined"],
    [42, "text to shorten must be a string, got 42"],
  ])("rejects the non-string %j", (text, message) => {
    expect(() => shortenMiddle(text as unknown as string)).toThrow(message);
  });
});
