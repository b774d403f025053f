/**
 * The window's inner size in CSS pixels, following resizes and orientation changes: null on the
 * server and in the hydrating render (which must match the server's), the measured size right after.
 *
 * @example
 * const viewport = useViewportSize();
 * viewport === null ? DEFAULT : autofitResolution(viewport.width, viewport.height);
 */
import { useSyncExternalStore } from "react";

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

// One object per size, so React sees a change only when the size changed.
let last: ViewportSize | null = null;

function readViewport(): ViewportSize {
  const { innerWidth: width, innerHeight: height } = window;
  if (last === null || last.width !== width || last.height !== height) last = { width, height };
  return last;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  // Some mobile browsers report the new size only after the rotation, without a resize of its own.
  window.addEventListener("orientationchange", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    window.removeEventListener("orientationchange", onChange);
  };
}

const serverViewport = (): null => null;

export function useViewportSize(): ViewportSize | null {
  return useSyncExternalStore(subscribe, readViewport, serverViewport);
}
