/**
 * The cookie that remembers the chosen language (spec §9: "The language cookie runs to 2050").
 *
 * @example
 * languageCookie("de");
 * // "lang=de; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"
 */
import { isLanguageCode } from "./languages.ts";
import { UnsupportedLanguageError } from "./errors.ts";

export const LANGUAGE_COOKIE_NAME = "lang";

/** The cookie's expiry, as a Unix time in milliseconds: the start of 2050 (spec §9). */
export const LANGUAGE_COOKIE_EXPIRES_AT_MS = Date.UTC(2050, 0, 1, 0, 0, 0);

/**
 * The Set-Cookie header value that stores `code` until 2050. Only the 32 codes of spec §9 are
 * accepted; English is stored too, so that an explicit choice of English is remembered.
 *
 * @example
 * languageCookie("en");     // "lang=en; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"
 * languageCookie("xx");     // throws UnsupportedLanguageError
 */
export function languageCookie(code: string): string {
  if (!isLanguageCode(code)) throw new UnsupportedLanguageError(code);
  const expires = new Date(LANGUAGE_COOKIE_EXPIRES_AT_MS).toUTCString();
  // Lax: the cookie is read on top-level navigations from other sites too; it holds no secret.
  return `${LANGUAGE_COOKIE_NAME}=${code}; Expires=${expires}; Path=/; SameSite=Lax`;
}
