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
}

/**
 * Builds the projected blocks of the current mempool (research §5.1): block 0 is what a miner would
 * mine now, the last block holds everything left.
 *
 * @example
 * templateOf(mempool).projected.blocks[0]?.summary.medianFee;
 */
export function templateOf(mempool: Mempool, blockCount = 8): MempoolTemplate {
  const entries = [...mempool.entries()];
  const uidOf = new Map(entries.map((entry, uid) => [entry.txid, uid]));
  const txs: (TemplateTx & { size: number })[] = entries.map((entry, uid) => ({
    uid,
    txid: entry.txid,
    fee: entry.fee,
    weight: entry.weight,
    sigops: entry.sigops,
    size: entry.size,
    parents: mempool.parents(entry.txid).map((parent) => uidOf.get(parent)!),
  }));
  const templates = buildBlockTemplates(txs, { blockCount });
  return { entries, templates, projected: projectBlocks(txs, templates), uidOf };
}
