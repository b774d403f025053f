/**
 * Canonical links (spec §2.1): each network's pages point at its main site host. Liquid networks
 * live on the liquid host, where liquid has no prefix and liquid testnet is "/testnet"; every other
 * network lives on the bitcoin host with its usual prefix. The language prefix is kept (a German
 * page's canonical is the German page) as its bare code, so /pt-BR/… and /pt/… name one page; the
 * preview prefix is not part of a canonical link.
 *
 * @example
 * const hosts = resolveCanonicalHosts({ liquid: "https://liquid.example" }, "https://blocktide.example");
 * canonicalUrl("testnet", "/tx/ab12", hosts);        // "https://blocktide.example/testnet/tx/ab12"
 * canonicalUrl("liquidtestnet", "/", hosts, "de");   // "https://liquid.example/de/testnet"
 */
import { type Network, NETWORKS } from "./networks.ts";
import { buildPath } from "./route-prefix.ts";
import { languageOfTag } from "./languages.ts";
import { InvalidConfigError } from "./errors.ts";

/** The main site origin of each chain family that has its own host, e.g. "https://example.org". */
export interface CanonicalHosts {
  readonly bitcoin: string;
  readonly liquid: string;
}

/** Host settings as configured; an unset host falls back to the request's origin. */
export interface CanonicalHostsConfig {
  readonly bitcoin?: string | undefined;
  readonly liquid?: string | undefined;
}

// An origin: scheme, host and optional port; no path, query, fragment or credentials.
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/**
 * Resolves configured hosts, defaulting each unset (or empty) one to `requestOrigin`. A trailing
 * "/" is dropped; anything that is not an http(s) origin throws InvalidConfigError.
 *
 * @example
 * resolveCanonicalHosts({}, "http://localhost:8787");
 * // { bitcoin: "http://localhost:8787", liquid: "http://localhost:8787" }
 */
export function resolveCanonicalHosts(config: CanonicalHostsConfig, requestOrigin: string): CanonicalHosts {
  const fallback = checkOrigin("requestOrigin", requestOrigin);
  const pick = (name: keyof CanonicalHostsConfig): string => {
    const value = config[name];
    return value === undefined || value === "" ? fallback : checkOrigin(`canonicalHosts.${name}`, value);
  };
  return { bitcoin: pick("bitcoin"), liquid: pick("liquid") };
}

/**
 * The canonical URL of route `path` (the route after all prefixes, as parseRoutePrefix's `rest`)
 * on `network`, in `language` (null or "en" for English).
 *
 * @example
 * const hosts = { bitcoin: "https://b.example", liquid: "https://l.example" };
 * canonicalUrl("mainnet", "/block/800000", hosts);   // "https://b.example/block/800000"
 * canonicalUrl("liquid", "/tx/ab12", hosts);         // "https://l.example/tx/ab12"
 * canonicalUrl("signet", "/", hosts, "ja");          // "https://b.example/ja/signet"
 * canonicalUrl("mainnet", "/", hosts, "pt-BR");      // "https://b.example/pt"
 */
export function canonicalUrl(
  network: Network,
  path: string,
  hosts: CanonicalHosts,
  language: string | null = null,
): string {
  const isLiquid = NETWORKS[network]?.chain === "liquid";
  const host = isLiquid ? hosts.liquid : hosts.bitcoin;
  // An unsupported tag stays as given, so buildPath rejects it with UnsupportedLanguageError.
  const code = language === null ? null : (languageOfTag(language) ?? language);
  return `${host}${buildPath({ language: code, preview: false, network, base: isLiquid ? "liquid" : "bitcoin" }, path)}`;
}

function checkOrigin(setting: string, value: unknown): string {
  const origin = typeof value === "string" ? value.replace(/\/$/, "") : value;
  if (typeof origin !== "string" || !ORIGIN.test(origin)) {
    throw new InvalidConfigError(setting, value, 'expected an origin such as "https://example.org" (no path).');
  }
  return origin;
}
