/**
 * Readers for the answers the mining graphs draw (research §3's table; devnet:
 * durable-objects/devnet/api/backend-mining-*.ts), from `unknown` into typed rows that keep the
 * answers' field names. The pools
 * ranking and the current hashrate are read by the /mining page's readers (../mining/mining-readers.ts).
 * Each returns undefined for an answer it cannot use; one bad row spoils the answer.
 *
 * @example
 * readBlockHealth([[1700000000, 820000, 99.5]]); // [{ time: 1700000000, height: 820000, matchRate: 99.5 }]
 */
import { isCount, isNumber, isRecord, readAll } from "../../live/live-fields.ts";
import { type NetworkHashrate, readNetworkHashrate } from "../mining/mining-readers.ts";

const isAmount = (value: unknown): value is number => isNumber(value) && value >= 0;

/** `/mining/hashrate/pools/:w`: one row per pool and week. */
export interface PoolShareRow {
  readonly timestamp: number;
  readonly avgHashrate: number;
  /** 0…1 of the week's blocks. */
  readonly share: number;
  readonly poolName: string;
}

export interface HashratePoint {
  readonly timestamp: number;
  readonly avgHashrate: number;
}

export interface DifficultyRow {
  readonly time: number;
  readonly height: number;
  readonly difficulty: number;
  readonly adjustment: number;
}

/** `/mining/hashrate/:w`: daily hashrates, the adjustments, and the figures now. */
export interface HashrateHistory extends NetworkHashrate {
  readonly hashrates: readonly HashratePoint[];
  readonly difficulty: readonly DifficultyRow[];
}

/** A row of `/mining/blocks/fees/:w` or `/rewards/:w`: the bucket's mean in sats, and the BTC price in USD when known. */
export interface BlockAmountRow {
  readonly avgHeight: number;
  readonly timestamp: number;
  readonly amount: number;
  readonly USD: number | null;
}

export const FEE_RATE_PERCENTILES = ["avgFee_0", "avgFee_10", "avgFee_25", "avgFee_50", "avgFee_75", "avgFee_90", "avgFee_100"] as const;
export type FeeRatePercentile = (typeof FEE_RATE_PERCENTILES)[number];

export type FeeRateRow = { readonly avgHeight: number; readonly timestamp: number } & Readonly<Record<FeeRatePercentile, number>>;

export interface SizeWeightRow {
  readonly avgHeight: number;
  readonly timestamp: number;
  readonly avgSize: number;
  readonly avgWeight: number;
}

export interface BlockHealthRow {
  readonly time: number;
  readonly height: number;
  /** The audit score in percent. */
  readonly matchRate: number;
}

const readPoolShare = (value: unknown): PoolShareRow | undefined =>
  isRecord(value) && isCount(value.timestamp) && isAmount(value.avgHashrate) && isAmount(value.share) && typeof value.poolName === "string"
    ? { timestamp: value.timestamp, avgHashrate: value.avgHashrate, share: value.share, poolName: value.poolName }
    : undefined;

export const readPoolDominance = (value: unknown): PoolShareRow[] | undefined => readAll(value, readPoolShare);

const readHashratePoint = (value: unknown): HashratePoint | undefined =>
  isRecord(value) && isCount(value.timestamp) && isAmount(value.avgHashrate) ? { timestamp: value.timestamp, avgHashrate: value.avgHashrate } : undefined;

const readDifficultyRow = (value: unknown): DifficultyRow | undefined =>
  isRecord(value) && isCount(value.time) && isCount(value.height) && isAmount(value.difficulty) && isAmount(value.adjustment)
    ? { time: value.time, height: value.height, difficulty: value.difficulty, adjustment: value.adjustment }
    : undefined;

export function readHashrateHistory(value: unknown): HashrateHistory | undefined {
  const current = readNetworkHashrate(value);
  if (current === undefined || !isRecord(value)) return undefined;
  const hashrates = readAll(value.hashrates, readHashratePoint);
  const difficulty = readAll(value.difficulty, readDifficultyRow);
  return hashrates === undefined || difficulty === undefined ? undefined : { ...current, hashrates, difficulty };
}

/** The reader of fees (`field` "avgFees") or rewards ("avgRewards"). */
export function blockAmountReader(field: "avgFees" | "avgRewards"): (value: unknown) => BlockAmountRow[] | undefined {
  const readRow = (row: unknown): BlockAmountRow | undefined => {
    if (!isRecord(row) || !isCount(row.avgHeight) || !isCount(row.timestamp)) return undefined;
    const amount = row[field];
    const usd = row.USD ?? null;
    if (!isAmount(amount) || (usd !== null && !isAmount(usd))) return undefined;
    return { avgHeight: row.avgHeight, timestamp: row.timestamp, amount, USD: usd };
  };
  return (value) => readAll(value, readRow);
}

const readFeeRateRow = (value: unknown): FeeRateRow | undefined => {
  if (!isRecord(value) || !isCount(value.avgHeight) || !isCount(value.timestamp)) return undefined;
  const rates = {} as Record<FeeRatePercentile, number>;
  for (const key of FEE_RATE_PERCENTILES) {
    const rate = value[key];
    if (!isAmount(rate)) return undefined;
    rates[key] = rate;
  }
  return { avgHeight: value.avgHeight, timestamp: value.timestamp, ...rates };
};

export const readFeeRates = (value: unknown): FeeRateRow[] | undefined => readAll(value, readFeeRateRow);

/**
 * `/mining/blocks/sizes-weights/:w` (`{sizes, weights}`, one bucket list each) as rows of both. A
 * bucket in one list only is left out.
 */
export function readSizesWeights(value: unknown): SizeWeightRow[] | undefined {
  if (!isRecord(value)) return undefined;
  const sizes = readAll(value.sizes, (row) => (isRecord(row) && isCount(row.avgHeight) && isCount(row.timestamp) && isAmount(row.avgSize) ? row : undefined));
  const weights = readAll(value.weights, (row) => (isRecord(row) && isCount(row.timestamp) && isAmount(row.avgWeight) ? row : undefined));
  if (sizes === undefined || weights === undefined) return undefined;
  const weightAt = new Map(weights.map((row) => [row.timestamp as number, row.avgWeight as number]));
  const rows: SizeWeightRow[] = [];
  for (const row of sizes) {
    const avgWeight = weightAt.get(row.timestamp as number);
    if (avgWeight !== undefined) rows.push({ avgHeight: row.avgHeight as number, timestamp: row.timestamp as number, avgSize: row.avgSize as number, avgWeight });
  }
  return rows;
}

/** `/mining/blocks/predictions/:w`: tuples `[time, height, match_rate]`. */
export function readBlockHealth(value: unknown): BlockHealthRow[] | undefined {
  return readAll(value, (row) => {
    const [time, height, matchRate]: unknown[] = Array.isArray(row) ? row : [];
    return isCount(time) && isCount(height) && isAmount(matchRate) ? { time, height, matchRate } : undefined;
  });
}
