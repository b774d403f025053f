import { BLOCK_WEIGHT_UNITS } from "../types/units.ts";
import { assertNonNegativeNumber } from "./number-guards.ts";

/**
 * Spec §9: "Block fill is proportional to weight over the block weight limit" (4,000,000 WU; pass the
 * network's own limit on Liquid). Clamped to 1 because a template or a mismatched limit can overflow.
 *
 * @example
 * blockFill(2_000_000);              // 0.5
 * blockFill(150_000, 300_000);       // 0.5
 */
export function blockFill(weight: number, limit: number = BLOCK_WEIGHT_UNITS): number {
  assertNonNegativeNumber(weight, "weight");
  assertNonNegativeNumber(limit, "block weight limit");
  if (limit === 0) throw new RangeError("block weight limit must be greater than 0, got 0");
  return Math.min(1, Math.max(0, weight / limit));
}
