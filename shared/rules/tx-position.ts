import { BLOCK_VSIZE } from "../types/units.ts";

/**
 * Where the position arrow of a searched transaction points inside its projected block, as a share
 * of the block from 0 to 1. The offset is the transaction's midpoint (research §1.4 `txPosition`);
 * spec §5 "The transaction-position arrow clamps the vsize share to at most 1", since the last block
 * holds more than one block's worth.
 *
 * @example
 * txPositionShare(250_000);   // 0.25
 * txPositionShare(3_000_000); // 1
 */
export function txPositionShare(offsetVsize: number, blockVsize: number = BLOCK_VSIZE): number {
  if (!Number.isFinite(offsetVsize) || !(blockVsize > 0)) return 0;
  return Math.min(1, Math.max(0, offsetVsize / blockVsize));
}
