/**
 * The time windows of the statistics and mining charts (spec §7.2, §9). One list each, so a stored
 * preference, a URL and an API path are all checked against the same values.
 */
export const GRAPH_WINDOWS = ["2h", "24h", "1w", "1m", "3m", "6m", "1y", "2y", "3y", "4y", "all"] as const;
export type GraphWindow = (typeof GRAPH_WINDOWS)[number];

export const MINING_WINDOWS = ["24h", "3d", "1w", "1m", "3m", "6m", "1y", "2y", "3y", "4y", "all"] as const;
export type MiningWindow = (typeof MINING_WINDOWS)[number];

/** spec §9 "Default graph window 2h, mining window 1w". */
export const DEFAULT_GRAPH_WINDOW: GraphWindow = "2h";
export const DEFAULT_MINING_WINDOW: MiningWindow = "1w";

export const isGraphWindow = (input: unknown): input is GraphWindow =>
  typeof input === "string" && (GRAPH_WINDOWS as readonly string[]).includes(input);

export const isMiningWindow = (input: unknown): input is MiningWindow =>
  typeof input === "string" && (MINING_WINDOWS as readonly string[]).includes(input);
