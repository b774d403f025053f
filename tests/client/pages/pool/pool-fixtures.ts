/** A pool's answers as the backend gives them (research §2.2), and blocks it mined. */
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import type { PoolHashratePoint, PoolStats } from "../../../../shared/types/mining-pool.ts";
import { block } from "../../live/live-builders.ts";
import { RENDERED_AT_MS } from "../block/render-page.ts";

export const SLUG = "tidewater";

export function poolStats(overrides: Partial<PoolStats> = {}): PoolStats {
  return {
    pool: { id: 2, name: "Tidewater Mining", link: "https://tidewater.example/pool", slug: SLUG, unique_id: 1, regexes: ["/Tidewater/"], addresses: [] },
    blockCount: { all: 412, "24h": 35, "1w": 240 },
    blockShare: { all: 0.2375, "24h": 0.243, "1w": 0.2381 },
    estimatedHashrate: 612_345_678_901_234_567_890,
    reportedHashrate: null,
    avgBlockHealth: 99.12,
    totalReward: "131250000000",
    ...overrides,
  };
}

export const hashratePoints = (...rates: number[]): PoolHashratePoint[] =>
  rates.map((avgHashrate, index) => ({ timestamp: 1_710_720_000 + index * 604_800, avgHashrate, share: 0.24, poolName: "Tidewater Mining" }));

/** A block at `height` mined by the pool `slug`, `minutesAgo` before the render's time (RENDERED_AT_MS). */
export function poolBlock(height: number, slug = SLUG, minutesAgo = 10): BlockExtended {
  const base = block(height);
  return {
    ...base,
    timestamp: RENDERED_AT_MS / 1000 - minutesAgo * 60,
    extras: { ...base.extras, reward: 315_000_000, totalFees: 2_500_000, pool: { id: 1, name: "Tidewater Mining", slug, minerNames: null } },
  };
}
