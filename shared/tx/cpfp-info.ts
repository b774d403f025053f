/**
 * `/api/v1/cpfp/:txid` (research §2.3): a transaction's in-mempool relatives and the rate a miner
 * ranks it by. Read from `unknown` at the boundary: a relative with a bad field is dropped, not the
 * whole answer, and a transaction the backend knows nothing about answers `{ancestors: []}`.
 *
 * @example
 * const cpfp = readCpfpInfo(await response.json());
 * if (cpfp && hasCpfpRelatives(cpfp)) relativeFeeRate(cpfp.ancestors[0]!); // sat/vB
 */
import { isHash64 } from "../types/ids.ts";
import { virtualSize } from "./transaction-rates.ts";

/** An ancestor or descendant: its fee (sats) and weight (WU). */
export interface CpfpRelative {
  readonly txid: string;
  readonly fee: number;
  readonly weight: number;
}

/**
 * What a backend answers for a transaction in its mempool: the devnet's answer, and the fullest one
 * {@link readCpfpInfo} reads.
 */
export interface MempoolCpfpInfo {
  readonly ancestors: readonly CpfpRelative[];
  /** The descendant whose package pays the best rate, when it pulls this transaction along. */
  readonly bestDescendant: CpfpRelative | null;
  readonly descendants: readonly CpfpRelative[];
  /** The package rate the projected template mines it at, sat/vB. */
  readonly effectiveFeePerVsize: number;
  readonly sigops: number;
  readonly fee: number;
  /** Core's sigop-adjusted vsize. */
  readonly adjustedVsize: number;
  readonly acceleration?: true;
  /** Pool ids (poolUniqueId) that accelerate it. */
  readonly acceleratedBy?: readonly number[];
  /** Unix seconds. */
  readonly acceleratedAt?: number;
  /** Sats added by the acceleration. */
  readonly feeDelta?: number;
}

/** What upstream answers for a transaction it has no CPFP data about. */
export type NoCpfpInfo = { readonly ancestors: readonly [] };

/**
 * The answer as read from any backend: only `ancestors` is sure, since a transaction the backend
 * knows nothing about answers {@link NoCpfpInfo} and older backends leave fields out.
 */
export type CpfpInfo = Pick<MempoolCpfpInfo, "ancestors"> & Partial<Omit<MempoolCpfpInfo, "ancestors">>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

/**
 * A relative, or undefined when it lacks a txid, a fee or a positive weight.
 *
 * @example
 * readCpfpRelative({ txid: "ab".repeat(32), fee: 500, weight: 560 }); // { txid, fee: 500, weight: 560 }
 */
export function readCpfpRelative(value: unknown): CpfpRelative | undefined {
  if (!isRecord(value) || !isHash64(value.txid) || !isAmount(value.fee) || !isAmount(value.weight) || value.weight === 0) return undefined;
  return { txid: value.txid.toLowerCase(), fee: value.fee, weight: value.weight };
}

function readRelatives(value: unknown): CpfpRelative[] {
  return Array.isArray(value) ? value.flatMap((item) => readCpfpRelative(item) ?? []) : [];
}

/**
 * The CPFP answer, or undefined when it is not an object with an `ancestors` array. Optional fields
 * that are malformed are left out.
 *
 * @example
 * readCpfpInfo({ ancestors: [] });   // { ancestors: [] } (the backend knows nothing more)
 * readCpfpInfo("Not found");         // undefined
 */
export function readCpfpInfo(value: unknown): CpfpInfo | undefined {
  if (!isRecord(value) || !Array.isArray(value.ancestors)) return undefined;
  const info: { -readonly [K in keyof CpfpInfo]: CpfpInfo[K] } = { ancestors: readRelatives(value.ancestors) };
  if (Array.isArray(value.descendants)) info.descendants = readRelatives(value.descendants);
  if (value.bestDescendant === null) info.bestDescendant = null;
  else if (value.bestDescendant !== undefined) info.bestDescendant = readCpfpRelative(value.bestDescendant) ?? null;
  for (const key of ["effectiveFeePerVsize", "sigops", "fee", "adjustedVsize", "acceleratedAt", "feeDelta"] as const) {
    if (isAmount(value[key])) info[key] = value[key];
  }
  if (value.acceleration === true) info.acceleration = true;
  if (Array.isArray(value.acceleratedBy) && value.acceleratedBy.every((id) => Number.isSafeInteger(id))) {
    info.acceleratedBy = value.acceleratedBy as number[];
  }
  return info;
}

/**
 * Whether the answer names any relative: without one there is nothing to show about CPFP.
 *
 * @example
 * hasCpfpRelatives({ ancestors: [] }); // false
 */
export function hasCpfpRelatives(cpfp: CpfpInfo): boolean {
  return cpfp.ancestors.length > 0 || (cpfp.descendants?.length ?? 0) > 0 || Boolean(cpfp.bestDescendant);
}

/**
 * A relative's own fee rate, sat/vB.
 *
 * @example
 * relativeFeeRate({ txid, fee: 1_000, weight: 800 }); // 5
 */
export function relativeFeeRate(relative: CpfpRelative): number {
  return relative.fee / virtualSize(relative.weight);
}
