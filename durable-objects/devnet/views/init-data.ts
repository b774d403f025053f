/**
 * The init bundle (research §1.5): the one builder of both the websocket's `init` reply and
 * `GET /api/v1/init-data`, so the two cannot drift apart. Keys in upstream's order, `rbfSummary`
 * only once the RBF history holds a replacement (as upstream, "after the first RBF event").
 *
 * @example
 * initData(views).blocks.length; // 8, oldest first
 */
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { MempoolBlock, MempoolInfo, RecommendedFees } from "../../../shared/types/mempool.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import type { ReplacementSummary } from "../state/rbf-history.ts";
import { type Conversions, conversionsAt } from "./conversions.ts";
import type { DevnetViews } from "./devnet-views.ts";
import { type DifficultyAdjustment, difficultyAdjustment } from "./difficulty-adjustment.ts";
import { strippedTx } from "./stripped-tx.ts";

/** research §1 backend defaults: `INITIAL_BLOCKS_AMOUNT`. */
export const INIT_BLOCKS = 8;
/** research §1.4: the `transactions` key carries the last 6 arrivals. */
export const INIT_TRANSACTIONS = 6;

/** `backendInfo` (research §1.4). `gitCommit` is constant: upstream clients reload when it changes. */
export interface BackendInfo {
  readonly hostname: string;
  readonly version: string;
  readonly gitCommit: string;
  readonly lightning: boolean;
  readonly backend: "esplora" | "electrum" | "none";
  readonly coreVersion: string;
  readonly osVersion: string;
}

export const DEVNET_BACKEND_INFO: BackendInfo = {
  hostname: "devnet",
  version: "0.1.0-devnet",
  gitCommit: "devnet",
  lightning: false,
  backend: "esplora",
  coreVersion: "30.0.0",
  osVersion: "Blocktide devnet",
};

export interface InitData {
  /** research §1.4 `backend`: the devnet answers the Esplora API itself. */
  readonly backend: BackendInfo["backend"];
  readonly mempoolInfo: MempoolInfo;
  readonly vBytesPerSecond: number;
  readonly blocks: readonly BlockExtended[];
  /** The coin's price now, in every indexed currency (research §1.4 `conversions`; see conversions.ts). */
  readonly conversions: Conversions;
  readonly "mempool-blocks": readonly MempoolBlock[];
  readonly transactions: readonly TransactionStripped[];
  readonly backendInfo: BackendInfo;
  readonly loadingIndicators: Readonly<Record<string, number>>;
  readonly da: DifficultyAdjustment;
  readonly fees: RecommendedFees;
  /** The latest replacements; absent until the first one. */
  readonly rbfSummary?: readonly ReplacementSummary[];
}

/**
 * What the backend is still loading (research §1.4): the seeding's progress as the mempool's, which
 * the explorer shows as its syncing badge; nothing once seeded.
 *
 * @example
 * loadingIndicatorsOf(seedingNetwork); // { mempool: 42 }
 */
export function loadingIndicatorsOf(network: DevnetNetwork): Readonly<Record<string, number>> {
  return network.seeding ? { mempool: network.seedingPercent } : {};
}

/**
 * The whole bundle for the current state of `views.network`.
 *
 * @example
 * initData(views).da.remainingBlocks;
 */
export function initData(views: DevnetViews): InitData {
  const { network } = views;
  const snapshot = views.mempool();
  return {
    backend: DEVNET_BACKEND_INFO.backend,
    mempoolInfo: views.mempoolInfo(),
    vBytesPerSecond: network.vbytesPerSecond,
    blocks: views.blocks.extendedDown(network.chain.tipHeight, INIT_BLOCKS).reverse(),
    conversions: conversionsAt(network.settings.seed, network.now),
    "mempool-blocks": snapshot.blocks,
    transactions: latestTransactions(views, INIT_TRANSACTIONS),
    backendInfo: DEVNET_BACKEND_INFO,
    loadingIndicators: loadingIndicatorsOf(network),
    da: difficultyAdjustment(network.chain, network.now),
    fees: views.fees({ precise: true }),
    ...(network.rbf.version === 0 ? {} : { rbfSummary: network.rbf.summary() }),
  };
}

/**
 * The latest mempool arrivals, newest first, stripped, at their effective rates and with the
 * dynamic CPFP flags.
 *
 * @example
 * latestTransactions(views, 6)[0]?.time; // the newest arrival's first-seen time
 */
export function latestTransactions(views: DevnetViews, count: number): TransactionStripped[] {
  const snapshot = views.mempool();
  return snapshot.newest(count).map((entry) => mempoolStripped(views, entry));
}

/** One mempool transaction, stripped (rate and flags from the current mempool). */
export function mempoolStripped(views: DevnetViews, entry: MempoolEntry): TransactionStripped {
  const { mempool } = views.network;
  const record = views.txs.record(entry.txid);
  // Unreachable: every mempool entry is recorded on acceptance.
  if (!record) throw new Error(`Mempool transaction ${entry.txid} was never recorded.`);
  const rate = views.mempool().effectiveRate(entry.txid);
  const flags = views.flags.of(record, { hasMempoolAncestors: mempool.hasParents(entry.txid), hasMempoolDescendants: mempool.hasChildren(entry.txid) });
  const stripped = strippedTx(record, flags, rate === undefined ? {} : { rate });
  // research §1.4: `acc` only on an accelerated transaction.
  return views.mempool().acceleration(entry.txid) ? { ...stripped, acc: true } : stripped;
}
