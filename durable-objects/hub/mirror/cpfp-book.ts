/**
 * The CPFP data of the transactions clients track (`cpfp` in `txPosition` and `tracked-txs`,
 * research §1.4: sent when the transaction's CPFP data changed), as the upstream answers
 * `/api/v1/cpfp/:txid` (§2.3), one copy per txid whoever tracks it.
 *
 * Why ask the upstream rather than compute it: the answer's `effectiveFeePerVsize` is the rate the
 * upstream's own template mines the transaction at, and its relatives include transactions that
 * were waiting before the hub's session began; the firehose shows neither, so a graph built from it
 * would be wrong exactly where CPFP matters. Asking costs no subscription, and the firehose does
 * tell the hub when an answer may have gone stale, so each tracked transaction is asked for once
 * when tracking starts and again only when its family changed:
 *
 * - an arrival spending the transaction or any relative (a new descendant), or the transaction
 *   itself arriving (watch-mempool);
 * - a relative confirmed, evicted or replaced (the transaction itself leaving needs no question:
 *   it has no CPFP data any more);
 * - an acceleration of the transaction or a relative added or removed;
 * - its listed rate or acceleration marker changed in the projected blocks.
 *
 * So the upstream is asked once per changed tracked transaction per update, however many clients
 * track it. Until the new answer is in, the previous one is kept and marked stale: it still gives
 * the position its rate, but is not sent as new.
 *
 * @example
 * book.store(txid, await lookups.cpfp(txid)); // true: the data changed
 * book.noteChanges({ added, left, accelerated }); // stale where the family moved
 * book.due(trackedTxids);                         // what to ask for now
 */
import { cpfpFingerprint } from "../../../shared/protocol/cpfp-fingerprint.ts";
import type { AccelerationFields } from "../../../shared/types/acceleration.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import type { WireTransaction } from "../../../shared/protocol/wire-transaction.ts";

/** One transaction's CPFP data as the upstream gave it. */
export interface CpfpEntry {
  /** The answer as received, passed on whole. */
  readonly info: Readonly<Record<string, unknown>>;
  /** 8 characters naming this txid with exactly this data, kept per socket (socket-state.ts `cpfpSeen`). */
  readonly fingerprint: string;
  /** The rate the upstream's template mines it at (sat/vB). */
  readonly effectiveRate: number;
  /** The sigop-adjusted vsize, when given. */
  readonly vsize: number | undefined;
  /** Set for an accelerated transaction or an ancestor its acceleration pulls along. */
  readonly acceleration: AccelerationFields | undefined;
  /** Its in-mempool ancestors and descendants. */
  readonly family: readonly string[];
}

/** What one update did that can change tracked transactions' CPFP data. */
export interface CpfpChanges {
  readonly added: readonly WireTransaction[];
  /** Left the mempool: confirmed, evicted or replaced. */
  readonly left: Iterable<string>;
  /** Accelerations added or removed. */
  readonly accelerated: Iterable<string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads an answer of `/api/v1/cpfp/:txid`: an entry for a transaction the upstream has CPFP data
 * on, null for `{ancestors: []}` (not in its mempool), undefined for anything else.
 *
 * @example
 * readCpfp(txid, { ancestors: [] });                                            // null
 * readCpfp(txid, { ancestors: [], descendants: [], effectiveFeePerVsize: 2 })?.effectiveRate; // 2
 */
export function readCpfp(txid: string, answer: unknown): CpfpEntry | null | undefined {
  if (!isRecord(answer) || !Array.isArray(answer.ancestors)) return undefined;
  const rate = answer.effectiveFeePerVsize;
  if (typeof rate !== "number" || !Number.isFinite(rate)) return answer.ancestors.length === 0 ? null : undefined;
  const family = [answer.ancestors, Array.isArray(answer.descendants) ? answer.descendants : []]
    .flat()
    .flatMap((relative: unknown) => (isRecord(relative) && isHash64(relative.txid) ? [relative.txid.toLowerCase()] : []));
  const value = JSON.stringify(answer);
  const vsize = typeof answer.adjustedVsize === "number" && answer.adjustedVsize > 0 ? answer.adjustedVsize : undefined;
  return { info: answer, fingerprint: cpfpFingerprint(txid, value), effectiveRate: rate, vsize, acceleration: accelerationOf(answer), family };
}

function accelerationOf(answer: Readonly<Record<string, unknown>>): AccelerationFields | undefined {
  if (answer.acceleration !== true) return undefined;
  const pools = Array.isArray(answer.acceleratedBy) ? answer.acceleratedBy.filter((pool): pool is number => Number.isInteger(pool)) : [];
  return {
    accelerated: true,
    acceleratedBy: pools,
    acceleratedAt: typeof answer.acceleratedAt === "number" ? answer.acceleratedAt : 0,
    feeDelta: typeof answer.feeDelta === "number" ? answer.feeDelta : 0,
  };
}

/** The tracked transactions' CPFP data (see the module comment). */
export class CpfpBook {
  /** null: the upstream has no CPFP data on it (not in its mempool). */
  readonly #entries = new Map<string, CpfpEntry | null>();
  readonly #stale = new Set<string>();
  /** Asked and not answered: not asked again until something changes. */
  readonly #failed = new Set<string>();
  /** A relative → the kept txids whose family holds it. */
  readonly #relatives = new Map<string, Set<string>>();
  /** The listed `rate:marker` of each kept txid, as last seen. */
  readonly #listed = new Map<string, string>();
  /** How often each txid's data was made stale: an answer asked for before the last change is not kept. */
  readonly #changes = new Map<string, number>();

