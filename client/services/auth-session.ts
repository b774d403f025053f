/**
 * Whether the visitor is signed in (spec §3 `auth`, §6): `localStorage.auth` holds the services'
 * login or signup answer (`AuthState`); its presence is what "logged in" means to the interface,
 * while the session itself rides on an HttpOnly cookie the script never sees. A stored value that is
 * not an AuthState is removed. Every tab follows the others' changes (`storage` events).
 *
 * Only the browser has storage: the server's render, and hydration after it, see `AUTH_UNKNOWN`,
 * so a page neither shows nor redirects on a guess.
 *
 * @example
 * authSession.set(await response.json());   // after login
 * const auth = useAuth();                   // AuthState | null | AUTH_UNKNOWN
 * authSession.clear();                      // logout, or a 401 from the services
 */
import { useSyncExternalStore } from "react";
import { PREFERENCE_KEYS } from "../../shared/preferences/local-preferences.ts";
import type { AuthState } from "../../shared/services/services-wire.ts";

/** What the server's render and hydration know of the visitor: nothing yet. */
export const AUTH_UNKNOWN = undefined;

/**
 * Reads a stored `auth` value; null for anything that is not an AuthState.
 *
 * @example
 * readAuthState('{"user":{"userId":7,"username":"satoshi"}}'); // { user: { userId: 7, username: "satoshi" } }
 * readAuthState("{");                                          // null
 */
export function readAuthState(text: string | null): AuthState | null {
  if (text === null) return null;
  try {
    return authStateOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The AuthState in a parsed value (a stored one, or the login answer), copied; null when it is none. */
export function authStateOf(value: unknown): AuthState | null {
  const user = typeof value === "object" && value !== null ? (value as { user?: unknown }).user : undefined;
  if (typeof user !== "object" || user === null) return null;
  const { userId, username } = user as { userId?: unknown; username?: unknown };
  return Number.isSafeInteger(userId) && typeof username === "string" && username !== "" ? { user: { userId: userId as number, username } } : null;
}

/** The part of Storage the session uses. */
export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface AuthSession {
  /** The stored state (the same object while the stored text is unchanged), null when signed out. */
  current(): AuthState | null;
  set(auth: AuthState): void;
  clear(): void;
  /** Calls `listener` after every change, this tab's or another's; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * A session over `storage` (a function: storage may be unavailable, or refuse, at any call).
 *
 * @example
 * const session = createAuthSession(() => window.localStorage, window);
 */
export function createAuthSession(storage: () => AuthStorage | null, events?: Pick<Window, "addEventListener" | "removeEventListener">): AuthSession {
  const key = PREFERENCE_KEYS.auth;
  const listeners = new Set<() => void>();
  let cached: { text: string | null; auth: AuthState | null } = { text: null, auth: null };
  const attempt = <T>(use: (store: AuthStorage) => T): T | null => {
    try {
      const store = storage();
      return store === null ? null : use(store);
    } catch {
      // Storage disabled or full: signed out, for this page only.
      return null;
    }
  };
  const notify = (): void => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent): void => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    current() {
      const text = attempt((store) => store.getItem(key));
      if (text !== cached.text) {
        cached = { text, auth: readAuthState(text) };
        if (text !== null && cached.auth === null) attempt((store) => store.removeItem(key));
      }
      return cached.auth;
    },
    set(auth) {
      attempt((store) => store.setItem(key, JSON.stringify(auth)));
      notify();
    },
    clear() {
      attempt((store) => store.removeItem(key));
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** The browser's session (on the server: no storage, signed out). */
export const authSession: AuthSession = createAuthSession(
  () => (typeof window === "undefined" ? null : window.localStorage),
  typeof window === "undefined" ? undefined : window,
);

/** The visitor's AuthState, null when signed out, AUTH_UNKNOWN during the server's render and hydration. */
export function useAuth(): AuthState | null | typeof AUTH_UNKNOWN {
  return useSyncExternalStore(authSession.subscribe, authSession.current, () => AUTH_UNKNOWN);
}
