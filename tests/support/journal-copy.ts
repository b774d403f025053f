/**
 * The simplest store of a devnet's journal: what the SQLite store keeps (transactions, blocks, the
 * mempool, samples, accelerations), in maps that keep insertion order, so a network can be restored
 * from it in plain Node tests.
 *
 * @example
 * const copy = new JournalCopy();
 * copy.apply(network.takeChanges());
 * DevnetNetwork.restore(settings, network.meta(), copy.txs.values(), copy.blocks, copy.mempool.values(), copy.samples);
 */
import type { BlockRecord } from "../../durable-objects/devnet/state/chain-state.ts";
import type { DevnetChange, StoredMempoolEntry, StoredTx } from "../../durable-objects/devnet/state/devnet-journal.ts";
import type { MinedAcceleration } from "../../durable-objects/devnet/state/accelerations.ts";
import type { StatisticsSample } from "../../durable-objects/devnet/state/statistics.ts";
import type { Acceleration } from "../../shared/types/acceleration.ts";

export class JournalCopy {
  readonly txs = new Map<string, StoredTx>();
  readonly blocks: BlockRecord[] = [];
  readonly mempool = new Map<string, StoredMempoolEntry>();
  readonly samples: StatisticsSample[] = [];
  readonly accelerations = new Map<string, Acceleration>();
  readonly minedAccelerations: MinedAcceleration[] = [];

  apply(changes: readonly DevnetChange[]): void {
    for (const change of changes) {
      if (change.op === "tx") this.txs.set(change.tx.txid, change.tx);
      else if (change.op === "forget") this.txs.delete(change.txid);
      else if (change.op === "block") this.blocks.push(change.block);
      else if (change.op === "mempool-add") this.mempool.set(change.entry.txid, change.entry);
      else if (change.op === "mempool-remove") this.mempool.delete(change.txid);
      else if (change.op === "acceleration") this.accelerations.set(change.acceleration.txid, change.acceleration);
      else if (change.op === "acceleration-end") this.accelerations.delete(change.txid);
      else if (change.op === "acceleration-mined") this.minedAccelerations.push(change.mined);
      else if (change.op === "sample") this.samples.push(change.sample);
    }
  }
}
