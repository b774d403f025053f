/**
 * What a mining graph's table must hold, read from the API's raw answer (research §3's shapes): per
 * row in time order, the leading cells of the row. Shared by the worker and the browser tests, which
 * compare it with the table the page shows.
 *
 * @example
 * tableColumns("block-health", [[1700000600, 2, 75], [1700000000, 1, 100]]); // [[100], [75]]
 */
import type { MiningGraph } from "../../shared/charts/mining-graphs.ts";

type Row = Record<string, number>;

const byTime = <T,>(rows: readonly T[], time: (row: T) => number): T[] => [...rows].sort((a, b) => time(a) - time(b));

/** The graphs drawn as a time chart with a plain table (not the pools ranking nor the dominance stack). */
export type TabledMiningGraph = Exclude<MiningGraph, "pools" | "pools-dominance">;

export const TABLED_MINING_GRAPHS: readonly TabledMiningGraph[] = ["hashrate-difficulty", "block-fee-rates", "block-fees", "block-rewards", "block-sizes-weights", "block-health"];

export function tableColumns(graph: TabledMiningGraph, answer: unknown): number[][] {
  switch (graph) {
    case "hashrate-difficulty":
      return byTime((answer as { hashrates: Row[] }).hashrates, (row) => row.timestamp!).map((row) => [row.avgHashrate!]);
    case "block-fee-rates":
      return byTime(answer as Row[], (row) => row.timestamp!).map((row) => [row.avgFee_90!, row.avgFee_75!, row.avgFee_50!, row.avgFee_25!, row.avgFee_10!, row.avgFee_0!]);
    case "block-fees":
      return byTime(answer as Row[], (row) => row.timestamp!).map((row) => [row.avgFees!]);
    case "block-rewards":
      return byTime(answer as Row[], (row) => row.timestamp!).map((row) => [row.avgRewards!]);
    case "block-sizes-weights": {
      const { sizes, weights } = answer as { sizes: Row[]; weights: Row[] };
      return byTime(sizes, (row) => row.timestamp!).map((row) => [row.avgSize!, weights.find((weight) => weight.timestamp === row.timestamp)!.avgWeight!]);
    }
    case "block-health":
      return byTime(answer as number[][], (row) => row[0]!).map((row) => [row[2]!]);
  }
}
