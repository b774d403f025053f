/**
 * The path prefixes of spec §2.1, read and written by one rule: `/{lang}` (not for English), then
 * `/preview`, then the network segment, then the rest of the route.
 *
 * @example
 * parseRoutePrefix("/de/testnet/tx/ab12", "bitcoin");
 * // { language: "de", preview: false, network: "testnet", lightning: false, rest: "/tx/ab12", networkBase: "/testnet" }
 * buildPath({ language: "de", preview: false, network: "testnet", base: "bitcoin" }, "/tx/ab12");
 * // "/de/testnet/tx/ab12"
 */
import {
  type BaseModule,
  type Network,
  NETWORKS,
  assertNetworkOnBase,
  defaultNetwork,
  isBaseModule,
} from "./networks.ts";
import { DEFAULT_LANGUAGE, languageOfTag } from "./languages.ts";
import { InvalidPathError, UnsupportedLanguageError, UnsupportedNetworkError } from "./errors.ts";

export interface RoutePrefix {
  /** The language prefix as written ("de", "pt-BR"); null for English (no prefix). */
  readonly language: string | null;
  readonly preview: boolean;
  readonly network: Network;
  /** spec §2.1: the path contains /lightning/ on the bitcoin build. */
  readonly lightning: boolean;
  /** The route after the prefixes, always starting with "/" ("/" for the network's home). */
  readonly rest: string;
  /** The network part of the prefix as links on this build write it: "" or e.g. "/testnet". */
  readonly networkBase: string;
}

/** What buildPath needs; `language` null or "en" means no language prefix. */
export interface RoutePrefixInput {
  readonly language?: string | null;
  readonly preview?: boolean;
  readonly network: Network;
  readonly base: BaseModule;
}

const PREVIEW_SEGMENT = "preview";

// spec §2.1: which segment selects which network, per build. Maps, so "constructor" is not a key.
const NETWORK_SEGMENTS: Readonly<Record<BaseModule, ReadonlyMap<string, Network>>> = {
  bitcoin: new Map([
    ["bisq", "bisq"], ["testnet", "testnet"], ["liquidtestnet", "liquidtestnet"],
    ["liquid", "liquid"], ["signet", "signet"],
  ]),
  // "On a liquid build, testnet in the path means liquid testnet"; the full names are aliases.
  liquid: new Map([["testnet", "liquidtestnet"], ["liquidtestnet", "liquidtestnet"], ["liquid", "liquid"]]),
  // "On the markets build the network is fixed"; its own name is still read as a prefix.
  markets: new Map([["bisq", "bisq"]]),
};

/**
 * Splits a URL pathname into its spec §2.1 prefixes and the route. A two-letter segment counts
 * as a language only when it names a supported language other than English, so "/tx/…" stays a
 * route. Segments are matched whole and case-sensitively ("/testnetx" and "/Testnet" are routes).
 *
 * @example
 * parseRoutePrefix("/", "bitcoin").network;                 // "mainnet"
 * parseRoutePrefix("/testnet/block/1", "liquid").network;   // "liquidtestnet"
 * parseRoutePrefix("/pt-BR/preview/signet", "bitcoin");     // language "pt-BR", preview true, rest "/"
 * parseRoutePrefix("/lightning/nodes", "bitcoin").lightning; // true
 */
export function parseRoutePrefix(pathname: string, base: BaseModule): RoutePrefix {
  if (typeof pathname !== "string" || !pathname.startsWith("/")) {
    throw new InvalidPathError(pathname, 'expected a URL pathname starting with "/" (use url.pathname).');
  }
  if (!isBaseModule(base)) throw new UnsupportedNetworkError(base, "unknown base: expected bitcoin, liquid or markets.");
  const segments = pathname.slice(1).split("/");
  let i = 0;

  let language: string | null = null;
  const first = segments[i] ?? "";
  const firstLanguage = languageOfTag(first);
  if (firstLanguage !== null && firstLanguage !== DEFAULT_LANGUAGE) {
    language = first;
    i++;
  }

  let preview = false;
  if (segments[i] === PREVIEW_SEGMENT) {
    preview = true;
    i++;
  }

  let network = defaultNetwork(base);
  const named = NETWORK_SEGMENTS[base].get(segments[i] ?? "");
  if (named !== undefined) {
    network = named;
    i++;
  }

  const rest = `/${segments.slice(i).join("/")}`;
  return {
    language,
    preview,
    network,
    // Read as "/lightning" followed by "/" or the end, so the lightning home itself counts too.
    lightning: base === "bitcoin" && `${pathname}/`.includes("/lightning/"),
    rest,
    networkBase: networkBasePath(network, base),
  };
}

