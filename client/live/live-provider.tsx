/**
 * The live store, its connection and the preferences, for every component below (spec §4.3).
 * The store is created once from the snapshot the worker embedded, so the server's render and the
 * browser's first render are the same; the socket and the stored preferences are only touched in
 * effects, which never run on the server.
 *
 * @example
 * <LiveProvider snapshot={snapshot} network="mainnet" networkBase="" locale="en">
 *   <HomePage />
 * </LiveProvider>
 */
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import type { Network } from "../../shared/network/networks.ts";
import type { LocalPreferences } from "../../shared/preferences/local-preferences.ts";
import type { CreateSocket, LiveConnection } from "./live-connection.ts";
import { emptySnapshot, type LiveSnapshot } from "./live-state.ts";
import { createLiveStore, type LiveStore } from "./live-store.ts";
import { startLiveSession } from "./live-session.ts";
import { createPreferencesStore, type PreferenceKey, type PreferencesStore } from "./preferences-store.ts";

export interface LiveProviderProps {
  /** The worker's snapshot of this network, or null when it had none (the socket's `init` fills the store). */
  readonly snapshot: LiveSnapshot | null;
  readonly network: Network;
  /** The network's path prefix ("" or e.g. "/testnet"): the socket is at `{networkBase}/api/v1/ws`. */
  readonly networkBase: string;
  /** The page language; the default time direction depends on it (spec §5). */
  readonly locale?: string;
  /** The browser's WebSocket unless given. */
  readonly createSocket?: CreateSocket;
  readonly children: ReactNode;
}

const LiveStoreContext = createContext<LiveStore | null>(null);
const LiveConnectionContext = createContext<LiveConnection | null>(null);
const PreferencesContext = createContext<PreferencesStore | null>(null);

const browserSocket: CreateSocket = (url) => new WebSocket(url);

export function LiveProvider({ snapshot, network, networkBase, locale = "en", createSocket = browserSocket, children }: LiveProviderProps) {
  const [store] = useState(() => createLiveStore(snapshot ?? emptySnapshot(), network));
  const [preferences] = useState(() => createPreferencesStore(locale));
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  // The embedded snapshot describes the first network only; after a switch, the socket's init is needed.
  const embeddedNetwork = useRef<Network | null>(snapshot === null ? null : network);

  useEffect(() => {
    const session = startLiveSession({ store, network, networkBase, origin: window.location, embedded: embeddedNetwork.current === network, createSocket });
    if (embeddedNetwork.current !== network) embeddedNetwork.current = null;
    setConnection(session.connection);
    return () => {
      session.stop();
      setConnection(null);
    };
  }, [store, network, networkBase, createSocket]);

  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch (error) {
      // Storage disabled: the defaults hold, for this page only.
      console.warn("preferences: local storage is not available", error);
      return;
    }
    return preferences.connect(storage, window);
  }, [preferences]);

  return (
    <LiveStoreContext.Provider value={store}>
      <LiveConnectionContext.Provider value={connection}>
        <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>
      </LiveConnectionContext.Provider>
    </LiveStoreContext.Provider>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} needs a <LiveProvider> above it.`);
  return value;
}

/**
 * The live state as a render-tracking snapshot: a component re-renders when what it read changes.
 *
 * @example
 * const { tip, blocks, mempoolLoading } = useLive();
 */
export function useLive() {
  return useSnapshot(required(useContext(LiveStoreContext), "useLive()"));
}

/** The store itself, for writes a page owns (such as `tracking.mark`); render from useLive(). */
export function useLiveStore(): LiveStore {
  return required(useContext(LiveStoreContext), "useLiveStore()");
}

/**
 * The connection, to `want` streams, track things and subscribe to events; null during the server
 * render and until the browser has opened it.
 *
 * @example
 * const live = useLiveConnection();
 * useEffect(() => live?.want(["blocks", "stats", "mempool-blocks"]), [live]);
 */
export function useLiveConnection(): LiveConnection | null {
  const store = useContext(LiveStoreContext);
  const connection = useContext(LiveConnectionContext);
  // Null is a normal answer here, so a missing provider is caught on the store instead.
  required(store, "useLiveConnection()");
  return connection;
}

/** The local preferences (spec §3): the defaults during the server render and hydration, then the stored ones. */
export function usePreferences() {
  return useSnapshot(required(useContext(PreferencesContext), "usePreferences()").state);
}

/**
 * The function that changes and stores a preference; it throws a RangeError for a value the
 * preference cannot hold.
 *
 * @example
 * const setPreference = useSetPreference();
 * setPreference("rateUnit", "wu");
 */
export function useSetPreference(): <K extends PreferenceKey>(key: K, value: LocalPreferences[K]) => void {
  const preferences = required(useContext(PreferencesContext), "useSetPreference()");
  return preferences.set;
}
