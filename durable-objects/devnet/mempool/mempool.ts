import { type Sats, type WeightUnits, WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { DescendantScoreIndex } from "./descendant-score-index.ts";

/** An output being spent: the transaction and its output index. */
export interface Outpoint {
  readonly txid: string;
  readonly vout: number;
}

export interface MempoolOutput {
  readonly value: number;
  /** The output script, hex. */
  readonly script: string;
}

/** What the mempool keeps of an unconfirmed transaction; the rest is derived from `hex` on demand. */
export interface MempoolEntry {
  readonly txid: string;
  /** Hash with witness (BIP141), display order: the block's witness commitment needs it. */
  readonly wtxid: string;
  readonly hex: string;
  readonly fee: Sats;
  readonly weight: WeightUnits;
  readonly size: number;
  /** Signature-operation cost, as the block template counts it. */
  readonly sigops: number;
  readonly inputs: readonly Outpoint[];
  readonly outputs: readonly MempoolOutput[];
  /** First seen, unix seconds. */
  readonly firstSeen: number;
  /** Some input's sequence is below 0xfffffffe (BIP125). */
  readonly signalsRbf: boolean;
}

const NO_PARENTS: readonly string[] = Object.freeze([]);
const NO_PARENT_UIDS: readonly number[] = Object.freeze([]);

export const outpointKey = (outpoint: Outpoint): string => `${outpoint.txid}:${outpoint.vout}`;

/**
 * Core's vsize: weight / 4 rounded up; Esplora's totals and `getmempoolinfo.bytes` add these whole vbytes.
 *
 * @example
 * wholeVsize(561); // 141
 */
export const wholeVsize = (weight: number): number => Math.ceil(weight / WITNESS_SCALE_FACTOR);

/**
 * One waiting transaction with the links the template builder reads on every build, kept up to
 * date as entries come and go rather than found anew each time.
 */
export interface MempoolSlot {
  readonly entry: MempoolEntry;
  /**
   * A small integer unique among the waiting transactions, reused after its transaction leaves:
   * the template builder's compact uid (research §5.1), stable while the transaction waits.
   */
  readonly uid: number;
  /** The uids of its in-mempool parents, unique, in input order; replaced (never changed in place) when one leaves. */
  readonly parentUids: readonly number[];
}

interface Slot extends MempoolSlot {
  /** The txids of `parentUids`, in the same order. */
  parents: readonly string[];
  parentUids: readonly number[];
}

/** A transaction together with all its in-mempool descendants (Core's "…WithDescendants" figures). */
export interface DescendantTotals {
  /** Σ fees, sats. */
  readonly fee: number;
  /** Σ whole vsize. */
  readonly vsize: number;
  readonly count: number;
}

/**
 * The unconfirmed transactions, with the links a template and an explorer need: who spends which
 * outpoint, and each transaction's in-mempool parents and children. It enforces no policy itself:
 * acceptance (mempool-acceptance.ts) decides what enters; this keeps the graph consistent.
 *
 * @example
 * const mempool = new Mempool();
 * mempool.add(entry);
 * mempool.ancestors(entry.txid); // in-mempool transactions it depends on
 */
export class Mempool {
  /** In arrival order. */
  readonly #entries = new Map<string, Slot>();
  readonly #spentBy = new Map<string, string>();
  readonly #children = new Map<string, Set<string>>();
  /** Uids of transactions that left, to be handed out again so uids stay as compact as the mempool. */
  readonly #freeUids: number[] = [];
  #uidSpan = 0;
  /** Kept up to date on every change, as Core keeps its entries' descendant state: the descendant-score ranking reads it. */
  readonly #descendants = new Map<string, { fee: number; vsize: number; count: number }>();
  readonly #byDescendantScore = new DescendantScoreIndex();
  #vsize = 0;
  #bytes = 0;
  #fees = 0;
  #revision = 0;

  get size(): number {
    return this.#entries.size;
  }

  /** Σ vsize (weight / 4) of every entry, as `mempoolInfo.bytes` reports it. */
  get vsize(): number {
    return this.#vsize;
  }

  /** Σ whole vsize of every entry (`getmempoolinfo.bytes`). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Σ fees in sats. */
  get totalFees(): number {
    return this.#fees;
  }

  /**
   * Counts every change (an entry added or removed): equal revisions of one mempool mean equal
   * contents, so whatever is derived from it (the projected template) can be kept until it moves.
   */
  get revision(): number {
    return this.#revision;
  }

  /** The entry and its in-mempool descendants, summed; undefined outside the mempool. */
  descendantTotals(txid: string): DescendantTotals | undefined {
    return this.#descendants.get(txid);
  }

  /** The entry Core's TrimToSize evicts first (with its descendants): the lowest descendant score. */
  lowestDescendantScore(): MempoolEntry | undefined {
    const txid = this.#byDescendantScore.lowest;
    return txid === undefined ? undefined : this.#entries.get(txid)?.entry;
  }

  has(txid: string): boolean {
    return this.#entries.has(txid);
  }

  get(txid: string): MempoolEntry | undefined {
    return this.#entries.get(txid)?.entry;
  }

  /** In arrival order. */
  *entries(): IterableIterator<MempoolEntry> {
    for (const slot of this.#entries.values()) yield slot.entry;
  }

  /** The entries with their uids and parents' uids, in arrival order. */
  slots(): IterableIterator<MempoolSlot> {
    return this.#entries.values();
  }

  /** The uid of a waiting transaction (see `MempoolSlot.uid`). */
  uidOf(txid: string): number | undefined {
    return this.#entries.get(txid)?.uid;
  }

  /** Every uid handed out so far is below this. */
  get uidSpan(): number {
    return this.#uidSpan;
  }

  /** The mempool transaction spending an outpoint, if any. */
  spenderOf(outpoint: Outpoint): string | undefined {
    return this.#spentBy.get(outpointKey(outpoint));
  }

  /** Mempool transactions that spend any outpoint `entry` spends (what a replacement would evict). */
  conflictsOf(entry: Pick<MempoolEntry, "txid" | "inputs">): string[] {
    const conflicts = new Set<string>();
    for (const input of entry.inputs) {
      const spender = this.spenderOf(input);
      if (spender !== undefined && spender !== entry.txid) conflicts.add(spender);
    }
    return [...conflicts];
  }

  /** Adds an entry whose inputs no other entry spends (resolve conflicts first). */
  add(entry: MempoolEntry): void {
    if (this.#entries.has(entry.txid)) throw new Error(`Mempool already holds ${entry.txid}.`);
    const conflicts = this.conflictsOf(entry);
    if (conflicts.length > 0) throw new Error(`${entry.txid} conflicts with ${conflicts.join(", ")}; remove them first.`);
    const parents: string[] = [];
    const parentUids: number[] = [];
    for (const input of entry.inputs) {
      this.#spentBy.set(outpointKey(input), entry.txid);
      const parent = this.#entries.get(input.txid);
      if (!parent) continue;
      this.#childrenOf(input.txid).add(entry.txid);
      if (!parents.includes(input.txid)) {
        parents.push(input.txid);
        parentUids.push(parent.uid);
      }
    }
    const uid = this.#freeUids.pop() ?? this.#uidSpan++;
    this.#entries.set(entry.txid, { entry, uid, parents: parents.length > 0 ? parents : NO_PARENTS, parentUids: parentUids.length > 0 ? parentUids : NO_PARENT_UIDS });
    this.#vsize += entry.weight / 4;
    this.#bytes += wholeVsize(entry.weight);
    this.#fees += entry.fee;
    this.#revision++;
    this.#descendants.set(entry.txid, { fee: entry.fee, vsize: wholeVsize(entry.weight), count: 1 });
    this.#rank(entry.txid);
    for (const ancestor of this.ancestors(entry.txid)) {
      this.#addToDescendants(ancestor, entry, 1);
      this.#rank(ancestor);
    }
  }

  /**
   * Removes transactions and everything that descends from them (a descendant cannot stay once
   * its parent is gone). Returns the removed entries, the requested ones first.
   */
  removeWithDescendants(txids: Iterable<string>): MempoolEntry[] {
    const removed = new Map<string, MempoolEntry>();
    const queue = [...txids];
    for (let i = 0; i < queue.length; i++) {
      const entry = this.#entries.get(queue[i]!)?.entry;
      if (!entry || removed.has(entry.txid)) continue;
      removed.set(entry.txid, entry);
      queue.push(...(this.#children.get(entry.txid) ?? []));
    }
    this.#detachAll([...removed.values()]);
    return [...removed.values()];
  }

  /**
   * Takes a block's transactions out: those confirmed leave alone (their children stay, now
   * spending confirmed outputs), and mempool transactions that double-spend the block's inputs
   * leave with their descendants.
   */
  removeForBlock(block: readonly Pick<MempoolEntry, "txid" | "inputs">[]): { confirmed: MempoolEntry[]; conflicts: MempoolEntry[] } {
    const confirmed = block.map((tx) => this.#entries.get(tx.txid)?.entry).filter((entry) => entry !== undefined);
    this.#detachAll(confirmed);
    const conflicting = new Set<string>();
    for (const tx of block) for (const txid of this.conflictsOf(tx)) conflicting.add(txid);
    return { confirmed, conflicts: this.removeWithDescendants(conflicting) };
  }

  /** In-mempool parents (unique), in input order. */
  parents(txid: string): readonly string[] {
    return this.#entries.get(txid)?.parents ?? NO_PARENTS;
  }

  /** Whether the transaction spends an output of another mempool transaction. */
  hasParents(txid: string): boolean {
    return this.parents(txid).length > 0;
  }

  children(txid: string): string[] {
    return [...(this.#children.get(txid) ?? [])];
  }

  /** Whether a mempool transaction spends one of its outputs (without listing them). */
  hasChildren(txid: string): boolean {
    return (this.#children.get(txid)?.size ?? 0) > 0;
  }

  ancestors(txid: string): string[] {
    return this.#walk(txid, (id) => this.parents(id));
  }

  descendants(txid: string): string[] {
    return this.#walk(txid, (id) => this.children(id));
  }

  #walk(start: string, next: (txid: string) => readonly string[]): string[] {
    const seen = new Set<string>();
    const stack = [...next(start)];
    while (stack.length > 0) {
      const txid = stack.pop()!;
      if (seen.has(txid)) continue;
      seen.add(txid);
      stack.push(...next(txid));
    }
    return [...seen];
  }

  #dropParent(child: string, parent: string): void {
    const slot = this.#entries.get(child);
    const at = slot ? slot.parents.indexOf(parent) : -1;
    if (!slot || at < 0) return;
    slot.parents = slot.parents.filter((_, k) => k !== at);
    slot.parentUids = slot.parentUids.filter((_, k) => k !== at);
  }

  #childrenOf(txid: string): Set<string> {
    let children = this.#children.get(txid);
    if (!children) this.#children.set(txid, (children = new Set()));
    return children;
  }

  #addToDescendants(ancestor: string, entry: MempoolEntry, sign: 1 | -1): void {
    const totals = this.#descendants.get(ancestor)!;
    totals.fee += sign * entry.fee;
    totals.vsize += sign * wholeVsize(entry.weight);
    totals.count += sign;
  }

  /**
   * Takes entries out; an ancestor that stays no longer counts them among its descendants. Every
   * ancestor set is read before anything leaves, as a departed parent would hide its own parents.
   */
  #detachAll(leaving: readonly MempoolEntry[]): void {
    const txids = new Set(leaving.map((entry) => entry.txid));
    const staying = new Set<string>();
    for (const entry of leaving) {
      for (const ancestor of this.ancestors(entry.txid)) {
        if (txids.has(ancestor)) continue;
        this.#addToDescendants(ancestor, entry, -1);
        staying.add(ancestor);
      }
    }
    for (const entry of leaving) this.#detach(entry);
    for (const ancestor of staying) this.#rank(ancestor);
  }

  /** Files `txid` under its current descendant score. */
  #rank(txid: string): void {
    const entry = this.#entries.get(txid)!.entry;
    this.#byDescendantScore.set(txid, { fee: entry.fee, vsize: wholeVsize(entry.weight), firstSeen: entry.firstSeen }, this.#descendants.get(txid)!);
  }

  #detach(entry: MempoolEntry): void {
    const slot = this.#entries.get(entry.txid);
    this.#entries.delete(entry.txid);
    if (slot) this.#freeUids.push(slot.uid);
    this.#descendants.delete(entry.txid);
    this.#byDescendantScore.delete(entry.txid);
    for (const input of entry.inputs) {
      const key = outpointKey(input);
      if (this.#spentBy.get(key) === entry.txid) this.#spentBy.delete(key);
      this.#children.get(input.txid)?.delete(entry.txid);
    }
    // Its children stay (a confirmed parent) or leave next (removeWithDescendants); either way it is no parent of theirs now.
    for (const child of this.#children.get(entry.txid) ?? []) this.#dropParent(child, entry.txid);
    this.#children.delete(entry.txid);
    this.#vsize -= entry.weight / 4;
    this.#bytes -= wholeVsize(entry.weight);
    this.#fees -= entry.fee;
    this.#revision++;
  }
}
