/**
 * Which transaction replaced which, remembered for a while (research §1.3: watch-mempool on a
 * replaced transaction answers `txReplaced`; `track-txs` answers `replacedBy`). Fed by the
 * firehose's `replaced` list and by the RBF trees upstream publishes; bounded, oldest forgotten
 * first, since the mempool's own RBF cache forgets too.
 *
 * @example
 * memory.remember(oldTxid, newTxid);
 * memory.replacer(oldTxid); // newTxid
 */

/** About a day of replacements on a busy network. */
export const REMEMBERED_REPLACEMENTS = 20_000;

export class ReplacementMemory {
  readonly #replacers = new Map<string, string>();

  constructor(private readonly capacity: number = REMEMBERED_REPLACEMENTS) {}

  remember(replaced: string, by: string): void {
    this.#replacers.delete(replaced);
    this.#replacers.set(replaced, by);
    if (this.#replacers.size > this.capacity) {
      const oldest = this.#replacers.keys().next().value;
      if (oldest !== undefined) this.#replacers.delete(oldest);
    }
  }

  /** The direct replacer of `txid`, if remembered. */
  replacer(txid: string): string | undefined {
    return this.#replacers.get(txid);
  }

  get size(): number {
    return this.#replacers.size;
  }
}
