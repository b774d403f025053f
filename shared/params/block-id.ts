/**
 * Block ids in routes such as /block/{id} and /view/block/{id} (spec §2.8, §5): all digits means
 * a height, otherwise a hash.
 *
 * @example
 * parseBlockId("800000");   // { kind: "height", height: 800000 }
 * parseBlockId("00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054");
 * // { kind: "hash", hash: "00000000000000000002a7c4…" }
 */
import { type BlockHash, parseBlockHash } from "../types/ids.ts";
import { type BlockHeight, blockHeight } from "../types/units.ts";
import { InvalidParamError } from "./errors.ts";

export type BlockId =
  | { readonly kind: "height"; readonly height: BlockHeight }
  | { readonly kind: "hash"; readonly hash: BlockHash };

const ALL_DIGITS = /^[0-9]+$/;

/**
 * Reads a block id. Digits only (leading zeros allowed) is a height; anything else must be 64 hex
 * characters (returned lower-cased). Throws InvalidParamError (400) for a height beyond
 * Number.MAX_SAFE_INTEGER, and InvalidIdError (400) for every other malformed id, including a
 * non-string or an empty string. A 64-character id made only of digits is a height, as the spec
 * says, and is therefore rejected as too large.
 *
 * @example
 * parseBlockId("0");        // { kind: "height", height: 0 }
 * parseBlockId("12ab");     // throws InvalidIdError
 */
export function parseBlockId(input: unknown): BlockId {
  if (typeof input === "string" && ALL_DIGITS.test(input)) {
    const height = Number(input);
    if (!Number.isSafeInteger(height)) {
      throw new InvalidParamError("block height", input, `a height is at most ${Number.MAX_SAFE_INTEGER}; use a height or a 64-character block hash.`);
    }
    return { kind: "height", height: blockHeight(height) };
  }
  return { kind: "hash", hash: parseBlockHash(input) };
}
