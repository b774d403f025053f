/**
 * The network's book of transactions, kept in step with the mempool: each transaction recorded as
 * it is seen (the chain's record, its output owners, the journal), each admission with the
 * replacements it made and the trim to `-maxmempool` after it, and each eviction, which forgets the
 * transaction, ends its acceleration and gives the users their coins back.
 *
 * @example
 * const left = book.admit(acceptance, ownersOf(made), now); // replaced, then trimmed
 * book.evict(conflict);
 */
import type { Acceptance } from "../mempool/acceptance.ts";
import type { Mempool, MempoolEntry, Outpoint } from "../mempool/mempool.ts";
import type { MempoolLimit } from "../mempool/mempool-limit.ts";
import type { AcceleratorDesk } from "./accelerator-desk.ts";
import type { ChainState, TxRecord } from "./chain-state.ts";
import type { Journal, OutputOwner } from "./devnet-journal.ts";
import type { RbfHistory } from "./rbf-history.ts";
import type { IncomingRate } from "./statistics.ts";
import type { UserTransactions } from "./user-transactions.ts";

/** What the book keeps in step. */
export interface BookedParts {
  readonly chain: ChainState;
  readonly mempool: Mempool;
  readonly mempoolLimit: MempoolLimit;
  readonly rbf: RbfHistory;
  readonly incoming: IncomingRate;
  readonly journal: Journal;
  readonly users: UserTransactions;
  readonly desk: AcceleratorDesk;
}

/** The transactions of one network (see the module comment). */
export class TransactionBook {
  constructor(readonly parts: BookedParts) {}

  /** Records a transaction the network has seen, with who holds its outputs. */
  record(record: TxRecord, owners: readonly (OutputOwner | null)[]): void {
    const { chain, users, journal } = this.parts;
    chain.recordTx(record);
    users.recordOwners(record.txid, owners);
    journal.push({ op: "tx", tx: { ...record, owners } });
  }

  /**
   * Books a transaction the mempool accepted at `now`, returning what its arrival evicted: the
   * transactions it replaced with their descendants, then what the trim took (never itself).
   */
  admit(acceptance: Acceptance, owners: readonly (OutputOwner | null)[], now: number): MempoolEntry[] {
    const { entry, replaced } = acceptance;
    const { mempool, mempoolLimit, rbf, incoming, journal } = this.parts;
    // Only the directly conflicting transactions were replaced; their descendants merely left with them.
    rbf.recordReplacement(entry, replaced.filter((tx) => entry.inputs.some((input) => replacedSpends(tx, input))), Math.floor(now));
    for (const gone of replaced) this.evict(gone);
    this.record(toRecord(entry), owners);
    journal.push({ op: "mempool-add", entry: { txid: entry.txid, signalsRbf: entry.signalsRbf } });
    incoming.record(now, entry.weight / 4);
    // Core trims right after each acceptance; what it evicts leaves like any other eviction.
    const trimmed = mempoolLimit.trim(mempool);
    for (const gone of trimmed) this.evict(gone);
    return [...replaced, ...trimmed.filter((tx) => tx !== entry)];
  }

  /** A mempool transaction left without confirming: its record goes, the coins it spent come back. */
  evict(entry: MempoolEntry): void {
    const { chain, journal, desk, users } = this.parts;
    chain.forgetTx(entry.txid);
    journal.push({ op: "mempool-remove", txid: entry.txid });
    desk.end(entry.txid);
    journal.push({ op: "forget", txid: entry.txid });
    users.evicted(entry);
  }
}

/** A mempool entry as the chain records it. */
export function toRecord(entry: MempoolEntry): TxRecord {
  const { signalsRbf: _, ...record } = entry;
  return record;
}

const replacedSpends = (tx: MempoolEntry, input: Outpoint): boolean =>
  tx.inputs.some((spent) => spent.txid === input.txid && spent.vout === input.vout);