/**
 * The network part of a path prefix on the build `base`: "" for the build's default network.
 *
 * @example
 * networkBasePath("testnet", "bitcoin");       // "/testnet"
 * networkBasePath("liquidtestnet", "liquid");  // "/testnet"
 * networkBasePath("liquid", "liquid");         // ""
 */
export function networkBasePath(network: Network, base: BaseModule): string {
  assertNetworkOnBase(network, base);
  if (base === "markets") return "";
  if (base === "liquid") return network === "liquidtestnet" ? "/testnet" : "";
  const segment = NETWORKS[network].pathSegment;
  return segment === "" ? "" : `/${segment}`;
}

/**
 * Builds a same-origin path from prefixes and a route: the inverse of parseRoutePrefix. `rest`
 * gets a leading "/" if it lacks one; leading runs of "/" or "\" collapse to one "/" so the result
 * can never be read as another host ("//host").
 *
 * @example
 * buildPath({ network: "mainnet", base: "bitcoin" }, "/tx/ab12");                  // "/tx/ab12"
 * buildPath({ language: "fa", preview: true, network: "signet", base: "bitcoin" }, "/"); // "/fa/preview/signet"
 * buildPath({ language: "en", network: "liquid", base: "liquid" }, "/");           // "/"
 */
export function buildPath(prefix: RoutePrefixInput, rest = "/"): string {
  if (typeof rest !== "string") throw new InvalidPathError(rest, "expected the route as a string, e.g. \"/tx/{txid}\".");
  const language = prefix.language ?? null;
  let languagePart = "";
  if (language !== null) {
    const code = languageOfTag(language);
    if (code === null) throw new UnsupportedLanguageError(language);
    if (code !== DEFAULT_LANGUAGE) languagePart = `/${language}`;
  }
  const head = `${languagePart}${prefix.preview === true ? `/${PREVIEW_SEGMENT}` : ""}${networkBasePath(prefix.network, prefix.base)}`;
  const route = rest.replace(/^[/\\]*/, "/");
  if (route === "/") return head === "" ? "/" : head;
  return `${head}${route}`;
}

/**
 * Where an unknown path redirects (spec §2.2): "/testnet" inside testnet, "/signet" inside signet,
 * "" (the top level) elsewhere. The spec sends the liquid testnet catch-all to "/signet"; that is
 * kept as written. The result has no language or preview prefix.
 *
 * @example
 * networkRootPath("testnet", "bitcoin");       // "/testnet"
 * networkRootPath("mainnet", "bitcoin");       // ""
 * networkRootPath("liquidtestnet", "liquid");  // "/signet"
 */
export function networkRootPath(network: Network, base: BaseModule): string {
  assertNetworkOnBase(network, base);
  switch (network) {
    case "testnet":
      return "/testnet";
    case "signet":
    case "liquidtestnet": // spec §2.2, as written
      return "/signet";
    default:
      return "";
  }
}

/**
 * What links on the current page start with to stay in its language, area and network: "" at the
 * top level, so a route is appended as is.
 *
 * @example
 * linkBasePath({ language: "de", network: "testnet", base: "bitcoin" }); // "/de/testnet"
 * linkBasePath({ network: "mainnet", base: "bitcoin" });                 // ""
 */
export function linkBasePath(prefix: RoutePrefixInput): string {
  const root = buildPath(prefix, "/");
  return root === "/" ? "" : root;
}
