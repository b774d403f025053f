/**
 * The values at the crosshair (or, with no crosshair, at the newest point), below the chart: the
 * legend and the tooltip in one, outside the plot so it hides nothing. A stack lists its top series
 * first, as they sit, and its total.
 */
import type { ChartModel } from "../../shared/charts/chart-model.ts";
import { type ChartTimeZone, formatChartTime } from "../../shared/charts/time-formats.ts";
import type { GraphWindow } from "../../shared/preferences/chart-windows.ts";
import { useChartsT } from "../i18n/locales/charts-area.ts";

export interface ChartLegendProps {
  readonly model: ChartModel;
  readonly index: number;
  readonly window: GraphWindow;
  readonly zone: ChartTimeZone;
  readonly formatValue: (value: number) => string;
  /** The values of series on the second axis; absent: formatValue. */
  readonly formatLeftValue?: (value: number) => string;
}

export function ChartLegend({ model, index, window, zone, formatValue, formatLeftValue = formatValue }: ChartLegendProps) {
  const t = useChartsT();
  const time = model.times[index];
  if (time === undefined) return <p className="chart-legend chart-legend-empty">{t("charts.empty")}</p>;
  const shown = model.kind === "stack" ? [...model.series].reverse() : model.series;
  const total = model.series.reduce((sum, series) => sum + (series.values[index] ?? 0), 0);
  return (
    <div className="chart-legend">
      <p className="chart-legend-time">{t("charts.legend", { time: formatChartTime(time, window, "tooltip", zone) })}</p>
      <ul>
        {model.kind === "stack" && (
          <li className="chart-legend-total">
            {t("charts.total")} <strong>{formatValue(total)}</strong>
          </li>
        )}
        {shown.map((series) => (
          <li key={series.id}>
            <span className="chart-swatch" style={{ background: series.pointColours?.[index] ?? series.colour }} aria-hidden="true" />
            {series.label} <strong>{(series.scale === "left" ? formatLeftValue : formatValue)(series.values[index] ?? 0)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
