/**
 * How many confirmed blocks the strip keeps and fetches (spec §4.4, §9): older blocks arrive in
 * batches of ten as the visitor scrolls; past 550 cached blocks the least recently shown ones are
 * dropped, except the 50 nearest the tip.
 *
 * @example
 * batchTopHeight(890_443);  // 890449: the batch 890440 … 890449
 */
/** spec §9: "Block cache cap is 550". */
export const BLOCK_CACHE_CAP = 550;
/** spec §9: "with a 50-block protected zone" below the tip. */
export const BLOCK_CACHE_PROTECTED_DEPTH = 50;
/** spec §9: "Batch size is ten blocks". */
export const BLOCK_BATCH_SIZE = 10;

/**
 * The highest height of the batch that holds `height`. Batches are aligned to multiples of ten, so
 * two requests for neighbouring heights ask for the same batch.
 *
 * @example
 * batchTopHeight(0);    // 9
 * batchTopHeight(19);   // 19
 * batchTopHeight(20);   // 29
 */
export function batchTopHeight(height: number): number {
  if (!Number.isSafeInteger(height) || height < 0) {
    throw new RangeError(`block height must be a whole number from 0, got ${String(height)}`);
  }
  return Math.floor(height / BLOCK_BATCH_SIZE) * BLOCK_BATCH_SIZE + BLOCK_BATCH_SIZE - 1;
}
