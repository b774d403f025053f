import type { Acceleration, AccelerationFields } from "../../../shared/types/acceleration.ts";
import { sats } from "../../../shared/types/units.ts";
import { buildBlockTemplates, type BlockTemplates } from "../template/block-template.ts";
import { projectBlocks, type ProjectedBlocks } from "../template/projected-blocks.ts";
import type { TemplateTx } from "../template/template-tx.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";

/** The mempool seen through the template builder: uids stand for entries in one snapshot. */
export interface MempoolTemplate {
  readonly entries: readonly MempoolEntry[];
  readonly templates: BlockTemplates;
  readonly projected: ProjectedBlocks;
  readonly uidOf: ReadonlyMap<string, number>;
  /** The acceleration fields of each accelerated transaction and of its unconfirmed ancestors. */
  readonly accelerated: ReadonlyMap<string, AccelerationFields>;
}

export interface TemplateOptions {
  /** Projected blocks, the last one unbounded (default 8). */
  readonly blockCount?: number;
  /** Accelerations that may apply (research §5.1: "Accelerated txs get fee += feeDelta"). */
  readonly accelerations?: readonly Acceleration[];
  /**
   * The unique id of the pool whose template this is: only the accelerations it takes part in
   * apply. Absent: every one applies, as in the public projection.
   */
  readonly poolId?: number;
}

/**
 * Builds the projected blocks of the current mempool (research §5.1): block 0 is what a miner would
 * mine now, the last block holds everything left. An accelerated transaction competes with its fee
 * plus the fee delta (so do the packages it is part of); the projection still reports real fees.
 *
 * @example
 * templateOf(mempool).projected.blocks[0]?.summary.medianFee;
 * templateOf(mempool, { blockCount: 2, accelerations: book.active, poolId: 3 }).accelerated.has(txid);
 */
export function templateOf(mempool: Mempool, options: TemplateOptions = {}): MempoolTemplate {
  const entries = [...mempool.entries()];
  const uidOf = new Map(entries.map((entry, uid) => [entry.txid, uid]));
  const applied = (options.accelerations ?? []).filter(
    (acceleration) => uidOf.has(acceleration.txid) && (options.poolId === undefined || acceleration.pools.includes(options.poolId)),
  );
  const deltas = new Map(applied.map((acceleration) => [acceleration.txid, acceleration.feeDelta]));
  const txs: (TemplateTx & { size: number })[] = entries.map((entry, uid) => ({
    uid,
    txid: entry.txid,
    fee: sats(entry.fee + (deltas.get(entry.txid) ?? 0)),
    weight: entry.weight,
    sigops: entry.sigops,
    size: entry.size,
    parents: mempool.parents(entry.txid).map((parent) => uidOf.get(parent)!),
  }));
  const templates = buildBlockTemplates(txs, { blockCount: options.blockCount ?? 8 });
  // Summaries and listings show what the transactions pay; only the ranking counts the deltas.
  const paid = deltas.size === 0 ? txs : txs.map((tx) => (deltas.has(tx.txid!) ? { ...tx, fee: entries[tx.uid]!.fee } : tx));
  return { entries, templates, projected: projectBlocks(paid, templates), uidOf, accelerated: accelerationMarks(mempool, applied) };
}

/**
 * Each applied acceleration marks its transaction and the unconfirmed ancestors it pulls along
 * (research §5.1). A transaction keeps its own acceleration's fields over a descendant's.
 */
function accelerationMarks(mempool: Mempool, applied: readonly Acceleration[]): Map<string, AccelerationFields> {
  const marks = new Map<string, AccelerationFields>();
  const fieldsOf = (acceleration: Acceleration): AccelerationFields => ({
    accelerated: true,
    acceleratedBy: acceleration.pools,
    acceleratedAt: acceleration.added,
    feeDelta: acceleration.feeDelta,
  });
  for (const acceleration of applied) marks.set(acceleration.txid, fieldsOf(acceleration));
  for (const acceleration of applied) {
    for (const ancestor of mempool.ancestors(acceleration.txid)) {
      if (!marks.has(ancestor)) marks.set(ancestor, fieldsOf(acceleration));
    }
  }
  return marks;
}
