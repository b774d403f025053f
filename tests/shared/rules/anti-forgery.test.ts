import { describe, expect, it } from "vitest";
import { changesState, readCookie, sendsXsrfHeader, XSRF_COOKIE_NAME } from "../../../shared/rules/anti-forgery.ts";

describe("readCookie", () => {
  it.each<[string, string | null | undefined, string | null]>([
    ["among others", "lang=de; XSRF-TOKEN=abc; theme=dark", "abc"],
    ["first of several", "XSRF-TOKEN=one; XSRF-TOKEN=two", "one"],
    ["percent-decoded", "XSRF-TOKEN=a%2Bb%3D", "a+b="],
    ["kept as written when the encoding is broken", "XSRF-TOKEN=%E0%A4%A", "%E0%A4%A"],
    ["absent", "lang=de", null],
    ["a longer name is another cookie", "XSRF-TOKEN-2=x", null],
    ["no cookies", "", null],
    ["no header", null, null],
  ])("reads the token %s", (_case, cookies, expected) => {
    expect(readCookie(cookies, XSRF_COOKIE_NAME)).toBe(expected);
  });
});

describe("changesState", () => {
  it.each(["POST", "put", "DELETE", "PATCH"])("counts %s as changing state", (method) => expect(changesState(method)).toBe(true));
  it.each(["GET", "head", "OPTIONS"])("counts %s as reading", (method) => expect(changesState(method)).toBe(false));
});

describe("sendsXsrfHeader (spec §6)", () => {
  it.each<[string, string, boolean]>([
    ["POST", "/api/tx", true],
    ["post", "/testnet/api/v1/cpfp", true],
    ["DELETE", "api/x", true],
    ["GET", "/api/tx/ab", false],
    ["HEAD", "/api/tx/ab", false],
    ["POST", "https://other.example/api/tx", false],
    ["POST", "HTTP://other.example/api/tx", false],
    ["POST", "//other.example/api/tx", false],
  ])("%s %s → %s", (method, url, expected) => {
    expect(sendsXsrfHeader(method, url)).toBe(expected);
  });
});
