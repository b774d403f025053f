/**
 * Page titles (spec §9): '{page} - {base} - {network} Explorer', where {base} is the product name.
 *
 * @example
 * pageTitle("Block 800000", "mainnet", "bitcoin");  // "Block 800000 - Blocktide - Bitcoin Explorer"
 */
import { type BaseModule, type Network, NETWORKS, assertNetworkOnBase } from "./networks.ts";

/** The product name: the {base} of every title. */
export const PRODUCT_NAME = "Blocktide";

/**
 * The document title of a page. An empty (or blank) `page` leaves the page part out; `explorer` is
 * the "{network} Explorer" part in the page's language (English by default). Throws
 * UnsupportedNetworkError when the build `base` does not serve `network`.
 *
 * @example
 * pageTitle("Mining", "signet", "bitcoin");   // "Mining - Blocktide - Bitcoin Signet Explorer"
 * pageTitle("", "liquid", "liquid");          // "Blocktide - Liquid Network Explorer"
 */
export function pageTitle(page: string, network: Network, base: BaseModule, explorer?: string): string {
  if (typeof page !== "string") throw new TypeError(`pageTitle: expected the page name as a string, got ${typeof page}.`);
  assertNetworkOnBase(network, base);
  const tail = `${PRODUCT_NAME} - ${explorer ?? networkExplorerName(network)}`;
  const name = page.trim();
  return name === "" ? tail : `${name} - ${tail}`;
}

/**
 * The "{network} Explorer" part of every title (spec §9) in English; the pages write it in their
 * language (client/app/meta-texts.ts explorerName).
 *
 * @example
 * networkExplorerName("testnet");  // "Bitcoin Testnet Explorer"
 */
export function networkExplorerName(network: Network): string {
  return `${NETWORKS[network].displayName} Explorer`;
}
