/**
 * The transaction flags classifier of research §5.5: from an Esplora transaction (and what the
 * mempool knows about it) to the big-integer `flags` of spec §3. Pure, so the devnet hub, the
 * worker and the client classify alike. Not classified: `nonstandard` (height-dependent policy)
 * and `acceleration` (the client ORs it in from `acc`).
 *
 * @example
 * const flags = transactionFlags(tx, { hasMempoolAncestors: true });
 * hasFlag(flags, "cpfp_child"); // true
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import type { Network } from "../network/networks.ts";
import { type TransactionFlagKey, flagsFromKeys } from "../tables/transaction-flags.ts";
import type { EsploraTransaction, EsploraVin, EsploraVout, ScriptPubkeyType } from "../types/esplora.ts";
import { OP_0, OP_IF } from "./opcodes.ts";
import { scriptOpcodes } from "./script-pushes.ts";

export interface FlagContext {
  /** Reserved for the height-dependent `nonstandard` rules, which are not classified yet. */
  readonly height?: number;
  /** Reserved, like `height`. */
  readonly network?: Network;
  /** In-mempool ancestors: the transaction pays for a parent (cpfp_child). */
  readonly hasMempoolAncestors?: boolean;
  /** In-mempool descendants: a child pays for it (cpfp_parent). */
  readonly hasMempoolDescendants?: boolean;
  /** It replaced another transaction (replacement). */
  readonly replaced?: boolean;
}

/**
 * What the classifier reads of a transaction: the fields of its Esplora view that say what it
 * spends and creates. An `EsploraTransaction` is one; a server that holds the raw transaction can
 * hand in a lighter object with the same facts, without the asm and the rest of the view.
 */
export type FlagOutput = Pick<EsploraVout, "scriptpubkey" | "scriptpubkey_type" | "scriptpubkey_address" | "value">;
export type FlagInput = Pick<EsploraVin, "witness" | "scriptsig" | "sequence"> & { readonly prevout: FlagOutput | null };
export interface FlaggedTransaction {
  readonly version: EsploraTransaction["version"];
  readonly vin: readonly FlagInput[];
  readonly vout: readonly FlagOutput[];
}

const ADDRESS_TYPE_FLAGS: Partial<Record<ScriptPubkeyType, TransactionFlagKey>> = {
  p2pk: "p2pk",
  multisig: "p2ms",
  p2pkh: "p2pkh",
  p2sh: "p2sh",
  v0_p2wpkh: "p2wpkh",
  v0_p2wsh: "p2wsh",
  v1_p2tr: "p2tr",
};
const VERSION_FLAGS: Readonly<Record<number, TransactionFlagKey>> = { 1: "v1", 2: "v2", 3: "v3" };
const SIGHASH_BASE_FLAGS: Readonly<Record<number, TransactionFlagKey>> = { 1: "sighash_all", 2: "sighash_none", 3: "sighash_single" };

/** BIP125: a sequence below this signals replaceability. */
const MAX_RBF_SEQUENCE_EXCLUSIVE = 0xffff_fffe;
/** BIP341 annex tag, the first byte of a last witness item that is an annex. */
const ANNEX_TAG = 0x50;
const SCHNORR_SIGNATURE_BYTES = 64;
/** Taproot control blocks: 33 bytes plus 32 per merkle step, first byte a leaf version 0xc0/0xc1. */
const CONTROL_BLOCK_BASE_BYTES = 33;
/** Heuristic thresholds of §5.5: 5 inputs and outputs for a coinjoin, a 5:1 ratio either way. */
const COINJOIN_MIN_SIDE = 5;
const RATIO_EXTREME = 5;
const P2WSH_PROGRAM_BYTES = 32;

const bytesOf = (hex: string | undefined): Uint8Array => {
  try {
    return hexToBytes(hex ?? "");
  } catch {
    return new Uint8Array(0);
  }
};

/** BIP66 strict DER plus a sighash byte of 01/02/03/81/82/83: the "DER-looking" shape of §5.5. */
function derSighash(sig: Uint8Array): number | undefined {
  const n = sig.length;
  if (n < 9 || n > 73 || sig[0] !== 0x30 || sig[1] !== n - 3) return undefined;
  const rLength = sig[3]!;
  const sLength = sig[5 + rLength];
  if (sig[2] !== 0x02 || rLength === 0 || sig[4 + rLength] !== 0x02 || !sLength || rLength + sLength + 7 !== n) return undefined;
  const hashType = sig[n - 1]!;
  return SIGHASH_BASE_FLAGS[hashType & 0x7f] && (hashType & 0x7c) === 0 ? hashType : undefined;
}

