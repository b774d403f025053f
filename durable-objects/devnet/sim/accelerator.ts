/**
 * The simulated users' side of the accelerator (no payments, only the fee market): now and then a
 * user whose own transaction waits at a low rate asks the partner pools to mine it early, bidding
 * one of the acceleration panel's three options (shared/rules/acceleration-bid.ts) over what the
 * package needs to reach the next block.
 *
 * @example
 * const acceleration = requestAcceleration({ random, mempool, candidates, projected, marketRate, now, pools });
 * acceleration?.feeDelta; // 6_000: the 2x option for a 220 vB package paying 440 sats
 */
import { BID_MULTIPLIERS, bidOptions } from "../../../shared/rules/acceleration-bid.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { sats, vbytes } from "../../../shared/types/units.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import type { MempoolTemplate } from "../state/mempool-template.ts";
import { adjustedVsize, isSigopHeavy } from "../template/template-limits.ts";
import type { Random } from "./random.ts";

/** How often users pick each option (1x, 2x, 4x): most keep the panel's default, the middle one. */
const OPTION_WEIGHTS = [0.3, 0.55, 0.15] as const satisfies { readonly length: (typeof BID_MULTIPLIERS)["length"] };
/** Candidates looked at per request: enough to find a cheap one, bounded however large the mempool. */
const MAX_CANDIDATES = 200;

export interface AccelerationRequest {
  readonly random: Random;
  readonly mempool: Mempool;
  /** Txids of the users' own unconfirmed transactions (only an owner accelerates). */
  readonly candidates: Iterable<string>;
  /** The public projection now (with the accelerations already running). */
  readonly projected: MempoolTemplate;
  /** The market's median bid, sat/vB: below it a transaction counts as low-fee. */
  readonly marketRate: number;
  readonly now: number;
  /** Unique ids of the partner pools. */
  readonly pools: readonly number[];
}

/**
 * One user's acceleration, or null when no user has a low-fee transaction worth accelerating (one
 * already accelerated, sigop-heavy (spec: `high_sigop_tx`), or paying the market rate or more).
 */
export function requestAcceleration(request: AccelerationRequest): Acceleration | null {
  const { random, mempool, projected } = request;
  const lowFee: MempoolEntry[] = [];
  let looked = 0;
  for (const txid of request.candidates) {
    if (looked++ >= MAX_CANDIDATES) break;
    const entry = mempool.get(txid);
    if (!entry || projected.accelerated.has(txid) || isSigopHeavy(entry.weight, entry.sigops)) continue;
    const uid = projected.uidOf.get(txid);
    const rate = uid === undefined ? undefined : projected.templates.effectiveRateOf(uid);
    if (rate !== undefined && rate < request.marketRate) lowFee.push(entry);
  }
  if (lowFee.length === 0) return null;
  const entry = random.pick(lowFee);
  const { effectiveVsize, effectiveFee, ancestorCount } = accelerationPackage(mempool, entry);
  // The next block's median rate, and never less than the market's: what the package should reach.
  const targetRate = Math.max(projected.projected.blocks[0]?.summary.medianFee ?? 0, request.marketRate);
  const cost = Math.max(0, Math.ceil(targetRate * effectiveVsize) - effectiveFee);
  const options = bidOptions({ cost: sats(cost), txSummary: { effectiveVsize: vbytes(effectiveVsize), effectiveFee: sats(effectiveFee), ancestorCount } });
  const option = options[random.weighted(OPTION_WEIGHTS)]!;
  return {
    txid: entry.txid,
    added: Math.floor(request.now),
    effectiveVsize,
    effectiveFee,
    feeDelta: option.fee,
    pools: request.pools,
  };
}

/** What an acceleration lifts: a transaction with its unconfirmed ancestors (research §1.3 `txSummary`). */
export interface AccelerationPackage {
  /** Their vsize, sigop-adjusted as the template builder counts it, vB. */
  readonly effectiveVsize: number;
  /** Their fees, sats. */
  readonly effectiveFee: number;
  readonly ancestorCount: number;
}

/**
 * The package `entry` makes with its unconfirmed ancestors: what every acceleration of it records,
 * the simulated users' and the partner pools' alike (api/devnet-pool-routes.ts).
 *
 * @example
 * accelerationPackage(mempool, mempool.get(txid)!); // { effectiveVsize: 220, effectiveFee: 440, ancestorCount: 1 }
 */
export function accelerationPackage(mempool: Mempool, entry: MempoolEntry): AccelerationPackage {
  const ancestors = mempool.ancestors(entry.txid).map((txid) => mempool.get(txid)!);
  let effectiveVsize = adjustedVsize(entry.weight, entry.sigops);
  let effectiveFee: number = entry.fee;
  for (const tx of ancestors) {
    effectiveVsize += adjustedVsize(tx.weight, tx.sigops);
    effectiveFee += tx.fee;
  }
  return { effectiveVsize, effectiveFee, ancestorCount: ancestors.length };
}
