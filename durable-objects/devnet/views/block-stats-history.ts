/**
 * The block-statistics graphs (research §2.2 `mining/blocks/{fees,rewards,fee-rates,sizes-weights}/:interval`):
 * blocks of a window grouped by time bucket (`MINING_BUCKET_SECONDS`: every block apart for 24h
 * and 3d, up to a day per point for `all`), each group's mean height, time and figure, oldest
 * first. Means are whole numbers, as upstream's SQL casts them.
 *
 * - fees and rewards carry `USD`, the coin's price at the group's time; a test network's coin
 *   has no price (spec §5), so it is 0 there.
 * - fee rates average each point of the blocks' 7-point `feeRange` (min, 10th … 90th percentile,
 *   max) into `avgFee_0 … avgFee_100`.
 *
 * @example
 * blockFeesHistory(views, "24h").at(-1)!.avgHeight; // the tip's height (one block per group)
 */
import type { BlockRecord } from "../state/chain-state.ts";
import { priceAt } from "../sim/prices.ts";
import { blockFees, blockReward } from "./block-totals.ts";
import type { DevnetViews } from "./devnet-views.ts";
import { hasPrice } from "./historical-price-view.ts";
import { MINING_BUCKET_SECONDS, type MiningInterval, bucketStart, windowStart } from "./history-intervals.ts";
import { blocksBetween } from "./network-hashrate.ts";

interface Point {
  readonly avgHeight: number;
  readonly timestamp: number;
}

export interface BlockFeesPoint extends Point {
  readonly avgFees: number;
  readonly USD: number;
}

export interface BlockRewardsPoint extends Point {
  readonly avgRewards: number;
  readonly USD: number;
}

export interface BlockFeeRatesPoint extends Point {
  readonly avgFee_0: number;
  readonly avgFee_10: number;
  readonly avgFee_25: number;
  readonly avgFee_50: number;
  readonly avgFee_75: number;
  readonly avgFee_90: number;
  readonly avgFee_100: number;
}

export interface BlockSizesWeights {
  readonly sizes: readonly (Point & { readonly avgSize: number })[];
  readonly weights: readonly (Point & { readonly avgWeight: number })[];
}

/** Rounded mean of a figure over a group of blocks. */
type Mean = (pick: (block: BlockRecord) => number) => number;

/** Groups of the window's blocks, oldest first, each with a rounded-mean helper. */
function groups(views: DevnetViews, interval: MiningInterval): Mean[] {
  const { chain, now } = views.network;
  const bucketSeconds = MINING_BUCKET_SECONDS[interval];
  const byBucket = new Map<number, BlockRecord[]>();
  for (const block of blocksBetween(chain, windowStart(interval, now), now)) {
    const key = bucketStart(block.header.timestamp, bucketSeconds);
    const group = byBucket.get(key);
    if (group) group.push(block);
    else byBucket.set(key, [block]);
  }
  return [...byBucket.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, blocks]) => (pick) => Math.round(blocks.reduce((sum, block) => sum + pick(block), 0) / blocks.length));
}

const pointOf = (mean: Mean): Point => ({ avgHeight: mean((b) => b.height), timestamp: mean((b) => b.header.timestamp) });

/** The coin's USD price at a time, 0 on a test network. */
function usdAt(views: DevnetViews, seconds: number): number {
  return hasPrice(views.addressNetwork) ? priceAt(views.network.settings.seed, seconds).USD : 0;
}

/**
 * `mining/blocks/fees/:interval`: mean fees per block, sats.
 *
 * @example
 * blockFeesHistory(views, "1w")[0]!.USD > 0; // true on a mainnet devnet
 */
export function blockFeesHistory(views: DevnetViews, interval: MiningInterval): BlockFeesPoint[] {
  const { chain } = views.network;
  return groups(views, interval).map((mean) => {
    const point = pointOf(mean);
    return { ...point, avgFees: mean((b) => blockFees(chain, b)), USD: usdAt(views, point.timestamp) };
  });
}

/**
 * `mining/blocks/rewards/:interval`: mean coinbase output (subsidy + fees) per block, sats.
 *
 * @example
 * blockRewardsHistory(views, "24h")[0]!.avgRewards >= 5_000_000_000; // true at the devnet's heights
 */
export function blockRewardsHistory(views: DevnetViews, interval: MiningInterval): BlockRewardsPoint[] {
  const { chain } = views.network;
  return groups(views, interval).map((mean) => {
    const point = pointOf(mean);
    return { ...point, avgRewards: mean((b) => blockReward(chain, b)), USD: usdAt(views, point.timestamp) };
  });
}

/**
 * `mining/blocks/fee-rates/:interval`: mean of each fee-range point, sat/vB.
 *
 * @example
 * const p = blockFeeRatesHistory(views, "24h")[0]!; p.avgFee_0 <= p.avgFee_100; // true
 */
export function blockFeeRatesHistory(views: DevnetViews, interval: MiningInterval): BlockFeeRatesPoint[] {
  const range = (b: BlockRecord, i: number) => views.blocks.extended(b).extras.feeRange[i] ?? 0;
  return groups(views, interval).map((mean) => ({
    ...pointOf(mean),
    avgFee_0: mean((b) => range(b, 0)),
    avgFee_10: mean((b) => range(b, 1)),
    avgFee_25: mean((b) => range(b, 2)),
    avgFee_50: mean((b) => range(b, 3)),
    avgFee_75: mean((b) => range(b, 4)),
    avgFee_90: mean((b) => range(b, 5)),
    avgFee_100: mean((b) => range(b, 6)),
  }));
}

/**
 * `mining/blocks/sizes-weights/:interval`: mean size (bytes) and weight (WU) per block.
 *
 * @example
 * blockSizesWeights(views, "24h").weights[0]!.avgWeight <= 4_000_000; // true
 */
export function blockSizesWeights(views: DevnetViews, interval: MiningInterval): BlockSizesWeights {
  const all = groups(views, interval);
  return {
    sizes: all.map((mean) => ({ ...pointOf(mean), avgSize: mean((b) => b.size) })),
    weights: all.map((mean) => ({ ...pointOf(mean), avgWeight: mean((b) => b.weight) })),
  };
}
