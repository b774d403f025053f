/**
 * The one live store of the page (spec §4.3): a valtio proxy over LiveState, created from the
 * snapshot the worker embedded so that the server's render and the browser's first render match.
 * Frames change it through apply-frame.ts, the connection sets its connection state and tracking
 * sessions; components read it through useLive().
 *
 * @example
 * const store = createLiveStore(snapshotFromInitBundle(bundle), "mainnet");
 * store.mempoolLoading; // false unless loadingIndicators.mempool < 100
 */
import { proxy } from "valtio";
import type { Network } from "../../shared/network/networks.ts";
import {
  CONNECTION_RECONNECTING,
  type ConnectionState,
  isMempoolLoading,
  type LiveSnapshot,
  type LiveState,
  UNKNOWN_TIP,
} from "./live-state.ts";
import { emptyTracking } from "./tracking-state.ts";

export interface LiveStore extends LiveState {
  /** spec §4.3: derived from `loadingIndicators.mempool`. */
  readonly mempoolLoading: boolean;
}

/**
 * A store starting from `snapshot` (its arrays and objects are copied, never shared). It starts as
 * "reconnecting": the socket is being opened, and only a first message makes it connected.
 */
export function createLiveStore(snapshot: LiveSnapshot, network: Network, connection: ConnectionState = CONNECTION_RECONNECTING): LiveStore {
  const state: LiveStore = {
    ...structuredClone(snapshot),
    network,
    connection,
    tracking: emptyTracking(),
    // The embedded snapshot's release counts as the first one seen (spec §4.3).
    firstGitCommit: snapshot.backendInfo?.gitCommit ?? null,
    reloadDue: false,
    get mempoolLoading() {
      return isMempoolLoading(this.loadingIndicators);
    },
  };
  return proxy(state);
}

/**
 * spec §4.3 "Resetting the network clears the tip, blocks and recent transactions": what belongs to
 * one chain must not show under another's name while the new network's data arrives.
 */
export function resetNetwork(store: LiveState, network: Network): void {
  store.network = network;
  store.tip = UNKNOWN_TIP;
  store.blocks = [];
  store.transactions = [];
}
