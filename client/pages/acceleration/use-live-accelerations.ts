import { useEffect, useState } from "react";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { applyAccelerations } from "../../live/live-accelerations.ts";
import { useLiveConnection } from "../../live/live-provider.tsx";

/**
 * The active accelerations, live (research §3.3, client/live/live-accelerations.ts): asks the
 * socket for the whole list while the page shows, then follows its changes. Null until the list
 * comes (and during the server's render, which has no socket).
 *
 * @example
 * const accelerations = useLiveAccelerations(); // newest first, null until the list comes
 */
export function useLiveAccelerations(): readonly Acceleration[] | null {
  const connection = useLiveConnection();
  const [list, setList] = useState<readonly Acceleration[] | null>(null);
  useEffect(() => {
    if (connection === null) return;
    const unsubscribe = connection.subscribe((event) => {
      if (event.kind === "frame" && Object.hasOwn(event.frame, "accelerations")) setList((previous) => applyAccelerations(previous, event.frame.accelerations));
    });
    connection.trackAccelerations(true);
    return () => {
      unsubscribe();
      connection.trackAccelerations(false);
    };
  }, [connection]);
  return list;
}
