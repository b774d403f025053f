/**
 * What an output script is and which address it has, by the rules Esplora (mempool's electrs) uses
 * for `scriptpubkey_type` and `scriptpubkey_address`: exact byte shapes, checked in electrs' order,
 * and an address for P2PKH, P2SH and every witness program (bech32 for version 0, bech32m above).
 *
 * @example
 * scriptPubkeyType(script);              // "v0_p2wpkh"
 * scriptAddress(script, "regtest");      // "bcrt1q…"
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bech32, bech32m, createBase58check } from "@scure/base";
import { ADDRESS_PREFIXES, type AddressNetwork } from "../../../shared/rules/address-network.ts";
import type { ScriptPubkeyType } from "../../../shared/types/esplora.ts";
import { OP_0, OP_1, OP_16, OP_CHECKMULTISIG, OP_CHECKSIG, OP_RETURN } from "../../../shared/tx/opcodes.ts";

// The prefix table lives in shared/ because the hub reads addresses too; devnet modules take it from here.
export { ADDRESS_PREFIXES, type AddressNetwork };

const base58check = createBase58check(sha256);

/** Pay-to-anchor (BIP-less ephemeral anchor): OP_1 OP_PUSHBYTES_2 4e73. */
const ANCHOR = [OP_1, 0x02, 0x4e, 0x73] as const;

/**
 * First bytes that make a script provably unspendable in rust-bitcoin 0.28's legacy classification:
 * reserved and verif opcodes, the disabled splice/bitwise/arithmetic opcodes, and 0xba and above.
 */
const UNSPENDABLE_FIRST_OPCODES = new Set([
  0x50, 0x62, 0x65, 0x66, 0x7e, 0x7f, 0x80, 0x81, 0x83, 0x84, 0x85, 0x86, 0x89, 0x8a, 0x8d, 0x8e, 0x95, 0x96, 0x97,
  0x98, 0x99,
]);

/**
 * Exact-shape tests, as rust-bitcoin 0.28 (electrs) makes them: no other spelling of the same script counts.
 *
 * @example
 * isP2sh(hexToBytes("a914…87")); // true
 */
export const isP2pkh = (s: Uint8Array): boolean =>
  s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === OP_CHECKSIG;
export const isP2sh = (s: Uint8Array): boolean => s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87;
export const isP2wsh = (s: Uint8Array): boolean => s.length === 34 && s[0] === OP_0 && s[1] === 0x20;
export const isP2tr = (s: Uint8Array): boolean => s.length === 34 && s[0] === OP_1 && s[1] === 0x20;

/**
 * The witness version and program of a witness-program script (BIP141: a version opcode, then one
 * push of 2–40 bytes filling the rest), or undefined.
 *
 * @example
 * witnessProgram(hexToBytes("51024e73")); // { version: 1, program: Uint8Array [0x4e, 0x73] }
 */
export function witnessProgram(s: Uint8Array): { version: number; program: Uint8Array } | undefined {
  if (s.length < 4 || s.length > 42 || s[1]! + 2 !== s.length) return undefined;
  if (s[0] === OP_0) return { version: 0, program: s.subarray(2) };
  if (s[0]! >= OP_1 && s[0]! <= OP_16) return { version: s[0]! - OP_1 + 1, program: s.subarray(2) };
  return undefined;
}

function isP2pk(s: Uint8Array): boolean {
  if (s.length === 67) return s[0] === 0x41 && s[66] === OP_CHECKSIG;
  if (s.length === 35) return s[0] === 0x21 && s[34] === OP_CHECKSIG;
  return false;
}

/** electrs' bare-multisig test: only the frame (OP_m … OP_n OP_CHECKMULTISIG, m ≤ n ≤ 15), not the keys. */
function isBareMultisig(s: Uint8Array): boolean {
  const n = s[s.length - 2]!;
  const m = s[0]!;
  return s.length >= 37 && s[s.length - 1] === OP_CHECKMULTISIG && n >= OP_1 && n <= OP_16 - 1 && m >= OP_1 && m <= n;
}

/**
 * The Esplora `scriptpubkey_type` of an output script.
 *
 * @example
 * scriptPubkeyType(Uint8Array.of(0x51, 0x02, 0x4e, 0x73)); // "anchor"
 * scriptPubkeyType(Uint8Array.of(0x6a));                   // "op_return"
 */
export function scriptPubkeyType(s: Uint8Array): ScriptPubkeyType {
  if (s.length === 0) return "empty";
  if (s[0] === OP_RETURN) return "op_return";
  if (isP2pk(s)) return "p2pk";
  if (isP2pkh(s)) return "p2pkh";
  if (isP2sh(s)) return "p2sh";
  if (s.length === 22 && s[0] === OP_0 && s[1] === 0x14) return "v0_p2wpkh";
  if (isP2wsh(s)) return "v0_p2wsh";
  if (isP2tr(s)) return "v1_p2tr";
  if (s.length === ANCHOR.length && ANCHOR.every((byte, i) => s[i] === byte)) return "anchor";
  if (s[0]! >= 0xba || UNSPENDABLE_FIRST_OPCODES.has(s[0]!)) return "provably_unspendable";
  if (isBareMultisig(s)) return "multisig";
  return "unknown";
}

/**
 * The address of an output script, or undefined when it has none (P2PK, multisig, OP_RETURN …).
 *
 * @example
 * scriptAddress(hexToBytes("0014fd6d…60bd"), "mainnet"); // "bc1ql4k3tlur9sf0rlcy5hxd2qulwgnmyc9akehvth"
 */
export function scriptAddress(s: Uint8Array, network: AddressNetwork = "mainnet"): string | undefined {
  const prefixes = ADDRESS_PREFIXES[network];
  if (isP2pkh(s)) return base58check.encode(Uint8Array.of(prefixes.pubKeyHash, ...s.subarray(3, 23)));
  if (isP2sh(s)) return base58check.encode(Uint8Array.of(prefixes.scriptHash, ...s.subarray(2, 22)));
  const witness = witnessProgram(s);
  if (!witness) return undefined;
  const words = [witness.version, ...bech32.toWords(witness.program)];
  // BIP350: version 0 keeps bech32; every later version uses bech32m.
  return witness.version === 0 ? bech32.encode(prefixes.bech32, words) : bech32m.encode(prefixes.bech32, words);
}