  /** The last data known of `txid`, fresh or stale. */
  entry(txid: string): CpfpEntry | undefined {
    return this.#entries.get(txid) ?? undefined;
  }

  /** A counter that moves whenever the data of `txid` is made stale. */
  changeCount(txid: string): number {
    return this.#changes.get(txid) ?? 0;
  }

  /** Whether the kept data of `txid` waits for a newer answer. */
  isStale(txid: string): boolean {
    return this.#stale.has(txid);
  }

  /**
   * Keeps an answer of the upstream; returns whether the data of `txid` is new (another
   * fingerprint, or in the mempool now and not before).
   */
  store(txid: string, answer: unknown): boolean {
    const read = readCpfp(txid, answer);
    if (read === undefined) {
      this.markFailed(txid);
      return false;
    }
    const before = this.#entries.get(txid);
    this.#stale.delete(txid);
    this.#failed.delete(txid);
    this.#set(txid, read);
    return (before?.fingerprint ?? null) !== (read?.fingerprint ?? null);
  }

  /** The upstream did not answer: the kept data stays as it was, and is not asked for again until something changes or `retryFailed`. */
  markFailed(txid: string): void {
    this.#failed.add(txid);
  }

  /** Marks stale what `changes` may have changed (see the module comment). */
  noteChanges(changes: CpfpChanges): void {
    for (const tx of changes.added) {
      if (this.#entries.has(tx.txid) || this.#failed.has(tx.txid)) this.#touch(tx.txid);
      for (const input of tx.vin) {
        if (this.#entries.get(input.txid)) this.#touch(input.txid);
        this.#touchRelatives(input.txid);
      }
    }
    for (const txid of changes.left) {
      this.#touchRelatives(txid);
      if (this.#entries.has(txid) || this.#failed.has(txid)) {
        this.#set(txid, null);
        this.#stale.delete(txid);
        this.#failed.delete(txid);
      }
    }
    for (const txid of changes.accelerated) {
      if (this.#entries.has(txid)) this.#touch(txid);
      this.#touchRelatives(txid);
    }
  }

  /** Compares the listed rate and marker of a kept txid with the last seen; a change makes its data stale. */
  noteListed(txid: string, mark: string | undefined): void {
    if (!this.#entries.has(txid)) return;
    const before = this.#listed.get(txid);
    if (mark === undefined) this.#listed.delete(txid);
    else this.#listed.set(txid, mark);
    if (before !== undefined && mark !== undefined && before !== mark) this.#touch(txid);
  }

  /**
   * Forgets the txids nobody tracks any more and returns those of `tracked` to ask for: never
   * asked, or stale.
   */
  due(tracked: ReadonlySet<string>): string[] {
    for (const txid of [...this.#entries.keys()]) if (!tracked.has(txid)) this.#forget(txid);
    for (const txid of this.#failed) if (!tracked.has(txid)) this.#failed.delete(txid);
    const due: string[] = [];
    for (const txid of tracked) {
      if (this.#failed.has(txid)) continue;
      if (!this.#entries.has(txid) || this.#stale.has(txid)) due.push(txid);
    }
    return due;
  }

  /** A new upstream session: everything kept may be out of date. */
  markAllStale(): void {
    for (const txid of this.#entries.keys()) this.#touch(txid);
    this.#failed.clear();
  }

  /** Asks again for what the upstream failed to answer (at each block: a failing upstream is asked once per block, not per update). */
  retryFailed(): void {
    this.#failed.clear();
  }

  clear(): void {
    this.#entries.clear();
    this.#stale.clear();
    this.#failed.clear();
    this.#relatives.clear();
    this.#listed.clear();
    this.#changes.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #touch(txid: string): void {
    this.#stale.add(txid);
    this.#failed.delete(txid);
    this.#changes.set(txid, this.changeCount(txid) + 1);
  }

  #touchRelatives(relative: string): void {
    for (const txid of this.#relatives.get(relative) ?? []) this.#touch(txid);
  }

  #set(txid: string, entry: CpfpEntry | null): void {
    this.#unlinkFamily(txid);
    this.#entries.set(txid, entry);
    for (const relative of entry?.family ?? []) {
      let kept = this.#relatives.get(relative);
      if (!kept) {
        kept = new Set();
        this.#relatives.set(relative, kept);
      }
      kept.add(txid);
    }
  }

  #forget(txid: string): void {
    this.#unlinkFamily(txid);
    this.#entries.delete(txid);
    this.#stale.delete(txid);
    this.#listed.delete(txid);
    this.#changes.delete(txid);
  }

  #unlinkFamily(txid: string): void {
    for (const relative of this.#entries.get(txid)?.family ?? []) {
      const kept = this.#relatives.get(relative);
      kept?.delete(txid);
      if (kept?.size === 0) this.#relatives.delete(relative);
    }
  }
}
