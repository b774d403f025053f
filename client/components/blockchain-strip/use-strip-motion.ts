import { useCallback, useEffect, useRef, useState } from "react";
import { animatesArrival } from "../../../shared/chain/block-similarity.ts";
import { MEMPOOL_BLOCK_MARK_MS } from "../../../shared/live/connection-timing.ts";
import { TIME_DIRECTION_FLIP_MS } from "../../../shared/params/strip-layout.ts";

/** How long an arriving block slides in; the stylesheet's animation matches it. */
export const ARRIVAL_ANIMATION_MS = 1_000;

/**
 * spec §4.4: flipping the time direction. For one second the strip is flagged as flipping (the
 * blocks glide to their mirrored places and the scroll offset is held at 0); then the offset is back.
 * The first render never flips, so the server's markup is the browser's.
 */
export function useTimeDirectionFlip(timeLeftToRight: boolean): { flipping: boolean; requestFlip: () => void } {
  const [flipping, setFlipping] = useState(false);
  const previous = useRef(timeLeftToRight);
  // Only the visitor's own toggle animates: a stored preference applied after hydration, or one
  // changed in another tab, just takes effect.
  const requested = useRef(false);
  useEffect(() => {
    if (previous.current === timeLeftToRight) return;
    previous.current = timeLeftToRight;
    if (!requested.current) return;
    requested.current = false;
    setFlipping(true);
    const timer = setTimeout(() => setFlipping(false), TIME_DIRECTION_FLIP_MS);
    return () => clearTimeout(timer);
  }, [timeLeftToRight]);
  const requestFlip = useCallback(() => {
    requested.current = true;
  }, []);
  return { flipping, requestFlip };
}

export interface NewestBlock {
  readonly height: number;
  readonly similarity?: number | undefined;
}

/**
 * spec §4.4: the height of a block that just arrived on top of the previous tip and slides in, for
 * about a second; null otherwise. `onArrival` hears of every higher block, animated or not. A new
 * `scope` (the network) starts over: its blocks are not arrivals.
 */
export function useBlockArrival(
  newest: NewestBlock | null,
  scope: string,
  onArrival: (height: number, previousTop: number) => void,
): number | null {
  const [arriving, setArriving] = useState<number | null>(null);
  const previousTop = useRef(newest?.height ?? -1);
  const previousScope = useRef(scope);
  const latest = useRef(onArrival);
  latest.current = onArrival;
  const height = newest?.height ?? -1;
  const similarity = newest?.similarity;
  useEffect(() => {
    if (previousScope.current !== scope) {
      previousScope.current = scope;
      previousTop.current = height;
      setArriving(null);
      return;
    }
    const previous = previousTop.current;
    if (height <= previous) {
      previousTop.current = Math.max(previous, height);
      return;
    }
    previousTop.current = height;
    latest.current(height, previous);
    const visible = typeof document === "undefined" || document.visibilityState === "visible";
    if (animatesArrival({ height, similarity }, previous, visible)) setArriving(height);
  }, [height, similarity, scope]);
  useEffect(() => {
    if (arriving === null) return;
    const timer = setTimeout(() => setArriving(null), ARRIVAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [arriving]);
  return arriving;
}

/**
 * spec §4.4: "Marking a mempool block shows the arrow at once, with transitions disabled for
 * 100 ms". True from the render in which the mark changes (so the jump itself is not animated) until
 * 100 ms later.
 */
export function useMarkInstant(markKey: string): boolean {
  const [seen, setSeen] = useState(markKey);
  const [instant, setInstant] = useState(false);
  if (seen !== markKey) {
    setSeen(markKey);
    setInstant(true);
  }
  useEffect(() => {
    if (!instant) return;
    const timer = setTimeout(() => setInstant(false), MEMPOOL_BLOCK_MARK_MS);
    return () => clearTimeout(timer);
  }, [instant, seen]);
  return instant;
}
