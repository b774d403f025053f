/**
 * The packed transaction tuples of `projected-block-transactions` (research §1.6). Index 6 is the
 * first-seen time; an eighth element `1` marks an accelerated transaction.
 *
 * @example
 * const tuple: TransactionCompressed = [txid, 1_250, 141.25, 50_000, 8.85, 1_028, 1_732_000_000];
 */
export type TransactionCompressed =
  | readonly [txid: string, fee: number, vsize: number, value: number, rate: number, flags: number, time: number]
  | readonly [txid: string, fee: number, vsize: number, value: number, rate: number, flags: number, time: number, accelerated: 1];

/** A changed transaction in a delta: `[txid, rate, flags, accelerated 0|1]`. */
export type MempoolDeltaChange = readonly [txid: string, rate: number, flags: number, accelerated: 0 | 1];

export interface MempoolBlockDelta {
  readonly added: readonly TransactionCompressed[];
  readonly removed: readonly string[];
  readonly changed: readonly MempoolDeltaChange[];
}

export type ProjectedBlockTransactions =
  | { readonly index: number; readonly sequence: number; readonly blockTransactions: readonly TransactionCompressed[] }
  | { readonly index: number; readonly sequence: number; readonly delta: MempoolBlockDelta };

/** A transaction as the block overview graph and `/block/:hash/summary` carry it (spec §3). */
export interface TransactionStripped {
  readonly txid: string;
  readonly fee: number;
  readonly vsize: number;
  readonly value: number;
  readonly rate?: number;
  readonly flags?: number;
  readonly time?: number;
  readonly acc?: boolean;
}
