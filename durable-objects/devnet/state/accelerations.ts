/**
 * The devnet's accelerator book: the accelerations waiting in the mempool (research §1.4
 * `accelerations`) and those a partner pool mined (`/api/v1/accelerations/block/:height`). An
 * acceleration ends when its transaction confirms or leaves the mempool; it is remembered as mined
 * only when the block's pool took part, as upstream indexes only the accelerations that paid off.
 *
 * @example
 * const book = new AccelerationBook();
 * book.add(acceleration);
 * book.active;       // [acceleration]
 * book.update({ ...acceleration, pools: [1, 3] });
 * book.end(txid);    // the acceleration, now gone from `active`
 */
import type { Acceleration } from "../../../shared/types/acceleration.ts";

/** A mined acceleration (upstream's `accelerations` table row). */
export interface MinedAcceleration {
  readonly txid: string;
  readonly height: number;
  readonly poolId: number;
  /** Time of the block that mined it, unix seconds: the interval routes filter by it, as upstream. */
  readonly minedAt: number;
  /** When it was requested, unix seconds. */
  readonly requestedAt: number;
  readonly effectiveVsize: number;
  readonly effectiveFee: number;
  /**
   * The block's boost rate (shared/rules/bid-boost.ts), sat/vB; where the block left no rate to read
   * (the pool takes the whole bid), the rate the whole bid lifts the package to.
   */
  readonly boostRate: number;
  /** What the pool charged of the bid by the bid-boost rule, sats: the devnet's accelerator keeps no cut. */
  readonly boostCost: number;
}

/** What the store keeps of the book. */
export interface StoredAccelerations {
  readonly active: Iterable<Acceleration>;
  readonly mined: Iterable<MinedAcceleration>;
}

export const NO_STORED_ACCELERATIONS: StoredAccelerations = { active: [], mined: [] };

/** The accelerations of one network (see the module comment). */
export class AccelerationBook {
  readonly #active = new Map<string, Acceleration>();
  readonly #mined: MinedAcceleration[] = [];
  readonly #minedByHeight = new Map<number, MinedAcceleration[]>();
  #version = 0;

  /** Counts every change of the active list: what the projected template and the sockets key on. */
  get version(): number {
    return this.#version;
  }

  /** Active accelerations, oldest request first. */
  get active(): readonly Acceleration[] {
    return [...this.#active.values()];
  }

  get size(): number {
    return this.#active.size;
  }

  get(txid: string): Acceleration | undefined {
    return this.#active.get(txid);
  }

  /**
   * Starts an acceleration.
   * @throws Error when the transaction is already accelerated (a second bid would hide the first).
   */
  add(acceleration: Acceleration): void {
    if (this.#active.has(acceleration.txid)) throw new Error(`${acceleration.txid} is already accelerated.`);
    this.#active.set(acceleration.txid, acceleration);
    this.#version++;
  }

  /**
   * Replaces the acceleration of the same transaction (a pool joined or left it), keeping its place
   * among the active ones.
   * @throws Error when the transaction is not accelerated.
   */
  update(acceleration: Acceleration): void {
    if (!this.#active.has(acceleration.txid)) throw new Error(`${acceleration.txid} is not accelerated.`);
    this.#active.set(acceleration.txid, acceleration);
    this.#version++;
  }

  /** Ends the acceleration of `txid`, if any, returning it. */
  end(txid: string): Acceleration | undefined {
    const acceleration = this.#active.get(txid);
    if (!acceleration) return undefined;
    this.#active.delete(txid);
    this.#version++;
    return acceleration;
  }

  /** Remembers a mined acceleration (blocks arrive in height order, so the history stays sorted). */
  recordMined(mined: MinedAcceleration): void {
    this.#mined.push(mined);
    const atHeight = this.#minedByHeight.get(mined.height);
    if (atHeight) atHeight.push(mined);
    else this.#minedByHeight.set(mined.height, [mined]);
  }

  /** Every mined acceleration, oldest block first. */
  get mined(): readonly MinedAcceleration[] {
    return this.#mined;
  }

  minedAt(height: number): readonly MinedAcceleration[] {
    return this.#minedByHeight.get(height) ?? [];
  }
}
