/**
 * The address keys of a server frame (research §1.4): what a `track-address`, `track-addresses` or
 * `track-scriptpubkeys` subscription is sent in one update, from the transactions that touched each
 * tracked script (already serialised once for everybody).
 *
 * @example
 * addressEntries(touches); // [["address-transactions", "[{…}]"], ["address-removed-transactions", undefined], …]
 */
import { frame, joinArray, type Serialized } from "./server-frame.ts";
import type { TrackedScript } from "./socket-state.ts";

/** What an address subscription sees in one update. */
export interface ScriptTouches {
  readonly mempool: readonly Serialized[];
  readonly confirmed: readonly Serialized[];
  readonly removed: readonly Serialized[];
}

export type FrameEntry = readonly [key: string, value: Serialized | undefined];

/** `address-transactions`, `address-removed-transactions` and `block-transactions`; empty ones are left out. */
export function addressEntries(touches: ScriptTouches): FrameEntry[] {
  return [
    ["address-transactions", touches.mempool.length > 0 ? joinArray(touches.mempool) : undefined],
    ["address-removed-transactions", touches.removed.length > 0 ? joinArray(touches.removed) : undefined],
    ["block-transactions", touches.confirmed.length > 0 ? joinArray(touches.confirmed) : undefined],
  ];
}

/**
 * `{[address or script]: {mempool, confirmed, removed}}` for the tracked scripts something happened
 * to (the value of `multi-address-transactions` / `multi-scriptpubkey-transactions`).
 */
export function multiScriptsValue(tracked: readonly TrackedScript[], touchesOf: (script: string) => ScriptTouches): Serialized | undefined {
  const parts: [string, Serialized][] = [];
  for (const { key, script } of tracked) {
    const { mempool, confirmed, removed } = touchesOf(script);
    if (mempool.length + confirmed.length + removed.length === 0) continue;
    parts.push([key, `{"mempool":${joinArray(mempool)},"confirmed":${joinArray(confirmed)},"removed":${joinArray(removed)}}` as Serialized]);
  }
  return (frame(parts) ?? undefined) as Serialized | undefined;
}
