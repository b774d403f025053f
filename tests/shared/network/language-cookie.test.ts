import { describe, it, expect } from "vitest";
import {
  LANGUAGE_COOKIE_EXPIRES_AT_MS,
  LANGUAGE_COOKIE_NAME,
  languageCookie,
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
