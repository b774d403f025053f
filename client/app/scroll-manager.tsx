import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import {
  SCROLL_POSITIONS_STORAGE_KEY,
  ScrollPositions,
  scrollActionFor,
} from "./scroll-restoration.ts";

// Input that means the visitor took over; a pending restore or anchor scroll must not fight it.
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Restores the scroll position on back and forward and scrolls to #anchors after navigation
 * (spec §2.1). BrowserRouter has no scroll restoration of its own (that belongs to data routers),
 * so this component does it: positions are remembered per history entry, also across reloads.
 * It renders nothing; mount it once inside the router.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef<ScrollPositions | null>(null);
  const currentKey = useRef(location.key);
  const previousPathname = useRef<string | null>(null);

  // Declared first: layout effects run in order, so the store exists before the first navigation.
  useLayoutEffect(() => {
    const store = ScrollPositions.parse(readStorage());
    positions.current = store;
    const browserRestoration = history.scrollRestoration;
    // The browser would restore before the page's content exists, then fight this component.
    history.scrollRestoration = "manual";
    const remember = () => store.set(currentKey.current, window.scrollY);
    const persist = () => writeStorage(store.serialize());
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", persist);
      history.scrollRestoration = browserRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const action = scrollActionFor(navigation, location, previousPathname.current, positions.current?.get(location.key));
    previousPathname.current = location.pathname;
    switch (action.kind) {
      case "top":
        window.scrollTo(0, 0);
        return;
      case "restore":
        return retryUntilDone(() => {
          window.scrollTo(0, action.top);
          // Live content may not be tall enough yet; try again as it grows.
          return Math.abs(window.scrollY - action.top) < 1;
        });
      case "anchor":
        return retryUntilDone(() => {
          const element = document.getElementById(action.id);
          element?.scrollIntoView();
          return element !== null;
        });
      case "keep":
        return;
    }
    // Keyed on the history entry alone: a new key is a navigation, a re-render is not.
  }, [location.key]);

  return null;
}

/**
 * Runs `attempt` now and again after each change to the page until it reports success, the
 * visitor scrolls by hand, or the returned cleanup runs (the next navigation).
 */
function retryUntilDone(attempt: () => boolean): (() => void) | undefined {
  if (attempt()) return undefined;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const stop = () => {
    observer.disconnect();
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

// Storage can be disabled or full (private modes, quotas): scrolling must work without it.
function readStorage(): string | null {
  try {
    return sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(json: string): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, json);
  } catch {
    // Positions are a convenience; losing them across a reload is acceptable.
  }
}
