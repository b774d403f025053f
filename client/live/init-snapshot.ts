/**
 * The live snapshot of an init bundle (research §1.5: the `init` reply and `GET /api/v1/init-data`
 * carry the same object). The worker calls it on the bundle it embeds in the page, the browser on an
 * `init` reply; both may come from a server that is down, half-started or hostile, so every key is
 * read on its own and one bad key leaves only that value empty.
 *
 * Pure and free of DOM and store imports: the worker bundles it for server-side rendering.
 *
 * @example
 * const snapshot = snapshotFromInitBundle(await (await fetch(`${base}/api/v1/init-data`)).json());
 * snapshot.tip; // 837050, the highest block height in the bundle (UNKNOWN_TIP without blocks)
 * snapshotFromInitBundle("not a bundle"); // emptySnapshot()
 */
import {
  isRecord,
  readBackendInfo,
  readBlocks,
  readConversions,
  readDifficultyAdjustment,
  readFees,
  readLoadingIndicators,
  readMempoolBlocks,
  readMempoolInfo,
  readReplacementSummary,
  readStrippedTransactions,
  readVBytesPerSecond,
} from "./live-fields.ts";
import { emptySnapshot, type LiveSnapshot, UNKNOWN_TIP } from "./live-state.ts";

/** Never throws: anything that is not an object gives the empty snapshot. */
export function snapshotFromInitBundle(bundle: unknown): LiveSnapshot {
  const snapshot = emptySnapshot();
  if (!isRecord(bundle)) return snapshot;
  const blocks = readBlocks(bundle.blocks) ?? [];
  return {
    ...snapshot,
    // readBlocks sorts newest first, so the first block is the highest.
    tip: blocks[0]?.height ?? UNKNOWN_TIP,
    blocks,
    mempoolBlocks: readMempoolBlocks(bundle["mempool-blocks"]) ?? snapshot.mempoolBlocks,
    fees: readFees(bundle.fees) ?? null,
    mempoolInfo: readMempoolInfo(bundle.mempoolInfo) ?? null,
    vBytesPerSecond: readVBytesPerSecond(bundle.vBytesPerSecond) ?? null,
    loadingIndicators: readLoadingIndicators(bundle.loadingIndicators) ?? snapshot.loadingIndicators,
    da: readDifficultyAdjustment(bundle.da) ?? null,
    backendInfo: readBackendInfo(bundle.backendInfo) ?? null,
    conversions: readConversions(bundle.conversions) ?? null,
    transactions: readStrippedTransactions(bundle.transactions) ?? snapshot.transactions,
    rbfSummary: readReplacementSummary(bundle.rbfSummary) ?? snapshot.rbfSummary,
  };
}

const SNAPSHOTS = new WeakMap<object, LiveSnapshot>();

/**
 * The snapshot of an embedded bundle, read once however many parts of the document ask (the live
 * provider and the head). Shared: callers must not change it (the live store takes a copy).
 *
 * @example
 * embeddedSnapshot(bundle) === embeddedSnapshot(bundle); // true
 */
export function embeddedSnapshot(bundle: unknown): LiveSnapshot {
  if (!isRecord(bundle)) return snapshotFromInitBundle(bundle);
  let snapshot = SNAPSHOTS.get(bundle);
  if (snapshot === undefined) {
    snapshot = snapshotFromInitBundle(bundle);
    SNAPSHOTS.set(bundle, snapshot);
  }
  return snapshot;
}
