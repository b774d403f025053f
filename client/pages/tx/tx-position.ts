/**
 * Where an unconfirmed transaction waits and what the strip points at (spec §2.3 "For a searched
 * transaction, an arrow shows its position among the mempool blocks", §3 "Mark"). The server's
 * `txPosition` is the truth; until it comes (and in the server's render, which has no socket) the
 * position is estimated from the transaction's rate among the projected blocks (research §5.7), so
 * the arrow is there from the first paint.
 *
 * @example
 * txStripMark(tx, null, mempoolBlocks, 12.5); // { mempoolBlockIndex: 1, mempoolPosition: { block: 1, vsize: 402_000 }, txid, txFeePerVSize: 12.5 }
 * txStripMark(confirmedTx, null, [], 3);       // { blockHeight: 840_000 }
 */
import { estimateMempoolPosition, type ProjectedPosition } from "../../../shared/tx/transaction-eta.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import type { StripMark } from "../../components/blockchain-strip/index.ts";

/**
 * The reported position, else the estimated one; null for a confirmed transaction or with no
 * projected blocks to place it among.
 */
export function txProjectedPosition(
  tx: Pick<EsploraTransaction, "status">,
  reported: ProjectedPosition | null,
  mempoolBlocks: readonly Pick<MempoolBlock, "feeRange" | "blockVSize">[],
  rate: number,
): ProjectedPosition | null {
  if (tx.status.confirmed) return null;
  if (reported !== null) return { block: reported.block, vsize: reported.vsize };
  return estimateMempoolPosition(rate, mempoolBlocks);
}

/** The strip's mark for the transaction: its block once confirmed, else its place among the projected blocks. */
export function txStripMark(
  tx: Pick<EsploraTransaction, "txid" | "status">,
  reported: ProjectedPosition | null,
  mempoolBlocks: readonly Pick<MempoolBlock, "feeRange" | "blockVSize">[],
  rate: number,
): StripMark | null {
  if (tx.status.confirmed) return tx.status.block_height === undefined ? null : { blockHeight: tx.status.block_height };
  const position = txProjectedPosition(tx, reported, mempoolBlocks, rate);
  if (position === null) return null;
  return { mempoolBlockIndex: position.block, mempoolPosition: position, txid: tx.txid, txFeePerVSize: rate };
}
