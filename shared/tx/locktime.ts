/**
 * What a transaction's nLockTime means (consensus `IsFinalTx`): 0 is no lock; below 500,000,000 it
 * is a block height, and the transaction may only be mined in a block above it; from 500,000,000 up
 * it is a Unix time the chain's median time past must have passed. The lock only counts when at
 * least one input's sequence is below 0xffffffff; with every input final the field is ignored.
 *
 * @example
 * locktimeMeaning(850_000, tx.vin);       // { kind: "height", height: 850000, enforced: true }
 * locktimeMeaning(1_231_006_505, tx.vin); // { kind: "time", time: 1231006505, enforced: true }
 */
import { describeInput } from "../errors/describe-input.ts";
import type { EsploraVin } from "../types/esplora.ts";

/** Consensus LOCKTIME_THRESHOLD: values from here up are Unix times, below it block heights. */
export const LOCKTIME_THRESHOLD = 500_000_000;
/** An input with this sequence is final: it neither enables the lock time nor signals anything. */
export const SEQUENCE_FINAL = 0xffff_ffff;
const MAX_LOCKTIME = 0xffff_ffff;

export type LocktimeMeaning =
  | { readonly kind: "none" }
  | { readonly kind: "height"; readonly height: number; readonly enforced: boolean }
  | { readonly kind: "time"; readonly time: number; readonly enforced: boolean };

/**
 * Reads a lock time; throws a RangeError for a value that is not a 32-bit unsigned integer.
 *
 * @example
 * locktimeMeaning(0, tx.vin); // { kind: "none" }
 * locktimeMeaning(800_000, [{ sequence: 0xffffffff }]); // { kind: "height", height: 800000, enforced: false }
 */
export function locktimeMeaning(locktime: number, vin: readonly Pick<EsploraVin, "sequence">[]): LocktimeMeaning {
  if (!Number.isSafeInteger(locktime) || locktime < 0 || locktime > MAX_LOCKTIME) {
    throw new RangeError(`lock time must be a whole number from 0 to ${MAX_LOCKTIME}, got ${describeInput(locktime)}`);
  }
  if (locktime === 0) return { kind: "none" };
  const enforced = vin.some((input) => input.sequence !== SEQUENCE_FINAL);
  return locktime < LOCKTIME_THRESHOLD ? { kind: "height", height: locktime, enforced } : { kind: "time", time: locktime, enforced };
}
