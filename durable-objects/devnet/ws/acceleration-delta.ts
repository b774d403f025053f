/**
 * The `accelerations` update (research §1.4): accelerations new since the last announcement (or
 * changed: a fresh bid on the same transaction), and the txids no longer accelerated (mined, or gone
 * from the mempool).
 *
 * @example
 * accelerationDelta(new Map([[a.txid, a]]), [b]); // { added: [b], removed: [a.txid] }
 */
import type { Acceleration, AccelerationDelta } from "../../../shared/types/acceleration.ts";

/** The delta from `before` to `after`; undefined when nothing changed. */
export function accelerationDelta(before: ReadonlyMap<string, Acceleration>, after: readonly Acceleration[]): AccelerationDelta | undefined {
  const now = new Set(after.map((acceleration) => acceleration.txid));
  const added = after.filter((acceleration) => before.get(acceleration.txid) !== acceleration);
  const removed = [...before.keys()].filter((txid) => !now.has(txid));
  return added.length + removed.length > 0 ? { added, removed } : undefined;
}
