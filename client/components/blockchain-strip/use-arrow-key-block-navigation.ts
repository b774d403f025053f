import { useEffect, useRef } from "react";
import { arrowSideOf, type ArrowSide } from "./block-navigation.ts";

/**
 * Listens for ← and → on the whole document (outside input fields) and reports which one was
 * pressed; pair it with neighbourTarget() and stripTargetPath() to open the neighbouring block.
 *
 * @example
 * useArrowKeyBlockNavigation((side) => {
 *   const target = neighbourTarget(mark, side, { timeLeftToRight, topHeight, mempoolBlockCount });
 *   if (target) navigate(stripTargetPath(target, linkPrefix, networkBase));
 * });
 */
export function useArrowKeyBlockNavigation(onNavigate: (side: ArrowSide) => void): void {
  // The latest callback without re-attaching the listener on every render.
  const latest = useRef(onNavigate);
  latest.current = onNavigate;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const side = arrowSideOf(event);
      if (side !== null) latest.current(side);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
