/**
 * The shape of the live data every page reads (spec §3 "live update payload fields", §4.3): what the
 * init bundle carries, kept current by the websocket. The worker embeds one snapshot in the page so the
 * first render shows real data; the browser's store starts from it and the socket takes over.
 */
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import type { MempoolBlock, MempoolInfo, RecommendedFees } from "../../shared/types/mempool.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";
import type { ReplacementSummary } from "../../shared/types/replacement-summary.ts";
import type { Network } from "../../shared/network/networks.ts";
import type { TrackingState } from "./tracking-state.ts";

/** spec §4.3: 0 offline, 1 reconnecting, 2 connected; only 2 counts as connected. */
export const CONNECTION_OFFLINE = 0;
export const CONNECTION_RECONNECTING = 1;
export const CONNECTION_CONNECTED = 2;
export type ConnectionState = typeof CONNECTION_OFFLINE | typeof CONNECTION_RECONNECTING | typeof CONNECTION_CONNECTED;

/** The tip before the first block arrives (spec §4.3). */
export const UNKNOWN_TIP = -1;

/** The `da` frame (research §1.4). Times are milliseconds except `previousTime` (unix seconds). */
export interface DifficultyAdjustment {
  progressPercent: number;
  difficultyChange: number;
  estimatedRetargetDate: number;
  remainingBlocks: number;
  remainingTime: number;
  previousRetarget: number;
  previousTime: number;
  nextRetargetHeight: number;
  timeAvg: number;
  adjustedTimeAvg: number;
  timeOffset?: number;
  expectedBlocks?: number;
}

/** The `backendInfo` frame; `gitCommit` drives the reload rule of spec §4.3. */
export interface BackendInfo {
  hostname?: string;
  version?: string;
  gitCommit: string;
  lightning?: boolean;
  backend?: string;
  coreVersion?: string;
  osVersion?: string;
}

/** The `conversions` frame: unix `time` plus a price per currency code (-1 when unknown). */
export type Conversions = Record<string, number>;

/** The broadcast part of the live state: exactly what the init bundle and the `want` streams carry. */
export interface LiveSnapshot {
  /** Highest block height seen; UNKNOWN_TIP until the first one, and it never decreases. */
  tip: number;
  /** Newest first (the wire sends them oldest first), at most KEEP_BLOCKS_AMOUNT (shared/protocol/socket-limits.ts). */
  blocks: BlockExtended[];
  /** Projected blocks in order, index 0 is the next block; the last may be the overflow stack. */
  mempoolBlocks: MempoolBlock[];
  fees: RecommendedFees | null;
  mempoolInfo: MempoolInfo | null;
  vBytesPerSecond: number | null;
  /** Name → percent, e.g. `{ mempool: 42 }`; a finished indicator is absent (research §1.4). */
  loadingIndicators: Record<string, number>;
  da: DifficultyAdjustment | null;
  backendInfo: BackendInfo | null;
  conversions: Conversions | null;
  /** The latest mempool arrivals, newest first, at most RECENT_TRANSACTIONS_KEPT. */
  transactions: TransactionStripped[];
  /** The latest replacements, newest first; sent on the socket only while tracked (`track-rbf-summary`). */
  rbfSummary: ReplacementSummary[];
}

/** An empty snapshot: what a page shows before any data (placeholders, spec §4.4). */
export function emptySnapshot(): LiveSnapshot {
  return {
    tip: UNKNOWN_TIP,
    blocks: [],
    mempoolBlocks: [],
    fees: null,
    mempoolInfo: null,
    vBytesPerSecond: null,
    loadingIndicators: {},
    da: null,
    backendInfo: null,
    conversions: null,
    transactions: [],
    rbfSummary: [],
  };
}

/**
 * The whole live state a store holds: the snapshot, kept current by frames, plus what the browser
 * itself knows (its connection, network and tracking sessions). Frames change it only through
 * apply-frame.ts.
 */
export interface LiveState extends LiveSnapshot {
  network: Network;
  connection: ConnectionState;
  tracking: TrackingState;
  /** The git commit of the first `backendInfo` seen; a different one later means a new release (spec §4.3). */
  firstGitCommit: string | null;
  /** Set once a new release was seen: the page reloads after a delay, and only once. */
  reloadDue: boolean;
}

/**
 * spec §4.3: the mempool counts as loading while its reported percentage is below 100; the indicator
 * disappears when loading finishes (research §1.4).
 *
 * @example
 * isMempoolLoading({ mempool: 42 }); // true
 * isMempoolLoading({});              // false
 */
export function isMempoolLoading(loadingIndicators: Readonly<Record<string, number>>): boolean {
  const percent = loadingIndicators.mempool;
  return percent !== undefined && percent < 100;
}
