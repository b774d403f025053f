/**
 * Liquid addresses, for search: whether a text is an address of Liquid or Liquid Testnet, of
 * another network, or of none. Liquid has four forms: unconfidential segwit (bech32/bech32m, "ex1…"
 * / "tex1…"), confidential segwit (blech32/blech32m, "lq1…" / "tlq1…", the program preceded by a
 * 33-byte blinding key), unconfidential base58 (P2PKH / P2SH) and confidential base58 (a blinding
 * prefix byte, then the base58 version, the blinding key and the hash). Prefixes are those of
 * Elements' chain parameters for liquidv1 and liquidtestnet.
 *
 * Only the encoding is checked (checksum, version, lengths); whether the blinding key is a point on
 * the curve is left to the node, as for Bitcoin addresses.
 *
 * @example
 * parseLiquidAddress("ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094", "liquid");       // { ok: true, confidential: false }
 * parseLiquidAddress("ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094", "liquidtestnet"); // { ok: false, problem: "wrong-network" }
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bech32, bech32m, createBase58check } from "@scure/base";
import { ADDRESS_PREFIXES } from "./address-network.ts";
import { decodeBlech32 } from "./blech32.ts";

export type LiquidNetwork = "liquid" | "liquidtestnet";

export interface LiquidAddressPrefixes {
  /** Unconfidential segwit. */
  readonly bech32: string;
  /** Confidential segwit. */
  readonly blech32: string;
  readonly pubKeyHash: number;
  readonly scriptHash: number;
  /** First byte of a confidential base58 address. */
  readonly blinded: number;
}

export const LIQUID_ADDRESS_PREFIXES: Readonly<Record<LiquidNetwork, LiquidAddressPrefixes>> = {
  liquid: { bech32: "ex", blech32: "lq", pubKeyHash: 57, scriptHash: 39, blinded: 12 },
  liquidtestnet: { bech32: "tex", blech32: "tlq", pubKeyHash: 36, scriptHash: 19, blinded: 23 },
};

export type LiquidAddressParse =
  | { readonly ok: true; readonly confidential: boolean }
  | { readonly ok: false; readonly problem: "invalid" | "wrong-network" };

/** A compressed secp256k1 key: the blinding key of a confidential address. */
export const BLINDING_KEY_BYTES = 33;
const HASH160_BYTES = 20;
/** base58 payloads: version + hash, and blinding prefix + version + key + hash. */
export const UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES = 1 + HASH160_BYTES;
export const CONFIDENTIAL_BASE58_PAYLOAD_BYTES = 2 + BLINDING_KEY_BYTES + HASH160_BYTES;
/** BIP173's cap for bech32 strings. */
const MAX_BECH32_LENGTH = 90;
const MAX_WITNESS_VERSION = 16;
const V0_PROGRAM_BYTES: readonly number[] = [20, 32];
const MIN_PROGRAM_BYTES = 2;
const MAX_PROGRAM_BYTES = 40;

const base58check = createBase58check(sha256);
const INVALID: LiquidAddressParse = { ok: false, problem: "invalid" };
const WRONG_NETWORK: LiquidAddressParse = { ok: false, problem: "wrong-network" };

/**
 * Reads `text` (already trimmed; bech32 forms in one case) as an address of `network`.
 *
 * @example
 * parseLiquidAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "liquid"); // { ok: false, problem: "wrong-network" }
 * parseLiquidAddress("hello", "liquid");                                       // { ok: false, problem: "invalid" }
 */
export function parseLiquidAddress(text: string, network: LiquidNetwork): LiquidAddressParse {
  if (typeof text !== "string" || text.length === 0) return INVALID;
  const prefixes = LIQUID_ADDRESS_PREFIXES[network];
  const segwit = bech32.decodeUnsafe(text, MAX_BECH32_LENGTH);
  const segwitM = segwit ? undefined : bech32m.decodeUnsafe(text, MAX_BECH32_LENGTH);
  const unblinded = segwit ? { ...segwit, encoding: "blech32" as const } : segwitM ? { ...segwitM, encoding: "blech32m" as const } : null;
  if (unblinded) {
    if (unblinded.prefix !== prefixes.bech32) return isKnownSegwitPrefix(unblinded.prefix) ? WRONG_NETWORK : INVALID;
    return witnessIsValid(unblinded.words, unblinded.encoding, 0) ? { ok: true, confidential: false } : INVALID;
  }
  const blinded = decodeBlech32(text);
  if (blinded) {
    if (blinded.hrp !== prefixes.blech32) return isKnownSegwitPrefix(blinded.hrp) ? WRONG_NETWORK : INVALID;
    return witnessIsValid(blinded.words, blinded.encoding, BLINDING_KEY_BYTES) ? { ok: true, confidential: true } : INVALID;
  }
  return parseBase58(text, prefixes);
}

function parseBase58(text: string, prefixes: LiquidAddressPrefixes): LiquidAddressParse {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return INVALID;
  }
  const [first, second] = payload;
  const isOwnVersion = (version: number | undefined) => version === prefixes.pubKeyHash || version === prefixes.scriptHash;
  if (payload.length === UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES) {
    if (isOwnVersion(first)) return { ok: true, confidential: false };
    return isKnownBase58Version(first) ? WRONG_NETWORK : INVALID;
  }
  if (payload.length === CONFIDENTIAL_BASE58_PAYLOAD_BYTES) {
    if (first === prefixes.blinded) return isOwnVersion(second) ? { ok: true, confidential: true } : INVALID;
    return isKnownBlindedPrefix(first) ? WRONG_NETWORK : INVALID;
  }
  return INVALID;
}

/**
 * Witness version rules of BIP141/BIP350, applied after removing the blinding key: version 0 uses
 * the original checksum and a 20- or 32-byte program, later versions the "m" checksum and 2 to 40
 * bytes. Here "blech32" stands for either original checksum, "blech32m" for either "m" one.
 */
function witnessIsValid(words: readonly number[], encoding: "blech32" | "blech32m", keyBytes: number): boolean {
  const [version, ...data] = words;
  if (version === undefined || version > MAX_WITNESS_VERSION) return false;
  if ((version === 0) !== (encoding === "blech32")) return false;
  const bytes = bech32.fromWordsUnsafe(data);
  if (!bytes || bytes.length <= keyBytes) return false;
  const program = bytes.length - keyBytes;
  if (version === 0) return V0_PROGRAM_BYTES.includes(program);
  return program >= MIN_PROGRAM_BYTES && program <= MAX_PROGRAM_BYTES;
}

const isKnownSegwitPrefix = (prefix: string): boolean =>
  Object.values(LIQUID_ADDRESS_PREFIXES).some((prefixes) => prefixes.bech32 === prefix || prefixes.blech32 === prefix) ||
  Object.values(ADDRESS_PREFIXES).some((prefixes) => prefixes.bech32 === prefix);

const isKnownBase58Version = (version: number | undefined): boolean =>
  Object.values(LIQUID_ADDRESS_PREFIXES).some((prefixes) => prefixes.pubKeyHash === version || prefixes.scriptHash === version) ||
  Object.values(ADDRESS_PREFIXES).some((prefixes) => prefixes.pubKeyHash === version || prefixes.scriptHash === version);

const isKnownBlindedPrefix = (prefix: number | undefined): boolean =>
  Object.values(LIQUID_ADDRESS_PREFIXES).some((prefixes) => prefixes.blinded === prefix);
