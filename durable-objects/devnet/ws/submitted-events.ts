/**
 * Transactions that reached the mempool through the REST API (`POST /api/tx`) rather than the
 * clock. The route keeps its event to itself, so the object compares the mempool before and after
 * the request and announces the difference like any other arrival: a wallet watching its address
 * sees its own broadcast at once, not at the next arrival.
 *
 * Copying the mempool's index costs one pass over it; it is only done for POST requests while
 * sockets are open.
 *
 * @example
 * const before = mempoolMark(network);
 * await api.fetch(request);                    // may accept a transaction
 * for (const update of groupEvents(arrivalsSince(before, network))) hub.publish(update, network);
 */
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import type { DevnetEvent } from "../state/devnet-network.ts";

/** The mempool's entries at one moment, by txid. */
export type MempoolMark = ReadonlyMap<string, MempoolEntry>;

/**
 * @example
 * mempoolMark(network).size === network.mempool.size; // true
 */
export const mempoolMark = (network: { readonly mempool: Mempool }): MempoolMark => new Map([...network.mempool.entries()].map((entry) => [entry.txid, entry]));

/**
 * Arrival events for the entries added since `before`, in arrival order; whatever left the
 * mempool meanwhile was evicted by the last of them (a submission adds one transaction).
 *
 * @example
 * arrivalsSince(before, network); // [{ type: "transaction", entry, replaced: [] }]
 */
export function arrivalsSince(before: MempoolMark, network: { readonly mempool: Mempool }): DevnetEvent[] {
  const added = [...network.mempool.entries()].filter((entry) => !before.has(entry.txid));
  if (added.length === 0) return [];
  const removed = [...before.values()].filter((entry) => !network.mempool.has(entry.txid));
  return added.map((entry, i): DevnetEvent => ({ type: "transaction", entry, replaced: i === added.length - 1 ? removed : [] }));
}
