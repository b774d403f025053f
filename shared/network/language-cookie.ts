/**
 * The cookie that remembers the chosen language (spec §9: "The language cookie runs to 2050").
 *
 * @example
 * languageCookie("de");
 * // "lang=de; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax"
 */
import { type LanguageCode, isLanguageCode } from "./languages.ts";
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

// A cookie header is "name=value" pairs joined by ";"; whitespace around each pair is optional.
const COOKIE_PAIR_SEPARATOR = /;\s*/;

/**
 * The language stored in a request's Cookie header, or null when there is none or its value is not
 * one of the 32 supported codes (a stale or hand-made cookie is ignored, not trusted). The first
 * `lang` cookie counts, as browsers send the most specific path first.
 *
 * @example
 * readLanguageCookie("theme=dark; lang=de");  // "de"
 * readLanguageCookie("lang=xx");              // null
 * readLanguageCookie(null);                   // null
 */
export function readLanguageCookie(cookieHeader: string | null | undefined): LanguageCode | null {
  if (typeof cookieHeader !== "string") return null;
  for (const pair of cookieHeader.trim().split(COOKIE_PAIR_SEPARATOR)) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== LANGUAGE_COOKIE_NAME) continue;
    const value = pair.slice(equals + 1).trim();
    return isLanguageCode(value) ? value : null;
  }
  return null;
}
