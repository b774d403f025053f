/**
 * The mining graphs (issue 15, research §3): their names in `/graphs/mining/:graph`, the backend
 * route each draws, the least window each makes sense for, and which windows the indexed history
 * can fill. One table, read by the route check, the page's loader and its window picker.
 *
 * @example
 * isMiningGraph("pools-dominance");              // true
 * resolveMiningWindow("hashrate-difficulty", "1w"); // "3m" (raised to the graph's minimum)
 * windowIsIndexed("1m", 2_000);                  // false (a month needs 4,320 blocks)
 */
import { MINING_WINDOWS, type MiningWindow } from "../preferences/chart-windows.ts";

export const MINING_GRAPHS = [
  "pools",
  "pools-dominance",
  "hashrate-difficulty",
  "block-fee-rates",
  "block-fees",
  "block-rewards",
  "block-sizes-weights",
  "block-health",
] as const;
export type MiningGraph = (typeof MINING_GRAPHS)[number];

export const isMiningGraph = (input: unknown): input is MiningGraph => typeof input === "string" && (MINING_GRAPHS as readonly string[]).includes(input);

/** The windows the graphs offer: the backend also takes 4y, which no graph shows (research §3). */
export const MINING_GRAPH_WINDOWS: readonly MiningWindow[] = MINING_WINDOWS.filter((window) => window !== "4y");

interface MiningGraphSpec {
  /** The backend's route, without the window. */
  readonly path: string;
  readonly minimum: MiningWindow;
}

/** research §3's table, row by row. */
export const MINING_GRAPH_SPECS: Readonly<Record<MiningGraph, MiningGraphSpec>> = {
  pools: { path: "/api/v1/mining/pools", minimum: "24h" },
  "pools-dominance": { path: "/api/v1/mining/hashrate/pools", minimum: "6m" },
  "hashrate-difficulty": { path: "/api/v1/mining/hashrate", minimum: "3m" },
  "block-fee-rates": { path: "/api/v1/mining/blocks/fee-rates", minimum: "24h" },
  "block-fees": { path: "/api/v1/mining/blocks/fees", minimum: "1m" },
  "block-rewards": { path: "/api/v1/mining/blocks/rewards", minimum: "3m" },
  "block-sizes-weights": { path: "/api/v1/mining/blocks/sizes-weights", minimum: "24h" },
  // The endpoint kept its old name when the graph became "block health".
  "block-health": { path: "/api/v1/mining/blocks/predictions", minimum: "24h" },
};

export const miningGraphPath = (graph: MiningGraph, window: MiningWindow): string => `${MINING_GRAPH_SPECS[graph].path}/${window}`;

const rankOf = (window: MiningWindow): number => MINING_WINDOWS.indexOf(window);

/** The window a graph shows for a wish (a fragment or the stored preference): raised to the graph's minimum. */
export function resolveMiningWindow(graph: MiningGraph, wish: MiningWindow): MiningWindow {
  const minimum = MINING_GRAPH_SPECS[graph].minimum;
  return rankOf(wish) < rankOf(minimum) ? minimum : wish;
}

/** Days per window; `all` has none (it is always offered). */
const WINDOW_DAYS: Readonly<Record<MiningWindow, number | null>> = {
  "24h": 1,
  "3d": 3,
  "1w": 7,
  "1m": 30,
  "3m": 90,
  "6m": 180,
  "1y": 365,
  "2y": 730,
  "3y": 1095,
  "4y": 1460,
  all: null,
};

/** research §3: a window is offered once the index holds a day's 144 blocks for each of its days. */
export const BLOCKS_PER_DAY = 144;

export function windowIsIndexed(window: MiningWindow, indexedBlocks: number): boolean {
  const days = WINDOW_DAYS[window];
  return days === null || indexedBlocks >= days * BLOCKS_PER_DAY;
}

/**
 * The windows a graph's picker offers: from its minimum up, those the index can fill (every one
 * when the count is unknown), and always the one shown, so the choice is never invisible.
 */
export function offeredMiningWindows(graph: MiningGraph, indexedBlocks: number | null, shown: MiningWindow): MiningWindow[] {
  const minimum = rankOf(MINING_GRAPH_SPECS[graph].minimum);
  return MINING_GRAPH_WINDOWS.filter(
    (window) => window === shown || (rankOf(window) >= minimum && (indexedBlocks === null || windowIsIndexed(window, indexedBlocks))),
  );
}
