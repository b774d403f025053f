/**
 * Where a transaction stands: confirmed in block X, with its time and confirmations from the chain
 * tip, or unconfirmed with the expected time to confirm (shared/tx/transaction-eta.ts). A live
 * region, so a confirmation arriving while the page is open is announced.
 */
import type { TransactionEta } from "../../../shared/tx/transaction-eta.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ageText, etaText } from "../blockchain-strip/block-texts.ts";
import { blockHref } from "./transaction-links.ts";
import { countText, utcTimeText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface TransactionStatusProps {
  readonly tx: Pick<EsploraTransaction, "status">;
  /** The ETA of an unconfirmed transaction; null while its position or the difficulty data is unknown. */
  readonly eta: TransactionEta | null;
  /** Milliseconds, for "3 minutes ago". */
  readonly now: number;
  /** Chain tip height, for confirmations; -1 (or less than the block) while unknown. */
  readonly tip: number;
  readonly linkBase: string;
  /** When the mempool first saw it, Unix seconds (`/api/v1/transaction-times`). */
  readonly firstSeen?: number;
}

/**
 * @example
 * <TransactionStatus tx={tx} eta={transactionEta(position, network, da)} now={now} tip={live.tip} linkBase="" />
 */
export function TransactionStatus({ tx, eta, now, tip, linkBase, firstSeen }: TransactionStatusProps) {
  const t = useT();
  const { status } = tx;
  if (status.confirmed && status.block_height !== undefined) {
    const confirmations = tip >= status.block_height ? tip - status.block_height + 1 : null;
    const height = countText(status.block_height);
    return (
      <section className="tx-status tx-status-confirmed" aria-live="polite">
        <p className="tx-status-line">
          <span className="tx-status-badge">
            {confirmations === null
              ? t("transaction.status.confirmed")
              : t("transaction.status.confirmations", { count: countText(confirmations) })}
          </span>
          <span>
            {t("transaction.status.in-block")}{" "}
            {status.block_hash ? <a href={blockHref(linkBase, status.block_hash)}>{height}</a> : height}
          </span>
        </p>
        {status.block_time !== undefined && (
          <p className="tx-status-time">
            <time dateTime={new Date(status.block_time * 1000).toISOString()}>{utcTimeText(t, status.block_time)}</time>{" "}
            <span className="tx-status-ago">({ageText(t, status.block_time, now)})</span>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="tx-status tx-status-unconfirmed" aria-live="polite">
      <p className="tx-status-line">
        <span className="tx-status-badge">{t("transaction.status.unconfirmed")}</span>
        {eta?.accelerated && <span className="tx-status-accelerated">{t("transaction.flag.acceleration")}</span>}
      </p>
      {eta && eta.etaMs !== null && (
        <p className="tx-status-eta">
          <span className="tx-status-label">{t("transaction.status.eta")}</span> {etaText(t, eta.etaMs)}
          <span className="tx-status-note">
            {" "}
            {eta.block === 0 ? t("transaction.status.next-block") : t("transaction.status.projected-block", { number: countText(eta.block + 1) })}
          </span>
        </p>
      )}
      {firstSeen !== undefined && (
        <p className="tx-status-time">
          {t("transaction.status.first-seen")}{" "}
          <time dateTime={new Date(firstSeen * 1000).toISOString()} title={utcTimeText(t, firstSeen)}>
            {ageText(t, firstSeen, now)}
          </time>
        </p>
      )}
    </section>
  );
}
