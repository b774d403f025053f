/**
 * Pieces of the pages' meta descriptions (spec §2.8, issue 13): the chain's name as descriptions
 * write it, counted nouns, and shares.
 *
 * @example
 * chainName("signet", t);                 // "Bitcoin Signet"
 * countedText(t, 3, "meta.outputs");      // "3 outputs"
 * shareText(0.2734);                      // "27.3%"
 */
import { formatNumber } from "../../shared/format/decimal.ts";
import { NETWORKS, type Network } from "../../shared/network/networks.ts";
import type { Translate } from "../i18n/i18n.tsx";
import type { MessageKey } from "../i18n/locales/en.ts";

/** Spec §2.8: "A Testnet or Signet suffix is added where it applies." */
const NETWORK_SUFFIX: Readonly<Partial<Record<Network, MessageKey>>> = {
  testnet: "view-block.suffix.testnet",
  signet: "view-block.suffix.signet",
  liquidtestnet: "view-block.suffix.testnet",
};

/** "Bitcoin", "Bitcoin Signet", "Liquid Testnet". */
export function chainName(network: Network, t: Translate): string {
  const chain = NETWORKS[network].chain === "liquid" ? t("view-block.chain.liquid") : t("view-block.chain.bitcoin");
  const suffix = NETWORK_SUFFIX[network];
  return suffix === undefined ? chain : `${chain}${t(suffix)}`;
}

/** Spec §9's "{network} Explorer" in the page's language: "Bitcoin Testnet-Explorer" in German. */
export const explorerName = (network: Network, t: Translate): string => t("app.network-explorer", { network: NETWORKS[network].displayName });

/** A count with its noun, in the plural form the count takes. */
export function countedText(t: Translate, count: number, noun: "meta.outputs" | "meta.blocks"): string {
  return t(noun, { count: formatNumber(count, "1.0-0") });
}

/** A fraction from 0 to 1 as a percentage with at most one decimal. */
export const shareText = (fraction: number): string => `${formatNumber(fraction * 100, "1.0-1")}%`;
