/**
 * Every mining graph but the pools pie: the graph's answer as a chart model (mining-models.ts)
 * drawn by the shared ChartView, with the values' units on the axes (H/s, sat/vB, BTC, B/WU, %)
 * printed by the shared formatters, and the table holding the API's values.
 */
import { useCallback, useMemo, useState } from "react";
import type { ChartModel } from "../../../shared/charts/chart-model.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatDifficulty } from "../../../shared/format/difficulty.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { formatFiat } from "../../../shared/format/fiat.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { GraphWindow, MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { ChartView } from "../../charts/chart-view.tsx";
import { type MiningGraphsTranslate, useMiningGraphsT } from "../../i18n/locales/mining-graphs-area.ts";
import type { MiningGraphAnswer } from "./mining-graph-answer.ts";
import { FEE_RATE_PERCENTILES, type FeeRatePercentile } from "./mining-graph-readers.ts";
import { amountModel, dominanceModel, feeRatesModel, hashrateModel, healthModel, sizesModel } from "./mining-models.ts";

/** The chart's time labels: a 3-day window prints as a week does (shared/charts/time-formats.ts has no 3d row). */
export const chartWindowOf = (window: MiningWindow): GraphWindow => (window === "3d" ? "1w" : window);

const positive = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

interface ChartSpec {
  readonly title: string;
  readonly model: ChartModel;
  readonly formatValue: (value: number) => string;
  readonly formatLeftValue?: (value: number) => string;
}

const percentOf = (fraction: number): string => `${formatNumber(positive(fraction) * 100, "1.0-1")}%`;
const usd = (value: number): string => formatFiat(100_000_000, positive(value), "USD");

function chartSpec(answer: Exclude<MiningGraphAnswer, { graph: "pools" }>, t: MiningGraphsTranslate, amountPrefix: string, withMaximum: boolean): ChartSpec {
  const btc = (sats: number): string => formatAmount(Math.round(positive(sats)), amountPrefix, "1.0-8");
  const unit = `${amountPrefix}BTC`;
  switch (answer.graph) {
    case "pools-dominance":
      return { title: t("mining-graphs.dominance.title"), model: dominanceModel(answer.rows), formatValue: percentOf };
    case "hashrate-difficulty":
      return {
        title: t("mining-graphs.hashrate.title"),
        model: hashrateModel(answer.history, {
          hashrate: t("mining-graphs.hashrate.series"),
          average: t("mining-graphs.hashrate.average"),
          difficulty: t("mining-graphs.hashrate.difficulty"),
        }),
        formatValue: (value) => formatHashrate(positive(value)),
        formatLeftValue: (value) => formatDifficulty(positive(value)),
      };
    case "block-fee-rates": {
      const labels = Object.fromEntries(FEE_RATE_PERCENTILES.map((key) => [key, t(`mining-graphs.fee-rates.${key}`)])) as Record<FeeRatePercentile, string>;
      return { title: t("mining-graphs.fee-rates.title"), model: feeRatesModel(answer.rows, labels, withMaximum), formatValue: (value) => formatFeeRate(positive(value)) };
    }
    case "block-fees":
    case "block-rewards": {
      const fees = answer.graph === "block-fees";
      return {
        title: t(fees ? "mining-graphs.fees.title" : "mining-graphs.rewards.title", { unit }),
        model: amountModel(answer.rows, { amount: t(fees ? "mining-graphs.fees.series" : "mining-graphs.rewards.series"), usd: t("mining-graphs.usd") }, fees ? "#ffa726" : "#ab47bc"),
        formatValue: btc,
        formatLeftValue: usd,
      };
    }
    case "block-sizes-weights":
      return {
        title: t("mining-graphs.sizes.title"),
        model: sizesModel(answer.rows, { size: t("mining-graphs.sizes.size"), weight: t("mining-graphs.sizes.weight"), megabyte: t("mining-graphs.sizes.megabyte") }),
        formatValue: (value) => formatBytes(positive(value), "B"),
        formatLeftValue: (value) => formatBytes(positive(value), "WU"),
      };
    case "block-health":
      return { title: t("mining-graphs.health.title"), model: healthModel(answer.rows, { health: t("mining-graphs.health.series") }), formatValue: (value) => `${formatNumber(positive(value), "1.0-2")}%` };
  }
}

export interface MiningChartCardProps {
  readonly answer: Exclude<MiningGraphAnswer, { graph: "pools" }>;
  readonly window: MiningWindow;
  readonly amountPrefix: string;
}

export function MiningChartCard({ answer, window, amountPrefix }: MiningChartCardProps) {
  const t = useMiningGraphsT();
  const [withMaximum, setWithMaximum] = useState(false);
  const spec = useMemo(() => chartSpec(answer, t, amountPrefix, withMaximum), [answer, t, amountPrefix, withMaximum]);
  // Stable formatters, so the canvas chart is not re-optioned on every render.
  const { formatValue: format, formatLeftValue: formatLeft } = spec;
  const formatValue = useCallback((value: number) => format(value), [format]);
  return (
    <section className="graphs-card" aria-labelledby="mining-graph-title">
      <header className="graphs-card-head">
        <h2 id="mining-graph-title">{spec.title}</h2>
        {answer.graph === "block-fee-rates" && (
          <div className="chart-controls">
            <label className="chart-toggle">
              <input type="checkbox" checked={withMaximum} onChange={(event) => setWithMaximum(event.currentTarget.checked)} />
              {t("mining-graphs.fee-rates.maximum")}
            </label>
          </div>
        )}
      </header>
      <ChartView name={`mining-${answer.graph}`} title={spec.title} model={spec.model} window={chartWindowOf(window)} formatValue={formatValue} formatLeftValue={formatLeft} />
    </section>
  );
}
