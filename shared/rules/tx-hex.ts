/**
 * What a raw transaction typed or pasted for broadcast must look like before it is sent: hex
 * digits, whole bytes, within the largest transaction a block can hold. The node judges the rest
 * (its reason comes back from `POST /api/tx`).
 *
 * @example
 * txHexProblem(" 02 00\n");   // null: whitespace between digits is dropped
 * txHexProblem("020");        // "odd-length"
 * compactTxHex(" 02 00\n");   // "0200"
 */

/** A transaction weighs at most 4,000,000 WU, so its bytes are at most 4 MB: twice that in hex. */
export const MAX_TX_HEX_CHARACTERS = 8_000_000;

/** Why a text is not a raw transaction in hex; each has its own message for the visitor. */
export type TxHexProblem = "empty" | "not-hex" | "odd-length" | "too-long";

const WHITESPACE = /\s+/g;
const HEX_DIGITS = /^[0-9a-fA-F]*$/;

/** The text without any whitespace, lower-cased: wallets wrap long hex over lines. */
export const compactTxHex = (text: string): string => text.replace(WHITESPACE, "").toLowerCase();

/**
 * The first thing wrong with `text` as a raw transaction in hex, or null when it may be sent.
 *
 * @example
 * txHexProblem("");       // "empty"
 * txHexProblem("zz");     // "not-hex"
 * txHexProblem("0200");   // null
 */
export function txHexProblem(text: string): TxHexProblem | null {
  const hex = compactTxHex(text);
  if (hex === "") return "empty";
  if (!HEX_DIGITS.test(hex)) return "not-hex";
  if (hex.length % 2 !== 0) return "odd-length";
  if (hex.length > MAX_TX_HEX_CHARACTERS) return "too-long";
  return null;
}
