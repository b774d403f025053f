/**
 * What a text typed into search points at, on one network, and where it leads. One rule for the
 * search box and for anything else that turns free text into a page (spec §2.2 routes, §5).
 *
 * Order of the checks, first match wins:
 * 1. 64 hex characters: a block hash when it starts with as many zeros as the network's easiest
 *    proof of work guarantees (8 on mainnet, testnet and Bisq: difficulty 1 is 32 zero bits; 5 on
 *    signet, whose easiest target is 0x00000377…), otherwise a transaction id. Liquid blocks are
 *    signed, not mined, so on Liquid 64 hex characters are always a transaction id.
 * 2. Digits only: a block height, up to {@link MAX_SEARCH_HEIGHT} (nine digits, so that longer
 *    numbers such as Lightning channel ids are never read as heights).
 * 3. A raw public key (Bitcoin networks): its address page lists its pay-to-pubkey outputs.
 * 4. A whole address of the network: bech32 forms in any case are lower-cased first (spec §5
 *    "bc1"), base58 keeps its case.
 * 5. The start of an address of the network: a prefix to complete with `/api/address-prefix`.
 * 6. Anything else is invalid, with the reason.
 *
 * Liquid confidential addresses (blech32 "lq1…" and base58 "VJ…"/"VT…") are recognised and
 * checksum-verified; their blinding key is not checked to be a curve point. Bisq markets have no
 * address pages, so nothing is an address there.
 *
 * @example
 * classifySearch("  800000 ", "mainnet");  // { kind: "block", height: 800000 }
 * searchTargetPath(classifySearch("1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC", "mainnet"), "");
 * // "/address/1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC"
 */
import { type Network, NETWORKS } from "../network/networks.ts";
import { type BlockHash, type Txid, isHash64, parseBlockHash, parseTxid } from "../types/ids.ts";
import { type BlockHeight, blockHeight } from "../types/units.ts";
import { normalizeAddressPrefix } from "./address-prefix.ts";
import { parseAddress } from "./address-script.ts";
import { couldBeAddressPrefix } from "./address-formats.ts";
import { parseLiquidAddress } from "./liquid-address.ts";
import { addressNetworkOf } from "./network-address-format.ts";
import { isRawPubkey } from "./pubkey-script.ts";

/** Why a text leads nowhere; each has its own message in the interface. */
export type SearchInvalidReason =
  /** Nothing but whitespace. */
  | "empty"
  /** Longer than anything searchable. */
  | "too-long"
  /** Digits beyond {@link MAX_SEARCH_HEIGHT}. */
  | "height-too-large"
  /** A well-formed address of another network. */
  | "wrong-network"
  /** Shaped like an address of this network, but its checksum or length is wrong. */
  | "invalid-address"
  /** Not a transaction id, block, address or the start of one. */
  | "unrecognised";

export type SearchTarget =
  | { readonly kind: "tx"; readonly txid: Txid }
  | { readonly kind: "block"; readonly height: BlockHeight; readonly hash?: undefined }
  | { readonly kind: "block"; readonly hash: BlockHash; readonly height?: undefined }
  | { readonly kind: "address"; readonly address: string }
  | { readonly kind: "address-prefix"; readonly prefix: string }
  | { readonly kind: "invalid"; readonly reason: SearchInvalidReason };

/** Nine digits: the highest height search reads. */
export const MAX_SEARCH_HEIGHT = 999_999_999;
/**
 * Longest text worth reading: above the longest form searched (a 130-character uncompressed
 * public key, a ~130-character confidential Liquid address) with room to spare.
 */
export const MAX_SEARCH_LENGTH = 200;
/** Shortest address prefix worth asking completions for. */
export const MIN_ADDRESS_PREFIX_LENGTH = 4;

/** Leading zero hex digits every block hash of the network has; null where blocks are not mined. */
export const BLOCK_HASH_LEADING_ZEROS: Readonly<Record<Network, number | null>> = {
  mainnet: 8,
  testnet: 8,
  signet: 5,
  liquid: null,
  liquidtestnet: null,
  bisq: 8,
};

const ALL_DIGITS = /^[0-9]+$/;
/** Whitespace plus the invisible characters that ride along with copied text. */
const EDGE_JUNK = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

const invalid = (reason: SearchInvalidReason): SearchTarget => ({ kind: "invalid", reason });
// Plain predicates: the shared type guards would narrow a string that fails them to `never`.
const isHex64 = (text: string): boolean => isHash64(text);
const isPubkey = (text: string): boolean => isRawPubkey(text);

