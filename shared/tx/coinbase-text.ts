/**
 * The readable part of a coinbase scriptSig: miners write their pool's tag and messages there among
 * the height push and extra-nonce bytes. Runs of printable ASCII (3 characters or more, so a stray
 * byte that happens to be a letter stays out) are kept, joined by a space.
 *
 * @example
 * coinbaseText("03500f0d" + hex("/Foundry USA Pool #dropgold/") + "0a1b"); // "/Foundry USA Pool #dropgold/"
 */
import { hexToBytes } from "@noble/hashes/utils.js";

const MIN_RUN_CHARACTERS = 3;
const FIRST_PRINTABLE = 0x20;
const LAST_PRINTABLE = 0x7e;

/**
 * The text in a scriptSig; "" when there is none or the hex is malformed.
 *
 * @example
 * coinbaseText("0000"); // ""
 */
export function coinbaseText(scriptsig: string): string {
  let bytes: Uint8Array;
  try {
    bytes = hexToBytes(scriptsig);
  } catch {
    return "";
  }
  const runs: string[] = [];
  let run = "";
  for (const byte of bytes) {
    if (byte >= FIRST_PRINTABLE && byte <= LAST_PRINTABLE) {
      run += String.fromCharCode(byte);
      continue;
    }
    if (run.trim().length >= MIN_RUN_CHARACTERS) runs.push(run.trim());
    run = "";
  }
  if (run.trim().length >= MIN_RUN_CHARACTERS) runs.push(run.trim());
  return runs.join(" ");
}
