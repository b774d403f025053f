/**
 * The overview graph's data for the block page, loaded in the browser (spec §4.5 "loading flags for
 * the block and its overview"): the block's own loading flag is its page data; this is the other.
 *
 * @example
 * const overview = useBlockOverview(block.id, "mainnet");
 * overview.status === "loading"; // until the summary (and the audit) answered
 */
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { FeatureFlags } from "../../../shared/network/feature-flags.ts";
import { usePage } from "../../app/page-context.tsx";
import { type BlockOverview, loadBlockOverview } from "./block-overview.ts";
import { type BrowserLoad, useBrowserLoad } from "./use-browser-load.ts";
import { browserApi } from "../../app/page-data.tsx";

/** Audits are a feature of the build (spec §1), and only Bitcoin blocks have one (spec §2.8). */
export const hasBlockAudit = (network: Network, features: Pick<FeatureFlags, "audit">): boolean => features.audit && NETWORKS[network].chain === "bitcoin";

export function useBlockOverview(hash: string, network: Network): BrowserLoad<BlockOverview> {
  const audit = hasBlockAudit(network, usePage().state.features);
  return useBrowserLoad(`${network}:${hash}`, () => loadBlockOverview(hash, browserApi, { audit }));
}
