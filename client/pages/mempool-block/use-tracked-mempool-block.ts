/**
 * Follows one projected block over the socket (research §1.6: `track-mempool-block`, a full list and
 * then deltas the store checks by sequence), for the mempool block page and the pending block view.
 * The route's index is lowered until a block exists at it, against the live list as it changes
 * (spec §2.11, §5); only an index the list holds is tracked.
 *
 * @example
 * const { index, block, transactions } = useTrackedMempoolBlock(useParams().index, firstPaint);
 * <ProjectedBlockGraph transactions={transactions} index={index} … />
 */
import { useEffect } from "react";
import type { Wantable } from "../../../shared/protocol/client-message.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { usePageData } from "../../app/page-data.tsx";
import { useLive, useLiveConnection } from "../../live/live-provider.tsx";
import { useWants } from "../../live/use-wants.ts";
import { mempoolBlockPageIndex } from "./mempool-block-index.ts";
import { type ProjectedBlockData, projectedBlockPageData } from "./projected-block-data.ts";

/** research §1.8: a projected block's page needs the chain and the projected blocks. */
const MEMPOOL_BLOCK_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks"];

export interface TrackedMempoolBlock {
  /** The index shown: the route's, lowered to the last projected block once the list is known. */
  readonly index: number;
  /** The route asked for a block that does not exist now. */
  readonly lowered: boolean;
  /** The projected block's figures; undefined until the list is known. */
  readonly block: MempoolBlock | undefined;
  /** The followed block's transactions: the page data's until the socket's first full list arrives; null while neither is there. */
  readonly transactions: readonly TransactionStripped[] | null;
}

/** `firstPaint`: the page data's list (projected-block-data.ts), shown while it is of the index shown and the socket's is not in. */
export function useTrackedMempoolBlock(rawIndex: string | undefined, firstPaint?: ProjectedBlockData): TrackedMempoolBlock {
  const live = useLive();
  const connection = useLiveConnection();
  useWants(MEMPOOL_BLOCK_WANTS);
  const known = live.mempoolBlocks.length > 0;
  const { index, lowered } = mempoolBlockPageIndex(rawIndex, live.mempoolBlocks.length);

  useEffect(() => {
    // Only an index the list holds is followed: the route's may still be lowered.
    if (connection === null || !known) return;
    connection.trackMempoolBlock(index);
    return () => connection.trackMempoolBlock(null);
  }, [connection, index, known]);

  const { tracking } = live;
  const following = tracking.mempoolBlockIndex === index && tracking.mempoolBlockSequence !== null;
  const transactions = following ? tracking.mempoolBlockTransactions : firstPaint?.index === index ? firstPaint.transactions : null;
  return { index, lowered, block: live.mempoolBlocks[index], transactions };
}

/** The page's own list of the projected block (projected-block-data.ts), once it is loaded. */
export function useProjectedBlockPageData(rawIndex: string | undefined): ProjectedBlockData | undefined {
  const result = usePageData(projectedBlockPageData, { index: rawIndex ?? "" });
  return result.status === "ready" ? result.data : undefined;
}
