/**
 * Branded identifiers, parsed from `unknown` at every boundary. A `Txid` or `BlockHash` is always
 * 64 lower-case hex characters; anything else is rejected with a message that names the fix.
 *
 * @example
 * const id = parseTxid(c.req.param("txid"));   // Txid, or throws InvalidIdError
 */
import { describeLength } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

declare const brand: unique symbol;
type Id<Name extends string> = string & { readonly [brand]: Name };

export type Txid = Id<"txid">;
export type BlockHash = Id<"block-hash">;

const HASH_HEX = /^[0-9a-f]{64}$/i;

/** Raised when an id from the outside world is malformed; describes the input by its length, never its text. */
export class InvalidIdError extends InputError {
  constructor(readonly kind: "txid" | "block hash", readonly input: unknown) {
    super(`Invalid ${kind}: expected 64 hexadecimal characters, got ${describeLength(input)}.`);
    this.name = "InvalidIdError";
  }
}

export const isHash64 = (input: unknown): input is string => typeof input === "string" && HASH_HEX.test(input);

export const isTxid = (input: unknown): input is Txid => isHash64(input);
export const isBlockHash = (input: unknown): input is BlockHash => isHash64(input);

export function parseTxid(input: unknown): Txid {
  if (!isHash64(input)) throw new InvalidIdError("txid", input);
  return input.toLowerCase() as Txid;
}

export function parseBlockHash(input: unknown): BlockHash {
  if (!isHash64(input)) throw new InvalidIdError("block hash", input);
  return input.toLowerCase() as BlockHash;
}
