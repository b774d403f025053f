/**
 * Asks the upstream for the CPFP data the book needs (mirror/cpfp-book.ts): after each update, the
 * tracked transactions whose data is missing or stale, a few at a time, each once however many
 * clients track it. When an answer brings new data, the hub is told, and sends it to the clients
 * tracking that transaction in a small update of its own (live-hub.ts), rather than holding back
 * the update that made it stale. An answer asked for before the transaction's family changed
 * again is not kept: the transaction is asked for once more.
 *
 * @example
 * const refresh = new CpfpRefresh(lookups, mirror.cpfp, (txid) => hub.cpfpRefreshed(txid));
 * refresh.track(trackedTxids); // after each update
 */
import type { CpfpBook } from "../mirror/cpfp-book.ts";
import { LOOKUP_FAILED, type UpstreamLookups } from "../upstream/upstream-lookups.ts";

/** Lookups under way at once. */
export const CPFP_CONCURRENCY = 4;

export class CpfpRefresh {
  readonly #queued = new Set<string>();
  /** Txid → the book's change count when it was asked. */
  readonly #asked = new Map<string, number>();
  #running = 0;
  /** Bumped by `reset`: answers of an earlier session are dropped. */
  #session = 0;
  #tracked: ReadonlySet<string> = new Set();

  constructor(
    private readonly lookups: UpstreamLookups,
    private readonly book: CpfpBook,
    private readonly onRefreshed: (txid: string) => void,
  ) {}

  /** Queues what `tracked` needs asked (see the module comment). */
  track(tracked: ReadonlySet<string>): void {
    this.#tracked = tracked;
    for (const txid of this.book.due(tracked)) if (!this.#asked.has(txid)) this.#queued.add(txid);
    this.#start();
  }

  /** A new upstream session: nothing queued is asked, answers under way are dropped. */
  reset(): void {
    this.#session++;
    this.#queued.clear();
    this.#asked.clear();
    this.#running = 0;
  }

  #start(): void {
    while (this.#running < CPFP_CONCURRENCY && this.#queued.size > 0) void this.#run(this.#session);
  }

  async #run(session: number): Promise<void> {
    this.#running++;
    try {
      for (let txid = this.#take(); txid !== undefined; txid = this.#take()) {
        const changes = this.book.changeCount(txid);
        this.#asked.set(txid, changes);
        const answer = await this.lookups.cpfp(txid);
        if (session !== this.#session) return;
        this.#asked.delete(txid);
        if (!this.#tracked.has(txid)) continue;
        if (this.book.changeCount(txid) !== changes) this.#queued.add(txid);
        else if (answer === LOOKUP_FAILED) this.book.markFailed(txid);
        else if (this.book.store(txid, answer)) this.onRefreshed(txid);
      }
    } finally {
      if (session === this.#session) this.#running--;
    }
  }

  #take(): string | undefined {
    const [txid] = this.#queued;
    if (txid !== undefined) this.#queued.delete(txid);
    return txid;
  }
}
