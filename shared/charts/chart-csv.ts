/**
 * A chart model as CSV (RFC 4180): a header of "unix time", "time (UTC)" and the series' names, then
 * one row per time, oldest first, with the API's values as they are.
 *
 * @example
 * chartCsv(model); // "unix time,time (UTC),vB/s\r\n1700000000,2023-11-14T22:13:20Z,1234\r\n"
 */
import type { ChartModel } from "./chart-model.ts";

const cell = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function chartCsv(model: ChartModel): string {
  const lines = [["unix time", "time (UTC)", ...model.series.map((series) => series.label)].map(cell).join(",")];
  model.times.forEach((time, i) => {
    const iso = new Date(time * 1000).toISOString().replace(".000Z", "Z");
    lines.push([String(time), iso, ...model.series.map((series) => String(series.values[i] ?? ""))].map(cell).join(","));
  });
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A download's file name: the chart's name, the window and the time of the newest point.
 *
 * @example
 * chartFileName("mempool-fee-levels", "24h", 1_700_000_000, "csv"); // "blocktide-mempool-fee-levels-24h-1700000000.csv"
 */
export const chartFileName = (name: string, window: string, time: number, extension: "csv" | "png"): string =>
  `blocktide-${name}-${window}-${Math.floor(time)}.${extension}`;
