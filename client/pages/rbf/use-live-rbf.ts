import { useEffect, useState } from "react";
import type { RbfTree } from "../../../shared/tx/rbf-tree.ts";
import { useLiveConnection } from "../../live/live-provider.tsx";
import { filterRbfTrees, readRbfTrees } from "./rbf-page-data.ts";

/** `track-rbf`'s two lists (research §4): every replacement, or the full-RBF ones. */
export type RbfListMode = "all" | "fullRbf";

interface Received {
  readonly mode: RbfListMode;
  readonly trees: readonly RbfTree[];
}

/**
 * The trees /rbf shows for `mode`: asks the socket for that list (`{"track-rbf": mode}`, answered
 * at once and then on every change with `rbfLatest`) and stops it (`"stop"`) when the page is left.
 * Until the socket's list arrives, `loaded` (the page's every-tree list) stands in, narrowed to
 * full-RBF trees when that is the mode.
 *
 * @example
 * const trees = useLiveRbf(mode, data.trees);
 */
export function useLiveRbf(mode: RbfListMode, loaded: readonly RbfTree[]): readonly RbfTree[] {
  const connection = useLiveConnection();
  const [received, setReceived] = useState<Received | null>(null);

  useEffect(() => {
    if (connection === null) return;
    const stop = connection.subscribe((event) => {
      if (event.kind !== "frame" || !("rbfLatest" in event.frame)) return;
      const trees = readRbfTrees(event.frame.rbfLatest);
      // A list sent just before a switch of mode belongs to the old one; the filter keeps it honest.
      if (trees !== undefined) setReceived({ mode, trees: filterRbfTrees(trees, mode === "fullRbf") });
    });
    connection.trackRbf(mode);
    return stop;
  }, [connection, mode]);

  useEffect(() => {
    if (connection === null) return;
    return () => connection.trackRbf(null);
  }, [connection]);

  return received !== null && received.mode === mode ? received.trees : filterRbfTrees(loaded, mode === "fullRbf");
}
