/**
 * Wire shapes of the mempool accelerator as the backend publishes them (research §1.4 `accelerations`,
 * `txPosition`, `tracked-txs`; §2.2 `/api/v1/accelerations/…`). An acceleration is an out-of-band fee
 * (`feeDelta`) that participating pools add to a transaction's fee when they build their templates.
 *
 * @example
 * const acceleration: Acceleration = {
 *   txid, added: 1_763_700_000, effectiveVsize: 141, effectiveFee: 282, feeDelta: 5_640, pools: [1, 2, 3],
 * };
 */

/** One active acceleration (the `accelerations` frame, `GET /api/v1/accelerations`). */
export interface Acceleration {
  readonly txid: string;
  /** When it was requested, unix seconds. */
  readonly added: number;
  /** vsize of the transaction plus its unconfirmed ancestors, vB. */
  readonly effectiveVsize: number;
  /** Their fees, sats. */
  readonly effectiveFee: number;
  /** The extra fee participating pools count, sats. */
  readonly feeDelta: number;
  /** Unique ids of the pools that take part. */
  readonly pools: readonly number[];
}

/** `accelerations` after the first frame: what was added (or changed) and the txids no longer accelerated. */
export interface AccelerationDelta {
  readonly added: readonly Acceleration[];
  readonly removed: readonly string[];
}

/**
 * The acceleration fields of a transaction in the projected blocks (`txPosition.position`, an entry of
 * `tracked-txs`, `/api/v1/cpfp/:txid`): its own acceleration's, or, for an unconfirmed ancestor of an
 * accelerated transaction, the descendant's (research §5.1: the flags propagate to ancestors).
 */
export interface AccelerationFields {
  readonly accelerated: true;
  readonly acceleratedBy: readonly number[];
  readonly acceleratedAt: number;
  readonly feeDelta: number;
}

/**
 * A mined acceleration, as `/api/v1/accelerations/block/:height`, `/pool/:slug` and `/interval/:i`
 * list them (upstream's `PublicAcceleration`).
 */
export interface PublicAcceleration {
  readonly txid: string;
  readonly height: number;
  /** When it was requested, unix seconds. */
  readonly added: number;
  readonly pool: { readonly id: number; readonly slug: string; readonly name: string };
  readonly effective_vsize: number;
  readonly effective_fee: number;
  /** The package rate the pool mined it at, sat/vB. */
  readonly boost_rate: number;
  /** What the pool earned on top of the fee, sats. */
  readonly boost_cost: number;
}

/** `/api/v1/accelerations/total`. */
export interface AccelerationTotals {
  readonly cost: number;
  readonly count: number;
}
