/**
 * `projected-block-transactions` (research §1.6): a full list of a projected block's transactions,
 * or a delta against the previous one, each numbered by the server's global mempool sequence. This
 * module reads both from `unknown` and applies a delta to a list; the sequence rule lives with the
 * state in apply-frame.ts.
 *
 * @example
 * const message = readProjectedBlockMessage({ index: 0, sequence: 7, blockTransactions: [[txid, 1250, 141.25, 50000, 8.85, 1028, 1732000000]] });
 * message?.kind; // "full"
 */
import type { TransactionCompressed, TransactionStripped } from "../../shared/types/compressed-tx.ts";
import { ownFeeRate } from "../../shared/graph/graph-transaction.ts";
import { isHash64 } from "../../shared/types/ids.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../shared/protocol/socket-limits.ts";
import { isRecord, readAll } from "./live-fields.ts";

/** A delta's changed entry: the new effective rate, flags and accelerated mark of a listed transaction. */
export interface ProjectedChange {
  readonly txid: string;
  readonly rate: number;
  readonly flags: number;
  readonly acc: boolean;
}

export interface ProjectedDelta {
  readonly added: readonly TransactionStripped[];
  readonly removed: readonly string[];
  readonly changed: readonly ProjectedChange[];
}

export type ProjectedBlockMessage =
  | { readonly kind: "full"; readonly index: number; readonly sequence: number; readonly transactions: readonly TransactionStripped[] }
  | { readonly kind: "delta"; readonly index: number; readonly sequence: number; readonly delta: ProjectedDelta };

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * A packed tuple `[txid, fee, vsize, value, rate, flags, time, 1?]` as a stripped transaction; the
 * optional eighth element `1` marks an accelerated one.
 *
 * @example
 * unpackTransaction(["ab".repeat(32), 1250, 141.25, 50000, 8.85, 1028, 1732000000, 1])?.acc; // true
 */
export function unpackTransaction(value: unknown): TransactionStripped | undefined {
  if (!Array.isArray(value) || value.length < 7 || !isHash64(value[0])) return undefined;
  const [txid, fee, vsize, amount, rate, flags, time, accelerated] = value as unknown[];
  if (![fee, vsize, amount, rate, flags, time].every(isNumber)) return undefined;
  const tx: TransactionStripped = {
    txid: (txid as string).toLowerCase(),
    fee: fee as number,
    vsize: vsize as number,
    value: amount as number,
    rate: rate as number,
    flags: flags as number,
    time: time as number,
  };
  return accelerated === 1 ? { ...tx, acc: true } : tx;
}

/**
 * The packed tuple of a stripped transaction, which unpackTransaction reads back: a third of the
 * JSON of the object form, for pages that embed whole blocks. A missing rate is packed as the
 * transaction's own fee rate, missing flags and time as 0.
 *
 * @example
 * packTransaction({ txid, fee: 1250, vsize: 125, value: 50000 }); // [txid, 1250, 125, 50000, 10, 0, 0]
 */
export function packTransaction(tx: TransactionStripped): TransactionCompressed {
  const packed = [tx.txid, tx.fee, tx.vsize, tx.value, tx.rate ?? ownFeeRate(tx), tx.flags ?? 0, tx.time ?? 0] as const;
  return tx.acc === true ? [...packed, 1] : packed;
}

function readChange(value: unknown): ProjectedChange | undefined {
  if (!Array.isArray(value) || !isHash64(value[0]) || !isNumber(value[1]) || !isNumber(value[2])) return undefined;
  return { txid: (value[0] as string).toLowerCase(), rate: value[1], flags: value[2], acc: value[3] === 1 };
}

const readTxid = (value: unknown): string | undefined => (isHash64(value) ? value.toLowerCase() : undefined);

/**
 * The message, or undefined when any part of it is malformed: applying half a delta would leave the
 * list wrong until the next full message, so a bad one is refused whole.
 */
export function readProjectedBlockMessage(value: unknown): ProjectedBlockMessage | undefined {
  if (!isRecord(value)) return undefined;
  const { index, sequence } = value;
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= MEMPOOL_BLOCKS_AMOUNT || !Number.isSafeInteger(sequence)) return undefined;
  const position = { index: index as number, sequence: sequence as number };
  if ("blockTransactions" in value) {
    const transactions = readAll(value.blockTransactions, unpackTransaction);
    return transactions && { kind: "full", ...position, transactions };
  }
  const { delta } = value;
  if (!isRecord(delta)) return undefined;
  const added = readAll(delta.added ?? [], unpackTransaction);
  const removed = readAll(delta.removed ?? [], readTxid);
  const changed = readAll(delta.changed ?? [], readChange);
  if (!added || !removed || !changed) return undefined;
  return { kind: "delta", ...position, delta: { added, removed, changed } };
}

/**
 * The list after a delta: removed ones go, changed ones take their new rate, flags and mark, added
 * ones join at the end (or replace a listed one with the same txid).
 *
 * @example
 * applyProjectedDelta([a, b], { added: [c], removed: [a.txid], changed: [] }); // [b, c]
 */
export function applyProjectedDelta(list: readonly TransactionStripped[], delta: ProjectedDelta): TransactionStripped[] {
  const gone = new Set(delta.removed);
  const changes = new Map(delta.changed.map((change) => [change.txid, change]));
  const added = new Map(delta.added.map((tx) => [tx.txid, tx]));
  const next: TransactionStripped[] = [];
  for (const tx of list) {
    if (gone.has(tx.txid) || added.has(tx.txid)) continue;
    const change = changes.get(tx.txid);
    if (!change) {
      next.push(tx);
      continue;
    }
    const { acc: _previous, ...rest } = tx;
    next.push(change.acc ? { ...rest, rate: change.rate, flags: change.flags, acc: true } : { ...rest, rate: change.rate, flags: change.flags });
  }
  next.push(...added.values());
  return next;
}
