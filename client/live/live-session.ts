/**
 * What the provider does in the browser when a network's page mounts: the store is switched to that
 * network (cleared if it held another's data, spec §4.3) and a connection to its socket is started.
 * Kept apart from React so it runs in tests against a fake socket.
 *
 * @example
 * const session = startLiveSession({ store, network: "testnet", networkBase: "/testnet", origin: location, embedded: true, createSocket: (url) => new WebSocket(url) });
 * session.connection.want(["blocks"]);
 * session.stop();
 */
import type { Network } from "../../shared/network/networks.ts";
import { type CreateSocket, LiveConnection, type LiveConnectionOptions } from "./live-connection.ts";
import { type LiveState, UNKNOWN_TIP } from "./live-state.ts";
import { liveSocketUrl, type PageOrigin } from "./live-socket-url.ts";
import { resetNetwork } from "./live-store.ts";

export interface LiveSessionOptions extends Pick<LiveConnectionOptions, "timers" | "random" | "reload" | "log"> {
  readonly store: LiveState;
  readonly network: Network;
  readonly networkBase: string;
  readonly origin: PageOrigin;
  /** The store still holds the snapshot the worker embedded for this network: no `init` is needed. */
  readonly embedded: boolean;
  readonly createSocket: CreateSocket;
}

export interface LiveSession {
  readonly connection: LiveConnection;
  /** Closes the connection for good. */
  stop(): void;
}

export function startLiveSession(options: LiveSessionOptions): LiveSession {
  const { store, network } = options;
  if (store.network !== network) resetNetwork(store, network);
  const connection = new LiveConnection({
    store,
    url: liveSocketUrl(options.origin, options.networkBase),
    createSocket: options.createSocket,
    // A store without a tip holds no usable snapshot, embedded or not (a hub that had no blocks yet, a reset).
    sendInit: !options.embedded || store.tip === UNKNOWN_TIP,
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.reload ? { reload: options.reload } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  connection.start();
  return { connection, stop: () => connection.close() };
}
