/**
 * The overview graph's data for the block page, loaded in the browser (spec §4.5 "loading flags for
 * the block and its overview"): the block's own loading flag is its page data; this is the other.
 *
 * @example
 * const overview = useBlockOverview(block.id, "mainnet");
 * overview.status === "loading"; // until the summary (and the audit) answered
 */
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import { type BlockOverview, loadBlockOverview } from "./block-overview.ts";
import { browserApi, type BrowserLoad, useBrowserLoad } from "./use-browser-load.ts";

/** spec §2.8: Bitcoin blocks have an audit, Liquid ones do not. */
export const hasBlockAudit = (network: Network): boolean => NETWORKS[network].chain === "bitcoin";

export function useBlockOverview(hash: string, network: Network): BrowserLoad<BlockOverview> {
  const audit = hasBlockAudit(network);
  return useBrowserLoad(`${network}:${hash}`, () => loadBlockOverview(hash, browserApi, { audit }));
}
