/**
 * Esplora's route and query parameters (research §2.2): heights, indexes, txid lists, addresses
 * and script hashes, each read from its raw URL text into a value or refused with an `InputError`
 * (400). One set of rules and texts for the edge (api-params.ts checks a request before any
 * backend sees it) and the devnet (which answers the same request): where Esplora has a fixed
 * text for a bad parameter, that text is used, since clients show or match it.
 *
 * @example
 * parseHeight("840000");                        // 840000
 * parseStartIndex("30");                        // throws StartIndexError
 * parseAddressOn("tb1q…", "mainnet");           // throws AddressNetworkError
 */
import { describeLength } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import type { AddressNetwork } from "../rules/address-network.ts";
import { type ParsedAddress, parseAddress } from "../rules/address-script.ts";
import { type Txid, isHash64, parseTxid } from "../types/ids.ts";
import { InvalidParamError } from "./errors.ts";

/** Esplora pages a block's transactions by 25 (research §2.2). */
export const BLOCK_TXS_PAGE = 25;
/** `/api/txs/outspends?txids=` takes at most 50 txids (research §2.2). */
export const MAX_OUTSPENDS_TXIDS = 50;
/** `/api/v1/transaction-times?txId[]=` takes at most 100 txids (research §2.2). */
export const MAX_TRANSACTION_TIMES_TXIDS = 100;
/** The largest output index or position in a block: a 32-bit unsigned integer. */
export const MAX_INDEX = 0xffff_ffff;

/** Esplora's text for an address it cannot parse. */
export class InvalidAddressError extends InputError {
  constructor() {
    super("Invalid Bitcoin address");
    this.name = "InvalidAddressError";
  }
}

/** Esplora's text for an address of another network (a testnet address on mainnet). */
export class AddressNetworkError extends InputError {
  constructor() {
    super("Address on invalid network");
    this.name = "AddressNetworkError";
  }
}

/** A script hash that is not 64 hex digits; its text is never echoed, like an id's. */
export class InvalidScriptHashError extends InputError {
  constructor() {
    super("Invalid scripthash: expected 64 hexadecimal characters (the SHA-256 of the output script, byte-reversed).");
    this.name = "InvalidScriptHashError";
  }
}

/** Like a malformed txid's (shared/types/ids.ts), described by its length only. */
export class InvalidAssetIdError extends InputError {
  constructor(readonly input: string) {
    super(`Invalid asset id: expected 64 hexadecimal characters, got ${describeLength(input)}.`);
    this.name = "InvalidAssetIdError";
  }
}

/** Esplora's text, spelling included: clients may match it. */
export class StartIndexError extends InputError {
  constructor() {
    super(`start index must be a multipication of ${BLOCK_TXS_PAGE}`);
    this.name = "StartIndexError";
  }
}

const DIGITS = /^[0-9]+$/;

/**
 * Digits only (leading zeros allowed), a safe integer; else `InvalidParamError(name, raw, expected)`.
 *
 * @example
 * parseWholeNumber("12.5", "limit", "expected a whole number of 0 or more."); // throws
 */
export function parseWholeNumber(raw: string | undefined, name: string, expected: string): number {
  const value = raw !== undefined && DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new InvalidParamError(name, raw, expected);
  return value;
}

/**
 * A block height.
 *
 * @example
 * parseHeight("007");  // 7
 * parseHeight("tip");  // throws InvalidParamError: Invalid block height "tip": …
 */
export function parseHeight(raw: string | undefined): number {
  return parseWholeNumber(raw, "block height", "expected a whole number of 0 (genesis) or more.");
}

/**
 * `/api/block/:hash/txs/:start`: a multiple of 25 from 0; absent or empty means 0.
 *
 * @example
 * parseStartIndex("50");      // 50
 * parseStartIndex(undefined); // 0
 */
export function parseStartIndex(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 0;
  const start = parseWholeNumber(raw, "start index", "expected a whole number of 0 or more.");
  if (start % BLOCK_TXS_PAGE !== 0) throw new StartIndexError();
  return start;
}

/**
 * An output index or a position in a block (`name` says which): 0 to 2³² − 1.
 *
 * @example
 * parseIndex("1", "output index"); // 1
 */
export function parseIndex(raw: string | undefined, name: string): number {
  const expected = `expected a whole number from 0 to ${MAX_INDEX}.`;
  const index = parseWholeNumber(raw, name, expected);
  if (index > MAX_INDEX) throw new InvalidParamError(name, raw, expected);
  return index;
}

/**
 * `txids=a,b,c` of `/api/txs/outspends`: 1 to 50 txids, each well-formed.
 *
 * @example
 * parseTxidList("aa…aa,bb…bb"); // [Txid, Txid]
 */
export function parseTxidList(raw: string | undefined, name = "txids"): Txid[] {
  if (raw === undefined || raw.trim() === "") {
    throw new InvalidParamError(name, raw, `expected ${name}=<txid>,<txid>,… with 1 to ${MAX_OUTSPENDS_TXIDS} transaction ids.`);
  }
  const parts = raw.split(",");
  if (parts.length > MAX_OUTSPENDS_TXIDS) {
    throw new InvalidParamError(name, `${parts.length} txids`, `expected at most ${MAX_OUTSPENDS_TXIDS}; split the request.`);
  }
  return parts.map((part) => parseTxid(part.trim()));
}

/**
 * A repeated txid query parameter (`txId[]=` of `/api/v1/transaction-times`): up to 100 values, each well-formed.
 *
 * @example
 * parseTxidArray(["aa…aa", "bb…bb"], "txId[]"); // [Txid, Txid]
 */
export function parseTxidArray(values: readonly string[], name: string): Txid[] {
  if (values.length > MAX_TRANSACTION_TIMES_TXIDS) {
    throw new InvalidParamError(name, `${values.length} txids`, `expected at most ${MAX_TRANSACTION_TIMES_TXIDS}; split the request.`);
  }
  return values.map((value) => parseTxid(value));
}

/**
 * A Bitcoin address of the `format` network, with Esplora's two texts for one that is not.
 *
 * @example
 * parseAddressOn("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet").script; // 0014e8df…
 */
export function parseAddressOn(raw: string | undefined, format: AddressNetwork): ParsedAddress {
  const parsed = parseAddress(raw ?? "", format);
  if (parsed.ok) return parsed.address;
  throw parsed.problem.kind === "wrong-network" ? new AddressNetworkError() : new InvalidAddressError();
}

/**
 * An Electrum script hash, lower-cased.
 *
 * @example
 * parseScriptHash("AB…"); // "ab…"
 */
export function parseScriptHash(raw: string | undefined): string {
  if (!isHash64(raw)) throw new InvalidScriptHashError();
  return raw.toLowerCase();
}

/**
 * A Liquid asset id: a 64-hex hash like a txid, lower-cased.
 *
 * @example
 * parseAssetId("lbtc"); // throws InvalidAssetIdError
 */
export function parseAssetId(raw: string): string {
  if (!isHash64(raw)) throw new InvalidAssetIdError(raw);
  return raw.toLowerCase();
}
