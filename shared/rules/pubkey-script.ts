/**
 * Raw public keys typed into search or tracking are looked up as their pay-to-pubkey output script
 * (spec §5 "Public-key lookups use script type prefix 41 for 130-character keys, otherwise 21";
 * research §1.3): push the key, then OP_CHECKSIG (`ac`).
 *
 * @example
 * pubkeyToP2pkScript("02" + "11".repeat(32));  // "21" + "02" + "11".repeat(32) + "ac"
 */
import { describeLength } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";

/** Push of a 65-byte uncompressed key (04 + x + y). */
export const UNCOMPRESSED_PUBKEY_PUSH = "41";
/** Push of a 33-byte compressed key (02/03 + x). */
export const COMPRESSED_PUBKEY_PUSH = "21";
export const OP_CHECKSIG_HEX = "ac";
export const UNCOMPRESSED_PUBKEY_HEX_LENGTH = 130;
export const COMPRESSED_PUBKEY_HEX_LENGTH = 66;

const RAW_PUBKEY = /^(?:04[0-9a-f]{128}|0[23][0-9a-f]{64})$/i;

/** Input that is not a raw secp256k1 public key in hex; described by its length, never its text. */
export class InvalidPubkeyError extends InputError {
  constructor(readonly input: unknown) {
    super(
      `Invalid public key ${describeLength(input)}: expected 130 hex characters starting with 04 (uncompressed) ` +
        `or 66 starting with 02 or 03 (compressed).`,
    );
    this.name = "InvalidPubkeyError";
  }
}

/**
 * True when `input` looks like a raw public key: 04 + 128 hex, or 02/03 + 64 hex (either case). The
 * point is not checked to lie on the curve.
 *
 * @example
 * isRawPubkey("03" + "ab".repeat(32));  // true
 * isRawPubkey("05" + "ab".repeat(32));  // false
 */
export function isRawPubkey(input: unknown): input is string {
  return typeof input === "string" && RAW_PUBKEY.test(input);
}

/**
 * The P2PK output script of a raw public key, lower-case hex.
 *
 * @example
 * pubkeyToP2pkScript("04" + "cd".repeat(64));  // "4104cdcd…cdac" (134 characters)
 * pubkeyToP2pkScript("bc1q…");                 // throws InvalidPubkeyError
 */
export function pubkeyToP2pkScript(pubkeyHex: string): string {
  if (!isRawPubkey(pubkeyHex)) throw new InvalidPubkeyError(pubkeyHex);
  const push = pubkeyHex.length === UNCOMPRESSED_PUBKEY_HEX_LENGTH ? UNCOMPRESSED_PUBKEY_PUSH : COMPRESSED_PUBKEY_PUSH;
  return `${push}${pubkeyHex.toLowerCase()}${OP_CHECKSIG_HEX}`;
}