/** A taproot signature's hash type: 64 bytes mean SIGHASH_DEFAULT (0), 65 carry theirs. */
function schnorrSighash(sig: Uint8Array): number | undefined {
  if (sig.length === SCHNORR_SIGNATURE_BYTES) return 0;
  const hashType = sig[SCHNORR_SIGNATURE_BYTES];
  return sig.length === SCHNORR_SIGNATURE_BYTES + 1 && hashType !== undefined && SIGHASH_BASE_FLAGS[hashType & 0x7f] && (hashType & 0x7c) === 0 ? hashType : undefined;
}

function addSighash(keys: Set<TransactionFlagKey>, hashType: number | undefined): void {
  if (hashType === undefined) return;
  keys.add(hashType === 0 ? "sighash_default" : SIGHASH_BASE_FLAGS[hashType & 0x7f]!);
  if (hashType & 0x80) keys.add("sighash_acp");
}

/** Without a prevout: a lone Schnorr-sized item (key path) or a control-block-shaped last item (script path). */
function looksLikeTaproot(stack: readonly Uint8Array[]): boolean {
  const last = stack.at(-1);
  if (!last) return false;
  if (stack.length === 1) return last.length === SCHNORR_SIGNATURE_BYTES || last.length === SCHNORR_SIGNATURE_BYTES + 1;
  return last.length >= CONTROL_BLOCK_BASE_BYTES && (last.length - CONTROL_BLOCK_BASE_BYTES) % 32 === 0 && (last[0]! & 0xfe) === 0xc0;
}

/** The `ord` envelope: OP_FALSE OP_IF as instructions, so the bytes inside a push never match. */
function hasEnvelope(script: Uint8Array): boolean {
  const ops = scriptOpcodes(script);
  return ops.some((op, i) => op.opcode === OP_0 && ops[i + 1]?.opcode === OP_IF);
}

function classifyInput(vin: FlagInput, keys: Set<TransactionFlagKey>): void {
  const type = vin.prevout?.scriptpubkey_type;
  const typeFlag = type && ADDRESS_TYPE_FLAGS[type];
  if (typeFlag) keys.add(typeFlag);
  const witness = (vin.witness ?? []).map(bytesOf);
  const hasAnnex = witness.length >= 2 && witness.at(-1)![0] === ANNEX_TAG;
  const stack = hasAnnex ? witness.slice(0, -1) : witness;
  if (vin.prevout ? type === "v1_p2tr" : looksLikeTaproot(stack)) {
    if (hasAnnex) keys.add("annex");
    if (stack.length === 1) addSighash(keys, schnorrSighash(stack[0]!));
    if (stack.length >= 2) {
      if (hasEnvelope(stack.at(-2)!)) keys.add("inscription");
      // Script-path stack items before the script and control block: the Schnorr-sized ones are signatures.
      for (const item of stack.slice(0, -2)) addSighash(keys, schnorrSighash(item));
    }
    return;
  }
  for (const item of witness) addSighash(keys, derSighash(item));
  for (const op of scriptOpcodes(bytesOf(vin.scriptsig))) if (op.data) addSighash(keys, derSighash(op.data));
}

/**
 * Whether bytes are a point on the curve, remembered: the check takes a square root, and the same
 * keys come back in output after output (a pool's payout keys, a user's multisig). Bounded, and
 * simply started over when full.
 */
const validKeys = new Map<string, boolean>();
const VALID_KEYS_REMEMBERED = 4_096;

function isValidPublicKey(key: Uint8Array): boolean {
  const hex = bytesToHex(key);
  let valid = validKeys.get(hex);
  if (valid === undefined) {
    valid = secp256k1.utils.isValidPublicKey(key);
    if (validKeys.size >= VALID_KEYS_REMEMBERED) validKeys.clear();
    validKeys.set(hex, valid);
  }
  return valid;
}

/** §5.5: a P2PK key or a bare-multisig key that is not a curve point, or a 02/03 key of one repeated byte. */
function hasFakePubkey(vout: FlagOutput): boolean {
  const script = bytesOf(vout.scriptpubkey);
  const keys =
    vout.scriptpubkey_type === "p2pk"
      ? [script.subarray(1, -1)]
      : scriptOpcodes(script)
          .slice(1, -2)
          .map((op) => op.data ?? new Uint8Array(0));
  return keys.some((key) => {
    const burnPattern = key.length === 33 && (key[0] === 2 || key[0] === 3) && key.subarray(2).every((byte) => byte === key[1]);
    return burnPattern || !isValidPublicKey(key);
  });
}

