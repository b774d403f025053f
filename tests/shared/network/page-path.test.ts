import { describe, it, expect } from "vitest";
import { MAX_PAGE_PATH_LENGTH, checkPagePath, decodeSegment } from "../../../shared/network/page-path.ts";
import { InvalidPathError } from "../../../shared/network/errors.ts";

describe("checkPagePath", () => {
  it.each([
    "/",
    "/testnet/tx/ab12",
    "/pt-BR/preview/signet",
    "/tx/caf%C3%A9",
    "//double",
    `/${"a".repeat(MAX_PAGE_PATH_LENGTH - 1)}`,
  ])("accepts %s", (path) => {
    expect(() => checkPagePath(path)).not.toThrow();
  });

  it.each<[string, unknown, RegExp]>([
    ["a path one character too long", `/${"a".repeat(MAX_PAGE_PATH_LENGTH)}`, /at most 1024 characters/],
    ["an encoded slash", "/tx/a%2Fb", /encoded "\/"/],
    ["an encoded slash in lower case", "/tx/a%2fb", /encoded "\/"/],
    ["an encoded backslash", "/tx/a%5Cb", /encoded/],
    ["a truncated escape", "/tx/%E0%A4%A", /invalid percent-encoding/],
    ["a bare percent sign", "/tx/50%", /invalid percent-encoding/],
    ["a non-UTF-8 byte", "/tx/%FF", /invalid percent-encoding/],
    ["an encoded dot segment", "/%2E/x", /"\." or "\.\."/],
    ["an encoded dot-dot segment", "/a/%2e%2e/b", /"\." or "\.\."/],
    ["a raw dot-dot segment", "/a/../b", /"\." or "\.\."/],
    ["an encoded NUL", "/tx/%00", /control character/],
    ["an encoded newline", "/tx/a%0Ab", /control character/],
    ["a relative path", "tx/ab12", /starting with "\/"/],
    ["a non-string", 42, /starting with "\/"/],
  ])("rejects %s with InvalidPathError", (_case, path, message) => {
    expect(() => checkPagePath(path)).toThrow(InvalidPathError);
    expect(() => checkPagePath(path)).toThrow(message);
  });

  it("never echoes a long path back", () => {
    expect(() => checkPagePath(`/${"x".repeat(5000)}`)).toThrow(/a string of 5001 characters/);
  });
});

describe("decodeSegment", () => {
  it.each<[string, string | null]>([
    ["ab12", "ab12"],
    ["caf%C3%A9", "café"],
    ["%zz", null],
    ["%", null],
  ])("%s → %s", (segment, decoded) => {
    expect(decodeSegment(segment)).toBe(decoded);
  });
});
