/**
 * What the hub tells its own `track-mempool-block` subscribers (research §1.6), numbered with its
 * own sequence per index. The hub keeps, per index, the listing it last announced; at each update it
 * diffs the mirror's listing against it, so a delta always describes the change from the state
 * its trackers hold, whatever happened upstream in between (several upstream updates in one batch,
 * an upstream re-numbering). After the upstream was lost or skipped a sequence, the index's
 * trackers get a full snapshot at a fresh sequence instead (issue 4: no client ever applies a stale
 * delta), as they do after a block whose delta would add more than half the listing (upstream's
 * rule).
 *
 * Positions (`txPosition`, `tracked-txs`) are read from the announced listings, once per update:
 * a transaction's offset is the vsize before it in its block plus half its own.
 *
 * @example
 * const messages = feed.advance(mirror, { isBlock: false });
 * messages.get(0); // { sequence: 8, previousSequence: 7, delta: '{"index":0,"sequence":8,"delta":{…}}', full: () => … }
 * feed.position(txid); // { block: 0, vsize: 12_345.5 }
 */
import { listingDelta, type ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";
import type { ProjectedMirror } from "../mirror/projected-blocks.ts";

export interface TxPositionValue {
  readonly block: number;
  readonly vsize: number;
}

/** One index's message of one update. */
export interface IndexMessage {
  readonly sequence: number;
  /** The sequence a tracker must hold to apply `delta`. */
  readonly previousSequence: number;
  /** Absent when every tracker gets the full snapshot. */
  readonly delta?: Serialized;
  /** The full snapshot at `sequence`. */
  full(): Serialized;
}

/** The hub's own projected-block announcements (see the module comment). */
export class ProjectedFeed {
  readonly #announced: (ProjectedListing | undefined)[] = new Array(MEMPOOL_BLOCKS_AMOUNT).fill(undefined);
  readonly #sequences: number[] = new Array(MEMPOOL_BLOCKS_AMOUNT).fill(0);
  readonly #fulls: (Serialized | undefined)[] = new Array(MEMPOOL_BLOCKS_AMOUNT).fill(undefined);
  #positions: Map<string, TxPositionValue> | undefined;

  /**
   * The messages of one update, per index that changed (an index still waiting for the upstream's
   * full snapshot has none: its trackers keep what they hold).
   */
  advance(mirror: ProjectedMirror, { isBlock }: { readonly isBlock: boolean }): Map<number, IndexMessage> {
    const resynced = mirror.takeResynced();
    const messages = new Map<number, IndexMessage>();
    for (let index = 0; index < MEMPOOL_BLOCKS_AMOUNT; index++) {
      const listing = mirror.listing(index);
      const before = this.#announced[index];
      if (!listing || listing === before) continue;
      this.#announced[index] = listing;
      this.#fulls[index] = undefined;
      this.#positions = undefined;
      const previousSequence = this.#sequences[index]!;
      if (!before || resynced.has(index)) {
        messages.set(index, this.#message(index, previousSequence + 1, previousSequence));
        continue;
      }
      const delta = listingDelta(before, listing);
      if (delta.added.length + delta.removed.length + delta.changed.length === 0) continue;
      const sequence = previousSequence + 1;
      const wholeBlock = isBlock && delta.added.length > listing.tuples.length / 2;
      messages.set(index, this.#message(index, sequence, previousSequence, wholeBlock ? undefined : serialized({ index, sequence, delta })));
    }
    return messages;
  }

  /**
   * Forgets the announced listings (the hub closed its session: they would be stale for the next
   * subscriber, who then waits for the new session's full snapshot). Sequences keep counting up.
   *
   * @example
   * feed.forget(); feed.snapshot(0); // undefined
   */
  forget(): void {
    this.#announced.fill(undefined);
    this.#fulls.fill(undefined);
    this.#positions = undefined;
  }

  /** What a new subscriber of `index` gets at once: the announced listing in full; undefined until there is one. */
  snapshot(index: number): { readonly sequence: number; readonly message: Serialized } | undefined {
    if (!this.#announced[index]) return undefined;
    return { sequence: this.#sequences[index]!, message: this.#full(index) };
  }

  /** The announced listings, index 0 … 7 (undefined while one waits for the upstream's snapshot). */
  listings(): readonly (ProjectedListing | undefined)[] {
    return this.#announced;
  }

  /**
   * The announced tuple's rate and acceleration marker as one string, or undefined when `txid` is
   * not listed: what makes its CPFP data worth asking again when it changes (mirror/cpfp-book.ts).
   *
   * @example
   * feed.listedMark(txid); // "12.5:0"
   */
  listedMark(txid: string): string | undefined {
    const at = this.position(txid);
    const tuple = at && this.#announced[at.block]?.byTxid.get(txid);
    return tuple ? `${tuple[4]}:${tuple[7] === 1 ? 1 : 0}` : undefined;
  }

  /** Where `txid` stands in the announced projected blocks, or undefined when it is not listed. */
  position(txid: string): TxPositionValue | undefined {
    if (!this.#positions) {
      this.#positions = new Map();
      this.#announced.forEach((listing, block) => {
        let before = 0;
        for (const tuple of listing?.tuples ?? []) {
          this.#positions!.set(tuple[0], { block, vsize: before + tuple[2] / 2 });
          before += tuple[2];
        }
      });
    }
    return this.#positions.get(txid);
  }

  #message(index: number, sequence: number, previousSequence: number, delta?: Serialized): IndexMessage {
    this.#sequences[index] = sequence;
    const full = () => this.#full(index);
    return delta ? { sequence, previousSequence, delta, full } : { sequence, previousSequence, full };
  }

  #full(index: number): Serialized {
    this.#fulls[index] ??= serialized({ index, sequence: this.#sequences[index], blockTransactions: this.#announced[index]!.tuples });
    return this.#fulls[index]!;
  }
}
