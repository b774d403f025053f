/**
 * The data an OP_RETURN output carries: the bytes of every push after OP_RETURN, as hex, and as
 * text when they are readable (UTF-8 without control characters), so a list can show a message
 * instead of hex.
 *
 * @example
 * opReturnData("6a0568656c6c6f"); // { hex: "68656c6c6f", text: "hello" }
 */
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { OP_RETURN } from "./opcodes.ts";
import { scriptOpcodes } from "./script-pushes.ts";
import { decodeUtf8 } from "../runtime/web-globals.ts";

/** C0 and C1 controls except tab and newlines, and the replacement character a bad sequence decodes to. */
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/;

export interface OpReturnData {
  /** The pushed bytes, joined, lower-case hex ("" when nothing is pushed). */
  readonly hex: string;
  /** The same bytes as text, or null when they are not readable text. */
  readonly text: string | null;
}

/**
 * Reads an output script; null when it is not an OP_RETURN script or not hex.
 *
 * @example
 * opReturnData("6a");             // { hex: "", text: null }
 * opReturnData("0014" + "00".repeat(20)); // null
 */
export function opReturnData(scriptpubkey: string): OpReturnData | null {
  let script: Uint8Array;
  try {
    script = hexToBytes(scriptpubkey);
  } catch {
    return null;
  }
  if (script[0] !== OP_RETURN) return null;
  const pushes = scriptOpcodes(script.subarray(1)).flatMap((op) => (op.data ? [op.data] : []));
  const bytes = new Uint8Array(pushes.reduce((sum, push) => sum + push.length, 0));
  let at = 0;
  for (const push of pushes) {
    bytes.set(push, at);
    at += push.length;
  }
  const text = bytes.length === 0 ? null : decodeUtf8(bytes);
  return { hex: bytesToHex(bytes), text: text !== null && !UNREADABLE.test(text) ? text : null };
}
