/**
 * Which card previews a page path, read with the same prefix and route rules as the page itself
 * (shared/network/resolve-route.ts), so `/og-image{P}` shows the network and language of P.
 *
 * @example
 * cardForPath("/de/testnet/block/00ab", context); // { card: { kind: "default", network: "testnet", language: "de" }, status: 200 }
 */
import { resolveRoute, type RouteContext } from "../../shared/network/resolve-route.ts";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { DEFAULT_LANGUAGE, languageOfTag } from "../../shared/network/languages.ts";
import { defaultNetwork } from "../../shared/network/networks.ts";
import type { CardRequest } from "./card.ts";

export interface CardTarget {
  readonly card: CardRequest;
  /** 404 when no page lives at the path: the image still answers, so a preview never breaks. */
  readonly status: 200 | 404;
}

/** The card of the default image's own address: the build's default network, in English. */
export function defaultCardTarget(context: RouteContext): CardTarget {
  return { card: { kind: "default", network: defaultNetwork(context.base), language: DEFAULT_LANGUAGE }, status: 200 };
}

/**
 * The card for a page path. Throws InvalidPathError (400) for a path no route could mean, as the
 * page itself would (shared/network/page-path.ts).
 */
export function cardForPath(pagePath: string, context: RouteContext): CardTarget {
  const resolution = resolveRoute({ pathname: pagePath }, context);
  // A redirect keeps its prefixes (a normalised id, a moved route), so its target's card is this one.
  const prefix = resolution.kind === "redirect" ? parseRoutePrefix(pagePath, context.base) : resolution.prefix;
  const unknown = resolution.kind === "not-found" || (resolution.kind === "redirect" && resolution.reason === "unknown-path");
  return {
    card: { kind: "default", network: prefix.network, language: languageOfTag(prefix.language) ?? DEFAULT_LANGUAGE },
    status: unknown ? 404 : 200,
  };
}
