import { describe, expect, it } from "vitest";
import { snapshot } from "valtio";
import {
  createPreferencesStore,
  type PreferenceStorage,
  type PreferenceStorageEvent,
  type StorageEventSource,
} from "../../../client/live/preferences-store.ts";
import { PREFERENCE_KEYS, readPreferences } from "../../../shared/preferences/local-preferences.ts";

/** localStorage's behaviour, with the failures browsers have: reads or writes that throw. */
class MemoryStorage implements PreferenceStorage {
  readonly items = new Map<string, string>();
  failReads = false;
  failWrites = false;

  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }
  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException("The operation is insecure.", "SecurityError");
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.failWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.delete(key);
  }
}

class StorageEvents implements StorageEventSource {
  readonly listeners = new Set<(event: PreferenceStorageEvent) => void>();
  addEventListener(_: "storage", listener: (event: PreferenceStorageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_: "storage", listener: (event: PreferenceStorageEvent) => void): void {
    this.listeners.delete(listener);
  }
  fire(event: PreferenceStorageEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

const defaults = (locale: string) => readPreferences(() => null, locale);

describe("preferences store", () => {
  it("starts from the defaults of the locale, as the server renders", () => {
    expect(snapshot(createPreferencesStore("en").state)).toEqual(defaults("en"));
    expect(createPreferencesStore("he").state.timeLeftToRight).toBe(true);
  });

  it("reads the stored values on connect, each bad one as its default", () => {
    const storage = new MemoryStorage({
      [PREFERENCE_KEYS.rateUnit]: "wu",
      [PREFERENCE_KEYS.fiat]: "EUR",
      [PREFERENCE_KEYS.flow]: "sideways",
      [PREFERENCE_KEYS.graphWindow]: "17y",
      [PREFERENCE_KEYS.auth]: "{not json",
    });
    const preferences = createPreferencesStore("en");
    preferences.connect(storage);
    expect(snapshot(preferences.state)).toEqual({ ...defaults("en"), rateUnit: "wu", fiat: "EUR" });
  });

  it("persists a change under its spec §3 key, and removes a signed-out session", () => {
    const storage = new MemoryStorage({ [PREFERENCE_KEYS.auth]: '{"user":1}' });
    const preferences = createPreferencesStore("en");
    preferences.connect(storage);
    preferences.set("timeLeftToRight", true);
    preferences.set("miningWindow", "3m");
    preferences.set("auth", null);
    expect(preferences.state).toMatchObject({ timeLeftToRight: true, miningWindow: "3m", auth: null });
    expect(Object.fromEntries(storage.items)).toEqual({ [PREFERENCE_KEYS.timeLeftToRight]: "true", [PREFERENCE_KEYS.miningWindow]: "3m" });
  });

  it("refuses a value the preference cannot hold, changing nothing", () => {
    const storage = new MemoryStorage();
    const preferences = createPreferencesStore("en");
    preferences.connect(storage);
    expect(() => preferences.set("fiat", "XYZ" as "USD")).toThrow(/fiat preference cannot be "XYZ"/);
    expect(() => preferences.set("rateUnit", "bytes" as "vb")).toThrow(RangeError);
    expect(preferences.state.fiat).toBe("USD");
    expect(storage.items.size).toBe(0);
  });

  it("keeps working for the page when storage refuses to read or write", () => {
    const storage = new MemoryStorage({ [PREFERENCE_KEYS.rateUnit]: "wu" });
    storage.failReads = true;
    storage.failWrites = true;
    const logs: string[] = [];
    const preferences = createPreferencesStore("en", { log: (message) => logs.push(message) });
    expect(() => preferences.connect(storage)).not.toThrow();
    expect(preferences.state.rateUnit).toBe("vb");
    expect(() => preferences.set("rateUnit", "wu")).not.toThrow();
    expect(preferences.state.rateUnit).toBe("wu");
    expect(logs).toContain("could not store the rateUnit preference; it holds for this page only");
  });

  it("changes only in memory before it is connected", () => {
    const preferences = createPreferencesStore("en");
    preferences.set("audit", "hide");
    expect(preferences.state.audit).toBe("hide");
  });

  it("follows what other tabs store, and stops following when disconnected", () => {
    const storage = new MemoryStorage();
    const events = new StorageEvents();
    const preferences = createPreferencesStore("en");
    const disconnect = preferences.connect(storage, events);
    storage.items.set(PREFERENCE_KEYS.fiat, "JPY");
    events.fire({ key: PREFERENCE_KEYS.fiat, storageArea: storage });
    expect(preferences.state.fiat).toBe("JPY");

    storage.items.set(PREFERENCE_KEYS.fiat, "nonsense");
    events.fire({ key: PREFERENCE_KEYS.fiat, storageArea: storage });
    expect(preferences.state.fiat).toBe("USD");

    storage.items.set(PREFERENCE_KEYS.rateUnit, "wu");
    events.fire({ key: PREFERENCE_KEYS.rateUnit, storageArea: new MemoryStorage() });
    events.fire({ key: "unrelated", storageArea: storage });
    expect(preferences.state.rateUnit).toBe("vb");

    storage.items.clear();
    preferences.set("flow", "hide");
    storage.items.clear();
    events.fire({ key: null, storageArea: storage });
    expect(preferences.state.flow).toBe("show");

    disconnect();
    expect(events.listeners.size).toBe(0);
    preferences.set("flow", "hide");
    expect(storage.items.size).toBe(0);
  });
});
