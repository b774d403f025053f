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
import { type ClientEntry, type ClientRegistry, OPEN } from "./client-registry.ts";
import { clientUpdate } from "./client-update.ts";

/** Sends `values` to every open connection of `registry`. */
export function fanOut(registry: ClientRegistry, values: BatchValues, nowMs: number): void {
  // Most clients share a handful of groups: their frame is joined once per group.
  const shared = new Map<string, string | null>();
  for (const entry of registry.connections()) {
    if (entry.closing) continue;
    try {
      const group = entry.frameGroup;
      let text: string | null;
      if (group !== undefined) {
        let joined = shared.get(group);
        if (joined === undefined) {
          joined = clientUpdate(entry.state, undefined, values).frame;
          shared.set(group, joined);
        }
        text = joined;
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
    // A socket the peer closed before the runtime told the hub is not a fault; only a failing open one is.
    if (entry.socket.readyState === OPEN) console.error("Hub: a send failed; closing only that socket.", error);
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
 * What the open connections track: output scripts (addresses, raw keys, scriptpubkeys) and txids
 * (`track-tx`, `track-txs`), in one walk.
 *
 * @example
 * trackedKeys(registry).txids.has(txid); // true while someone tracks that transaction
 */
export function trackedKeys(registry: ClientRegistry): { readonly scripts: Set<string>; readonly txids: Set<string> } {
  const scripts = new Set<string>();
  const txids = new Set<string>();
  for (const { state, closing, frameGroup } of registry.connections()) {
    // A client in a frame group tracks nothing of its own.
    if (closing || frameGroup !== undefined) continue;
    if (state.trackAddress) scripts.add(state.trackAddress.script);
    for (const tracked of state.trackAddresses) scripts.add(tracked.script);
    for (const script of state.trackScriptPubkeys) scripts.add(script);
    if (state.trackTx) txids.add(state.trackTx.txid);
    for (const txid of state.trackTxs) txids.add(txid);
  }
  return { scripts, txids };
}
