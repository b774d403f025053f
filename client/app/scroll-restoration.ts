/**
 * The rules of scroll restoration (spec §2.1 "The router restores scroll position and supports
 * anchor scrolling"), apart from the DOM so they can be tested: what to do after a navigation, and
 * where positions are remembered across reloads.
 *
 * @example
 * scrollActionFor("POP", { pathname: "/tx/ab", hash: "" }, "/", 640);       // { kind: "restore", top: 640 }
 * scrollActionFor("PUSH", { pathname: "/tx/ab", hash: "#accelerate" }, "/"); // { kind: "anchor", id: "accelerate" }
 */

/** How the router reached a location (react-router's NavigationType values). */
export type NavigationKind = "POP" | "PUSH" | "REPLACE";

export type ScrollAction =
  | { readonly kind: "restore"; readonly top: number }
  | { readonly kind: "anchor"; readonly id: string }
  | { readonly kind: "top" }
  | { readonly kind: "keep" };

export interface ScrolledLocation {
  readonly pathname: string;
  readonly hash: string;
}

/**
 * What to do with the scroll position after arriving at `location`:
 * - back/forward (and a reload, which react-router also reports as POP) restores the remembered
 *   position, else goes to the anchor, else leaves the page where the browser put it;
 * - a new page goes to its anchor, else to the top;
 * - a replace on the same path (a changed query) keeps the position unless it names an anchor.
 *
 * @example
 * scrollActionFor("PUSH", { pathname: "/block/1", hash: "" }, "/");             // { kind: "top" }
 * scrollActionFor("REPLACE", { pathname: "/", hash: "" }, "/");                 // { kind: "keep" }
 * scrollActionFor("POP", { pathname: "/", hash: "" }, null, undefined);         // { kind: "keep" }
 */
export function scrollActionFor(
  navigation: NavigationKind,
  location: ScrolledLocation,
  previousPathname: string | null,
  savedTop?: number,
): ScrollAction {
  const id = anchorId(location.hash);
  if (navigation === "POP") {
    if (savedTop !== undefined) return { kind: "restore", top: savedTop };
    return id === null ? { kind: "keep" } : { kind: "anchor", id };
  }
  if (id !== null) return { kind: "anchor", id };
  if (navigation === "REPLACE" && location.pathname === previousPathname) return { kind: "keep" };
  return { kind: "top" };
}

/**
 * The element id a URL fragment names, percent-decoded; null for no fragment. A fragment with
 * invalid percent-encoding is used as written.
 *
 * @example
 * anchorId("#accelerate");   // "accelerate"
 * anchorId("#caf%C3%A9");    // "café"
 * anchorId("#");             // null
 */
export function anchorId(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw === "") return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Locations remembered; the oldest are forgotten first, so session storage stays small. */
export const SCROLL_POSITIONS_KEPT = 100;

/** The session storage key of the remembered positions. */
export const SCROLL_POSITIONS_STORAGE_KEY = "blocktide:scroll-positions";

/**
 * Scroll positions by router location key, at most `limit` of them (the most recently written).
 *
 * @example
 * const positions = new ScrollPositions();
 * positions.set("k1", 300);
 * positions.get("k1");  // 300
 */
export class ScrollPositions {
  readonly #tops = new Map<string, number>();

  constructor(readonly limit: number = SCROLL_POSITIONS_KEPT) {
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw new RangeError(`ScrollPositions: expected a limit of 1 or more locations, got ${String(limit)}.`);
    }
  }

  get(key: string): number | undefined {
    return this.#tops.get(key);
  }

  /** Remembers `top` for `key`; a negative or non-finite position (overscroll, bad data) is ignored. */
  set(key: string, top: number): void {
    if (!Number.isFinite(top) || top < 0) return;
    this.#tops.delete(key); // re-inserting moves the key to the newest end
    this.#tops.set(key, top);
    if (this.#tops.size > this.limit) this.#tops.delete(this.#tops.keys().next().value!);
  }

  get size(): number {
    return this.#tops.size;
  }

  /** A JSON object of key → position, oldest first. */
  serialize(): string {
    return JSON.stringify(Object.fromEntries(this.#tops));
  }

  /**
   * Reads what serialize wrote. Storage belongs to the browser, not to us: anything unreadable
   * gives an empty store, and a bad entry is dropped, never trusted.
   *
   * @example
   * ScrollPositions.parse('{"a":10,"b":"x"}').get("b");  // undefined
   */
  static parse(json: string | null, limit: number = SCROLL_POSITIONS_KEPT): ScrollPositions {
    const positions = new ScrollPositions(limit);
    if (json === null) return positions;
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      return positions;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return positions;
    for (const [key, top] of Object.entries(value)) {
      if (typeof top === "number") positions.set(key, top);
    }
    return positions;
  }
}
