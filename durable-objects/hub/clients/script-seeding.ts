/**
 * Catches up on scripts clients start tracking. The firehose shows the hub every arrival, but a
 * transaction that arrived before anyone tracked its address (or while the upstream was away) was
 * not kept, so its confirmation or eviction would go unannounced. For each script newly tracked the
 * hub asks the upstream once for the script's mempool transactions and keeps them with the others
 * (mirror/watched-transactions.ts). Lookups run a few at a time, so a reconnect with thousands of
 * tracked addresses does not flood the upstream.
 *
 * @example
 * seeding.track(trackedKeys(registry).scripts); // after each update: look up what is new, forget what nobody tracks
 */
import type { UpstreamLookups } from "../upstream/upstream-lookups.ts";
import type { WatchedTransactions } from "../mirror/watched-transactions.ts";

/** Lookups under way at once. */
export const SEEDING_CONCURRENCY = 4;

export class ScriptSeeding {
  /** Scripts looked up (or queued) in this session. */
  readonly #seeded = new Set<string>();
  readonly #queue: string[] = [];
  #running = 0;

  constructor(
    private readonly lookups: UpstreamLookups,
    private readonly watched: WatchedTransactions,
  ) {}

  /** Looks up the scripts of `tracked` not looked up yet; forgets scripts nobody tracks any more. */
  track(tracked: ReadonlySet<string>): void {
    for (const script of this.#seeded) if (!tracked.has(script)) this.#seeded.delete(script);
    for (const script of tracked) {
      if (this.#seeded.has(script)) continue;
      this.#seeded.add(script);
      this.#queue.push(script);
    }
    while (this.#running < SEEDING_CONCURRENCY && this.#queue.length > 0) void this.#run();
  }

  /** A new upstream session: what arrived meanwhile is unknown, so every tracked script is looked up again. */
  reset(): void {
    this.#seeded.clear();
    this.#queue.length = 0;
  }

  async #run(): Promise<void> {
    this.#running++;
    try {
      for (let script = this.#queue.shift(); script !== undefined; script = this.#queue.shift()) {
        const txs = await this.lookups.mempoolTransactionsOf(script);
        if (!this.#seeded.has(script)) continue;
        for (const tx of txs) this.watched.keep(tx, [script]);
      }
    } finally {
      this.#running--;
    }
  }
}
