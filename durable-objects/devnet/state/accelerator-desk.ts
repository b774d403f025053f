/**
 * The accelerator's desk: when the next user accelerates one of their waiting transactions and what
 * they bid, drawn from a stream of its own so accelerating shifts no other draw; and the book kept
 * in step with the journal as accelerations start, end and are mined.
 *
 * @example
 * desk.schedule(now, 12);                     // the next request, 12 an hour on average
 * desk.request(desk.nextAt, mempool, txids, marketRate); // an acceleration, or undefined
 */
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { ACCELERATOR_POOL_IDS, type DevnetPool } from "../chain/pools.ts";
import type { Mempool } from "../mempool/mempool.ts";
import { requestAcceleration } from "../sim/accelerator.ts";
import type { Random, RandomState } from "../sim/random.ts";
import type { AccelerationBook, MinedAcceleration } from "./accelerations.ts";
import type { Journal } from "./devnet-journal.ts";
import { templateOf } from "./mempool-template.ts";

/** The acceleration requests of one network (see the module comment). */
export class AcceleratorDesk {
  #random: Random;
  #nextAt = Number.POSITIVE_INFINITY;

  constructor(
    readonly book: AccelerationBook,
    readonly journal: Journal,
    random: Random,
  ) {
    this.#random = random;
  }

  /** When the next user accelerates, unix seconds; infinite while none is due. */
  get nextAt(): number {
    return this.#nextAt;
  }

  /** Where the desk's draws stand, stored beside the chain. */
  get randomState(): RandomState {
    return this.#random.state;
  }

  /** Carries on from a stored position. */
  resume(random: Random, nextAt: number): void {
    this.#random = random;
    this.#nextAt = nextAt;
  }

  /** Draws when the next user accelerates after `from`, `perHour` an hour on average; never when 0. */
  schedule(from: number, perHour: number): void {
    this.#nextAt = perHour > 0 ? from + this.#random.exponential(3_600 / perHour) : Number.POSITIVE_INFINITY;
  }

  /** A user accelerates one of the `candidates` (their low-fee waiting transactions), if one is worth it. */
  request(at: number, mempool: Mempool, candidates: Iterable<string>, marketRate: number): Acceleration | undefined {
    const projected = templateOf(mempool, { blockCount: 2, accelerations: this.book.active });
    const acceleration = requestAcceleration({
      random: this.#random,
      mempool,
      candidates,
      projected,
      marketRate,
      now: at,
      pools: ACCELERATOR_POOL_IDS,
    });
    if (!acceleration) return undefined;
    this.book.add(acceleration);
    this.journal.push({ op: "acceleration", acceleration });
    return acceleration;
  }

  /** Ends the acceleration of a transaction that left the mempool, if it had one. */
  end(txid: string): Acceleration | undefined {
    const acceleration = this.book.end(txid);
    if (acceleration) this.journal.push({ op: "acceleration-end", txid });
    return acceleration;
  }

  /** A mined transaction's acceleration ends; when the block's pool took part, it is remembered as mined. */
  settle(txid: string, pool: DevnetPool, height: number, minedAt: number): void {
    const acceleration = this.end(txid);
    if (!acceleration || !acceleration.pools.includes(pool.id)) return;
    const mined: MinedAcceleration = {
      txid,
      height,
      poolId: pool.id,
      minedAt,
      requestedAt: acceleration.added,
      effectiveVsize: acceleration.effectiveVsize,
      effectiveFee: acceleration.effectiveFee,
      boostRate: (acceleration.effectiveFee + acceleration.feeDelta) / acceleration.effectiveVsize,
      boostCost: acceleration.feeDelta,
    };
    this.book.recordMined(mined);
    this.journal.push({ op: "acceleration-mined", mined });
  }
}
