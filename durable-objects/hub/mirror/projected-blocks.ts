/**
 * The hub's copy of the upstream's projected blocks, one per index 0 … 7, kept from the
 * `projected-block-transactions` messages of the socket that tracks that index (research §1.6): a
 * full message replaces the listing, a delta is applied on top of it only when its sequence is the
 * previous one + 1. Anything else (a skipped sequence, a malformed message, a lost upstream) leaves
 * the index unsynced until a full snapshot arrives, and the caller asks for one. The index that
 * comes back from unsynced is marked `resynced`, so the hub sends its own trackers a full snapshot
 * rather than a delta (no client ever applies a delta computed against state it may not hold).
 *
 * A delta does not say where its added transactions stand in the block; they are placed by
 * effective rate, highest first, as the template orders them (ancestor score). Positions derived
 * from this order are exact after each full snapshot and close between them.
 *
 * @example
 * mirror.apply(0, { index: 0, sequence: 7, blockTransactions: [...] }); // "applied"
 * mirror.apply(0, { index: 0, sequence: 9, delta: {...} });             // "resync": ask a full snapshot
 */
import { listingOf, type ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";
import type { MempoolDeltaChange, TransactionCompressed } from "../../../shared/types/compressed-tx.ts";
import { isHash64 } from "../../../shared/types/ids.ts";

/** What a message did: kept, or dropped (stale, or while waiting for a full snapshot), or the index needs a full snapshot. */
export type ProjectedApply = "applied" | "ignored" | "resync";

type ProjectedMessage =
  | { readonly index: number; readonly sequence: number; readonly full: readonly TransactionCompressed[] }
  | { readonly index: number; readonly sequence: number; readonly added: readonly TransactionCompressed[]; readonly removed: readonly string[]; readonly changed: readonly MempoolDeltaChange[] };

interface IndexState {
  readonly sequence: number;
  readonly listing: ProjectedListing;
}

/** The upstream's projected blocks (see the module comment). */
export class ProjectedMirror {
  readonly #indices: (IndexState | undefined)[] = new Array(MEMPOOL_BLOCKS_AMOUNT).fill(undefined);
  /** Indices that came back from unsynced since the caller last took them. */
  readonly #resynced = new Set<number>();
  /** Indices that went unsynced (a new one was never synced, so it counts). */
  readonly #lost = new Set<number>(Array.from({ length: MEMPOOL_BLOCKS_AMOUNT }, (_, index) => index));

  /**
   * Applies one message received on the socket tracking `index`.
   *
   * @example
   * mirror.apply(3, JSON.parse(frame)["projected-block-transactions"]);
   */
  apply(index: number, value: unknown): ProjectedApply {
    if (!isIndex(index)) return "ignored";
    const message = readProjectedMessage(value);
    if (!message || message.index !== index) return this.#unsync(index);
    if ("full" in message) {
      this.#indices[index] = { sequence: message.sequence, listing: listingOf(message.full) };
      if (this.#lost.delete(index)) this.#resynced.add(index);
      return "applied";
    }
    const current = this.#indices[index];
    if (!current || message.sequence <= current.sequence) return "ignored";
    if (message.sequence !== current.sequence + 1) return this.#unsync(index);
    this.#indices[index] = { sequence: message.sequence, listing: applyDelta(current.listing, message) };
    return "applied";
  }

  /** Every index waits for a full snapshot again (the upstream was lost). */
  reset(): void {
    for (let index = 0; index < MEMPOOL_BLOCKS_AMOUNT; index++) {
      this.#indices[index] = undefined;
      this.#lost.add(index);
    }
  }

  /** The listing of `index`, or undefined while it waits for a full snapshot. */
  listing(index: number): ProjectedListing | undefined {
    return this.#indices[index]?.listing;
  }

  /**
   * The indices that came back from unsynced since the last call (their trackers get full snapshots).
   *
   * @example
   * mirror.takeResynced(); // Set { 0, 3 }
   */
  takeResynced(): Set<number> {
    const taken = new Set(this.#resynced);
    this.#resynced.clear();
    return taken;
  }

  #unsync(index: number): ProjectedApply {
    this.#indices[index] = undefined;
    this.#lost.add(index);
    return "resync";
  }
}

const isIndex = (index: number): boolean => Number.isInteger(index) && index >= 0 && index < MEMPOOL_BLOCKS_AMOUNT;

/**
 * The listing after a delta: removed dropped, changed updated in place (rate, flags, the
 * acceleration marker), added merged in by rate, highest first (see the module comment).
 *
 * @example
 * applyDelta(listingOf([a, b]), { added: [c], removed: [a.txid], changed: [] }).tuples; // [b, c] or [c, b] by rate
 */
export function applyDelta(
  listing: ProjectedListing,
  delta: { readonly added: readonly TransactionCompressed[]; readonly removed: readonly string[]; readonly changed: readonly MempoolDeltaChange[] },
): ProjectedListing {
  const gone = new Set(delta.removed);
  const added = new Map(delta.added.map((tuple) => [tuple[0], tuple]));
  const changes = new Map(delta.changed.map((change) => [change[0], change]));
  const kept: TransactionCompressed[] = [];
  for (const tuple of listing.tuples) {
    const txid = tuple[0];
    if (gone.has(txid) || added.has(txid)) continue;
    const change = changes.get(txid);
    kept.push(change ? changedTuple(tuple, change) : tuple);
  }
  const arrivals = [...added.values()].sort((a, b) => b[4] - a[4]);
  const merged: TransactionCompressed[] = [];
  let next = 0;
  for (const tuple of kept) {
    while (next < arrivals.length && arrivals[next]![4] > tuple[4]) merged.push(arrivals[next++]!);
    merged.push(tuple);
  }
  while (next < arrivals.length) merged.push(arrivals[next++]!);
  return listingOf(merged);
}

function changedTuple(tuple: TransactionCompressed, [, rate, flags, accelerated]: MempoolDeltaChange): TransactionCompressed {
  const base = [tuple[0], tuple[1], tuple[2], tuple[3], rate, flags, tuple[6]] as const;
  return accelerated === 1 ? [...base, 1] : base;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * A `projected-block-transactions` value, checked tuple by tuple; undefined when anything is off
 * (then the index resynchronises rather than keep a listing it cannot trust).
 */
function readProjectedMessage(value: unknown): ProjectedMessage | undefined {
  if (!isRecord(value) || !Number.isInteger(value.index) || !Number.isSafeInteger(value.sequence)) return undefined;
  const index = value.index as number;
  const sequence = value.sequence as number;
  if (Array.isArray(value.blockTransactions)) {
    const full = readTuples(value.blockTransactions);
    return full && { index, sequence, full };
  }
  const delta = value.delta;
  if (!isRecord(delta) || !Array.isArray(delta.added) || !Array.isArray(delta.removed) || !Array.isArray(delta.changed)) return undefined;
  const added = readTuples(delta.added);
  const removed = delta.removed.every(isHash64) ? (delta.removed as string[]) : undefined;
  const changed = readChanges(delta.changed);
  return added && removed && changed && { index, sequence, added, removed, changed };
}

function readTuples(values: readonly unknown[]): TransactionCompressed[] | undefined {
  const tuples: TransactionCompressed[] = [];
  for (const value of values) {
    if (!Array.isArray(value) || value.length < 7 || value.length > 8 || !isHash64(value[0])) return undefined;
    if (!value.slice(1, 7).every(isNumber)) return undefined;
    const [txid, fee, vsize, total, rate, flags, time] = value as [string, number, number, number, number, number, number];
    tuples.push(value[7] === 1 ? [txid, fee, vsize, total, rate, flags, time, 1] : [txid, fee, vsize, total, rate, flags, time]);
  }
  return tuples;
}

function readChanges(values: readonly unknown[]): MempoolDeltaChange[] | undefined {
  const changes: MempoolDeltaChange[] = [];
  for (const value of values) {
    if (!Array.isArray(value) || !isHash64(value[0]) || !isNumber(value[1]) || !isNumber(value[2])) return undefined;
    changes.push([value[0], value[1], value[2], value[3] === 1 ? 1 : 0]);
  }
  return changes;
}
