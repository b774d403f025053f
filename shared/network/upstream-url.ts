/**
 * `UPSTREAM_URL`, the mempool-compatible backend a deployment may use instead of the embedded
 * devnet, read once for both its users: the edge passes `/api/…` on to it (worker/api) and the hub
 * opens its websockets and lookups on it (durable-objects/hub/upstream). Each network's API lives
 * under that network's path prefix on the backend, as on the explorer itself:
 * `{UPSTREAM_URL}{network prefix}/api/…`. A path in `UPSTREAM_URL` is kept, a trailing "/" dropped.
 *
 * @example
 * upstreamApiRoot("https://backend.example/", "signet", "bitcoin"); // "https://backend.example/signet"
 * upstreamApiRoot("", "mainnet", "bitcoin");                        // null: the devnet answers
 */
import { InvalidConfigError } from "./errors.ts";
import { parseUrl } from "../runtime/web-globals.ts";
import { NETWORKS, type BaseModule, type Network } from "./networks.ts";
import { networkBasePath } from "./route-prefix.ts";

/**
 * The root under which `network`'s API lives on the backend configured as `configured`, or null
 * when none is (empty or blank: the devnet answers).
 *
 * @throws InvalidConfigError when `configured` is not an http(s) URL
 * @example
 * upstreamApiRoot("http://10.0.0.5:8999/mempool/", "testnet", "bitcoin"); // "http://10.0.0.5:8999/mempool/testnet"
 */
export function upstreamApiRoot(configured: string | undefined, network: Network, base: BaseModule): string | null {
  const trimmed = configured?.trim() ?? "";
  if (trimmed === "") return null;
  let url: ReturnType<typeof parseUrl>;
  try {
    url = parseUrl(trimmed);
  } catch {
    throw new InvalidConfigError("UPSTREAM_URL", trimmed, 'expected an http(s) origin such as "https://mempool.example", or empty for the devnet.');
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    // The hub's websockets are opened with an Upgrade header on the same origin, so ws: is no shortcut.
    throw new InvalidConfigError("UPSTREAM_URL", trimmed, "expected an http: or https: URL (websockets are opened on it with an Upgrade header).");
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}${networkBasePath(network, base)}`;
}

/**
 * Why the embedded devnet cannot serve `network`: it simulates Bitcoin networks only. Null for a
 * Bitcoin network.
 *
 * @example
 * devnetRefusal("liquid");  // "The embedded devnet simulates Bitcoin networks only; Liquid Network needs UPSTREAM_URL."
 * devnetRefusal("signet");  // null
 */
export function devnetRefusal(network: Network): string | null {
  if (NETWORKS[network].chain === "bitcoin") return null;
  return `The embedded devnet simulates Bitcoin networks only; ${NETWORKS[network].displayName} needs UPSTREAM_URL.`;
}

/**
 * Why `network` has no backend in a deployment whose `UPSTREAM_URL` is `configured`: only when it is
 * empty or blank (the devnet answers) and the devnet does not simulate `network`.
 *
 * @example
 * unservedNetworkReason("", "liquid");                  // devnetRefusal("liquid")
 * unservedNetworkReason("https://b.example", "liquid"); // null
 */
export function unservedNetworkReason(configured: string | undefined, network: Network): string | null {
  return (configured?.trim() ?? "") === "" ? devnetRefusal(network) : null;
}
