/**
 * A connection's subscriptions as the hub keeps them for as long as the socket lives (issue 17,
 * memory per viewer): in memory, the registry's copy, and in the socket's attachment. Both say
 * exactly what the state says; they only leave out what every connection would repeat.
 *
 * - In memory, the `want` list of every connection that wants the same keys is one shared frozen
 *   array, and the rate window's timestamps sit in an array of their own length (the lists built by
 *   `filter` and `push` keep room for a dozen more elements each, on every socket).
 * - In the attachment, a field that holds its empty value (null, false, an empty list) is left out:
 *   `readSocketState` reads a missing field as that same empty value, so what comes back after an
 *   eviction equals what was stored. The runtime keeps each attachment natively, per socket.
 *
 * @example
 * const kept = keptState(state);           // kept.want === keptState(other).want when they want the same
 * ws.serializeAttachment(compactAttachment(kept)); // { v: 1, want: [...], recent: [...] }
 * readSocketState(ws.deserializeAttachment());     // deep-equals kept
 */
import type { Wantable } from "../../../shared/protocol/client-message.ts";
import { EMPTY_SOCKET_STATE, socketAttachment, type SocketState } from "../../../shared/protocol/socket-state.ts";

/**
 * One frozen array per distinct want list. `want` is always a subset of WANTABLE in its order
 * (parseClientFrame, readSocketState), so there are at most 2^5 of them.
 */
const sharedWants = new Map<string, readonly Wantable[]>();

/** The one shared, frozen array equal to `want`. */
function sharedWant(want: readonly Wantable[]): readonly Wantable[] {
  const key = want.join(",");
  let shared = sharedWants.get(key);
  if (shared === undefined) {
    shared = Object.freeze([...want]);
    sharedWants.set(key, shared);
  }
  return shared;
}

/**
 * A copy of `state` to keep: the shared want list, the rate window in an array of its own length.
 *
 * @example
 * keptState({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }).want === keptState({ ...EMPTY_SOCKET_STATE, want: ["blocks"] }).want; // true
 */
export function keptState(state: SocketState): SocketState {
  const recent = state.recent.length === 0 ? EMPTY_SOCKET_STATE.recent : state.recent.slice();
  return { ...state, want: sharedWant(state.want), recent };
}

/** True for the empty value of a field: what readSocketState gives a field that is missing. */
const isEmptyValue = (value: unknown): boolean => value === null || value === false || (Array.isArray(value) && value.length === 0);

/**
 * The attachment for `state` without its empty fields (see the module comment).
 *
 * @example
 * compactAttachment(EMPTY_SOCKET_STATE); // { v: 1 }
 */
export function compactAttachment(state: SocketState): Readonly<Record<string, unknown>> {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(socketAttachment(state))) if (!isEmptyValue(value)) compact[key] = value;
  return compact;
}
