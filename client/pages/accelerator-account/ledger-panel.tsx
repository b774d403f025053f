import { Link } from "react-router";
import type { LedgerLine } from "../../../shared/services/services-wire.ts";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";
import { Pager } from "../../components/accelerator/pager.tsx";
import { amountText, utcTimeText } from "../../components/transaction/transaction-texts.ts";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import type { ServicesPage } from "../../services/services-fetch.ts";
import type { ServicesLoad } from "../../services/use-services-load.ts";

/** Rows per page of the ledger. */
export const LEDGER_PAGE_LENGTH = 15;

export interface LedgerPanelProps {
  readonly load: ServicesLoad<ServicesPage<LedgerLine>>;
  readonly page: number;
  readonly onRetry: () => void;
  /** The link base of mainnet pages in the page's language. */
  readonly txLinks: string;
  readonly now: number;
}

/**
 * The account's ledger (issue 14 "Money"), newest first: each movement of its spendable balance
 * (deposits, credits, holds taken when an acceleration is asked for, holds released, charges), the
 * balance after it and the transaction it is about, paged.
 *
 * @example
 * <LedgerPanel load={ledger.load} page={1} onRetry={ledger.reload} txLinks="" now={now} />
 */
export function LedgerPanel({ load, page, onRetry, txLinks, now }: LedgerPanelProps) {
  const t = useAcceleratorT();
  return (
    <section className="services-panel" aria-labelledby="account-ledger-title">
      <h2 id="account-ledger-title" className="services-panel-title">
        {t("account.ledger.title")}
      </h2>
      {load.status === "loading" && <div className="services-skeleton services-skeleton-tall" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={onRetry} />}
      {load.status === "ready" && load.data.rows.length === 0 && <p className="services-muted">{t("account.ledger.empty")}</p>}
      {load.status === "ready" && load.data.rows.length > 0 && (
        <>
          <div className="services-table-scroll">
            <table className="services-table">
              <thead>
                <tr>
                  <th scope="col">{t("account.ledger.when")}</th>
                  <th scope="col">{t("account.ledger.kind")}</th>
                  <th scope="col" className="services-num">
                    {t("account.ledger.amount")}
                  </th>
                  <th scope="col" className="services-num services-col-optional">
                    {t("account.ledger.balance-after")}
                  </th>
                  <th scope="col" className="services-col-optional">
                    {t("account.ledger.transaction")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {load.data.rows.map((line) => (
                  <tr key={line.id}>
                    <td className="services-age">
                      <time dateTime={new Date(line.time * 1000).toISOString()} title={utcTimeText(t, line.time)}>
                        {ageText(t, line.time, now)}
                      </time>
                    </td>
                    <td>{t(`account.ledger.kind.${line.kind}`)}</td>
                    <td className={`services-num ${line.amount < 0 ? "services-negative" : line.amount > 0 ? "services-positive" : ""}`}>
                      {line.amount > 0 ? "+" : ""}
                      {amountText(line.amount, "mainnet")}
                    </td>
                    <td className="services-num services-col-optional">{amountText(line.balanceAfter, "mainnet")}</td>
                    <td className="services-col-optional">
                      {line.txid !== null && (
                        <Link className="tx-hex" to={`${txLinks}/tx/${line.txid}`}>
                          {shortenMiddle(line.txid, 16)}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={load.data.total} pageLength={LEDGER_PAGE_LENGTH} />
        </>
      )}
    </section>
  );
}
