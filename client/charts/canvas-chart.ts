/**
 * The interactive chart: lightweight-charts drawing a chart model (shared/charts/chart-model.ts) in
 * the box the static SVG held. This module is only ever imported dynamically, so the library (about
 * 54 KB gzipped) is a chunk of its own that no page's first script carries; createChart needs a
 * document, so it runs in the browser only.
 *
 * Stacks are opaque areas of running totals, the top one added first: the library has no stacking,
 * an area fills down to the pane's bottom, and later series paint over earlier ones (research §5).
 *
 * @example
 * const chart = mountCanvasChart(box, model, options, (index) => setHovered(index));
 * chart.setModel(withOneMorePoint); // one update() per series, not a redraw of every point
 * chart.destroy();
 */
import {
  type AutoscaleInfo,
  AreaSeries,
  ColorType,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineType,
  type MouseEventParams,
  PriceScaleMode,
  type SeriesType,
  type Time,
  TickMarkType,
  type UTCTimestamp,
  createChart,
} from "lightweight-charts";
import { type ChartModel, cumulative, highestValue } from "../../shared/charts/chart-model.ts";
import { type ChartTimeZone, formatChartTime, formatDateTime } from "../../shared/charts/time-formats.ts";
import { intlLocale } from "../../shared/format/format-language.ts";
import type { GraphWindow } from "../../shared/preferences/chart-windows.ts";

export interface CanvasChartOptions {
  readonly window: GraphWindow;
  readonly zone: ChartTimeZone;
  readonly formatValue: (value: number) => string;
  readonly logScale: boolean;
  /** The second (left) axis's values; absent: formatValue. */
  readonly formatLeftValue?: (value: number) => string;
}

export interface CanvasChart {
  /** Shows `model`: a model one point longer than the last is appended, anything else redrawn. */
  setModel(model: ChartModel): void;
  setOptions(options: CanvasChartOptions): void;
  /** Back to the whole window after wheel or drag zooming. */
  resetZoom(): void;
  /** The chart as one canvas, for a PNG download. */
  screenshot(): HTMLCanvasElement;
  /** Frees the chart, its canvases, observers and listeners. */
  destroy(): void;
}

/** The model's index at a crosshair time, or null off the data. */
export type CrosshairListener = (index: number | null) => void;

const TICK_FORMATS: Readonly<Record<TickMarkType, Intl.DateTimeFormatOptions>> = {
  [TickMarkType.Year]: { year: "numeric" },
  [TickMarkType.Month]: { month: "short" },
  [TickMarkType.DayOfMonth]: { month: "short", day: "numeric" },
  [TickMarkType.Time]: { hour: "2-digit", minute: "2-digit" },
  [TickMarkType.TimeWithSeconds]: { hour: "2-digit", minute: "2-digit", second: "2-digit" },
};

/** The page's theme colours, read from its CSS variables (the library wants concrete colours). */
function themeOf(element: HTMLElement): { text: string; line: string; font: string } {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return { text: read("--text-muted", "#9aa0c3"), line: read("--line", "#2c3262"), font: style.fontFamily };
}

/** A price step about a ten-thousandth of the highest value, and never coarser than the library's 0.01. */
function minMoveFor(values: readonly number[]): number {
  let highest = 0;
  for (const value of values) if (value > highest) highest = value;
  return highest > 0 ? Math.min(0.01, 10 ** (Math.floor(Math.log10(highest)) - 4)) : 0.01;
}

const seconds = (time: Time): number => (typeof time === "number" ? time : Number.NaN);

