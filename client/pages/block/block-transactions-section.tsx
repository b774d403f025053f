/**
 * The block's transactions with their inputs and outputs, 25 to a page (spec §7.4), loaded in the
 * browser for the page the address names (`?page=`).
 *
 * @example
 * <BlockTransactionsSection block={block} routeId="840000" network="mainnet" links="" rateUnit="vb" now={now} />
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { BLOCK_TXS_PAGE } from "../../../shared/params/esplora-params.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { TransactionList } from "../../components/transaction/transaction-list.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { BlockPager } from "./block-pager.tsx";
import { BLOCK_TX_PAGE_PARAM, blockTxPage, blockTxPageCount, blockTxStart, loadBlockTransactions } from "./block-transactions.ts";
import { useBrowserLoad } from "./use-browser-load.ts";
import { browserApi } from "../../app/page-data.tsx";
import "../../i18n/page-texts/block.ts";

export interface BlockTransactionsSectionProps {
  readonly block: Pick<BlockExtended, "id" | "tx_count">;
  /** The id as the address wrote it (height or hash), so page links keep the visitor's form. */
  readonly routeId: string;
  readonly network: Network;
  readonly links: string;
  readonly rateUnit: RateUnit;
  readonly now: number;
}

export function BlockTransactionsSection({ block, routeId, network, links, rateUnit, now }: BlockTransactionsSectionProps) {
  const t = useT();
  const [query] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const page = blockTxPage(query, block.tx_count);
  const pageCount = blockTxPageCount(block.tx_count);
  const start = blockTxStart(page);
  const loaded = useBrowserLoad(`${block.id}:${page}:${attempt}`, () => loadBlockTransactions(block.id, page, browserApi));
  const href = (target: number): string => `${links}/block/${routeId}${target > 1 ? `?${BLOCK_TX_PAGE_PARAM}=${target}` : ""}`;
  const count = (value: number): string => formatNumber(value, "1.0-0");

  return (
    <section className="block-transactions" aria-labelledby="block-transactions-title">
      <header className="block-transactions-head">
        <h2 id="block-transactions-title">{t("block.transactions")}</h2>
        {block.tx_count > 0 && (
          <span className="block-transactions-range">
            {t("block.transactions.range", { from: count(start + 1), to: count(Math.min(start + BLOCK_TXS_PAGE, block.tx_count)), count: count(block.tx_count) })}
          </span>
        )}
      </header>
      <BlockPager page={page} pageCount={pageCount} href={href} />
      {loaded.status === "ready" && (
        <TransactionList transactions={loaded.data.transactions} outspends={loaded.data.outspends} network={network} linkBase={links} rateUnit={rateUnit} now={now} />
      )}
      {loaded.status === "loading" && (
        <p className="block-transactions-loading" role="status">
          {t("block.transactions.loading")}
        </p>
      )}
      {loaded.status === "error" && (
        <div className="block-transactions-error" role="alert">
          <p>{t("block.transactions.failed", { message: loaded.message })}</p>
          <button type="button" className="block-retry" onClick={() => setAttempt((value) => value + 1)}>
            {t("block.error.retry")}
          </button>
        </div>
      )}
      {loaded.status === "ready" && <BlockPager page={page} pageCount={pageCount} href={href} />}
    </section>
  );
}
