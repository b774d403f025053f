/**
 * From an address to the output script it pays (the inverse of the devnet's `scriptAddress`), for
 * the devnet's address routes and `/api/v1/validate-address`, and for the address subscriptions of
 * both websocket servers (devnet and hub). Base58check P2PKH/P2SH and bech32 (v0) / bech32m (v1+)
 * witness programs (BIP173, BIP350), each checked against one address network.
 *
 * Failures carry the wording Bitcoin Core's `validateaddress` uses, since that is what
 * `/api/v1/validate-address` relays; Esplora's routes answer with their own fixed texts.
 *
 * @example
 * parseAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet");
 * // { ok: true, address: { script: Uint8Array(22) [0x00, 0x14, …], isScript: false, witnessVersion: 0, … } }
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bech32, bech32m, createBase58check } from "@scure/base";
import { ADDRESS_PREFIXES, type AddressNetwork } from "./address-network.ts";

export interface ParsedAddress {
  /** The output script the address pays. */
  readonly script: Uint8Array;
  /** P2SH or P2WSH: the address commits to a script, not a key. */
  readonly isScript: boolean;
  readonly witnessVersion?: number;
  readonly witnessProgram?: Uint8Array;
}

export type AddressProblem =
  /** Not an address at all, or a malformed one. */
  | { readonly kind: "invalid"; readonly error: string }
  /** A well-formed address of another network (mainnet vs test networks). */
  | { readonly kind: "wrong-network"; readonly error: string };

export type AddressParse = { readonly ok: true; readonly address: ParsedAddress } | { readonly ok: false; readonly problem: AddressProblem };

const base58check = createBase58check(sha256);
/** BIP173: the longest bech32 string a segwit address may be. */
const MAX_BECH32_LENGTH = 90;
const HASH160_BYTES = 20;
const P2WSH_PROGRAM_BYTES = 32;
const OP_0 = 0x00;
/** OP_1 … OP_16 are 0x51 … 0x60. */
const OP_1_MINUS_ONE = 0x50;
const MAX_WITNESS_VERSION = 16;
const MIN_PROGRAM_BYTES = 2;
const MAX_PROGRAM_BYTES = 40;

const GENERIC_ERROR = "Invalid or unsupported Segwit (Bech32) or Base58 encoding.";

const invalid = (error: string): AddressParse => ({ ok: false, problem: { kind: "invalid", error } });
const wrongNetwork = (error: string): AddressParse => ({ ok: false, problem: { kind: "wrong-network", error } });

/**
 * Reads `text` as an address of `network`.
 *
 * @example
 * parseAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet").ok; // false (wrong-network)
 */
export function parseAddress(text: string, network: AddressNetwork): AddressParse {
  if (typeof text !== "string" || text.length === 0) return invalid(GENERIC_ERROR);
  const decoded = bech32.decodeUnsafe(text, MAX_BECH32_LENGTH);
  const decodedM = decoded ? undefined : bech32m.decodeUnsafe(text, MAX_BECH32_LENGTH);
  if (decoded) return witnessAddress(decoded.prefix, decoded.words, "bech32", network);
  if (decodedM) return witnessAddress(decodedM.prefix, decodedM.words, "bech32m", network);
  return base58Address(text, network);
}

function witnessAddress(prefix: string, words: readonly number[], encoding: "bech32" | "bech32m", network: AddressNetwork): AddressParse {
  const expected = ADDRESS_PREFIXES[network].bech32;
  const known = Object.values(ADDRESS_PREFIXES).some((prefixes) => prefixes.bech32 === prefix);
  if (prefix !== expected) {
    const error = `Invalid or unsupported prefix for Segwit (Bech32) address (expected ${expected}, got ${prefix}).`;
    return known ? wrongNetwork(error) : invalid(error);
  }
  const [version, ...data] = words;
  if (version === undefined || version > MAX_WITNESS_VERSION) return invalid("Invalid Bech32 address witness version");
  if (version === 0 && encoding !== "bech32") return invalid("Version 0 witness address must use Bech32 checksum");
  if (version > 0 && encoding !== "bech32m") return invalid("Version 1+ witness address must use Bech32m checksum");
  const program = bech32.fromWordsUnsafe(data);
  if (!program) return invalid("Invalid padding in Bech32 data section");
  if (version === 0 && program.length !== HASH160_BYTES && program.length !== P2WSH_PROGRAM_BYTES) {
    return invalid(`Invalid Bech32 v0 address program size (${program.length} bytes), per BIP141`);
  }
  if (program.length < MIN_PROGRAM_BYTES || program.length > MAX_PROGRAM_BYTES) {
    return invalid(`Invalid Bech32 address program size (${program.length} bytes)`);
  }
  const script = Uint8Array.of(version === 0 ? OP_0 : OP_1_MINUS_ONE + version, program.length, ...program);
  return {
    ok: true,
    address: { script, isScript: version === 0 && program.length === P2WSH_PROGRAM_BYTES, witnessVersion: version, witnessProgram: program },
  };
}

function base58Address(text: string, network: AddressNetwork): AddressParse {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return invalid(/^[1-9A-HJ-NP-Za-km-z]+$/.test(text) ? "Invalid checksum or length of Base58 address (P2PKH or P2SH)" : GENERIC_ERROR);
  }
  if (payload.length !== HASH160_BYTES + 1) return invalid("Invalid length for Base58 address (P2PKH or P2SH)");
  const [version] = payload;
  const hash = payload.subarray(1);
  const prefixes = ADDRESS_PREFIXES[network];
  if (version === prefixes.pubKeyHash) {
    return { ok: true, address: { script: Uint8Array.of(0x76, 0xa9, HASH160_BYTES, ...hash, 0x88, 0xac), isScript: false } };
  }
  if (version === prefixes.scriptHash) {
    return { ok: true, address: { script: Uint8Array.of(0xa9, HASH160_BYTES, ...hash, 0x87), isScript: true } };
  }
  const known = Object.values(ADDRESS_PREFIXES).some((p) => p.pubKeyHash === version || p.scriptHash === version);
  const error = "Invalid or unsupported Base58-encoded address.";
  return known ? wrongNetwork(error) : invalid(error);
}
