/**
 * Every chart's values as a real table, behind a disclosure: what a screen reader, a keyboard or a
 * copy-paste needs of a canvas. The server renders the rows (no JavaScript needed to read them); in
 * the browser they are built only while the table is open, since a long window has thousands.
 * Cells show the API's values in full (the axis rounds them); `data-value` holds them as sent.
 */
import { useState } from "react";
import type { ChartModel } from "../../shared/charts/chart-model.ts";
import { chartCellText } from "../../shared/charts/chart-cell-text.ts";
import { type ChartTimeZone, formatChartTime } from "../../shared/charts/time-formats.ts";
import type { GraphWindow } from "../../shared/preferences/chart-windows.ts";
import { useChartsT } from "../i18n/locales/charts-area.ts";
import { useHydrated } from "./use-hydrated.ts";

export interface ChartTableProps {
  readonly model: ChartModel;
  readonly window: GraphWindow;
  readonly zone: ChartTimeZone;
  /** The table's name, with the values' unit ("Mempool by fee level (vB)"). */
  readonly title: string;
}

export function ChartTable({ model, window, zone, title }: ChartTableProps) {
  const t = useChartsT();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rows = !hydrated || open;
  return (
    <details className="chart-table" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t("charts.table")}</summary>
      <div className="chart-table-scroll">
        <table>
          <caption>{t("charts.table-caption", { title, count: model.times.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("charts.time")}</th>
              {model.series.map((series) => (
                <th key={series.id} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          {rows && (
            <tbody>
              {model.times.map((time, i) => (
                <tr key={time} data-time={time}>
                  <th scope="row">
                    <time dateTime={new Date(time * 1000).toISOString()}>{formatChartTime(time, window, "tooltip", zone)}</time>
                  </th>
                  {model.series.map((series) => (
                    <td key={series.id} data-value={series.values[i]}>
                      {chartCellText(series.values[i] ?? 0, zone.locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
    </details>
  );
}
