/**
 * Readers for the mining routes' answers (spec §7.2; devnet: durable-objects/devnet/api/
 * backend-mining-*.ts), from `unknown` into what the dashboard shows. Each returns undefined for a
 * value it cannot use. Their output keeps the field names of the answers, so the same readers check
 * the page data read back from the document.
 *
 * @example
 * readNetworkHashrate({ hashrates: [], difficulty: [], currentHashrate: 6.1e20, currentDifficulty: 8.3e13 });
 * // { currentHashrate: 6.1e20, currentDifficulty: 8.3e13 }
 */
import { isCount, isRecord } from "../../live/live-fields.ts";

/** `/api/v1/mining/hashrate/:interval`: Core's estimate over 120 blocks and the tip's difficulty. */
export interface NetworkHashrate {
  readonly currentHashrate: number;
  readonly currentDifficulty: number;
}

/** `/api/v1/mining/reward-stats/:blocks`: totals over blocks startBlock…endBlock (coinbases counted in totalTx). */
export interface RewardStats {
  readonly startBlock: number;
  readonly endBlock: number;
  /** Satoshis: subsidies plus fees. */
  readonly totalReward: number;
  readonly totalFee: number;
  readonly totalTx: number;
}

/** One row of `/api/v1/mining/pools/:interval`. */
export interface PoolRankingRow {
  readonly rank: number;
  readonly name: string;
  readonly slug: string;
  readonly blockCount: number;
  readonly emptyBlocks: number;
  /** Mean audit match rate in percent; null when none of its blocks was audited. */
  readonly avgMatchRate: number | null;
}

export interface PoolRanking {
  readonly pools: readonly PoolRankingRow[];
  /** Blocks of the window, all pools together. */
  readonly blockCount: number;
  /** The network's hashrate estimated over the last day, three days and week (H/s). */
  readonly lastEstimatedHashrate: number;
  readonly lastEstimatedHashrate3d: number;
  readonly lastEstimatedHashrate1w: number;
}

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/** A total the backend prints as digits (its SQL sums) or, read back from the page, as a number. */
function readTotal(value: unknown): number | undefined {
  if (isCount(value)) return value;
  if (typeof value !== "string" || !/^[0-9]{1,16}$/.test(value)) return undefined;
  const total = Number(value);
  return Number.isSafeInteger(total) ? total : undefined;
}

export function readNetworkHashrate(value: unknown): NetworkHashrate | undefined {
  if (!isRecord(value) || !isAmount(value.currentHashrate) || !isAmount(value.currentDifficulty)) return undefined;
  return { currentHashrate: value.currentHashrate, currentDifficulty: value.currentDifficulty };
}

export function readRewardStats(value: unknown): RewardStats | undefined {
  if (!isRecord(value) || !isCount(value.startBlock) || !isCount(value.endBlock) || value.startBlock > value.endBlock) return undefined;
  const totalReward = readTotal(value.totalReward);
  const totalFee = readTotal(value.totalFee);
  const totalTx = readTotal(value.totalTx);
  if (totalReward === undefined || totalFee === undefined || totalTx === undefined) return undefined;
  return { startBlock: value.startBlock, endBlock: value.endBlock, totalReward, totalFee, totalTx };
}

function readPoolRow(value: unknown): PoolRankingRow | undefined {
  if (!isRecord(value) || !isCount(value.rank) || typeof value.name !== "string" || typeof value.slug !== "string") return undefined;
  if (!isCount(value.blockCount) || !isCount(value.emptyBlocks)) return undefined;
  const { avgMatchRate } = value;
  if (avgMatchRate !== null && avgMatchRate !== undefined && !isAmount(avgMatchRate)) return undefined;
  return { rank: value.rank, name: value.name, slug: value.slug, blockCount: value.blockCount, emptyBlocks: value.emptyBlocks, avgMatchRate: avgMatchRate ?? null };
}

/** The ranking; one unreadable row makes the whole answer unreadable (the shares would not add up). */
export function readPoolRanking(value: unknown): PoolRanking | undefined {
  if (!isRecord(value) || !Array.isArray(value.pools) || !isCount(value.blockCount)) return undefined;
  const estimates = [value.lastEstimatedHashrate, value.lastEstimatedHashrate3d, value.lastEstimatedHashrate1w];
  if (!estimates.every(isAmount)) return undefined;
  const pools: PoolRankingRow[] = [];
  for (const item of value.pools) {
    const row = readPoolRow(item);
    if (row === undefined) return undefined;
    pools.push(row);
  }
  return {
    pools,
    blockCount: value.blockCount,
    lastEstimatedHashrate: value.lastEstimatedHashrate as number,
    lastEstimatedHashrate3d: value.lastEstimatedHashrate3d as number,
    lastEstimatedHashrate1w: value.lastEstimatedHashrate1w as number,
  };
}