function indexOfTime(times: readonly number[], time: number): number | null {
  let low = 0;
  let high = times.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = times[middle]!;
    if (value === time) return middle;
    if (value < time) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

const isAppend = (before: ChartModel, after: ChartModel): boolean =>
  before.kind === after.kind &&
  after.times.length === before.times.length + 1 &&
  before.times.length > 0 &&
  after.times[before.times.length - 1] === before.times[before.times.length - 1] &&
  after.series.length === before.series.length &&
  after.series.every((series, s) => series.id === before.series[s]!.id) &&
  after.references.length === before.references.length;

export function mountCanvasChart(host: HTMLElement, initial: ChartModel, initialOptions: CanvasChartOptions, onCrosshair: CrosshairListener): CanvasChart {
  const theme = themeOf(host);
  let model = initial;
  let options = initialOptions;
  // Series by model index; a stack's are created top first, so they paint bottom last.
  let series: ISeriesApi<SeriesType>[] = [];

  const chart: IChartApi = createChart(host, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: "transparent" }, textColor: theme.text, fontFamily: theme.font, attributionLogo: true },
    grid: { vertLines: { visible: false }, horzLines: { color: theme.line } },
    // No margin below: values start at 0, and an area would otherwise fill the margin under it.
    rightPriceScale: { borderColor: theme.line, scaleMargins: { top: 0.08, bottom: 0 } },
    timeScale: { borderColor: theme.line, timeVisible: true, secondsVisible: false },
  });

  const autoscale = (original: () => AutoscaleInfo | null): AutoscaleInfo | null => {
    const found = original();
    if (found === null || found.priceRange === null) return found;
    const cap = model.valueCap === undefined ? Infinity : Math.max(model.valueCap, model.valueFloor ?? 0);
    const top = Math.max(model.valueFloor ?? 0, Math.min(found.priceRange.maxValue, cap));
    return { priceRange: { minValue: options.logScale ? found.priceRange.minValue : 0, maxValue: top } };
  };

  const applyOptions = (): void => {
    chart.applyOptions({
      localization: {
        locale: intlLocale(options.zone.locale),
        timeFormatter: (time: Time) => formatChartTime(seconds(time), options.window, "tooltip", options.zone),
      },
      timeScale: { tickMarkFormatter: (time: Time, type: TickMarkType) => formatDateTime(seconds(time), TICK_FORMATS[type], options.zone) },
    });
    chart.priceScale("right").applyOptions({ mode: options.logScale ? PriceScaleMode.Logarithmic : PriceScaleMode.Normal });
  };

  const pointsOf = (s: number, totals: readonly (readonly number[])[]) =>
    model.times.map((time, i) => {
      const point = { time: time as UTCTimestamp, value: totals[s]![i] ?? 0 };
      const colour = model.series[s]!.pointColours?.[i];
      return colour === undefined ? point : { ...point, color: colour };
    });

  const rebuild = (): void => {
    for (const old of series) chart.removeSeries(old);
    const totals = cumulative(model);
    const created: ISeriesApi<SeriesType>[] = new Array(model.series.length);
    const order = model.kind === "stack" ? [...model.series.keys()].reverse() : [...model.series.keys()];
    const common = { priceLineVisible: false, lastValueVisible: false, autoscaleInfoProvider: autoscale };
    for (const s of order) {
      const one = model.series[s]!;
      const colour = one.colour;
      // A custom format with a step fine enough for the values: the default 0.01 leaves an axis of tiny values (a test chain's difficulty) without ticks.
      const format = (value: number): string => (one.scale === "left" ? (options.formatLeftValue ?? options.formatValue) : options.formatValue)(value);
      const scale = { ...(one.scale === "left" ? { priceScaleId: "left" } : {}), priceFormat: { type: "custom" as const, formatter: format, minMove: minMoveFor(totals[s]!) } };
      created[s] =
        model.kind === "stack"
          ? chart.addSeries(AreaSeries, { ...common, ...scale, topColor: colour, bottomColor: colour, lineVisible: false, crosshairMarkerVisible: false, title: "" })
          : one.draw === "bars"
            ? chart.addSeries(HistogramSeries, { ...common, ...scale, color: colour })
            : chart.addSeries(LineSeries, { ...common, ...scale, color: colour, lineWidth: one.width ?? 2, ...(one.draw === "steps" ? { lineType: LineType.WithSteps } : {}) });
      created[s]!.setData(pointsOf(s, totals));
    }
    const hasLeft = model.kind === "line" && model.series.some((one) => one.scale === "left");
    chart.applyOptions({ leftPriceScale: { visible: hasLeft, borderColor: theme.line, scaleMargins: { top: 0.08, bottom: 0 } } });
    series = created;
    const anchor = series[order[0] ?? 0];
    for (const reference of model.references) {
      anchor?.createPriceLine({ price: reference.value, color: reference.colour, lineWidth: 1, lineStyle: 2, axisLabelVisible: true, title: reference.label });
    }
    chart.timeScale().fitContent();
  };

  const crosshair = (param: MouseEventParams): void => {
    onCrosshair(param.time === undefined ? null : indexOfTime(model.times, seconds(param.time)));
  };

  applyOptions();
  rebuild();
  chart.subscribeCrosshairMove(crosshair);

  return {
    setModel(next) {
      if (next === model) return;
      const before = model;
      model = next;
      if (!isAppend(before, next)) {
        rebuild();
        return;
      }
      const totals = cumulative(next);
      const last = next.times.length - 1;
      series.forEach((one, s) => {
        const colour = next.series[s]!.pointColours?.[last];
        const point = { time: next.times[last] as UTCTimestamp, value: totals[s]![last] ?? 0 };
        one.update(colour === undefined ? point : { ...point, color: colour });
      });
    },
    setOptions(next) {
      options = next;
      applyOptions();
    },
    resetZoom() {
      chart.timeScale().fitContent();
      chart.priceScale("right").applyOptions({ autoScale: true });
    },
    screenshot: () => chart.takeScreenshot(),
    destroy() {
      chart.unsubscribeCrosshairMove(crosshair);
      chart.remove();
      series = [];
    },
  };
}
