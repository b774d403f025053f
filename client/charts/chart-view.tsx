/**
 * A chart as every page shows one: the server's static SVG, replaced after hydration by the canvas
 * chart in the same box (loaded as a chunk of its own), a legend that follows the crosshair, a log
 * scale switch, a zoom reset, CSV and PNG downloads, and the values as a table. The canvas chart is
 * freed when the view unmounts.
 *
 * @example
 * <ChartView name="incoming-vbytes" title="Incoming transactions (vB/s)" model={model} window="2h" formatValue={(v) => `${v} vB/s`} />
 */
import { useEffect, useRef, useState } from "react";
import type { ChartModel } from "../../shared/charts/chart-model.ts";
import { chartCsv, chartFileName } from "../../shared/charts/chart-csv.ts";
import { formatChartTime } from "../../shared/charts/time-formats.ts";
import type { GraphWindow } from "../../shared/preferences/chart-windows.ts";
import { useChartsT } from "../i18n/locales/charts-area.ts";
import type { CanvasChart } from "./canvas-chart.ts";
import { ChartLegend } from "./chart-legend.tsx";
import { ChartTable } from "./chart-table.tsx";
import { canvasPng, downloadBlob } from "./download.ts";
import { StaticChart } from "./static-chart.tsx";
import { useChartTimeZone } from "./use-hydrated.ts";

export interface ChartViewProps {
  /** The downloads' name ("mempool-fee-levels"). */
  readonly name: string;
  /** The chart's name, with its unit, for the drawing's label and the table's caption. */
  readonly title: string;
  readonly model: ChartModel;
  readonly window: GraphWindow;
  readonly formatValue: (value: number) => string;
  /** The second axis's values, when a series of the model is on it; absent: formatValue. */
  readonly formatLeftValue?: (value: number) => string;
}

const loadCanvasChart = () => import("./canvas-chart.ts");

export function ChartView({ name, title, model, window, formatValue, formatLeftValue }: ChartViewProps) {
  const t = useChartsT();
  const zone = useChartTimeZone();
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CanvasChart | null>(null);
  const [logScale, setLogScale] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  // The mount effect reads the latest model and options without re-running.
  const latest = useRef({ model, options: { window, zone, formatValue, logScale, formatLeftValue } });
  latest.current = { model, options: { window, zone, formatValue, logScale, formatLeftValue } };

  useEffect(() => {
    let mounted: CanvasChart | null = null;
    let cancelled = false;
    loadCanvasChart()
      .then(({ mountCanvasChart }) => {
        if (cancelled || host.current === null) return;
        mounted = mountCanvasChart(host.current, latest.current.model, latest.current.options, setHovered);
        setChart(mounted);
      })
      .catch((error: unknown) => console.warn("charts: the interactive chart could not load; the static one stays", error));
    return () => {
      cancelled = true;
      mounted?.destroy();
      setChart(null);
    };
  }, []);

  useEffect(() => chart?.setModel(model), [chart, model]);
  useEffect(() => chart?.setOptions({ window, zone, formatValue, logScale, formatLeftValue }), [chart, window, zone, formatValue, logScale, formatLeftValue]);

  const newest = model.times[model.times.length - 1] ?? 0;
  const caption = formatChartTime(newest, window, "caption", zone);
  const downloadCsv = (): void => downloadBlob(new Blob([chartCsv(model)], { type: "text/csv" }), chartFileName(name, window, newest, "csv"));
  const downloadPng = (): void => {
    if (chart === null) return;
    canvasPng(chart.screenshot())
      .then((blob) => downloadBlob(blob, chartFileName(name, window, newest, "png")))
      .catch((error: unknown) => console.warn("charts: the PNG download failed", error));
  };

  return (
    <figure className="chart" data-chart={name}>
      <div className="chart-toolbar">
        <label className="chart-toggle">
          <input type="checkbox" checked={logScale} disabled={chart === null} onChange={(event) => setLogScale(event.currentTarget.checked)} />
          {t("charts.log-scale")}
        </label>
        <button type="button" disabled={chart === null} onClick={() => chart?.resetZoom()}>
          {t("charts.reset-zoom")}
        </button>
        <button type="button" aria-label={t("charts.csv-label")} title={t("charts.csv-label")} disabled={model.times.length === 0} onClick={downloadCsv}>
          {t("charts.csv")}
        </button>
        <button type="button" aria-label={t("charts.png-label")} title={t("charts.png-label")} disabled={chart === null} onClick={downloadPng}>
          {t("charts.png")}
        </button>
      </div>
      <div className="chart-box" data-state={chart === null ? "static" : "canvas"}>
        {chart === null && <StaticChart model={model} window={window} zone={zone} formatValue={formatValue} formatLeftValue={formatLeftValue} label={t("charts.drawing", { title })} />}
        <div className="chart-canvas" ref={host} />
        {model.times.length === 0 && <p className="chart-empty">{t("charts.empty")}</p>}
      </div>
      {caption !== "" && <figcaption className="chart-caption">{caption}</figcaption>}
      <ChartLegend
        model={model}
        index={hovered !== null && hovered < model.times.length ? hovered : model.times.length - 1}
        window={window}
        zone={zone}
        formatValue={formatValue}
        formatLeftValue={formatLeftValue}
      />
      <ChartTable model={model} window={window} zone={zone} title={title} />
    </figure>
  );
}
