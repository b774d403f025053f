import type { ScriptKind } from "../tx/script-kinds.ts";
import type { FeeMarketState } from "../sim/fee-market.ts";
import type { RandomState } from "../sim/random.ts";
import type { BlockRecord, TxRecord } from "./chain-state.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import type { BlockAudit } from "./block-audit.ts";
import type { MinedAcceleration } from "./accelerations.ts";
import type { StatisticsSample } from "./statistics.ts";
import type { RollingMinimumFee } from "../mempool/rolling-minimum-fee.ts";

/** Who can spend an output: the users' (or a pool's) key and script kind; null for outputs nobody holds. */
export interface OutputOwner {
  readonly kind: ScriptKind;
  readonly keyIndex: number;
}

/** A transaction as stored: its record plus the owner of each output. */
export interface StoredTx extends TxRecord {
  readonly owners: readonly (OutputOwner | null)[];
}

export interface StoredMempoolEntry {
  readonly txid: string;
  readonly signalsRbf: boolean;
}

/** The clock and the generators' positions: with the stored chain, enough to continue exactly. */
export interface DevnetMeta {
  /** Height of the chain's first block (see DevnetSettings.blocksToHalving). */
  readonly firstHeight: number;
  readonly now: number;
  readonly nextBlockAt: number;
  readonly nextArrivalAt: number;
  readonly nextSampleAt: number;
  readonly bits: number;
  readonly market: FeeMarketState;
  readonly keyIndexFloor: number;
  /** When the next user accelerates; null while none is due (JSON has no Infinity). */
  readonly nextAccelerationAt: number | null;
  /** The seeded history's full tail still to run (DevnetNetwork.startSeeding); absent once seeded. */
  readonly seeding?: { readonly from: number; readonly until: number; readonly fullTrafficFrom: number };
  /** The mempool's rolling minimum fee (mempool/rolling-minimum-fee.ts); absent from stores made before it, read as none. */
  readonly rollingMinimumFee?: RollingMinimumFee;
  readonly random: { readonly traffic: RandomState; readonly mining: RandomState; readonly clock: RandomState; readonly blockClock: RandomState; readonly accelerating: RandomState };
}

/**
 * One change, in the order it happened; applying them in order keeps a store equal to the network
 * (a transaction may arrive and be replaced within one batch).
 */
export type DevnetChange =
  | { readonly op: "tx"; readonly tx: StoredTx }
  | { readonly op: "forget"; readonly txid: string }
  | { readonly op: "block"; readonly block: BlockRecord; readonly audit: BlockAudit | null }
  | { readonly op: "mempool-add"; readonly entry: StoredMempoolEntry }
  | { readonly op: "mempool-remove"; readonly txid: string }
  | { readonly op: "sample"; readonly sample: StatisticsSample }
  | { readonly op: "acceleration"; readonly acceleration: Acceleration }
  | { readonly op: "acceleration-end"; readonly txid: string }
  | { readonly op: "acceleration-mined"; readonly mined: MinedAcceleration };

export class Journal {
  #changes: DevnetChange[] = [];

  push(change: DevnetChange): void {
    this.#changes.push(change);
  }

  take(): DevnetChange[] {
    const changes = this.#changes;
    this.#changes = [];
    return changes;
  }
}
