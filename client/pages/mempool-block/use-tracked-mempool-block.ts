/**
 * Follows projected block `index` over the socket (`track-mempool-block`, research §1.6) while the
 * page shows it, and gives its transactions: null until the first full list for that index arrived,
 * then the list the store keeps current from the deltas. Stopping is left to the connection, which
 * waits a moment so that moving to the next block does not stop and start again.
 *
 * @example
 * const transactions = useTrackedMempoolBlock(index, live.mempoolBlocks.length > 0);
 */
import { useEffect } from "react";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { useLive, useLiveConnection } from "../../live/live-provider.tsx";

/** `enabled` false (the list of projected blocks is not known yet, or the page shows none): nothing is tracked. */
export function useTrackedMempoolBlock(index: number, enabled: boolean): readonly TransactionStripped[] | null {
  const connection = useLiveConnection();
  const tracking = useLive().tracking;
  useEffect(() => {
    if (connection === null || !enabled) return;
    connection.trackMempoolBlock(index);
    return () => connection.trackMempoolBlock(null);
  }, [connection, index, enabled]);
  const following = enabled && tracking.mempoolBlockIndex === index && tracking.mempoolBlockSequence !== null;
  return following ? tracking.mempoolBlockTransactions : null;
}
