/**
 * Sends one update to every open connection: a client without keys of its own gets the frame of its
 * group (joined once per group, client-update.ts `sharedFrameKey`), any other its own frame, within
 * its send budget. A fault while building or sending one client's frame closes only that client.
 *
 * @example
 * fanOut(registry, values, Date.now());
 */
import { closeQuietly } from "../../../shared/protocol/close-quietly.ts";
import { CLOSE_SERVER_ERROR, CLOSE_TRY_AGAIN_LATER } from "../../../shared/protocol/socket-limits.ts";
import type { BatchValues } from "./batch-values.ts";
import type { ClientEntry, ClientRegistry } from "./client-registry.ts";
import { clientUpdate, sharedFrameKey } from "./client-update.ts";

/** Sends `values` to every open connection of `registry`. */
export function fanOut(registry: ClientRegistry, values: BatchValues, nowMs: number): void {
  const shared = new Map<string, string | null>();
  for (const entry of registry.open()) {
    try {
      const group = sharedFrameKey(entry.state);
      let text: string | null;
      if (group !== undefined) {
        if (!shared.has(group)) shared.set(group, clientUpdate(entry.state, undefined, values).frame);
        text = shared.get(group)!;
      } else {
        const update = clientUpdate(entry.state, entry.projectedSequence, values);
        registry.update(entry, update.state);
        entry.projectedSequence = update.projectedSequence;
        text = update.frame;
      }
      if (text !== null) sendToClient(entry, text, nowMs);
    } catch (error) {
      console.error("Hub: building an update for one socket failed; closing only that socket.", error);
      closeClient(entry, CLOSE_SERVER_ERROR, "Server error while sending an update.");
    }
  }
}

/**
 * Sends one frame within the client's budget (send-budget.ts; a shard has none); false when the
 * client was shed or its socket failed, and then it is being closed.
 *
 * @example
 * if (!sendToClient(entry, reply, Date.now())) return;
 */
export function sendToClient(entry: ClientEntry, text: string, nowMs: number): boolean {
  if (entry.closing) return false;
  if (entry.budget && !entry.budget.admit(text.length, nowMs)) {
    closeClient(entry, CLOSE_TRY_AGAIN_LATER, "Too slow: more is queued for this connection than the hub keeps. Reconnect.");
    return false;
  }
  try {
    entry.socket.send(text);
    return true;
  } catch (error) {
    console.error("Hub: a send failed; closing only that socket.", error);
    closeClient(entry, CLOSE_SERVER_ERROR, "Server error while sending.");
    return false;
  }
}

/** Closes a client for good: it gets nothing more, even if its socket lingers in the closing state. */
export function closeClient(entry: ClientEntry, code: number, reason: string): void {
  entry.closing = true;
  closeQuietly(entry.socket, code, reason);
}

/**
 * The output scripts some open connection tracks (addresses, raw keys, scriptpubkeys).
 *
 * @example
 * trackedScripts(registry).has("0014…"); // true while someone tracks that address
 */
export function trackedScripts(registry: ClientRegistry): Set<string> {
  const scripts = new Set<string>();
  for (const { state } of registry.open()) {
    if (state.trackAddress) scripts.add(state.trackAddress.script);
    for (const tracked of state.trackAddresses) scripts.add(tracked.script);
    for (const script of state.trackScriptPubkeys) scripts.add(script);
  }
  return scripts;
}
