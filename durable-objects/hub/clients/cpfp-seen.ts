/**
 * Which tracked transactions' CPFP data one socket is to be sent in an update (research §1.4:
 * `txPosition` and `tracked-txs` carry `cpfp` only when the transaction's CPFP data changed), kept
 * as the devnet keeps it (devnet ws/cpfp-changes.ts): the socket's attachment holds a fingerprint
 * of the data it was last sent for each tracked transaction (socket-state.ts `cpfpSeen`), and data
 * whose fingerprint is not among them is new to this socket. Data the hub is refreshing (stale in
 * mirror/cpfp-book.ts) is not sent, and the socket keeps the fingerprint it holds for it, so a
 * refresh that brings the same data back sends nothing.
 *
 * Every tracked transaction passes through `take` (this update may carry its data) or `keep` (it
 * does not), so `seen()` is exactly what the socket holds after the update.
 *
 * @example
 * const cpfp = new CpfpSeen(state.cpfpSeen, mirror.cpfp);
 * const unsent = cpfp.take(txid);   // the entry to send, or undefined
 * next = { ...state, cpfpSeen: cpfp.seen() };
 */
import type { CpfpBook, CpfpEntry } from "../mirror/cpfp-book.ts";

export class CpfpSeen {
  readonly #previous: readonly string[];
  readonly #before: ReadonlySet<string>;
  readonly #now = new Set<string>();

  constructor(
    previous: readonly string[],
    private readonly book: CpfpBook,
  ) {
    this.#previous = previous;
    this.#before = new Set(previous);
  }

  /** The data of `txid` when it is fresh and this socket lacks it; either way the socket holds what it will after this update. */
  take(txid: string): CpfpEntry | undefined {
    const entry = this.book.entry(txid);
    if (!entry) return undefined;
    if (this.book.isStale(txid)) {
      this.keep(txid);
      return undefined;
    }
    this.#now.add(entry.fingerprint);
    return this.#before.has(entry.fingerprint) ? undefined : entry;
  }

  /** This update does not carry the data of `txid`: the socket keeps what it holds of it. */
  keep(txid: string): void {
    const entry = this.book.entry(txid);
    if (entry && this.#before.has(entry.fingerprint)) this.#now.add(entry.fingerprint);
  }

  /** The fingerprints the socket holds after this update; the previous array itself when unchanged. */
  seen(): readonly string[] {
    const same = this.#previous.length === this.#now.size && [...this.#now].every((fingerprint) => this.#before.has(fingerprint));
    return same ? this.#previous : [...this.#now];
  }
}
