/**
 * The transaction page's description (PageDataDefinition.head): the amount sent and to how many
 * outputs, the fee and its effective rate (the package's, under CPFP), and whether it is confirmed
 * or still waiting. A txid that names a
 * block (the page sends the visitor on) has no description of its own.
 *
 * @example
 * txPageHead(details, { network: "mainnet", t }).description;
 * // "Bitcoin transaction 3a1f…: 0.51000000 BTC to 2 outputs, fee 0.00001410 BTC (10.0 sat/vB), confirmed in block 840,001."
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { outputTotal } from "../../../shared/tx/output-total.ts";
import { effectiveFeeRate } from "../../../shared/tx/transaction-rates.ts";
import { chainName, countedText } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import type { TxPageData } from "./tx-page-data.ts";

export function txPageHead(data: TxPageData, { network, t }: PageHeadContext): PageHead {
  if (data.kind !== "tx") return {};
  const { tx, cpfp } = data;
  const prefix = NETWORKS[network].amountPrefix;
  const figures = {
    network: chainName(network, t),
    txid: tx.txid,
    amount: formatAmount(outputTotal(tx), prefix),
    outputs: countedText(t, tx.vout.length, "meta.outputs"),
    fee: formatAmount(tx.fee, prefix),
    height: tx.status.block_height === undefined ? "" : formatNumber(tx.status.block_height, "1.0-0"),
  };
  if (tx.vin.some((input) => input.is_coinbase)) return { description: t("meta.tx.coinbase", figures) };
  // A weightless transaction has no rate: an answer the readers should have refused.
  if (tx.weight === 0) return {};
  const rate = formatFeeRate(effectiveFeeRate(tx, cpfp).rate);
  return { description: t(tx.status.confirmed ? "meta.tx.confirmed" : "meta.tx.waiting", { ...figures, rate }) };
}
