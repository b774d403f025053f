/**
 * The remembered language (spec §2.1, §9): a request without a language prefix whose language
 * cookie names another supported language is sent to the same page in that language; a first visit
 * (no cookie) goes by the browser's Accept-Language. English has no prefix, so an English cookie
 * keeps the visitor where they are, whatever the browser asks.
 *
 * @example
 * preferredLanguageRedirect({ pathname: "/testnet/tx/ab12" }, "bitcoin", "lang=ja");  // "/ja/testnet/tx/ab12"
 * preferredLanguageRedirect({ pathname: "/de/tx/ab12" }, "bitcoin", "lang=ja");       // null (the path chose)
 */
import type { BaseModule } from "./networks.ts";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "./languages.ts";
import { readLanguageCookie } from "./language-cookie.ts";
import { acceptedLanguage } from "./accept-language.ts";
import { buildPath, parseRoutePrefix } from "./route-prefix.ts";
import type { RouteLocation } from "./resolve-route.ts";

/**
 * Where an unprefixed request goes for the visitor's language, with its query kept; null when the
 * path has a language prefix or the language is English. The cookie's language decides (the
 * visitor chose it); without one, the browser's Accept-Language does. The answer depends on both
 * headers: responses must carry `Vary: Cookie, Accept-Language` and must not be cached as shared.
 *
 * @example
 * preferredLanguageRedirect({ pathname: "/", search: "?x=1" }, "liquid", "lang=fa");  // "/fa?x=1"
 * preferredLanguageRedirect({ pathname: "/" }, "bitcoin", "lang=en", "de");          // null (chosen)
 * preferredLanguageRedirect({ pathname: "/tx/ab" }, "bitcoin", null, "ja,en;q=0.5"); // "/ja/tx/ab"
 */
export function preferredLanguageRedirect(
  location: RouteLocation,
  base: BaseModule,
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined = null,
): string | null {
  const language = readLanguageCookie(cookieHeader) ?? acceptedLanguage(acceptLanguage);
  if (language === null || language === DEFAULT_LANGUAGE) return null;
  const prefix = parseRoutePrefix(location.pathname, base);
  if (prefix.language !== null) return null;
  return `${buildPath({ ...prefix, language, base }, prefix.rest)}${location.search ?? ""}`;
}

/** The query parameter of a language choice: the menu's links (they work without JavaScript too). */
export const LANGUAGE_PARAM = "lang";

/**
 * A language chosen from the menu (`?lang=de` on any page): the language, for the cookie, and the
 * same page in it, without the parameter. Null without the parameter or for an unknown code.
 *
 * @example
 * chosenLanguage({ pathname: "/de/tx/ab", search: "?lang=en&x=1" }, "bitcoin");  // { language: "en", location: "/tx/ab?x=1" }
 * chosenLanguage({ pathname: "/", search: "?lang=ja" }, "bitcoin");               // { language: "ja", location: "/ja" }
 */
export function chosenLanguage(location: RouteLocation, base: BaseModule): { readonly language: LanguageCode; readonly location: string } | null {
  const pairs = queryPairs(location.search);
  const language = pairs.find(isLanguagePair)?.slice(LANGUAGE_PARAM.length + 1);
  if (!isLanguageCode(language)) return null;
  const prefix = parseRoutePrefix(location.pathname, base);
  return { language, location: `${buildPath({ ...prefix, language: language === DEFAULT_LANGUAGE ? null : language, base }, prefix.rest)}${queryOf(pairs.filter((pair) => !isLanguagePair(pair)))}` };
}

/**
 * A query longer than this is left off the language links: each page carries one per language
 * twice (menu and footer), so a visitor's 10 kB query would come back 60 times over (issue 17).
 * Every query the explorer's own pages write is far shorter.
 */
export const LANGUAGE_LINK_QUERY_MAX_CHARS = 512;

/**
 * The menu's link to the current page in `language` (the server remembers the choice and
 * redirects), the page's query kept unless it is longer than LANGUAGE_LINK_QUERY_MAX_CHARS.
 *
 * @example
 * languageChoiceHref({ pathname: "/blocks", search: "?page=2" }, "de"); // "/blocks?page=2&lang=de"
 */
export function languageChoiceHref(location: RouteLocation, language: LanguageCode): string {
  const search = (location.search ?? "").length > LANGUAGE_LINK_QUERY_MAX_CHARS ? "" : location.search;
  return `${location.pathname}${queryOf([...queryPairs(search).filter((pair) => !isLanguagePair(pair)), `${LANGUAGE_PARAM}=${language}`])}`;
}

// The query is kept as written, pair by pair: shared/ has no URLSearchParams (it runs without the DOM).
const queryPairs = (search: string | undefined): string[] => (search ?? "").replace(/^\?/, "").split("&").filter((pair) => pair !== "");
const isLanguagePair = (pair: string): boolean => pair.startsWith(`${LANGUAGE_PARAM}=`);
const queryOf = (pairs: readonly string[]): string => (pairs.length === 0 ? "" : `?${pairs.join("&")}`);
