/**
 * The accelerator's desk: when the next user accelerates one of their waiting transactions and what
 * they bid, drawn from a stream of its own so accelerating shifts no other draw; the partner pools'
 * own requests (the pool API, api/devnet-pool-routes.ts); and the book kept in step with the
 * journal as accelerations start, change, end and are mined, each mined one charged by the
 * bid-boost rule (shared/rules/bid-boost.ts).
 *
 * @example
 * desk.schedule(now, 12);                     // the next request, 12 an hour on average
 * desk.request(desk.nextAt, mempool, txids, marketRate); // an acceleration, or undefined
 * desk.join(poolBySlug("tidewater")!, { txid, feeDelta: 6_000, requestedAt: now }, mempool); // { ok: true, … }
 */
import { bidBoostCharge, blockBoostRate } from "../../../shared/rules/bid-boost.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { ACCELERATOR_POOL_IDS, type DevnetPool } from "../chain/pools.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import { accelerationPackage, requestAcceleration } from "../sim/accelerator.ts";
import type { Random, RandomState } from "../sim/random.ts";
import type { AccelerationBook, MinedAcceleration } from "./accelerations.ts";
import type { Journal } from "./devnet-journal.ts";
import { templateOf } from "./mempool-template.ts";

/** A partner pool's request to take part in accelerating a transaction (the pool API's body). */
export interface PoolAccelerationRequest {
  readonly txid: string;
  /** The maximum bid, whole sats above 0. */
  readonly feeDelta: number;
  /** When the accelerator accepted it, unix seconds: the acceleration's `added` if it starts it. */
  readonly requestedAt: number;
}

/** Why a pool's request changes nothing: the pool API's error codes. */
export type PoolRefusal = "not_partner" | "txid_not_in_mempool" | "acceleration_duplicated";

export type PoolJoinOutcome =
  | { readonly ok: true; readonly acceleration: Acceleration }
  | { readonly ok: false; readonly refusal: PoolRefusal };

/** A mined block as the desk settles it. */
export interface SettledBlock {
  /** After the coinbase, in block order. */
  readonly txs: readonly MempoolEntry[];
  /** The whole block's weight, WU. */
  readonly weight: number;
}

const refused = (refusal: PoolRefusal): PoolJoinOutcome => ({ ok: false, refusal });

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

  /**
   * `pool` takes part in accelerating `request.txid`: it starts the acceleration (its package
   * measured as the simulated users' are), joins a running one with the same bid, or finds itself
   * already in it (nothing changes). A pool that is no partner, a transaction not waiting, or a
   * running acceleration with another bid is refused.
   */
  join(pool: DevnetPool, request: PoolAccelerationRequest, mempool: Mempool): PoolJoinOutcome {
    if (!pool.acceleratorPartner) return refused("not_partner");
    const entry = mempool.get(request.txid);
    if (!entry) return refused("txid_not_in_mempool");
    const current = this.book.get(request.txid);
    if (current && current.feeDelta !== request.feeDelta) return refused("acceleration_duplicated");
    if (current?.pools.includes(pool.id)) return { ok: true, acceleration: current };
    let acceleration: Acceleration;
    if (current) {
      acceleration = { ...current, pools: [...current.pools, pool.id].sort((a, b) => a - b) };
      this.book.update(acceleration);
    } else {
      const { effectiveVsize, effectiveFee } = accelerationPackage(mempool, entry);
      acceleration = { txid: request.txid, added: request.requestedAt, effectiveVsize, effectiveFee, feeDelta: request.feeDelta, pools: [pool.id] };
      this.book.add(acceleration);
    }
    this.journal.push({ op: "acceleration", acceleration });
    return { ok: true, acceleration };
  }

  /** `pool` withdraws from the acceleration of `txid`, which ends with its last pool; false when it took no part. */
  leave(pool: DevnetPool, txid: string): boolean {
    const current = this.book.get(txid);
    if (!current?.pools.includes(pool.id)) return false;
    const pools = current.pools.filter((id) => id !== pool.id);
    if (pools.length === 0) {
      this.end(txid);
      return true;
    }
    const acceleration = { ...current, pools };
    this.book.update(acceleration);
    this.journal.push({ op: "acceleration", acceleration });
    return true;
  }

  /**
   * A mined block's transactions end their accelerations; those its pool took part in are
   * remembered as mined, charged by the bid-boost rule at the block's one rate.
   */
  settle(block: SettledBlock, pool: DevnetPool, height: number, minedAt: number): void {
    const charged: Acceleration[] = [];
    for (const { txid } of block.txs) {
      const acceleration = this.end(txid);
      if (acceleration?.pools.includes(pool.id)) charged.push(acceleration);
    }
    if (charged.length === 0) return;
    const rate = boostRateOf(block, new Set(charged.map((acceleration) => acceleration.txid)));
    for (const acceleration of charged) {
      const boostCost = bidBoostCharge(acceleration, rate);
      const mined: MinedAcceleration = {
        txid: acceleration.txid,
        height,
        poolId: pool.id,
        minedAt,
        requestedAt: acceleration.added,
        effectiveVsize: acceleration.effectiveVsize,
        effectiveFee: acceleration.effectiveFee,
        // JSON has no Infinity: where the pool took the whole bid, the rate that bid buys.
        boostRate: Number.isFinite(rate) ? rate : (acceleration.effectiveFee + boostCost) / acceleration.effectiveVsize,
        boostCost,
      };
      this.book.recordMined(mined);
      this.journal.push({ op: "acceleration-mined", mined });
    }
  }
}

/**
 * The block's boost rate, read off its transactions as its summary lists them (vsize = weight / 4).
 * Accelerated are those charged here: exactly the rows `/api/v1/accelerations/block/:height` lists,
 * so the accelerator service, reading that list beside the block's summary, finds the same rate.
 */
function boostRateOf(block: SettledBlock, accelerated: ReadonlySet<string>): number {
  const txs = block.txs.map((tx) => ({ vsize: tx.weight / WITNESS_SCALE_FACTOR, fee: tx.fee, accelerated: accelerated.has(tx.txid) }));
  return blockBoostRate(txs, block.weight);
}
