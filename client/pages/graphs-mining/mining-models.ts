/**
 * The mining graphs' answers as chart models (shared/charts/chart-model.ts), one builder per graph:
 * the chart, its legend, its table and its CSV all read the model, whose values are the answers'
 * own (only the derived series, a moving average, a USD amount, are computed). Labels come in
 * translated; times are made strictly rising (shared/charts/mining-series.ts).
 *
 * @example
 * const model = healthModel(rows, { health: "Health" }); // bars coloured green → red
 */
import type { ChartColour, ChartModel, ChartSeries } from "../../../shared/charts/chart-model.ts";
import { difficultySteps, healthColour, movingAverage, strictlyRising } from "../../../shared/charts/mining-series.ts";
import type { BlockAmountRow, BlockHealthRow, FeeRatePercentile, FeeRateRow, HashrateHistory, PoolShareRow, SizeWeightRow } from "./mining-graph-readers.ts";

/** Distinct colours for pools, cycled past twelve. */
export const POOL_COLOURS: readonly ChartColour[] = ["#5c6bc0", "#26a69a", "#ffa726", "#ec407a", "#7cb342", "#ab47bc", "#29b6f6", "#ef5350", "#8d6e63", "#d4e157", "#78909c", "#ff7043"];

/** research §3 "Pools dominance": each pool's weekly share, stacked to 100 %, the largest overall at the bottom. */
export function dominanceModel(rows: readonly PoolShareRow[]): ChartModel {
  const times = [...new Set(rows.map((row) => row.timestamp))].sort((a, b) => a - b);
  const at = new Map(times.map((time, i) => [time, i]));
  const pools = new Map<string, number[]>();
  const weight = new Map<string, number>();
  for (const row of rows) {
    let values = pools.get(row.poolName);
    if (values === undefined) pools.set(row.poolName, (values = times.map(() => 0)));
    values[at.get(row.timestamp)!] = row.share;
    weight.set(row.poolName, (weight.get(row.poolName) ?? 0) + row.share);
  }
  const names = [...pools.keys()].sort((a, b) => weight.get(b)! - weight.get(a)! || a.localeCompare(b));
  const series = names.map((name, i): ChartSeries => ({ id: `pool-${i}`, label: name, colour: POOL_COLOURS[i % POOL_COLOURS.length]!, values: pools.get(name)! }));
  return { kind: "stack", times, series, references: [] };
}

export interface HashrateLabels {
  readonly hashrate: string;
  readonly average: string;
  readonly difficulty: string;
}

/** research §3 "Hashrate & difficulty": the daily hashrate, its 15-point average, and the difficulty as steps on the left axis. */
export function hashrateModel(history: HashrateHistory, labels: HashrateLabels): ChartModel {
  const { rows, times } = strictlyRising(history.hashrates, (row) => row.timestamp);
  const hashrates = rows.map((row) => row.avgHashrate);
  return {
    kind: "line",
    times,
    series: [
      { id: "hashrate", label: labels.hashrate, colour: "#ffb74d", values: hashrates, width: 1 },
      { id: "hashrate-average", label: labels.average, colour: "#fb8c00", values: movingAverage(hashrates), width: 3 },
      { id: "difficulty", label: labels.difficulty, colour: "#90caf9", values: difficultySteps(times, history.difficulty, history.currentDifficulty), draw: "steps", scale: "left", width: 3 },
    ],
    references: [],
  };
}

/** The percentiles as drawn: the highest first, so each lower one's bars paint over it. */
const FEE_RATE_SERIES: readonly { readonly key: FeeRatePercentile; readonly colour: ChartColour }[] = [
  { key: "avgFee_100", colour: "#b71c1c" },
  { key: "avgFee_90", colour: "#e53935" },
  { key: "avgFee_75", colour: "#fb8c00" },
  { key: "avgFee_50", colour: "#fdd835" },
  { key: "avgFee_25", colour: "#7cb342" },
  { key: "avgFee_10", colour: "#26a69a" },
  { key: "avgFee_0", colour: "#42a5f5" },
];

/** research §3 "Fee rates": each percentile as overlapping bars; the maximum only when asked for (it is off by default there). */
export function feeRatesModel(rows: readonly FeeRateRow[], labels: Readonly<Record<FeeRatePercentile, string>>, withMaximum: boolean): ChartModel {
  const { rows: rising, times } = strictlyRising(rows, (row) => row.timestamp);
  const series = FEE_RATE_SERIES.filter(({ key }) => withMaximum || key !== "avgFee_100").map(
    ({ key, colour }): ChartSeries => ({ id: key, label: labels[key], colour, values: rising.map((row) => row[key]), draw: "bars" }),
  );
  return { kind: "line", times, series, references: [] };
}

/** research §3 "Block fees / rewards": the mean in sats, and in USD on the left axis when every bucket has a price. */
export function amountModel(rows: readonly BlockAmountRow[], labels: { readonly amount: string; readonly usd: string }, colour: ChartColour): ChartModel {
  const { rows: rising, times } = strictlyRising(rows, (row) => row.timestamp);
  const series: ChartSeries[] = [{ id: "amount", label: labels.amount, colour, values: rising.map((row) => row.amount) }];
  if (rising.length > 0 && rising.every((row) => row.USD !== null)) {
    series.push({ id: "usd", label: labels.usd, colour: "#81c784", values: rising.map((row) => (row.amount / 1e8) * row.USD!), scale: "left", width: 1 });
  }
  return { kind: "line", times, series, references: [] };
}

/** research §3 "Sizes & weights": the mean size (bytes) and weight (WU, left axis), with the 1 MB line when sizes reach it. */
export function sizesModel(rows: readonly SizeWeightRow[], labels: { readonly size: string; readonly weight: string; readonly megabyte: string }): ChartModel {
  const { rows: rising, times } = strictlyRising(rows, (row) => row.timestamp);
  return {
    kind: "line",
    times,
    series: [
      { id: "size", label: labels.size, colour: "#5c6bc0", values: rising.map((row) => row.avgSize) },
      { id: "weight", label: labels.weight, colour: "#26a69a", values: rising.map((row) => row.avgWeight), scale: "left" },
    ],
    references: [{ value: 1_000_000, label: labels.megabyte, colour: "#e0e0e0", extendsAxis: false }],
  };
}

/** research §3 "Block health": each block's audit score as a bar coloured by it. */
export function healthModel(rows: readonly BlockHealthRow[], labels: { readonly health: string }): ChartModel {
  const { rows: rising, times } = strictlyRising(rows, (row) => row.time);
  return {
    kind: "line",
    times,
    series: [{ id: "health", label: labels.health, colour: healthColour(100), values: rising.map((row) => row.matchRate), pointColours: rising.map((row) => healthColour(row.matchRate)), draw: "bars" }],
    references: [],
    valueFloor: 100,
  };
}
