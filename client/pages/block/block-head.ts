/**
 * The block page's head (PageDataDefinition.head): the title the page itself sets once loaded
 * ("Block 840,000") and spec §2.8's description of the block, with its miner and the audit's
 * figures the block carries (its health, expected and actual fees).
 *
 * @example
 * blockPageHead({ block }, { network: "mainnet", t }).title; // "Block 840,000"
 */
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { viewBlockDescription } from "../view/view-block-head.ts";
import { heightText } from "./block-heading.tsx";
import type { BlockPageData } from "./block-page-data.ts";
import "../../i18n/page-texts/block.ts";

export function blockPageHead({ block }: BlockPageData, { network, t }: PageHeadContext): PageHead {
  const description = viewBlockDescription({ block, audit: null }, network, t);
  const audit = auditSummaryText(block, network, t);
  return { title: t("pages.block", { id: heightText(block.height) }), description: audit === null ? description : `${description} ${audit}` };
}

/**
 * The audit as the block itself reports it (its health and expected fees against its fees), on
 * Bitcoin blocks that were audited; the page's full audit is loaded in the browser.
 */
function auditSummaryText({ extras }: BlockPageData["block"], network: Network, t: Translate): string | null {
  if (NETWORKS[network].chain !== "bitcoin" || extras.matchRate == null || extras.expectedFees == null) return null;
  const prefix = NETWORKS[network].amountPrefix;
  return t("block.description.audit", {
    health: formatNumber(extras.matchRate, "1.0-2"),
    expectedFees: formatAmount(extras.expectedFees, prefix),
    actualFees: formatAmount(extras.totalFees, prefix),
  });
}
