/**
 * The browser's local preferences (spec §3) as a valtio store. It starts from the defaults, which is
 * what the server renders; `connect` then reads the stored values, persists every change and follows
 * the changes other tabs make. Storage belongs to the browser: reading or writing it may throw
 * (Safari's private mode, storage disabled, the quota), and a stored value may be anything, so a
 * failure only costs persistence and a bad value reads as its default.
 *
 * @example
 * const preferences = createPreferencesStore("en-US");
 * const disconnect = preferences.connect(window.localStorage, window);
 * preferences.set("rateUnit", "wu");
 */
import { proxy } from "valtio";
import { type LocalPreferences, PREFERENCE_KEYS, readPreferences, storedPreference } from "../../shared/preferences/local-preferences.ts";

/** The part of `Storage` the store uses. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The part of a `storage` event the store reads. */
export interface PreferenceStorageEvent {
  /** null when the whole storage was cleared. */
  readonly key: string | null;
  readonly storageArea?: unknown;
}

/** Where other tabs' `storage` events arrive: the window. */
export interface StorageEventSource {
  addEventListener(type: "storage", listener: (event: PreferenceStorageEvent) => void): void;
  removeEventListener(type: "storage", listener: (event: PreferenceStorageEvent) => void): void;
}

export type PreferenceKey = keyof LocalPreferences;
export type Preferences = { -readonly [K in PreferenceKey]: LocalPreferences[K] };

export interface PreferencesStore {
  /** The valtio proxy; read it with useSnapshot. */
  readonly state: Preferences;
  /**
   * Changes one preference and stores it. A value the preference cannot hold throws a RangeError
   * and changes nothing.
   */
  set<K extends PreferenceKey>(key: K, value: LocalPreferences[K]): void;
  /** Reads the stored values, then persists changes and follows other tabs; returns the function that stops both. */
  connect(storage: PreferenceStorage, events?: StorageEventSource): () => void;
}

export interface PreferencesOptions {
  readonly log?: (message: string, detail?: unknown) => void;
}

const KEYS = Object.keys(PREFERENCE_KEYS) as PreferenceKey[];
const warn = (message: string, detail?: unknown): void => console.warn(`preferences: ${message}`, detail ?? "");

/** The defaults of spec §3 for `locale` (the time direction depends on it). */
export function createPreferencesStore(locale: string, { log = warn }: PreferencesOptions = {}): PreferencesStore {
  const state = proxy<Preferences>({ ...readPreferences(() => null, locale) });
  let storage: PreferenceStorage | null = null;

  const readStored = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch (error) {
      log("could not read the stored preferences", error);
      return null;
    }
  };

  const refresh = (keys: readonly PreferenceKey[]): void => {
    const stored = readPreferences(readStored, locale);
    for (const key of keys) assign(state, key, stored[key]);
  };

  return {
    state,
    set(key, value) {
      const text = storedPreference(key, value);
      // The reader is the one definition of a valid value: what does not read back as itself is not one.
      const readBack = readPreferences((name) => (name === PREFERENCE_KEYS[key] ? text : null), locale)[key];
      if (JSON.stringify(readBack) !== JSON.stringify(value)) {
        throw new RangeError(`The ${key} preference cannot be ${JSON.stringify(value)}.`);
      }
      assign(state, key, value);
      if (!storage) return;
      try {
        if (value === null) storage.removeItem(PREFERENCE_KEYS[key]);
        else storage.setItem(PREFERENCE_KEYS[key], text);
      } catch (error) {
        log(`could not store the ${key} preference; it holds for this page only`, error);
      }
    },
    connect(target, events) {
      storage = target;
      refresh(KEYS);
      const onStorage = (event: PreferenceStorageEvent): void => {
        if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== target) return;
        if (event.key === null) return refresh(KEYS);
        const key = KEYS.find((name) => PREFERENCE_KEYS[name] === event.key);
        if (key) refresh([key]);
      };
      events?.addEventListener("storage", onStorage);
      return () => {
        events?.removeEventListener("storage", onStorage);
        if (storage === target) storage = null;
      };
    },
  };
}

function assign<K extends PreferenceKey>(state: Preferences, key: K, value: LocalPreferences[K]): void {
  // Equal objects (auth) are not replaced, so readers of an unchanged preference do not re-render.
  if (JSON.stringify(state[key]) !== JSON.stringify(value)) state[key] = value;
}
