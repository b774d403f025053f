/**
 * The Electrum-style script hash that `/api/scripthash/{hash}` is keyed by (spec §7.4): SHA-256 of
 * the script bytes, byte-reversed, as lower-case hex.
 *
 * @example
 * scriptHash("76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac");
 * // "8b01df4e368ea28f8dc0423bcf7a4923e3a12d307c875e47a0cfbf90b5c39161"
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { InputError } from "../errors/input-error.ts";

/** spec §5, §8: the one message for any script that is not hex of even length. */
export const INVALID_SCRIPT_HEX_MESSAGE = "script is not a valid hex string";

// Whole bytes only: an odd digit count is rejected with the same message (spec §5).
const EVEN_HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** A script that is not a hex string of even length. */
export class InvalidScriptHexError extends InputError {
  constructor(readonly input: unknown) {
    super(INVALID_SCRIPT_HEX_MESSAGE);
    this.name = "InvalidScriptHexError";
  }
}

/**
 * The script hash of `scriptHex` (either case). The empty string is the empty script, which is a
 * valid (if unspendable) output script, so it hashes rather than fails.
 *
 * @example
 * scriptHash("");     // "55b852781b9995a44c939b64e441ae2724b96f99c8f4fb9a141cfc9842c4b0e3"
 * scriptHash("abc");  // throws InvalidScriptHexError("script is not a valid hex string")
 */
export function scriptHash(scriptHex: string): string {
  if (typeof scriptHex !== "string" || !EVEN_HEX.test(scriptHex)) throw new InvalidScriptHexError(scriptHex);
  // Electrum servers index by the digest read as a little-endian number, hence the reversal.
  return bytesToHex(sha256(hexToBytes(scriptHex)).reverse());
}
