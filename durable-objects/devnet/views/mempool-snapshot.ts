/**
 * The projected mempool (research §5.1) and what is derived from it, built once per mempool state
 * and reused by every request and every websocket update until the mempool changes. Building a template is the costly part
 * of the live endpoints (fees, mempool blocks, cpfp, init data); with thousands of transactions
 * it must not run per request.
 *
 * @example
 * const snapshots = new MempoolSnapshots(network);
 * snapshots.current().blocks[0]?.medianFee;
 */
import type { AccelerationFields } from "../../../shared/types/acceleration.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { type Mempool, type MempoolEntry, wholeVsize } from "../mempool/mempool.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { type MempoolTemplate, templateOf } from "../state/mempool-template.ts";
import type { TxPosition } from "../template/projected-blocks.ts";
import { feeHistogram } from "./fee-histogram.ts";

export { wholeVsize };

/** The mempool's running totals when the snapshot was taken (the template holds the same entries). */
export interface MempoolTotals {
  /** Σ whole vsize. */
  readonly vsize: number;
  /** Σ fees in sats. */
  readonly fees: number;
}

/** One projection of the mempool and what is derived from it, each derived part computed on first use. */
export class MempoolSnapshot {
  readonly #template: MempoolTemplate;
  readonly #totals: MempoolTotals | undefined;
  #histogram: [number, number][] | undefined;
  #vsize: number | undefined;
  #fees: number | undefined;

  /** Without `totals` they are summed from the template's entries on first use. */
  constructor(template: MempoolTemplate, totals?: MempoolTotals) {
    this.#template = template;
    this.#totals = totals;
  }

  /**
   * The projected blocks with their transactions: the one template of this mempool state, which the
   * summaries here, the REST routes and the websocket's projected-block listings all read.
   */
  get template(): MempoolTemplate {
    return this.#template;
  }

  /** Entries in arrival order (the mempool's own order), oldest first. */
  get entries(): readonly MempoolEntry[] {
    return this.#template.entries;
  }

  /** The projected blocks' summaries, next block first (`/api/v1/fees/mempool-blocks`). */
  get blocks(): readonly MempoolBlock[] {
    return this.#template.projected.blocks.map((block) => block.summary);
  }

  /** The package rate the template mines a transaction at; undefined outside the mempool. */
  effectiveRate(txid: string): number | undefined {
    const uid = this.#template.uidOf.get(txid);
    return uid === undefined ? undefined : this.#template.templates.effectiveRateOf(uid);
  }

  position(txid: string): TxPosition | undefined {
    const uid = this.#template.uidOf.get(txid);
    return uid === undefined ? undefined : this.#template.projected.positionOf(uid);
  }

  uid(txid: string): number | undefined {
    return this.#template.uidOf.get(txid);
  }

  /** The acceleration fields of an accelerated transaction or of an ancestor it pulls along (research §5.1). */
  acceleration(txid: string): AccelerationFields | undefined {
    return this.#template.accelerated.get(txid);
  }

  /** The `count` latest arrivals, newest first. */
  newest(count: number): MempoolEntry[] {
    return this.#template.entries.slice(-count).reverse();
  }

  /** Σ whole vsize, as Esplora and `getmempoolinfo.bytes` count it. */
  get vsize(): number {
    this.#vsize ??= this.#totals?.vsize ?? this.#template.entries.reduce((sum, entry) => sum + wholeVsize(entry.weight), 0);
    return this.#vsize;
  }

  /** Σ fees in sats. */
  get totalFees(): number {
    this.#fees ??= this.#totals?.fees ?? this.#template.entries.reduce((sum, entry) => sum + entry.fee, 0);
    return this.#fees;
  }

  get feeHistogram(): readonly [number, number][] {
    this.#histogram ??= feeHistogram(this.#template.entries.map((entry) => ({ fee: entry.fee, vsize: wholeVsize(entry.weight) })));
    return this.#histogram;
  }
}

/**
 * Hands out the snapshot of the current mempool, building the template only after the mempool
 * changed: keyed by the mempool object and its revision (every addition and removal counts), and
 * by the accelerations' version (an acceleration re-ranks the mempool without changing it), so
 * one template serves every reader of a state however many ask.
 */
export class MempoolSnapshots {
  #mempool: Mempool | undefined;
  #revision = -1;
  #accelerations = -1;
  #snapshot: MempoolSnapshot | undefined;

  /** Only the mempool and the accelerations are read, so a test can hand in plain objects. */
  constructor(readonly network: Pick<DevnetNetwork, "mempool" | "accelerations">) {}

  current(): MempoolSnapshot {
    const { mempool, accelerations } = this.network;
    if (!this.#snapshot || mempool !== this.#mempool || mempool.revision !== this.#revision || accelerations.version !== this.#accelerations) {
      // The public projection: every acceleration applies, whichever pools take part (research §5.1).
      this.#snapshot = new MempoolSnapshot(templateOf(mempool, { accelerations: accelerations.active }), { vsize: mempool.bytes, fees: mempool.totalFees });
      this.#mempool = mempool;
      this.#revision = mempool.revision;
      this.#accelerations = accelerations.version;
    }
    return this.#snapshot;
  }
}
