/**
 * Which tracked transactions' CPFP data one socket must be sent in an update (research §1.4:
 * `txPosition` and `tracked-txs` carry `cpfp` only when the transaction's CPFP data changed). The
 * socket's attachment keeps a fingerprint of what it was last sent for each tracked transaction
 * (socket-state.ts `cpfpSeen`); data whose fingerprint is not among them is new to this socket.
 * What is "sent" is judged per socket, so a socket that starts tracking later still gets the data
 * once, and an evicted object forgets nothing.
 *
 * @example
 * const changes = new CpfpChanges(state.cpfpSeen);
 * live.txPosition(txid, changes.unsent(live, txid)); // with `cpfp` only if this socket lacks it
 * const next = { ...state, cpfpSeen: changes.seen() };
 */
import type { LiveCpfp, LiveSnapshot } from "./live-snapshot.ts";

/** One socket's CPFP bookkeeping for one update. */
export class CpfpChanges {
  readonly #previous: readonly string[];
  readonly #before: ReadonlySet<string>;
  readonly #now = new Set<string>();

  constructor(previous: readonly string[]) {
    this.#previous = previous;
    this.#before = new Set(previous);
  }

  /**
   * The CPFP data of mempool transaction `txid` when this socket was not sent it yet; undefined when
   * it was, or outside the mempool. Either way the socket holds that data after this update.
   */
  unsent(live: LiveSnapshot, txid: string): LiveCpfp | undefined {
    const cpfp = live.cpfp(txid);
    if (!cpfp) return undefined;
    this.#now.add(cpfp.fingerprint);
    return this.#before.has(cpfp.fingerprint) ? undefined : cpfp;
  }

  /**
   * The fingerprints to keep: those of this update's tracked transactions; the previous array itself
   * when they are the same set, so an unchanged attachment is not rewritten.
   */
  seen(): readonly string[] {
    const same = this.#previous.length === this.#now.size && [...this.#now].every((fingerprint) => this.#before.has(fingerprint));
    return same ? this.#previous : [...this.#now];
  }
}
