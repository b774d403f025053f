/**
 * The shapes of every address a network can show, so that search can tell a partly typed address
 * from noise before asking `/api/address-prefix/{prefix}` for completions (research §2.2). A shape
 * is a bech32 human-readable part (with its separator) or a base58 version byte with its payload
 * size; the characters a base58 address may start with are derived from the version byte, never
 * listed by hand.
 *
 * @example
 * couldBeAddressPrefix("1wiz", "mainnet");  // true
 * couldBeAddressPrefix("tb1q", "mainnet");  // false
 */
import { base58 } from "@scure/base";
import { NETWORK_IDS, type Network } from "../network/networks.ts";
import { ADDRESS_PREFIXES } from "./address-network.ts";
import { BLECH32_CHARSET, BLECH32_MAX_LENGTH } from "./blech32.ts";
import {
  CONFIDENTIAL_BASE58_PAYLOAD_BYTES,
  LIQUID_ADDRESS_PREFIXES,
  UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES,
} from "./liquid-address.ts";
import { addressNetworkOf } from "./network-address-format.ts";

/** A base58check payload: the version byte(s) and the total payload size, checksum excluded. */
interface Base58Shape {
  readonly version: number;
  readonly payloadBytes: number;
}

/** Where a base58check shape can reach: its possible first characters and its longest length. */
interface Base58Reach {
  readonly firstCharacters: string;
  readonly maxLength: number;
}

interface AddressShapes {
  /** Human-readable parts followed by "1", lower case. */
  readonly segwitPrefixes: readonly string[];
  /** Longest segwit address of this network, in characters. */
  readonly segwitMaxLength: number;
  readonly base58: readonly Base58Reach[];
}

/** BIP173: bech32 strings are at most 90 characters. */
const BECH32_MAX_LENGTH = 90;
const BASE58_CHECKSUM_BYTES = 4;
const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE58_ONLY = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** A network with no address pages (Bisq markets): nothing is an address. */
const NO_SHAPES: AddressShapes = { segwitPrefixes: [], segwitMaxLength: 0, base58: [] };

function shapesOf(network: Network): AddressShapes {
  if (network === "liquid" || network === "liquidtestnet") {
    const liquid = LIQUID_ADDRESS_PREFIXES[network];
    const unconfidential = UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES;
    return {
      segwitPrefixes: [`${liquid.bech32}1`, `${liquid.blech32}1`],
      segwitMaxLength: BLECH32_MAX_LENGTH,
      base58: [
        { version: liquid.pubKeyHash, payloadBytes: unconfidential },
        { version: liquid.scriptHash, payloadBytes: unconfidential },
        { version: liquid.blinded, payloadBytes: CONFIDENTIAL_BASE58_PAYLOAD_BYTES },
      ].map(base58Reach),
    };
  }
  const addressNetwork = addressNetworkOf(network);
  if (addressNetwork === null) return NO_SHAPES;
  const bitcoin = ADDRESS_PREFIXES[addressNetwork];
  return {
    segwitPrefixes: [`${bitcoin.bech32}1`],
    segwitMaxLength: BECH32_MAX_LENGTH,
    base58: [
      { version: bitcoin.pubKeyHash, payloadBytes: UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES },
      { version: bitcoin.scriptHash, payloadBytes: UNCONFIDENTIAL_BASE58_PAYLOAD_BYTES },
    ].map(base58Reach),
  };
}

/**
 * The first characters a base58check string with this version byte and size can have, and its
 * longest length: the encodings of the smallest and largest possible payloads bound them, and
 * base58 is ordered, so every alphabet character between their first characters is possible.
 */
function base58Reach(shape: Base58Shape): Base58Reach {
  const bytes = shape.payloadBytes + BASE58_CHECKSUM_BYTES;
  const low = new Uint8Array(bytes);
  low[0] = shape.version;
  const high = new Uint8Array(bytes).fill(0xff);
  high[0] = shape.version;
  const lowText = base58.encode(low);
  const highText = base58.encode(high);
  const from = BASE58_ALPHABET.indexOf(lowText[0] ?? "");
  const to = BASE58_ALPHABET.indexOf(highText[0] ?? "");
  return { firstCharacters: BASE58_ALPHABET.slice(from, to + 1), maxLength: Math.max(lowText.length, highText.length) };
}

const SHAPES: ReadonlyMap<Network, AddressShapes> = new Map(
  NETWORK_IDS.map((network) => [network, shapesOf(network)]),
);

/**
 * The first characters a base58 address of the network can start with, e.g. "13" on mainnet.
 *
 * @example
 * base58FirstCharacters("testnet"); // "2mn"
 */
export function base58FirstCharacters(network: Network): string {
  const characters = new Set(requireShapes(network).base58.flatMap((reach) => [...reach.firstCharacters]));
  return [...characters].sort((a, b) => BASE58_ALPHABET.indexOf(a) - BASE58_ALPHABET.indexOf(b)).join("");
}

/**
 * True when `text` (trimmed, bech32 forms lower-cased) could be the start of an address of
 * `network`: it starts a segwit prefix or continues one with alphabet characters, or it is base58
 * starting with a character the network's versions allow, and it is shorter than a whole address.
 *
 * @example
 * couldBeAddressPrefix("bc", "mainnet");       // true (on its way to "bc1")
 * couldBeAddressPrefix("bc1qb", "mainnet");    // false ("b" is not in the bech32 alphabet)
 * couldBeAddressPrefix("mzBc4X", "testnet");   // true
 */
export function couldBeAddressPrefix(text: string, network: Network): boolean {
  if (typeof text !== "string" || text.length === 0) return false;
  const shapes = requireShapes(network);
  for (const prefix of shapes.segwitPrefixes) {
    if (prefix.startsWith(text)) return true;
    if (text.startsWith(prefix) && text.length < shapes.segwitMaxLength) {
      const rest = text.slice(prefix.length);
      if ([...rest].every((char) => BLECH32_CHARSET.includes(char))) return true;
    }
  }
  if (!BASE58_ONLY.test(text)) return false;
  return shapes.base58.some((reach) => reach.firstCharacters.includes(text[0] ?? "") && text.length < reach.maxLength);
}

function requireShapes(network: Network): AddressShapes {
  const shapes = SHAPES.get(network);
  if (!shapes) throw new TypeError(`Unknown network ${String(network)}: expected one of ${[...SHAPES.keys()].join(", ")}.`);
  return shapes;
}
