/**
 * `TransactionStripped` (spec §3): the few numbers the block overview graph, the recent
 * transactions list and `/api/v1/block/:hash/summary` need per transaction, with its flags.
 *
 * @example
 * strippedTx(record, views.flags.of(record), { rate: 12.5 }); // { txid, fee, vsize, value, rate: 12.5, flags, time }
 */
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import type { TxRecord } from "../state/chain-state.ts";
import { outputTotal } from "./transaction-view.ts";

export interface StrippedTxOptions {
  /** The effective (package) rate; the transaction's own fee / vsize when absent. */
  readonly rate?: number;
}

/**
 * Fractional vsize (weight / 4), as the backend reports it in stripped transactions.
 *
 * @example
 * vsizeOf({ weight: 561 }); // 140.25
 */
export const vsizeOf = (record: Pick<TxRecord, "weight">): number => record.weight / WITNESS_SCALE_FACTOR;

/**
 * The stripped form of a recorded transaction with its flags (own-flags.ts: at most 2^44, so a JSON
 * number).
 *
 * @example
 * strippedTx(coinbase, views.flags.of(coinbase)).rate; // 0: a coinbase pays no fee
 */
export function strippedTx(record: TxRecord, flags: number, options: StrippedTxOptions = {}): TransactionStripped {
  const vsize = vsizeOf(record);
  return {
    txid: record.txid,
    fee: record.fee,
    vsize,
    value: outputTotal(record),
    rate: options.rate ?? record.fee / vsize,
    flags,
    time: record.firstSeen,
  };
}
