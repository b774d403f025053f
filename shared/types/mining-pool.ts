/**
 * The mempool backend's answers about one mining pool (research §2.2 `mining/pool/:slug` and
 * `/hashrate`), as the explorer reads them. The pool's blocks (`/blocks[/:height]`) are
 * BlockExtended (block-extended.ts).
 */

/** Values over all time, the last 24 hours and the last week. */
export interface PoolWindows<T> {
  readonly all: T;
  readonly "24h": T;
  readonly "1w": T;
}

/** The pool's identity. `regexes` are its coinbase tags; `addresses` its known payout addresses. */
export interface PoolIdentity {
  /** The backend's row id (the ranking's `poolId`). */
  readonly id: number;
  readonly name: string;
  /** Its website; empty when the backend knows none. */
  readonly link: string;
  readonly slug: string;
  /** The stable id blocks name in `extras.pool.id`. */
  readonly unique_id: number;
  readonly regexes: readonly string[];
  readonly addresses: readonly string[];
}

/** `GET /api/v1/mining/pool/:slug`. */
export interface PoolStats {
  readonly pool: PoolIdentity;
  readonly blockCount: PoolWindows<number>;
  /** Fractions of all blocks of each window, 0 to 1. */
  readonly blockShare: PoolWindows<number>;
  /** H/s: the pool's share of the last day's blocks times the network's estimate. */
  readonly estimatedHashrate: number;
  /** H/s the pool itself reports; null when it reports none. */
  readonly reportedHashrate: number | null;
  /** Average match rate of its audited blocks, 0 to 100; null when none was audited. */
  readonly avgBlockHealth: number | null;
  /** Satoshis of every reward it earned, as a digit string (an SQL sum). */
  readonly totalReward: string;
}

/** One week of `GET /api/v1/mining/pool/:slug/hashrate` (oldest first); `timestamp` ends the week. */
export interface PoolHashratePoint {
  readonly timestamp: number;
  /** H/s. */
  readonly avgHashrate: number;
  /** The pool's fraction of the week's blocks, 0 to 1. */
  readonly share: number;
  readonly poolName: string;
}
