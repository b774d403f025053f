/**
 * The document title of a routed page: the page's name from the route table and the i18n texts,
 * in spec §9's pattern '{page} - {base} - {network} Explorer'.
 *
 * @example
 * routeTitle({ page: "block", params: { id: "800000" } }, "mainnet", "bitcoin", createTranslator("en"));
 * // "Block 800000 - Blocktide - Bitcoin Explorer"
 */
import type { BaseModule, Network } from "../../shared/network/networks.ts";
import { type PageId, type RouteParams, isTitledPage } from "../../shared/network/route-table.ts";
import { pageTitle } from "../../shared/network/title.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { explorerName } from "./meta-texts.ts";

/** The page shown: a page of the table with its route parameters, or null for "not found". */
export interface TitledRoute {
  readonly page: PageId;
  readonly params: RouteParams;
}

/**
 * The title of `route` on `network`; a page without a name (the home pages) gets the product and
 * network only, and `null` gets the not-found name.
 *
 * @example
 * routeTitle({ page: "home", params: {} }, "testnet", "bitcoin", t);  // "Blocktide - Bitcoin Testnet Explorer"
 * routeTitle(null, "mainnet", "bitcoin", t);                          // "Page not found - Blocktide - Bitcoin Explorer"
 */
export function routeTitle(route: TitledRoute | null, network: Network, base: BaseModule, t: Translate): string {
  const explorer = explorerName(network, t);
  if (route === null) return pageTitle(t("pages.not-found"), network, base, explorer);
  const name = isTitledPage(route.page) ? t(`pages.${route.page}`, route.params) : "";
  return pageTitle(name, network, base, explorer);
}
