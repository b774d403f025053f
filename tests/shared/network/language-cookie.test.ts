import { describe, it, expect } from "vitest";
import {
  LANGUAGE_COOKIE_EXPIRES_AT_MS,
  LANGUAGE_COOKIE_NAME,
  languageCookie,
  readLanguageCookie,
} from "../../../shared/network/language-cookie.ts";
import { UnsupportedLanguageError } from "../../../shared/network/errors.ts";

describe("languageCookie", () => {
  it("§9: the language cookie runs to 2050", () => {
    expect(new Date(LANGUAGE_COOKIE_EXPIRES_AT_MS).toISOString()).toBe("2050-01-01T00:00:00.000Z");
    expect(LANGUAGE_COOKIE_NAME).toBe("lang");
  });

  it.each<[string, string]>([
    ["de", "lang=de; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"],
    ["en", "lang=en; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"],
    ["he", "lang=he; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"],
  ])("builds the Set-Cookie value for %s", (code, header) => {
    expect(languageCookie(code)).toBe(header);
  });

  it.each<[string, unknown]>([
    ["an unsupported code", "xx"],
    ["a tag with a region", "pt-BR"],
    ["an empty string", ""],
    ["a cookie-injection attempt", "de; Domain=evil.example"],
    ["a non-string", 5],
  ])("refuses %s with UnsupportedLanguageError", (_case, code) => {
    expect(() => languageCookie(code as string)).toThrow(UnsupportedLanguageError);
  });
});

describe("readLanguageCookie", () => {
  it.each<[string, string | null | undefined, string | null]>([
    ["the only cookie", "lang=de", "de"],
    ["among others", "theme=dark; lang=ja; sid=1", "ja"],
    ["without spaces", "a=1;lang=fa", "fa"],
    ["English, which is a choice too", "lang=en", "en"],
    ["the first of two", "lang=ko; lang=de", "ko"],
    ["an unsupported value", "lang=xx", null],
    ["a region tag (never written by languageCookie)", "lang=pt-BR", null],
    ["an empty value", "lang=", null],
    ["a cookie whose name only ends in lang", "xlang=de", null],
    ["no lang cookie", "theme=dark", null],
    ["an empty header", "", null],
    ["no header", null, null],
    ["an undefined header", undefined, null],
  ])("reads %s", (_case, header, code) => {
    expect(readLanguageCookie(header)).toBe(code);
  });

  it("reads back what languageCookie writes", () => {
    expect(readLanguageCookie(languageCookie("uk").split(";")[0])).toBe("uk");
  });
});