/**
 * Classifies search input for a network; never throws for any string.
 *
 * @example
 * classifySearch("0000000000000000000320283a032748cef8227873ff4872689bf23f1cda83a5", "mainnet");
 * // { kind: "block", hash: "000000000000000000032028…" }
 * classifySearch("BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ", "mainnet");
 * // { kind: "address", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }
 * classifySearch("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet");
 * // { kind: "invalid", reason: "wrong-network" }
 */
export function classifySearch(input: string, network: Network): SearchTarget {
  if (!Object.hasOwn(NETWORKS, network)) throw new TypeError(`Unknown network ${String(network)} for search.`);
  if (typeof input !== "string") return invalid("unrecognised");
  const text = input.replace(EDGE_JUNK, "");
  if (text.length === 0) return invalid("empty");
  if (text.length > MAX_SEARCH_LENGTH) return invalid("too-long");

  if (isHex64(text)) {
    const zeros = BLOCK_HASH_LEADING_ZEROS[network];
    if (zeros !== null && text.startsWith("0".repeat(zeros))) return { kind: "block", hash: parseBlockHash(text) };
    return { kind: "tx", txid: parseTxid(text) };
  }
  if (ALL_DIGITS.test(text)) {
    const height = Number(text);
    return height <= MAX_SEARCH_HEIGHT ? { kind: "block", height: blockHeight(height) } : invalid("height-too-large");
  }
  const isLiquid = network === "liquid" || network === "liquidtestnet";
  if (addressNetworkOf(network) !== null && isPubkey(text)) return { kind: "address", address: text.toLowerCase() };

  const address = normalizeAddressPrefix(text);
  const parsed = isLiquid ? liquidProblem(address, network) : bitcoinProblem(address, network);
  if (parsed === null) return { kind: "address", address };
  if (parsed === "wrong-network") return invalid("wrong-network");
  if (couldBeAddressPrefix(address, network)) return { kind: "address-prefix", prefix: address };
  return invalid(looksLikeAddress(address, network) ? "invalid-address" : "unrecognised");
}

/**
 * The page a target opens, under the network's base path ("" on the root network, e.g.
 * "/testnet" otherwise); null for a prefix or invalid input, which open nothing.
 *
 * @example
 * searchTargetPath({ kind: "block", height: blockHeight(0) }, "/signet"); // "/signet/block/0"
 * searchTargetPath({ kind: "invalid", reason: "empty" }, "");             // null
 */
export function searchTargetPath(target: SearchTarget, networkBase: string): string | null {
  if (typeof networkBase !== "string" || (networkBase !== "" && (!networkBase.startsWith("/") || networkBase.endsWith("/")))) {
    throw new TypeError(`Network base must be "" or a path such as "/testnet" without a trailing slash, got ${JSON.stringify(networkBase)}.`);
  }
  switch (target.kind) {
    case "tx":
      return `${networkBase}/tx/${target.txid}`;
    case "block":
      return `${networkBase}/block/${target.hash ?? target.height}`;
    case "address":
      return `${networkBase}/address/${encodeURIComponent(target.address)}`;
    case "address-prefix":
    case "invalid":
      return null;
  }
}

type AddressProblem = "wrong-network" | "invalid" | null;

function bitcoinProblem(text: string, network: Exclude<Network, "liquid" | "liquidtestnet">): AddressProblem {
  const addressNetwork = addressNetworkOf(network);
  // Bisq markets have no address pages.
  if (addressNetwork === null) return "invalid";
  const parsed = parseAddress(text, addressNetwork);
  if (parsed.ok) return null;
  // A Liquid address pasted on Bitcoin is another network's, not a typo.
  const isLiquidAddress = parseLiquidAddress(text, "liquid").ok || parseLiquidAddress(text, "liquidtestnet").ok;
  return isLiquidAddress ? "wrong-network" : parsed.problem.kind;
}

function liquidProblem(text: string, network: "liquid" | "liquidtestnet"): AddressProblem {
  const parsed = parseLiquidAddress(text, network);
  if (parsed.ok) return null;
  // A Bitcoin address pasted on Liquid is another network's, not a typo.
  const bitcoin = parseAddress(text, "mainnet");
  if (bitcoin.ok || bitcoin.problem.kind === "wrong-network") return "wrong-network";
  return parsed.problem;
}

/**
 * Too long to be a prefix, yet in an address's alphabet and starting like one: an address with a
 * typo, which deserves a sharper message than "unrecognised".
 */
function looksLikeAddress(text: string, network: Network): boolean {
  for (let end = text.length - 1; end > 0; end--) {
    if (couldBeAddressPrefix(text.slice(0, end), network)) return end >= MIN_ADDRESS_PREFIX_LENGTH && alphabetOnly(text);
  }
  return false;
}

const alphabetOnly = (text: string): boolean => /^[0-9A-Za-z]+$/.test(text);
