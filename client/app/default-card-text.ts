/**
 * The words of the default link-preview card (issue 13): the worker draws them into the image
 * (worker/og/default-card.tsx) and the page's head gives them as the image's alt text, so the two
 * say the same.
 *
 * @example
 * defaultCardText("testnet", t);  // { heading: "Bitcoin Testnet Explorer", tagline: "Bitcoin Testnet blocks, fees and mempool, live as they happen." }
 * defaultCardAlt("testnet", t);   // "Blocktide, Bitcoin Testnet Explorer: Bitcoin Testnet blocks, fees and mempool, live as they happen."
 */
import { NETWORKS, type Network } from "../../shared/network/networks.ts";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { explorerName } from "./meta-texts.ts";

export interface DefaultCardText {
  readonly heading: string;
  readonly tagline: string;
}

export function defaultCardText(network: Network, t: Translate): DefaultCardText {
  return { heading: explorerName(network, t), tagline: t("og.tagline", { network: NETWORKS[network].displayName }) };
}

export function defaultCardAlt(network: Network, t: Translate): string {
  const { heading, tagline } = defaultCardText(network, t);
  return `${PRODUCT_NAME}, ${heading}: ${tagline}`;
}
