/**
 * The accelerations upstream currently knows (`accelerations`, research §1.4): the whole list on
 * subscribing, then `{added, removed}` updates. The hub answers `track-accelerations` with the
 * whole list and adds a transaction's own acceleration to its `txPosition` and `tracked-txs` entry.
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
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The current accelerations (see the module comment). */
export class AccelerationBook {
  #byTxid = new Map<string, Entry>();
  #list: Serialized | undefined;

  /**
   * Applies an `accelerations` value: a whole list replaces, an update adds and removes. Returns
   * whether it was one of the two.
   */
  apply(value: unknown): boolean {
    if (!isRecord(value)) return false;
    if (Array.isArray(value.accelerations)) {
      this.#byTxid = new Map();
      for (const item of value.accelerations) this.#add(item);
    } else if (Array.isArray(value.added) && Array.isArray(value.removed)) {
      for (const txid of value.removed) if (typeof txid === "string") this.#byTxid.delete(txid.toLowerCase());
      for (const item of value.added) this.#add(item);
    } else {
      return false;
    }
    this.#list = undefined;
    return true;
  }

  /** Forgets everything (a new upstream session sends the whole list again). */
  clear(): void {
    this.#byTxid = new Map();
    this.#list = undefined;
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

  #add(item: unknown): void {
    if (!isRecord(item) || !isHash64(item.txid)) return;
    const pools = Array.isArray(item.pools) ? item.pools.filter((pool): pool is number => Number.isInteger(pool)) : [];
    const fields: AccelerationFields = {
      accelerated: true,
      acceleratedBy: pools,
      acceleratedAt: typeof item.added === "number" ? item.added : 0,
      feeDelta: typeof item.feeDelta === "number" ? item.feeDelta : 0,
    };
    this.#byTxid.set(item.txid.toLowerCase(), { raw: item, fields });
  }
}
