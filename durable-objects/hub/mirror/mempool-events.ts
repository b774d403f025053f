/**
 * One update of the upstream's full-transaction firehose (`mempool-transactions`, research §1.4):
 * the transactions that arrived (Esplora shape, with prevouts), the txids that left unconfirmed,
 * the txids a block confirmed, and which transaction replaced which. The hub derives from it every
 * per-client key that is about single transactions: `txConfirmed`, `rbfTransaction`, `utxoSpent`,
 * watch-mempool's `tx`, the address keys and the `mempool-txids` firehose.
 *
 * @example
 * const events = readMempoolEvents(frame["mempool-transactions"]);
 * events?.mined.has(trackedTxid); // true: say txConfirmed with the block
 */
import { isHash64 } from "../../../shared/types/ids.ts";
import { readWireTransaction, type WireTransaction } from "../../../shared/protocol/wire-transaction.ts";

export interface Replacement {
  readonly replaced: string;
  readonly by: WireTransaction;
}

export interface MempoolEvents {
  readonly sequence: number;
  readonly added: readonly WireTransaction[];
  /** Left the mempool unconfirmed, other than by replacement. */
  readonly removed: readonly string[];
  readonly mined: ReadonlySet<string>;
  readonly replaced: readonly Replacement[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads a `mempool-transactions` value; undefined when it is not one. Entries that are not
 * well-formed are skipped, not trusted.
 *
 * @example
 * readMempoolEvents({ sequence: 5, added: [], removed: [], mined: [txid], replaced: [] })?.mined.size; // 1
 */
export function readMempoolEvents(value: unknown): MempoolEvents | undefined {
  if (!isRecord(value)) return undefined;
  const { added, removed, mined, replaced } = value;
  if (!Array.isArray(added) || !Array.isArray(removed) || !Array.isArray(mined) || !Array.isArray(replaced)) return undefined;
  const replacements: Replacement[] = [];
  for (const entry of replaced) {
    if (!isRecord(entry) || !isHash64(entry.replaced)) continue;
    const by = readWireTransaction(entry.by);
    if (by) replacements.push({ replaced: entry.replaced.toLowerCase(), by });
  }
  return {
    sequence: Number.isSafeInteger(value.sequence) ? (value.sequence as number) : 0,
    added: added.map(readWireTransaction).filter((tx): tx is WireTransaction => tx !== undefined),
    removed: removed.filter(isHash64).map((txid) => txid.toLowerCase()),
    mined: new Set(mined.filter(isHash64).map((txid) => txid.toLowerCase())),
    replaced: replacements,
  };
}
