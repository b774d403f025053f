import { useEffect, useState } from "react";

/** How often ages ("3 minutes ago") move on; the finest unit shown below an hour is the minute. */
export const NOW_TICK_MS = 10_000;

/**
 * The current time for relative ages. It starts at the server's render time, so the browser's first
 * render matches the server's markup, and moves on once the page is hydrated.
 *
 * @example
 * const now = useNow(state.renderedAt);
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), NOW_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
