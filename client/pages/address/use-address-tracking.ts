import { useEffect } from "react";
import { normalizeTrackedAddress } from "../../../shared/protocol/client-message.ts";
import { useLive, useLiveConnection } from "../../live/live-provider.tsx";
import { emptyAddressUpdates } from "../../live/tracking-state.ts";
import type { ReadonlyAddressUpdates } from "./address-history.ts";

const NO_UPDATES: ReadonlyAddressUpdates = emptyAddressUpdates();

/**
 * Follows `address` on the socket while the page shows it (research §1.3 `track-address`) and
 * returns what arrived for it since (client/live/address-updates.ts). An address the socket's
 * rule does not accept (research §1.3: base58, bech32 or a raw public key) gets no live updates;
 * the page still shows what it loaded.
 *
 * @example
 * const updates = useAddressTracking(data.address.address);
 */
export function useAddressTracking(address: string): ReadonlyAddressUpdates {
  const connection = useLiveConnection();
  const { tracking } = useLive();
  const tracked = normalizeTrackedAddress(address);

  useEffect(() => {
    if (connection === null || tracked === null) return;
    connection.trackAddress(tracked);
    return () => connection.trackAddress(null);
  }, [connection, tracked]);

  return tracked !== null && tracking.address === tracked ? tracking.addressUpdates : NO_UPDATES;
}
