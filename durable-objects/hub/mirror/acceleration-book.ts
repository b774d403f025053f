/**
 * The accelerations upstream currently knows (`accelerations`, research §1.4): the whole list on
 * subscribing, then `{added, removed}` updates. The hub answers `track-accelerations` with the
 * whole list and adds a transaction's own acceleration to its `txPosition` and `tracked-txs` entry
 * (with the per-pool positions, `accelerationPositions`, when the upstream's entry carries them as
 * `positions`). Which txids an update touched is kept for the CPFP book (mirror/cpfp-book.ts): an
 * acceleration moves its transaction's whole family.
 *
 * @example
 * book.apply({ accelerations: [acc] });
 * book.apply({ added: [], removed: [acc.txid] });
 * book.fieldsOf(txid); // undefined once removed
 */
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { AccelerationFields } from "../../../shared/types/acceleration.ts";
import { isHash64 } from "../../../shared/types/ids.ts";

interface Entry {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly fields: AccelerationFields;
  readonly positions: readonly unknown[] | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One pool's projected position of an accelerated transaction (research §1.4 `accelerationPositions`). */
const isPoolPosition = (value: unknown): boolean =>
  isRecord(value) && Number.isInteger(value.poolId) && Number.isInteger(value.block) && typeof value.vsize === "number" && Number.isFinite(value.vsize);

/** The current accelerations (see the module comment). */
export class AccelerationBook {
  #byTxid = new Map<string, Entry>();
  #list: Serialized | undefined;
  #touched = new Set<string>();

  /**
   * Applies an `accelerations` value: a whole list replaces, an update adds and removes. Returns
   * whether it was one of the two. A value with any malformed entry is refused whole: a broken
   * upstream's list must not wipe the accelerations the hub knows.
   */
  apply(value: unknown): boolean {
    const read = readAccelerations(value);
    if (read === undefined) return false;
    if (read.kind === "whole") {
      for (const txid of this.#byTxid.keys()) this.#touched.add(txid);
      this.#byTxid = new Map();
    }
    for (const txid of read.removed) {
      this.#byTxid.delete(txid);
      this.#touched.add(txid);
    }
    for (const [txid, entry] of read.added) {
      this.#byTxid.set(txid, entry);
      this.#touched.add(txid);
    }
    this.#list = undefined;
    return true;
  }

  /** Forgets everything (a new upstream session sends the whole list again). */
  clear(): void {
    this.#byTxid = new Map();
    this.#list = undefined;
    this.#touched = new Set();
  }

  /**
   * The txids whose acceleration was added, changed or removed since the last call.
   *
   * @example
   * book.apply({ added: [], removed: [txid] });
   * book.takeTouched(); // Set { txid }
   */
  takeTouched(): Set<string> {
    const touched = this.#touched;
    this.#touched = new Set();
    return touched;
  }

  /** `{accelerations: [...]}`, the answer to a new `track-accelerations` subscriber. */
  list(): Serialized {
    this.#list ??= serialized({ accelerations: [...this.#byTxid.values()].map((entry) => entry.raw) });
    return this.#list;
  }

  /** The acceleration fields of `txid`'s own acceleration (research §1.4 `txPosition.position`). */
  fieldsOf(txid: string): AccelerationFields | undefined {
    return this.#byTxid.get(txid)?.fields;
  }

  /** The per-pool positions of `txid`'s acceleration, when the upstream's entry carries them. */
  positionsOf(txid: string): readonly unknown[] | undefined {
    return this.#byTxid.get(txid)?.positions;
  }

}

interface ReadAccelerations {
  readonly kind: "whole" | "update";
  readonly added: readonly (readonly [string, Entry])[];
  readonly removed: readonly string[];
}

/** An `accelerations` value read whole; undefined when it is neither form or any entry is malformed. */
function readAccelerations(value: unknown): ReadAccelerations | undefined {
  if (!isRecord(value)) return undefined;
  const whole = Array.isArray(value.accelerations);
  const items = whole ? value.accelerations : value.added;
  const removed = whole ? [] : value.removed;
  if (!Array.isArray(items) || !Array.isArray(removed) || !removed.every(isHash64)) return undefined;
  const added = items.map(readEntry);
  if (added.some((entry) => entry === undefined)) return undefined;
  return { kind: whole ? "whole" : "update", added: added as [string, Entry][], removed: removed.map((txid) => txid.toLowerCase()) };
}

function readEntry(item: unknown): readonly [string, Entry] | undefined {
  if (!isRecord(item) || !isHash64(item.txid)) return undefined;
  const pools = Array.isArray(item.pools) ? item.pools.filter((pool): pool is number => Number.isInteger(pool)) : [];
  const fields: AccelerationFields = {
    accelerated: true,
    acceleratedBy: pools,
    acceleratedAt: typeof item.added === "number" ? item.added : 0,
    feeDelta: typeof item.feeDelta === "number" ? item.feeDelta : 0,
  };
  const positions = Array.isArray(item.positions) && item.positions.every(isPoolPosition) ? item.positions : undefined;
  return [item.txid.toLowerCase(), { raw: item, fields, positions }];
}
