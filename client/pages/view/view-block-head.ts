/**
 * The block view's title and meta description (spec §2.8): the title is 'Block {height}: {hash}';
 * the description mentions size, weight, fee range and included transactions, the miner, and on
 * Bitcoin the audit (expected vs actual); the network's name takes a Testnet or Signet suffix where it applies.
 *
 * @example
 * viewBlockDescription(data, "testnet", t);
 * // "Bitcoin Testnet block 1,049,980 (0000…): size 1.21 MB, weight 3.99 MWU, fee range 2 - 180 sat/vB,
 * //  2,842 transactions included. Audit (expected vs actual): 2,850 vs 2,841 transactions, …"
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import { chainName } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { feeSpanText, txCountText } from "../../components/blockchain-strip/block-texts.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import type { ViewBlockData } from "./view-block-data.ts";

function auditText(audit: NonNullable<ViewBlockData["audit"]>, network: Network, t: Translate): string {
  const prefix = NETWORKS[network].amountPrefix;
  const figures = {
    expectedCount: formatNumber(audit.expectedCount, "1.0-0"),
    actualCount: formatNumber(audit.actualCount, "1.0-0"),
    expectedFees: formatAmount(audit.expectedFees, prefix),
    actualFees: formatAmount(audit.actualFees, prefix),
  };
  if (audit.health === null) return t("view-block.description.audit", figures);
  return t("view-block.description.audit-health", { ...figures, health: formatNumber(audit.health, "1.0-2") });
}

/**
 * The description of a block for its view on `network`. Its fee range is in sat/vB (a description
 * has no visitor preference); the audit part comes only with an audit, which only Bitcoin blocks have.
 *
 * @example
 * viewBlockDescription({ block, audit: null }, "liquid", t); // "Liquid block 3,100,200 (…): size …, 12 transactions included."
 */
export function viewBlockDescription({ block, audit }: Pick<ViewBlockData, "block" | "audit">, network: Network, t: Translate): string {
  const feeRange = feeSpanText(block.extras, network, "vb");
  const figures = {
    network: chainName(network, t),
    height: formatNumber(block.height, "1.0-0"),
    hash: block.id,
    size: formatBytes(block.size, "B"),
    weight: formatBytes(block.weight, "WU"),
    transactions: txCountText(t, block.tx_count),
  };
  const summary = feeRange === null ? t("view-block.description.no-fee-range", figures) : t("view-block.description", { ...figures, feeRange });
  const parts = [summary, minerText(block, t), audit === null ? null : auditText(audit, network, t)];
  return parts.filter((part): part is string => part !== null).join(" ");
}

/** "Mined by Harbor Hash.", or nothing for a block whose pool the backend did not name. */
function minerText(block: ViewBlockData["block"], t: Translate): string | null {
  const name = block.extras.pool?.name;
  return typeof name === "string" && name !== "" ? t("view-block.description.miner", { pool: name }) : null;
}

/**
 * Spec §2.8's title, 'Block {height}: {hash}' (the height as the route writes it, without grouping).
 *
 * @example
 * viewBlockTitle(block, t); // "Block 840000: 0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5"
 */
export const viewBlockTitle = (block: Pick<ViewBlockData["block"], "height" | "id">, t: Translate): string =>
  t("view-block.title", { height: String(block.height), hash: block.id });

/** The view's head (PageDataDefinition.head): the title and the description. */
export function viewBlockHead(data: ViewBlockData, { network, t }: PageHeadContext): PageHead {
  return { title: viewBlockTitle(data.block, t), description: viewBlockDescription(data, network, t) };
}
