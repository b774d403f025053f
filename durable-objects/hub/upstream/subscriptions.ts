/**
 * What the hub asks its upstream for: a constant set of sockets, whatever the number of viewers
 * (issue 4). Upstream subscriptions are single-valued per socket (research §1.6 design note), so
 * one "main" socket carries every broadcast key, the RBF and acceleration feeds and the
 * full-transaction firehose (added transactions with prevouts, removed, mined, replaced: what
 * address tracking, `utxoSpent`, `txConfirmed` and watch-mempool need), and one socket per projected
 * block index carries that block's transactions. Everything a client can ask for is computed from
 * these, so N clients tracking N transactions cost the upstream nothing more.
 *
 * @example
 * UPSTREAM_ROLES.length;                      // 9
 * subscriptionFrames({ kind: "block", index: 3 }); // ['{"track-mempool-block":3}']
 */
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";

export type UpstreamRole = { readonly kind: "main" } | { readonly kind: "block"; readonly index: number };

export const MAIN_ROLE: UpstreamRole = { kind: "main" };

/** The main socket, then one per projected block index 0 … 7. */
export const UPSTREAM_ROLES: readonly UpstreamRole[] = [MAIN_ROLE, ...Array.from({ length: MEMPOOL_BLOCKS_AMOUNT }, (_, index): UpstreamRole => ({ kind: "block", index }))];

/** The broadcast keys the main socket wants (research §1.3; `tomahawk` is answered locally). */
export const UPSTREAM_WANTS = ["blocks", "mempool-blocks", "stats", "live-2h-chart"] as const;

/**
 * The last subscription frame of the main socket: a ping, answered once upstream handled it. The
 * extra key keeps it from matching the runtime's exact-text auto-response, which answers at once.
 */
export const SUBSCRIBED_MARKER = JSON.stringify({ action: "ping", hub: "subscribed" });

/**
 * The frames to send on a fresh socket of `role`. The init bundle comes first so every later value
 * is as new as it or newer.
 *
 * @example
 * subscriptionFrames(MAIN_ROLE)[0]; // '{"action":"init"}'
 */
export function subscriptionFrames(role: UpstreamRole): string[] {
  if (role.kind === "block") return [mempoolBlockFrame(role.index)];
  return [
    JSON.stringify({ action: "init" }),
    JSON.stringify({ action: "want", data: UPSTREAM_WANTS }),
    JSON.stringify({ "track-rbf-summary": true }),
    JSON.stringify({ "track-rbf": "all" }),
    JSON.stringify({ "track-accelerations": true }),
    JSON.stringify({ "track-mempool": true }),
    SUBSCRIBED_MARKER,
  ];
}

/**
 * Keys upstream sends in reply to the main socket's subscriptions (research §1.3): what a frame
 * holding only these can be. Live updates also carry other keys (the firehose, `block`,
 * `transactions`…).
 */
export const SUBSCRIPTION_REPLY_KEYS: ReadonlySet<string> = new Set([
  "blocks",
  "mempool-blocks",
  "mempoolInfo",
  "vBytesPerSecond",
  "fees",
  "da",
  "rbfLatest",
  "rbfLatestSummary",
  "accelerations",
  "pong",
]);

/**
 * The replies every session gets (the `want` reply carries `blocks`; `rbfLatestSummary` only comes
 * once there was a replacement), plus the marker's `pong`.
 */
export const EXPECTED_REPLY_KEYS: readonly string[] = ["blocks", "rbfLatest", "accelerations", "pong"];

/**
 * Asks for projected block `index` again; upstream answers with a full snapshot (research §1.6),
 * which is how the hub resynchronises one index after a sequence gap.
 *
 * @example
 * mempoolBlockFrame(0); // '{"track-mempool-block":0}'
 */
export const mempoolBlockFrame = (index: number): string => JSON.stringify({ "track-mempool-block": index });

/**
 * A short name for logs and close reasons.
 *
 * @example
 * roleName({ kind: "block", index: 2 }); // "block 2"
 */
export const roleName = (role: UpstreamRole): string => (role.kind === "main" ? "main" : `block ${role.index}`);
