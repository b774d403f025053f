import { useState } from "react";
import { formatFiat } from "../../../shared/format/fiat.ts";
import type { FiatPrice } from "../../components/accelerate/money-text.ts";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";
import { amountText, countText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { readAccelerationStats } from "../../services/accelerator-readers.ts";
import { servicesGet } from "../../services/services-fetch.ts";
import { useServicesLoad } from "../../services/use-services-load.ts";
import { percentNumber } from "../../components/accelerator/percent-number.ts";
import { DEFAULT_STATS_TIMEFRAME, STATS_TIMEFRAMES, type StatsTimeframe, statsBlockShare } from "./dashboard-figures.ts";

/**
 * The accelerator's figures over a timeframe the visitor picks (research §3.8 "Acceleration stats",
 * `accelerator/accelerations/stats`): requests, completed ones, the bid boost pools earned and the
 * vsize accelerated with its share of the period's blocks; asked again at every new block.
 *
 * @example
 * <StatsPanel tip={live.tip} price={null} />
 */
export function StatsPanel({ tip, price }: { readonly tip: number; readonly price: FiatPrice | null }) {
  const t = useAcceleratorT();
  const [timeframe, setTimeframe] = useState<StatsTimeframe>(DEFAULT_STATS_TIMEFRAME);
  const stats = useServicesLoad(`stats:${timeframe}`, () => servicesGet(`accelerator/accelerations/stats?timeframe=${timeframe}`, readAccelerationStats), tip);
  const { load, reload } = stats;
  const share = load.status === "ready" ? statsBlockShare(load.data.totalVsize, timeframe) : null;
  return (
    <section className="services-panel" aria-labelledby="dashboard-stats-title" aria-busy={stats.refreshing}>
      <div className="services-panel-head">
        <h2 id="dashboard-stats-title" className="services-panel-title">
          {t("accelerator.dashboard.stats.title")}
        </h2>
        <div className="services-toggle" role="group" aria-label={t("accelerator.dashboard.stats.timeframe")}>
          {STATS_TIMEFRAMES.map((frame) => (
            <button key={frame} type="button" aria-pressed={frame === timeframe} onClick={() => setTimeframe(frame)}>
              {t(`accelerator.dashboard.timeframe.${frame}`)}
            </button>
          ))}
        </div>
      </div>
      {load.status === "loading" && <div className="services-skeleton" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={reload} />}
      {load.status === "ready" && (
        <dl className="services-figures services-figures-three">
          <div className="services-figure">
            <dt>{t("accelerator.dashboard.stats.requested")}</dt>
            <dd className="services-figure-main">
              {countText(load.data.totalRequested)}
              <span className="services-figure-note">{t("accelerator.dashboard.stats.completed", { count: countText(load.data.totalCompleted) })}</span>
            </dd>
          </div>
          <div className="services-figure">
            <dt>{t("accelerator.dashboard.stats.bid-boost")}</dt>
            <dd>
              {amountText(load.data.totalBidBoost, "mainnet")}
              {price !== null && <span className="services-figure-note">{formatFiat(load.data.totalBidBoost, price.price, price.fiat)}</span>}
            </dd>
          </div>
          <div className="services-figure">
            <dt>{t("accelerator.dashboard.stats.vsize")}</dt>
            <dd>
              {t("accelerator.panel.vbytes", { vsize: countText(Math.round(load.data.totalVsize)) })}
              {share !== null && <span className="services-figure-note">{t("accelerator.dashboard.blocks-share", { percent: percentNumber(share) })}</span>}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
