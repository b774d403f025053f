/**
 * Builders for template transactions in tests: small numbers, units branded, fee given as a rate
 * over vsize' when that reads better.
 *
 * @example
 * templateTx(3, { rate: 20, weight: 800, parents: [1] });  // fee 4,000 sats
 */
import type { TemplateTx } from "../../../../durable-objects/devnet/template/template-tx.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

export interface TxSpec {
  /** sat/vB over vsize' = max(⌈weight / 4⌉, sigops × 5); ignored when `fee` is given. */
  readonly rate?: number;
  readonly fee?: number;
  readonly weight?: number;
  readonly sigops?: number;
  readonly parents?: readonly number[];
  readonly order?: number;
  readonly txid?: string;
}

export const DEFAULT_TEST_WEIGHT = 400;

export function templateTx(uid: number, spec: TxSpec = {}): TemplateTx {
  const weight = spec.weight ?? DEFAULT_TEST_WEIGHT;
  const sigops = spec.sigops ?? 0;
  const vsize = Math.max(Math.ceil(weight / 4), sigops * 5);
  const fee = spec.fee ?? Math.round((spec.rate ?? 1) * vsize);
  return {
    uid,
    fee: sats(fee),
    weight: weightUnits(weight),
    sigops,
    parents: spec.parents ?? [],
    ...(spec.order === undefined ? {} : { order: spec.order }),
    ...(spec.txid === undefined ? {} : { txid: spec.txid }),
  };
}

/** A 64-hex txid ending in `tail` (the bytes `txOrder` reads). */
export function txidEndingIn(tail: string): string {
  return tail.padStart(64, "0");
}
