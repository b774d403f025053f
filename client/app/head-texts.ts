/**
 * The title and description a page's head shows (and its link preview repeats): the page data's own
 * when it names them (PageDataDefinition.head), else the route table's title and the site's
 * description. The document's head and the preview card page both write them here, so a card shows
 * what the page's meta tags say.
 *
 * @example
 * headTexts({ page: "block", params: { id: "5" } }, {}, "testnet", "bitcoin", t).title; // "Block 5 - Blocktide - Bitcoin Testnet Explorer"
 */
import type { BaseModule, Network } from "../../shared/network/networks.ts";
import { pageTitle } from "../../shared/network/title.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { chainName, explorerName } from "./meta-texts.ts";
import type { PageHead } from "./page-data.tsx";
import { type TitledRoute, routeTitle } from "./route-title.ts";

export interface HeadTexts {
  readonly title: string;
  readonly description: string;
}

/** `page` null is the not-found page. */
export function headTexts(page: TitledRoute | null, head: PageHead, network: Network, base: BaseModule, t: Translate): HeadTexts {
  const title = head.title !== undefined ? pageTitle(head.title, network, base, explorerName(network, t)) : routeTitle(page, network, base, t);
  // Pages without facts of their own (or whose data is still on its way) describe the site.
  const description = head.description ?? t("meta.site", { network: chainName(network, t) });
  return { title, description };
}
