/**
 * The Esplora asm dialect (decoding itself is shared/tx/script-pushes.ts). Esplora (and mempool's electrs fork, rust-bitcoin
 * 0.28) prints every opcode by its rust-bitcoin name: pushes as `OP_PUSHBYTES_<n> <hex>`,
 * `OP_PUSHDATA1 <hex>` (no length), small numbers as `OP_PUSHNUM_<n>`, `OP_0` for the empty push,
 * `OP_CLTV` / `OP_CSV`, `OP_CHECKSIGADD`, and undefined opcodes as `OP_RETURN_<code>`. A script that
 * ends inside a push prints `<push past end>` or `<unexpected end>` exactly where rust-bitcoin does.
 *
 * @example
 * scriptToAsm(hexToBytes("76a914…88ac")); // "OP_DUP OP_HASH160 OP_PUSHBYTES_20 … OP_EQUALVERIFY OP_CHECKSIG"
 */
import { OP_0, OP_16, OP_PUSHDATA1, OP_PUSHDATA4 } from "../../../shared/tx/opcodes.ts";
import { decodeScript } from "../../../shared/tx/script-pushes.ts";

/** Names of 0x61 (OP_NOP) … 0xb2 (OP_CSV), in opcode order, as rust-bitcoin 0.28 prints them. */
const NAMES_FROM_NOP = (
  "NOP VER IF NOTIF VERIF VERNOTIF ELSE ENDIF VERIFY RETURN TOALTSTACK FROMALTSTACK 2DROP 2DUP 3DUP " +
  "2OVER 2ROT 2SWAP IFDUP DEPTH DROP DUP NIP OVER PICK ROLL ROT SWAP TUCK CAT SUBSTR LEFT RIGHT SIZE " +
  "INVERT AND OR XOR EQUAL EQUALVERIFY RESERVED1 RESERVED2 1ADD 1SUB 2MUL 2DIV NEGATE ABS NOT " +
  "0NOTEQUAL ADD SUB MUL DIV MOD LSHIFT RSHIFT BOOLAND BOOLOR NUMEQUAL NUMEQUALVERIFY NUMNOTEQUAL " +
  "LESSTHAN GREATERTHAN LESSTHANOREQUAL GREATERTHANOREQUAL MIN MAX WITHIN RIPEMD160 SHA1 SHA256 " +
  "HASH160 HASH256 CODESEPARATOR CHECKSIG CHECKSIGVERIFY CHECKMULTISIG CHECKMULTISIGVERIFY NOP1 CLTV CSV"
).split(" ");

/**
 * The Esplora name of one opcode.
 *
 * @example
 * opcodeName(0x51); // "OP_PUSHNUM_1"
 * opcodeName(0xbb); // "OP_RETURN_187"
 */
export function opcodeName(opcode: number): string {
  if (opcode === OP_0) return "OP_0";
  if (opcode < OP_PUSHDATA1) return `OP_PUSHBYTES_${opcode}`;
  if (opcode <= OP_PUSHDATA4) return `OP_PUSHDATA${1 << (opcode - OP_PUSHDATA1)}`;
  if (opcode === 0x4f) return "OP_PUSHNUM_NEG1";
  if (opcode === 0x50) return "OP_RESERVED";
  if (opcode <= OP_16) return `OP_PUSHNUM_${opcode - 0x50}`;
  if (opcode <= 0xb2) return `OP_${NAMES_FROM_NOP[opcode - 0x61]}`;
  if (opcode <= 0xb9) return `OP_NOP${opcode - 0xaf}`;
  if (opcode === 0xba) return "OP_CHECKSIGADD";
  if (opcode === 0xff) return "OP_INVALIDOPCODE";
  return `OP_RETURN_${opcode}`;
}

const HEX_DIGITS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Lower-case hex of bytes; the Esplora wire writes every script and witness item this way. */
export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += HEX_DIGITS[byte];
  return out;
}

/**
 * A script in the Esplora asm dialect, byte for byte as `/api/tx/:txid` shows it.
 *
 * @example
 * scriptToAsm(Uint8Array.of(0x6a, 0x5d));          // "OP_RETURN OP_PUSHNUM_13"
 * scriptToAsm(Uint8Array.of(0x6a, 0x4c));          // "OP_RETURN<unexpected end>" (no space: rust-bitcoin's quirk)
 * scriptToAsm(Uint8Array.of(0x02, 0xab));          // "OP_PUSHBYTES_2 <push past end>"
 */
export function scriptToAsm(script: Uint8Array): string {
  const { ops, truncated } = decodeScript(script);
  const words = ops.map(({ opcode, data }) => (data && data.length > 0 ? `${opcodeName(opcode)} ${toHex(data)}` : opcodeName(opcode)));
  let asm = words.join(" ");
  // rust-bitcoin writes the missing-length marker before the separating space, the past-end marker after the opcode.
  if (truncated?.missing === "length") asm += "<unexpected end>";
  else if (truncated) asm += `${asm ? " " : ""}${opcodeName(truncated.opcode)} <push past end>`;
  return asm;
}
