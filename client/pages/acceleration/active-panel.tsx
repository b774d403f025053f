import { Link } from "react-router";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import type { FiatPrice } from "../../components/accelerate/money-text.ts";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { amountText, countText, feeRateText, satsText } from "../../components/transaction/transaction-texts.ts";
import { formatFiat } from "../../../shared/format/fiat.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { percentNumber } from "../../components/accelerator/percent-number.ts";
import { activeSummary } from "./dashboard-figures.ts";

export interface ActivePanelProps {
  /** The live list, newest first; null until it comes. */
  readonly accelerations: readonly Acceleration[] | null;
  readonly links: string;
  readonly price: FiatPrice | null;
  readonly rateUnit: RateUnit;
  readonly now: number;
}

/**
 * The accelerations under way (research §3.8 "Active accelerations" and the pending list): how many,
 * their average maximum bid, their size and its share of a block, and each with its rate, bid and age.
 *
 * @example
 * <ActivePanel accelerations={list} links="" price={null} rateUnit="vb" now={Date.now()} />
 */
export function ActivePanel({ accelerations, links, price, rateUnit, now }: ActivePanelProps) {
  const t = useAcceleratorT();
  const summary = accelerations === null ? null : activeSummary(accelerations);
  return (
    <section className="services-panel dashboard-active" aria-labelledby="dashboard-active-title">
      <h2 id="dashboard-active-title" className="services-panel-title">
        {t("accelerator.dashboard.active.title")}
      </h2>
      {summary === null || accelerations === null ? (
        <div className="services-skeleton services-skeleton-tall" aria-hidden="true" />
      ) : (
        <>
          <dl className="services-figures services-figures-three">
            <div className="services-figure">
              <dt>{t("accelerator.dashboard.active.count")}</dt>
              <dd className="services-figure-main">{countText(summary.count)}</dd>
            </div>
            <div className="services-figure">
              <dt>{t("accelerator.dashboard.active.average-bid")}</dt>
              <dd>
                {amountText(summary.averageBid, "mainnet")}
                {price !== null && <span className="services-figure-note">{formatFiat(summary.averageBid, price.price, price.fiat)}</span>}
              </dd>
            </div>
            <div className="services-figure">
              <dt>{t("accelerator.dashboard.active.vsize")}</dt>
              <dd>
                {t("accelerator.panel.vbytes", { vsize: countText(Math.round(summary.totalVsize)) })}
                <span className="services-figure-note">{t("accelerator.dashboard.block-share", { percent: percentNumber(summary.blockShare) })}</span>
              </dd>
            </div>
          </dl>
          {accelerations.length === 0 ? (
            <p className="services-muted">{t("accelerator.dashboard.active.empty")}</p>
          ) : (
            <div className="services-table-scroll">
              <table className="services-table">
                <thead>
                  <tr>
                    <th scope="col">{t("accelerator.history.txid")}</th>
                    <th scope="col" className="services-num">
                      {t("accelerator.dashboard.fee-rate")}
                    </th>
                    <th scope="col" className="services-num">
                      {t("accelerator.history.max-bid")}
                    </th>
                    <th scope="col" className="services-col-optional">
                      {t("accelerator.history.requested")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accelerations.map((acceleration) => (
                    <tr key={acceleration.txid}>
                      <td>
                        <Link className="tx-hex" to={`${links}/tx/${acceleration.txid}`}>
                          {shortenMiddle(acceleration.txid, 16)}
                        </Link>
                      </td>
                      <td className="services-num">{feeRateText(acceleration.effectiveFee / acceleration.effectiveVsize, rateUnit)}</td>
                      <td className="services-num">{satsText(t, acceleration.feeDelta)}</td>
                      <td className="services-age services-col-optional">{ageText(t, acceleration.added, now)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
