/**
 * A mining graph's answer, checked: loaded with the page's data (mining-graph-data.ts imports this
 * module only when it loads) and read again by the page, from `unknown` into one typed union.
 *
 * @example
 * readGraphAnswer("block-health", [[1700000000, 820000, 99.5]]);
 * // { graph: "block-health", rows: [{ time: 1700000000, height: 820000, matchRate: 99.5 }] }
 */
import { type MiningGraph, miningGraphPath } from "../../../shared/charts/mining-graphs.ts";
import type { MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { ApiError } from "../../api/api-fetch.ts";
import type { ApiGet } from "../../app/page-data.tsx";
import { type PoolRanking, readPoolRanking } from "../mining/mining-readers.ts";
import type { MiningGraphData } from "./mining-graph-data.ts";
import {
  type BlockAmountRow,
  type BlockHealthRow,
  type FeeRateRow,
  type HashrateHistory,
  type PoolShareRow,
  type SizeWeightRow,
  blockAmountReader,
  readBlockHealth,
  readFeeRates,
  readHashrateHistory,
  readPoolDominance,
  readSizesWeights,
} from "./mining-graph-readers.ts";

export type MiningGraphAnswer =
  | { readonly graph: "pools"; readonly ranking: PoolRanking }
  | { readonly graph: "pools-dominance"; readonly rows: readonly PoolShareRow[] }
  | { readonly graph: "hashrate-difficulty"; readonly history: HashrateHistory }
  | { readonly graph: "block-fee-rates"; readonly rows: readonly FeeRateRow[] }
  | { readonly graph: "block-fees" | "block-rewards"; readonly rows: readonly BlockAmountRow[] }
  | { readonly graph: "block-sizes-weights"; readonly rows: readonly SizeWeightRow[] }
  | { readonly graph: "block-health"; readonly rows: readonly BlockHealthRow[] };

/** The answer to `graph`'s route in its typed form, or undefined when it is not one the page can draw. */
export function readGraphAnswer(graph: MiningGraph, json: unknown): MiningGraphAnswer | undefined {
  switch (graph) {
    case "pools": {
      const ranking = readPoolRanking(json);
      return ranking && { graph, ranking };
    }
    case "pools-dominance": {
      const rows = readPoolDominance(json);
      return rows && { graph, rows };
    }
    case "hashrate-difficulty": {
      const history = readHashrateHistory(json);
      return history && { graph, history };
    }
    case "block-fee-rates": {
      const rows = readFeeRates(json);
      return rows && { graph, rows };
    }
    case "block-fees":
    case "block-rewards": {
      const rows = blockAmountReader(graph === "block-fees" ? "avgFees" : "avgRewards")(json);
      return rows && { graph, rows };
    }
    case "block-sizes-weights": {
      const rows = readSizesWeights(json);
      return rows && { graph, rows };
    }
    case "block-health": {
      const rows = readBlockHealth(json);
      return rows && { graph, rows };
    }
  }
}

const totalCountOf = (response: Response): number | null => {
  const header = response.headers.get("x-total-count");
  return header !== null && /^[0-9]{1,12}$/.test(header) ? Number(header) : null;
};

/**
 * Loads and checks a graph's answer; rejects with the API's ApiError, or a 502 for an answer it
 * cannot read. `tip`, after a new block, makes the address one no cache holds yet.
 */
export async function loadMiningGraph(graph: MiningGraph, window: MiningWindow, api: ApiGet, tip: string | null = null): Promise<MiningGraphData> {
  const path = `${miningGraphPath(graph, window)}${tip === null ? "" : `?tip=${tip}`}`;
  const response = await api(path);
  const answer: unknown = await response.json().catch(() => undefined);
  if (readGraphAnswer(graph, answer) === undefined) throw new ApiError(502, path, `The backend's answer for the ${graph} graph is not one the explorer can read.`);
  return { graph, window, indexed: totalCountOf(response), answer };
}
