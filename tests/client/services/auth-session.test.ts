import { describe, expect, it } from "vitest";
import { type AuthStorage, authStateOf, createAuthSession, readAuthState } from "../../../client/services/auth-session.ts";

const SATOSHI = { user: { userId: 7, username: "satoshi" } };

/** localStorage as a map, counting what the session asked of it. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: AuthStorage & { items: Map<string, string> } = {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
  return storage;
}

/** A window whose storage events the test fires. */
function storageEvents() {
  const listeners = new Set<(event: StorageEvent) => void>();
  return {
    addEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.delete(listener),
    fire: (key: string | null) => listeners.forEach((listener) => listener({ key } as StorageEvent)),
    count: () => listeners.size,
  };
}

describe("readAuthState (spec §3 `auth`)", () => {
  it("reads the login answer as stored", () => {
    expect(readAuthState(JSON.stringify(SATOSHI))).toEqual(SATOSHI);
  });

  it.each([
    ["no value", null],
    ["text that is not JSON", "{"],
    ["JSON that is not an object", "42"],
    ["an object without a user", "{}"],
    ["a user without an id", '{"user":{"username":"satoshi"}}'],
    ["an empty username", '{"user":{"userId":1,"username":""}}'],
    ["an id that is no whole number", '{"user":{"userId":1.5,"username":"satoshi"}}'],
  ])("is null for %s", (_name, text) => {
    expect(readAuthState(text)).toBeNull();
  });

  it("keeps only the fields of an AuthState", () => {
    expect(authStateOf({ token: "t", user: { userId: 1, username: "a", admin: true } })).toEqual({ user: { userId: 1, username: "a" } });
  });
});

describe("createAuthSession", () => {
  it("is signed out with nothing stored, and signed in once the answer is stored", () => {
    const storage = memoryStorage();
    const session = createAuthSession(() => storage);
    expect(session.current()).toBeNull();
    session.set(SATOSHI);
    expect(session.current()).toEqual(SATOSHI);
    expect(JSON.parse(storage.items.get("auth")!)).toEqual(SATOSHI);
  });

  it("removes a stored value that is not an AuthState (research §4: unparseable → removed)", () => {
    const storage = memoryStorage({ auth: "{not json" });
    const session = createAuthSession(() => storage);
    expect(session.current()).toBeNull();
    expect(storage.items.has("auth")).toBe(false);
  });

  it("answers the same object while the stored text is unchanged, as useSyncExternalStore needs", () => {
    const session = createAuthSession(() => memoryStorage({ auth: JSON.stringify(SATOSHI) }));
    expect(session.current()).toBe(session.current());
  });

  it("tells its listeners of this tab's changes and of other tabs' changes to `auth` only", () => {
    const storage = memoryStorage();
    const events = storageEvents();
    const session = createAuthSession(() => storage, events as unknown as Window);
    let heard = 0;
    const stop = session.subscribe(() => heard++);
    session.set(SATOSHI);
    session.clear();
    events.fire("auth");
    events.fire("fiat-preference");
    events.fire(null);
    expect(heard).toBe(4);
    stop();
    expect(events.count()).toBe(0);
  });

  it("is signed out, without throwing, when storage refuses", () => {
    const session = createAuthSession(() => {
      throw new Error("SecurityError");
    });
    expect(session.current()).toBeNull();
    expect(() => session.set(SATOSHI)).not.toThrow();
    expect(() => session.clear()).not.toThrow();
  });
});
