/**
 * The address page's description (PageDataDefinition.head): its balance, mempool changes included,
 * and how many of its transactions are confirmed and how many wait.
 *
 * @example
 * addressPageHead({ address, transactions, outspends }, { network: "mainnet", t }).description;
 * // "Bitcoin address bc1q…: balance 0.01200000 BTC, 12 transactions confirmed, 1 waiting."
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { addressTotals } from "../../../shared/tx/address-totals.ts";
import { chainName } from "../../app/meta-texts.ts";
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { txCountText } from "../../components/blockchain-strip/block-texts.ts";
import type { AddressPageData } from "./address-page-data.ts";

export function addressPageHead({ address }: AddressPageData, { network, t }: PageHeadContext): PageHead {
  const totals = addressTotals(address);
  return {
    description: t("meta.address", {
      network: chainName(network, t),
      address: address.address,
      balance: formatAmount(totals.confirmedBalance + totals.unconfirmedChange, NETWORKS[network].amountPrefix),
      confirmed: txCountText(t, totals.confirmedTxCount),
      waiting: formatNumber(totals.unconfirmedTxCount, "1.0-0"),
    }),
  };
}
