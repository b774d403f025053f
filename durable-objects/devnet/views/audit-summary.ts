/**
 * A block's audit as the backend serves it (research §2.3 `audit-summary`, §5.6): what the
 * projected template expected, and which mined or missing transactions were unseen, censored,
 * added, fresh, high-sigop, conflicting or accelerated, with the match rate; template entries the
 * pool's accelerations applied to carry `acc`. Also the one-transaction verdict
 * of `block/:hash/tx/:txid/audit`.
 *
 * The devnet keeps the audits of its last 64 blocks in memory (`DevnetNetwork.auditOf`); older
 * blocks, and every block after a restore, have none, which the routes answer as upstream answers
 * an unaudited block.
 *
 * @example
 * auditSummary(views, block)?.matchRate; // 100 for a block that mined its template
 */
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { BlockAudit } from "../state/block-audit.ts";
import type { BlockRecord } from "../state/chain-state.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { DevnetViews } from "./devnet-views.ts";
import { LruCache } from "../../../shared/collections/lru-cache.ts";

/** research §2.3: the current audit format, and the legacy (not cluster) template algorithm. */
const AUDIT_VERSION = 1;
const TEMPLATE_ALGORITHM_LEGACY = 0;
/** Summaries list a whole template each; a page of recent blocks is plenty. */
const SUMMARY_CACHE_ENTRIES = 32;

/** `/api/v1/block/:hash/audit-summary`, in upstream's key order. */
export interface AuditSummary {
  readonly version: number;
  readonly templateAlgorithm: number;
  readonly height: number;
  readonly id: string;
  readonly timestamp: number;
  readonly template: readonly TransactionStripped[];
  readonly unseenTxs: readonly string[];
  readonly missingTxs: readonly string[];
  readonly addedTxs: readonly string[];
  readonly prioritizedTxs: readonly string[];
  readonly freshTxs: readonly string[];
  readonly sigopTxs: readonly string[];
  readonly fullrbfTxs: readonly string[];
  readonly acceleratedTxs: readonly string[];
  readonly matchRate: number;
  readonly expectedFees: number;
  readonly expectedWeight: number;
}

/** `/api/v1/block/:hash/tx/:txid/audit`: how the audit judged one transaction. */
export interface TxAudit {
  readonly seen: boolean;
  readonly expected: boolean;
  readonly added: boolean;
  readonly prioritized: boolean;
  readonly conflict: boolean;
  readonly accelerated: boolean;
  /** When the template's copy was first seen; absent for a transaction the template did not hold. */
  readonly firstSeen?: number;
}

/**
 * The audit of a block, if the devnet still holds it (the height must name this very block).
 *
 * @example
 * blockAudit(network, network.chain.tip!)?.id === network.chain.tip!.hash; // true
 */
export function blockAudit(network: Pick<DevnetNetwork, "auditOf">, block: Pick<BlockRecord, "height" | "hash">): BlockAudit | undefined {
  const audit = network.auditOf(block.height);
  return audit?.id === block.hash ? audit : undefined;
}

const summaries = new WeakMap<DevnetViews, LruCache<string, AuditSummary>>();

/**
 * The audit summary of a block, cached per network (an audit never changes once made); undefined
 * when the block has no audit.
 *
 * @example
 * auditSummary(views, block)?.template.length; // transactions the template expected
 */
export function auditSummary(views: DevnetViews, block: BlockRecord): AuditSummary | undefined {
  const audit = blockAudit(views.network, block);
  if (!audit) return undefined;
  let cache = summaries.get(views);
  if (!cache) summaries.set(views, (cache = new LruCache(SUMMARY_CACHE_ENTRIES)));
  return cache.getOrCreate(block.hash, () => summaryOf(views, audit));
}

function summaryOf(views: DevnetViews, audit: BlockAudit): AuditSummary {
  return {
    version: AUDIT_VERSION,
    templateAlgorithm: TEMPLATE_ALGORITHM_LEGACY,
    height: audit.height,
    id: audit.id,
    timestamp: audit.timestamp,
    template: audit.template.map((tx) => ({
      txid: tx.txid,
      fee: tx.fee,
      vsize: tx.vsize,
      value: tx.value,
      rate: tx.rate,
      flags: templateFlags(views, tx.txid),
      time: tx.time,
      ...(tx.acc ? { acc: true } : {}),
    })),
    unseenTxs: audit.unseenTxs,
    missingTxs: audit.missingTxs,
    addedTxs: audit.addedTxs,
    prioritizedTxs: audit.prioritizedTxs,
    freshTxs: audit.freshTxs,
    sigopTxs: audit.sigopTxs,
    fullrbfTxs: audit.fullrbfTxs,
    acceleratedTxs: audit.acceleratedTxs,
    matchRate: audit.matchRate,
    expectedFees: audit.expectedFees,
    expectedWeight: audit.expectedWeight,
  };
}

/**
 * A template transaction's flags, from wherever the devnet still knows it: the chain (mined or
 * still waiting) or the replaced ones. One evicted and forgotten since gets no flags rather than
 * failing the whole summary.
 */
function templateFlags(views: DevnetViews, txid: string): number {
  const record = views.txs.record(txid) ?? views.network.rbf.replacedTx(txid);
  return record ? views.flags.of(record) : 0;
}

/**
 * How the audit judged one transaction of a block (or one it expected there); undefined when
 * the block has no audit.
 *
 * @example
 * txAudit(network, block, block.txids[1]!)?.expected; // true when the template held it
 */
export function txAudit(network: Pick<DevnetNetwork, "auditOf">, block: BlockRecord, txid: string): TxAudit | undefined {
  const audit = blockAudit(network, block);
  if (!audit) return undefined;
  const expected = audit.template.find((tx) => tx.txid === txid);
  return {
    seen: !audit.unseenTxs.includes(txid),
    expected: expected !== undefined,
    added: audit.addedTxs.includes(txid),
    prioritized: audit.prioritizedTxs.includes(txid),
    conflict: audit.fullrbfTxs.includes(txid),
    accelerated: audit.acceleratedTxs.includes(txid),
    ...(expected ? { firstSeen: expected.time } : {}),
  };
}
