/**
 * `POST accelerator/estimate` (spec §3, §7.3; research §1.3): what accelerating a waiting
 * transaction costs. The package is the transaction and its unconfirmed ancestors; it should reach
 * the rate of the next projected block (and at least the fastest recommended fee). A transaction
 * that cannot be accelerated (not in the mempool, already accelerated, sigop-heavy) answers 204.
 *
 * @example
 * const estimate = await estimateAcceleration(env, txid, user);  // EstimateResponse, or null for 204
 */
import { bidOptions } from "../../shared/rules/acceleration-bid.ts";
import { maxCost, DEFAULT_BID_INDEX } from "../../shared/rules/acceleration-bid.ts";
import { priceAcceleration, type PackageSummary } from "../../shared/rules/acceleration-price.ts";
import type { EstimateResponse } from "../../shared/services/services-wire.ts";
import { type CpfpInfo, readCpfpInfo } from "../../shared/tx/cpfp-info.ts";
import { sats, satPerVByte, vbytes } from "../../shared/types/units.ts";
import type { Env } from "../env.ts";
import { backendJson } from "./backend.ts";
import { MAX_UNCONFIRMED_ANCESTORS } from "./services-config.ts";
import { ServicesError } from "./services-error.ts";

const TXID = /^[0-9a-f]{64}$/;

/** Who asks: their access and spendable balance (anonymous: no access, nothing to spend). */
export interface Asker {
  readonly hasAccess: boolean;
  readonly balance: number;
}

/** A waiting transaction the accelerator can price. */
export interface AcceleratableTx {
  readonly txid: string;
  readonly pkg: PackageSummary;
  readonly cpfp: CpfpInfo;
}

/**
 * The `txInput` of a request: a txid.
 * @throws ServicesError 400 invalid_acceleration_request
 */
export function readTxInput(body: unknown): string {
  const txInput = typeof body === "object" && body !== null ? (body as { txInput?: unknown }).txInput : undefined;
  if (typeof txInput !== "string" || !TXID.test(txInput.toLowerCase())) throw new ServicesError(400, "invalid_acceleration_request");
  return txInput.toLowerCase();
}

/**
 * The transaction's package, or why it cannot be accelerated.
 * @throws ServicesError txid_not_in_mempool, acceleration_duplicated, high_sigop_tx, too_many_relatives
 */
export async function acceleratableTx(env: Env, txid: string): Promise<AcceleratableTx> {
  const cpfp = readCpfpInfo(await backendJson<unknown>(env, `/api/v1/cpfp/${txid}`));
  if (!cpfp || cpfp.adjustedVsize === undefined || cpfp.fee === undefined) throw new ServicesError(400, "txid_not_in_mempool");
  if (cpfp.acceleration) throw new ServicesError(400, "acceleration_duplicated");
  if (cpfp.ancestors.length > MAX_UNCONFIRMED_ANCESTORS) throw new ServicesError(400, "too_many_relatives");
  if (cpfp.sigops !== undefined && cpfp.sigops * VBYTES_PER_SIGOP >= cpfp.adjustedVsize && (await isSigopHeavy(env, txid, cpfp.sigops))) {
    throw new ServicesError(400, "high_sigop_tx");
  }
  const effectiveVsize = cpfp.ancestors.reduce((sum, a) => sum + Math.ceil(a.weight / 4), cpfp.adjustedVsize);
  const effectiveFee = cpfp.ancestors.reduce((sum, a) => sum + a.fee, cpfp.fee);
  return { txid, cpfp, pkg: { effectiveVsize, effectiveFee, ancestorCount: cpfp.ancestors.length } };
}

/** A sigop counts as this many vbytes (Core's sigop-adjusted size). */
const VBYTES_PER_SIGOP = 5;

// research §2.1: sigops × 20 > weight. Only asked when the adjusted size says it may be, as the
// CPFP answer has the adjusted size but not the weight.
async function isSigopHeavy(env: Env, txid: string, sigops: number): Promise<boolean> {
  const tx = await backendJson<{ weight?: unknown }>(env, `/api/tx/${txid}`);
  return typeof tx?.weight === "number" && sigops * VBYTES_PER_SIGOP > Math.ceil(tx.weight / 4);
}

/**
 * The rate the package should reach: the next projected block's median, and at least the fastest
 * recommended fee.
 * @throws ServicesError 503 recommended_fees_not_available
 */
export async function targetFeeRate(env: Env): Promise<number> {
  const [blocks, fees] = await Promise.all([
    backendJson<{ medianFee?: unknown }[]>(env, "/api/v1/fees/mempool-blocks"),
    backendJson<{ fastestFee?: unknown }>(env, "/api/v1/fees/recommended"),
  ]);
  const median = blocks?.[0]?.medianFee;
  const fastest = fees?.fastestFee;
  if (typeof fastest !== "number" || !Number.isFinite(fastest)) throw new ServicesError(503, "recommended_fees_not_available");
  return Math.max(fastest, typeof median === "number" && Number.isFinite(median) ? median : 0);
}

/** The estimate for `tx` as `asker` sees it, with the partner pools' ids. */
export function estimateFor(tx: AcceleratableTx, targetRate: number, asker: Asker, pools: readonly number[]): EstimateResponse {
  const price = priceAcceleration(tx.pkg, targetRate);
  const txSummary = { txid: tx.txid, effectiveVsize: vbytes(tx.pkg.effectiveVsize), effectiveFee: sats(tx.pkg.effectiveFee), ancestorCount: tx.pkg.ancestorCount };
  const options = bidOptions({ cost: sats(price.cost), txSummary });
  const estimate = {
    hasAccess: asker.hasAccess,
    userBalance: sats(asker.balance),
    cost: sats(price.cost),
    targetFeeRate: satPerVByte(price.targetFeeRate),
    nextBlockFee: sats(price.nextBlockFee),
    mempoolBaseFee: sats(price.mempoolBaseFee),
    vsizeFee: sats(price.vsizeFee),
    txSummary,
  };
  return {
    ...estimate,
    enoughBalance: asker.balance >= maxCost(options[DEFAULT_BID_INDEX]!.fee, estimate),
    pools,
    options: options.map((option) => ({ fee: option.fee })),
  };
}