/** §5.5: a run of P2WSH outputs carrying data: a 2-byte length L, the data, zero padding, in ceil((L+2)/32) outputs. */
function hasFakeScripthash(vout: readonly FlagOutput[]): boolean {
  for (let start = 0; start < vout.length; start++) {
    if (vout[start]!.scriptpubkey_type !== "v0_p2wsh") continue;
    let end = start;
    while (end < vout.length && vout[end]!.scriptpubkey_type === "v0_p2wsh") end++;
    const data = vout.slice(start, end).flatMap((output) => [...bytesOf(output.scriptpubkey).subarray(2)]);
    // The length prefix is read big-endian, as the OLGA/CIP-33 encoders write it.
    const length = (data[0]! << 8) | data[1]!;
    const outputs = Math.ceil((length + 2) / P2WSH_PROGRAM_BYTES);
    if (outputs === end - start && data.slice(length + 2).every((byte) => byte === 0)) return true;
    start = end;
  }
  return false;
}

/** §5.5's address-reuse test: an output address seen again among the outputs or the inputs. */
function reusesAddresses(tx: FlaggedTransaction): boolean {
  const tally = (addresses: (string | undefined)[]) => {
    const counts = new Map<string, number>();
    for (const address of addresses) if (address) counts.set(address, (counts.get(address) ?? 0) + 1);
    return counts;
  };
  const inputs = tally(tx.vin.map((vin) => vin.prevout?.scriptpubkey_address));
  const outputs = tally(tx.vout.map((vout) => vout.scriptpubkey_address));
  return [...outputs].some(([address, count]) => count + (inputs.get(address) ?? 0) > 1);
}

/** Distinct amounts on each side; an input without a known value counts as its own amount. */
function distinctAmounts(tx: FlaggedTransaction): number {
  const inputs = new Set(tx.vin.map((vin, i) => (vin.prevout ? vin.prevout.value : `unknown-${i}`)));
  return inputs.size + new Set(tx.vout.map((vout) => vout.value)).size;
}

/**
 * The flags of a transaction, as a bigint (values reach 2^44).
 *
 * @example
 * keysFromFlags(transactionFlags(tx)); // ["rbf", "v2", "p2wpkh", "p2tr", "sighash_all", "sighash_default"]
 */
export function transactionFlags(tx: FlaggedTransaction, context: FlagContext = {}): bigint {
  const keys = new Set<TransactionFlagKey>();
  if (context.hasMempoolAncestors) keys.add("cpfp_child");
  if (context.hasMempoolDescendants) keys.add("cpfp_parent");
  if (context.replaced) keys.add("replacement");
  const versionFlag = VERSION_FLAGS[tx.version];
  if (versionFlag) keys.add(versionFlag);
  keys.add(tx.vin.some((vin) => vin.sequence < MAX_RBF_SEQUENCE_EXCLUSIVE) ? "rbf" : "no_rbf");

  for (const vin of tx.vin) classifyInput(vin, keys);
  for (const vout of tx.vout) {
    const typeFlag = ADDRESS_TYPE_FLAGS[vout.scriptpubkey_type];
    if (typeFlag) keys.add(typeFlag);
    if (vout.scriptpubkey_type === "op_return") keys.add("op_return");
    if ((vout.scriptpubkey_type === "p2pk" || vout.scriptpubkey_type === "multisig") && hasFakePubkey(vout)) keys.add("fake_pubkey");
  }
  if (hasFakeScripthash(tx.vout)) keys.add("fake_scripthash");

  const ins = tx.vin.length;
  const outs = tx.vout.length;
  const ratio = outs === 0 ? Number.POSITIVE_INFINITY : ins / outs;
  const carriesData = keys.has("inscription") || keys.has("op_return");
  if (
    ins >= COINJOIN_MIN_SIDE &&
    outs >= COINJOIN_MIN_SIDE &&
    ratio > 1 / RATIO_EXTREME &&
    ratio < RATIO_EXTREME &&
    !carriesData &&
    distinctAmounts(tx) <= (ins + outs) / 2 &&
    !reusesAddresses(tx)
  ) {
    keys.add("coinjoin");
  }
  if (ratio >= RATIO_EXTREME) keys.add("consolidation");
  if (ratio <= 1 / RATIO_EXTREME) keys.add("batch_payout");
  return flagsFromKeys(keys);
}
