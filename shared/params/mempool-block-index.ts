/**
 * The index of a projected mempool block in routes such as /mempool-block/{index} and
 * /view/mempool-block/{index} (spec §2.11, §5).
 *
 * @example
 * clampMempoolBlockIndex(parseMempoolBlockIndex("9"), 8);  // 7
 */
import { integerParam } from "./query-integer.ts";
import { InvalidParamError } from "./errors.ts";

/**
 * A non-negative integer, else 0 (negative, fractional, non-numeric, empty or missing).
 *
 * @example
 * parseMempoolBlockIndex("3");    // 3
 * parseMempoolBlockIndex("-1");   // 0
 * parseMempoolBlockIndex("x");    // 0
 */
export function parseMempoolBlockIndex(raw: string | null | undefined): number {
  return integerParam(raw, 0, { min: 0 });
}

/**
 * Lowers `index` until a block exists at it: at most `blockCount - 1`, and 0 when there are no
 * blocks. Throws InvalidParamError when either argument is not a non-negative integer (parse the
 * route with parseMempoolBlockIndex first).
 *
 * @example
 * clampMempoolBlockIndex(5, 8);   // 5
 * clampMempoolBlockIndex(9, 3);   // 2
 * clampMempoolBlockIndex(4, 0);   // 0
 */
export function clampMempoolBlockIndex(index: number, blockCount: number): number {
  requireCount("mempool block index", index);
  requireCount("mempool block count", blockCount);
  return Math.max(0, Math.min(index, blockCount - 1));
}

function requireCount(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidParamError(name, value, "expected an integer, 0 or more.");
  }
}
