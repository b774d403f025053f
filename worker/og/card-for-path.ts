/**
 * Which card previews a page path, read with the same prefix and route rules as the page itself
 * (shared/network/resolve-route.ts), so `/og-image{P}` shows the network and language of P; for a
 * page with a card of its own, with that page's data, loaded as the page loads it.
 *
 * @example
 * await cardForPath("/de/testnet/status", context, sources); // { card: { kind: "default", network: "testnet", language: "de" }, status: 200 }
 * await cardForPath("/block/840000", context, sources);      // { card: { kind: "page", page: "block", data, version: "…" }, status: 200 }
 */
import { resolveRoute, type RouteContext } from "../../shared/network/resolve-route.ts";
import { describedPage } from "../../shared/network/preview-pages.ts";
import type { RouteParams } from "../../shared/network/route-table.ts";
import { parseRoutePrefix } from "../../shared/network/route-prefix.ts";
import { DEFAULT_LANGUAGE, languageOfTag, type LanguageCode } from "../../shared/network/languages.ts";
import { defaultNetwork, type Network } from "../../shared/network/networks.ts";
import { InvalidPathError } from "../../shared/network/errors.ts";
import { hasOwnCard } from "../../shared/og/og-image-route.ts";
import { loadPageDataEntry, pageDataParams, type ApiGet } from "../../client/server.tsx";
import { snapshotFromInitBundle } from "../../client/live/init-snapshot.ts";
import type { PageDataDefinition } from "../../client/app/page-data.tsx";
import { createTranslator } from "../../client/i18n/i18n.tsx";
import { loadDictionary } from "../../client/i18n/dictionaries.ts";
import "../../client/i18n/page-texts/all.ts";
import type { FeatureFlags } from "../../shared/network/feature-flags.ts";
import type { CardRequest } from "./card.ts";
import type { CardSource } from "./page-card.ts";
import { PAGE_CARDS } from "./page-cards.ts";

export interface CardTarget {
  readonly card: CardRequest;
  /** 404 when no page lives at the path: the image still answers, so a preview never breaks. */
  readonly status: 200 | 404;
  /** The page's data could not be read now: its default card stands in, and is kept briefly. */
  readonly stale?: true;
}

/** Where a card's data comes from, as the worker reaches it. */
export interface CardSources {
  readonly features: FeatureFlags;
  /** The worker's own API for pages of `network` (worker/ssr/page-api.ts). */
  api(network: Network): ApiGet;
  /** The hub's live bundle of `network`, or null when it cannot answer in time. */
  live(network: Network): Promise<unknown>;
}

/** The card of the default image's own address: the build's default network, in English. */
export function defaultCardTarget(context: RouteContext): CardTarget {
  return { card: { kind: "default", network: defaultNetwork(context.base), language: DEFAULT_LANGUAGE }, status: 200 };
}

/**
 * The card for a page path. Throws InvalidPathError (400) for a path no route could mean, or an id
 * its page refuses as malformed, as the page itself would (shared/network/page-path.ts).
 */
export async function cardForPath(pagePath: string, context: RouteContext, sources: CardSources): Promise<CardTarget> {
  const resolution = resolveRoute({ pathname: pagePath }, context);
  // A redirect keeps its prefixes (a normalised id, a moved route), so its target's card is this one.
  const prefix = resolution.kind === "redirect" ? parseRoutePrefix(pagePath, context.base) : resolution.prefix;
  const unknown = resolution.kind === "not-found" || (resolution.kind === "redirect" && resolution.reason === "unknown-path");
  const language = languageOfTag(prefix.language) ?? DEFAULT_LANGUAGE;
  // The card and its text checks below are drawn in the page's language.
  await loadDictionary(language);
  const fallback: CardTarget = { card: { kind: "default", network: prefix.network, language }, status: unknown ? 404 : 200 };
  if (resolution.kind !== "page") return fallback;
  // A preview card page (/preview/…) shows the card of the page it previews.
  const { page, params } = describedPage(resolution);
  if (!hasOwnCard(page)) return fallback;
  const pageCard = PAGE_CARDS[page];
  const loaded = await loadCardData(pageCard.source, params, prefix.network, sources);
  if ("status" in loaded) {
    if (loaded.status === 400) throw new InvalidPathError(pagePath, loaded.message);
    if (loaded.status === 404) return { ...fallback, status: 404 };
    return { ...fallback, stale: true };
  }
  // The page's head declares its own card only when its data describes it (client/app/document.tsx):
  // data that describes nothing (a list that did not load, a ranking without blocks) keeps the
  // default card the head declares, briefly, as the data may come next time.
  if ("pageData" in pageCard.source && !describesItself(pageCard.source.pageData, loaded.data, prefix.network, language)) return { ...fallback, stale: true };
  // The page is there but shows what its card does not draw (a txid naming a block): the default card.
  const data = pageCard.select(loaded.data);
  if (data === null) return fallback;
  const version = await digestOf(loaded.digestOf);
  return { card: { kind: "page", page, network: prefix.network, language, data, version }, status: 200 };
}

function describesItself(definition: PageDataDefinition<unknown>, data: unknown, network: Network, language: LanguageCode): boolean {
  return definition.head === undefined || definition.head(data, { network, t: createTranslator(language) }).description !== undefined;
}

type LoadedData = { readonly data: unknown; readonly digestOf: unknown } | { readonly status: number; readonly message: string };

/** The card's data, and what its digest is taken of (the page data's compact travelling form). */
async function loadCardData(source: CardSource<unknown>, routeParams: RouteParams, network: Network, sources: CardSources): Promise<LoadedData> {
  if ("live" in source) {
    const data = source.live(snapshotFromInitBundle(await sources.live(network)));
    return data === null ? { status: 503, message: "The network's live data is not available yet." } : { data, digestOf: data };
  }
  const definition = source.pageData;
  const params = pageDataParams(definition, routeParams, new URLSearchParams());
  const entry = await loadPageDataEntry(definition, params, sources.api(network), { network, features: sources.features, side: "server" });
  if ("error" in entry) return { status: entry.error.status, message: entry.error.message };
  try {
    return { data: definition.parse(entry.data), digestOf: entry.data };
  } catch (error) {
    return { status: 502, message: error instanceof Error ? error.message : String(error) };
  }
}

/** A short digest of the data's JSON: enough to tell two versions of one page's data apart. */
async function digestOf(value: unknown): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(value) ?? "")));
  return Array.from(bytes.subarray(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
