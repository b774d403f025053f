import type { AggregatedAccelerations } from "../../../shared/services/services-wire.ts";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";
import { amountText, countText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { readAggregatedAccelerations } from "../../services/accelerator-readers.ts";
import { servicesGet } from "../../services/services-fetch.ts";
import { readList } from "../../services/wire-fields.ts";
import { useServicesLoad } from "../../services/use-services-load.ts";
import { utcDateText } from "../pool/pool-texts.ts";
import { sparkline } from "../pool/sparkline.ts";

/** The drawing's own units; CSS stretches it to the panel's width (as the pool page's hashrate). */
const CHART_BOX = { width: 320, height: 64, padding: 4 } as const;

/**
 * The month's trend (research §3.8 "Historical trend", `accelerator/accelerations/history/aggregated`):
 * the bid boost pools earned and the number of accelerations per period, as the inline SVG
 * sparklines the pool page draws, so the server could render them whole.
 *
 * @example
 * <FeesChart tip={live.tip} />
 */
export function FeesChart({ tip }: { readonly tip: number }) {
  const t = useAcceleratorT();
  const trend = useServicesLoad(
    "aggregated",
    () => servicesGet("accelerator/accelerations/history/aggregated?timeframe=1m", (json) => readList(json, readAggregatedAccelerations)),
    tip,
  );
  const { load } = trend;
  return (
    <section className="services-panel dashboard-trend-panel" aria-labelledby="dashboard-trend-title">
      <h2 id="dashboard-trend-title" className="services-panel-title">
        {t("accelerator.dashboard.trend.title")}
      </h2>
      {load.status === "loading" && <div className="services-skeleton services-skeleton-tall" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={trend.reload} />}
      {load.status === "ready" && load.data.length === 0 && <p className="services-muted">{t("accelerator.dashboard.trend.empty")}</p>}
      {load.status === "ready" && load.data.length > 0 && <TrendLines buckets={[...load.data].sort((a, b) => a.timestamp - b.timestamp)} />}
    </section>
  );
}

function TrendLines({ buckets }: { readonly buckets: readonly AggregatedAccelerations[] }) {
  const t = useAcceleratorT();
  const first = buckets[0]!;
  const last = buckets[buckets.length - 1]!;
  const range = t("accelerator.dashboard.trend.range", { from: utcDateText(first.timestamp), to: utcDateText(last.timestamp) });
  const boost = buckets.reduce((sum, bucket) => sum + bucket.sumBidBoost, 0);
  const count = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const line = (values: number[], label: string, total: string, kind: string) => {
    const drawn = sparkline(values, CHART_BOX);
    return (
      <figure className={`dashboard-trend dashboard-trend-${kind}`}>
        <figcaption className="dashboard-trend-head">
          <span>{label}</span> <strong>{total}</strong>
        </figcaption>
        {drawn !== null && (
          <svg viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`} preserveAspectRatio="none" role="img" aria-label={`${label}: ${total}, ${range}`}>
            <path className="dashboard-trend-area" d={drawn.area} />
            <path className="dashboard-trend-line" d={drawn.line} vectorEffect="non-scaling-stroke" />
          </svg>
        )}
      </figure>
    );
  };
  return (
    <div className="dashboard-trends">
      {line(buckets.map((bucket) => bucket.sumBidBoost), t("accelerator.dashboard.trend.bid-boost"), amountText(boost, "mainnet"), "boost")}
      {line(buckets.map((bucket) => bucket.count), t("accelerator.dashboard.trend.count"), countText(count), "count")}
      <p className="dashboard-trend-range">{range}</p>
    </div>
  );
}
