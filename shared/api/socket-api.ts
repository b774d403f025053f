/**
 * The live websocket API, as data: the messages a client sends (shared/protocol/client-message.ts
 * reads them) with an example frame each and the keys the server pushes in answer. The /docs/api
 * websocket tab lists it; a unit test parses every example with the server's own parser.
 * Descriptions are texts of the docs area (client/i18n/locales/en/api-docs.ts), one per id.
 *
 * @example
 * SOCKET_MESSAGES.find((m) => m.id === "ping")?.pushes;  // ["pong"]
 */
import { WANTABLE, type Wantable } from "../protocol/client-message.ts";

/** The socket's path under the network prefix (worker/app.ts routes it to the network's hub). */
export const SOCKET_PATH = "/api/v1/ws";

export interface SocketMessageDoc {
  /** The anchor on the docs page and the key of its description. */
  readonly id: "init" | "want" | "ping" | "track-tx" | "track-address" | "track-mempool-block" | "track-rbf" | "track-rbf-summary";
  /** One frame as a client sends it, with {placeholders} (public-api.ts `fillExample`). */
  readonly example: string;
  /** Top-level keys of the frames the server sends because of it. */
  readonly pushes: readonly string[];
}

/** What `want` subscribes to, in the order the docs show. */
export const WANT_TOPICS: readonly Wantable[] = WANTABLE;

/** The keys each `want` topic brings (durable-objects/hub/clients/client-update.ts). */
export const WANT_PUSHES: Readonly<Record<Wantable, readonly string[]>> = {
  blocks: ["block", "blocks"],
  "mempool-blocks": ["mempool-blocks"],
  "live-2h-chart": ["live-2h-chart"],
  stats: ["mempoolInfo", "vBytesPerSecond", "fees", "da", "transactions"],
  tomahawk: ["tomahawk"],
};

/** Pushed to every socket, whatever it asked for. */
export const BROADCAST_PUSHES: readonly string[] = ["conversions", "loadingIndicators", "accelerations"];

export const SOCKET_MESSAGES: readonly SocketMessageDoc[] = [
  { id: "init", example: '{"action":"init"}', pushes: ["mempoolInfo", "vBytesPerSecond", "blocks", "conversions", "mempool-blocks", "transactions", "loadingIndicators", "da", "fees", "rbfSummary"] },
  { id: "want", example: `{"action":"want","data":${JSON.stringify(["blocks", "mempool-blocks", "stats"])}}`, pushes: [...new Set(Object.values(WANT_PUSHES).flat())] },
  { id: "ping", example: '{"action":"ping"}', pushes: ["pong"] },
  { id: "track-tx", example: '{"track-tx":"{txid}"}', pushes: ["txPosition", "txConfirmed", "txReplaced", "rbfTransaction", "rbfInfo", "utxoSpent", "tx"] },
  { id: "track-address", example: '{"track-address":"{address}"}', pushes: ["address-transactions", "address-removed-transactions", "block-transactions"] },
  { id: "track-mempool-block", example: '{"track-mempool-block":0}', pushes: ["projected-block-transactions"] },
  { id: "track-rbf", example: '{"track-rbf":"all"}', pushes: ["rbfLatest"] },
  { id: "track-rbf-summary", example: '{"track-rbf-summary":true}', pushes: ["rbfLatestSummary"] },
];
