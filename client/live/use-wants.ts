import { useEffect } from "react";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { useLiveConnection } from "./live-provider.tsx";

/** Asks the socket for a page's streams once it is open (the connection drops repeats). */
export function useWants(wants: readonly Wantable[]): void {
  const connection = useLiveConnection();
  // Pages pass a constant list; its text is the dependency, so a new array with the same streams sends nothing.
  const key = wants.join(",");
  useEffect(() => {
    connection?.want(wants);
  }, [connection, key]); // eslint-disable-line react-hooks/exhaustive-deps
}
