/**
 * The transactions of a block page or an address page, one card each (issue 6). Data only comes in
 * through props: the page fetches the transactions (`/api/block/:hash/txs/:start`,
 * `/api/address/:address/txs`) and, when it has them, their outspends, keyed by txid.
 */
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { TransactionCard } from "./transaction-card.tsx";
import "../../i18n/page-texts/transaction.ts";

export interface TransactionListProps {
  readonly transactions: readonly EsploraTransaction[];
  readonly network: Network;
  /** Start of every link on the page (language and network prefix, "" on English mainnet). */
  readonly linkBase: string;
  /** `/api/tx/:txid/outspends` (or `/api/txs/outspends`) answers by txid; cards without one show no spent state. */
  readonly outspends?: Readonly<Record<string, readonly EsploraOutspend[]>>;
  /** On an address page: mark its inputs and outputs and show each transaction's net change to it. */
  readonly highlightAddress?: string;
  /** Milliseconds, for relative times ("3 minutes ago"); absolute UTC times without it. */
  readonly now?: number;
  /** The visitor's rate unit (spec §3 rate-unit-preference). */
  readonly rateUnit?: RateUnit;
  /** Cards start with their scripts shown (the transaction page, whose list is its one transaction). */
  readonly defaultExpanded?: boolean;
}

/**
 * @example
 * <TransactionList transactions={page} network="testnet" linkBase="/testnet" outspends={{ [txid]: outspends }} />
 */
export function TransactionList(props: TransactionListProps) {
  const { transactions, network, linkBase, outspends, highlightAddress, now, rateUnit = "vb", defaultExpanded = false } = props;
  const t = useT();
  if (transactions.length === 0) return <p className="tx-list-empty">{t("transaction.list.empty")}</p>;
  return (
    <ol className="tx-list">
      {transactions.map((tx) => (
        <li key={tx.txid}>
          <TransactionCard
            tx={tx}
            network={network}
            linkBase={linkBase}
            outspends={outspends?.[tx.txid]}
            highlightAddress={highlightAddress}
            now={now}
            rateUnit={rateUnit}
            defaultExpanded={defaultExpanded}
          />
        </li>
      ))}
    </ol>
  );
}
