/**
 * The remembered language (spec §2.1, §9): a request without a language prefix whose language
 * cookie names another supported language is sent to the same page in that language. English has
 * no prefix, so an English cookie (or none) keeps the visitor where they are.
 *
 * @example
 * preferredLanguageRedirect({ pathname: "/testnet/tx/ab12" }, "bitcoin", "lang=ja");  // "/ja/testnet/tx/ab12"
 * preferredLanguageRedirect({ pathname: "/de/tx/ab12" }, "bitcoin", "lang=ja");       // null (the path chose)
 */
import type { BaseModule } from "./networks.ts";
import { DEFAULT_LANGUAGE } from "./languages.ts";
import { readLanguageCookie } from "./language-cookie.ts";
import { buildPath, parseRoutePrefix } from "./route-prefix.ts";
import type { RouteLocation } from "./resolve-route.ts";

/**
 * Where an unprefixed request goes for the cookie's language, with its query kept; null when the
 * path has a language prefix, the cookie is absent, unsupported or English. The answer depends on
 * the Cookie header: responses must carry `Vary: Cookie` and must not be cached as shared.
 *
 * @example
 * preferredLanguageRedirect({ pathname: "/", search: "?x=1" }, "liquid", "lang=fa");  // "/fa?x=1"
 * preferredLanguageRedirect({ pathname: "/" }, "bitcoin", "lang=en");                // null
 */
export function preferredLanguageRedirect(
  location: RouteLocation,
  base: BaseModule,
  cookieHeader: string | null | undefined,
): string | null {
  const language = readLanguageCookie(cookieHeader);
  if (language === null || language === DEFAULT_LANGUAGE) return null;
  const prefix = parseRoutePrefix(location.pathname, base);
  if (prefix.language !== null) return null;
  return `${buildPath({ ...prefix, language, base }, prefix.rest)}${location.search ?? ""}`;
}
