/**
 * Esplora's route and query parameters (research §2.2): heights, indexes, txid lists, addresses
 * and script hashes, each read from its raw URL text into a value or refused with an `InputError`
 * (400). One set of rules and texts for the edge (api-params.ts checks a request before any
 * backend sees it) and the devnet (which answers the same request). Each accepts what electrs
 * accepts, as leniently (README "Compatibility with the original backends"); where Esplora has a
 * fixed text for a bad parameter, that text is used, since clients show or match it.
 *
 * @example
 * parseHeight("840000");                        // 840000
 * parseStartIndex("undefined");                 // 0
 * parseAddressOn("tb1q…", "mainnet");           // throws AddressNetworkError
 */
import { describeLength } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import type { AddressNetwork } from "../rules/address-network.ts";
import { type ParsedAddress, parseAddress } from "../rules/address-script.ts";
import { type Txid, isHash64 } from "../types/ids.ts";
import { RUST_U32_MAX, RUST_USIZE_MAX, type RustUnsignedMax, rustUnsigned } from "./backend-numbers.ts";
import { InvalidParamError } from "./errors.ts";

/** Esplora pages a block's transactions by 25 (research §2.2). */
export const BLOCK_TXS_PAGE = 25;
/** `/api/txs/outspends?txids=` takes at most 50 txids (research §2.2). */
export const MAX_OUTSPENDS_TXIDS = 50;
/** `/api/v1/transaction-times?txId[]=` takes at most 100 txids (research §2.2). */
export const MAX_TRANSACTION_TIMES_TXIDS = 100;

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

/**
 * `/api/block-height/:height`: a height as electrs reads it (backend-numbers.ts), or 400.
 *
 * @example
 * parseHeight("+007"); // 7
 * parseHeight("tip");  // throws InvalidParamError: Invalid block height "tip": …
 */
export function parseHeight(raw: string | undefined): number {
  const height = rustUnsigned(raw, RUST_USIZE_MAX);
  if (height === undefined) throw new InvalidParamError("block height", raw, "expected a whole number of 0 (genesis) or more.");
  return height;
}

/**
 * `/api/blocks/:height?`: the height the page starts from, undefined for the tip. electrs reads
 * text that is no height as no height at all, so `/api/blocks/tip` is the tip's page.
 *
 * @example
 * parseStartHeight("840000"); // 840000
 * parseStartHeight("tip");    // undefined
 */
export function parseStartHeight(raw: string | undefined): number | undefined {
  return rustUnsigned(raw, RUST_USIZE_MAX);
}

/**
 * `/api/block/:hash/txs/:start?`: electrs reads text that is no index as 0 (`.unwrap_or(0)`), so
 * `/txs/undefined`, which clients send when the caller gives no index, is the first page. Whether
 * the start is on a page boundary is checked after whether the block has that many transactions
 * (checkStartIndexPage), in electrs's order.
 *
 * @example
 * parseStartIndex("50");        // 50
 * parseStartIndex("undefined"); // 0
 */
export function parseStartIndex(raw: string | undefined): number {
  return rustUnsigned(raw, RUST_U32_MAX) ?? 0;
}

/**
 * Throws StartIndexError (400) for a start inside a page of 25.
 *
 * @example
 * checkStartIndexPage(30); // throws StartIndexError
 */
export function checkStartIndexPage(start: number): void {
  if (start % BLOCK_TXS_PAGE !== 0) throw new StartIndexError();
}

/**
 * `/api/tx/:txid/outspend/:vout`: an output index, as electrs reads it (a `u32`).
 *
 * @example
 * parseOutputIndex("+1"); // 1
 */
export function parseOutputIndex(raw: string | undefined): number {
  return parseIndex(raw, "output index", RUST_U32_MAX);
}

/**
 * `/api/block/:hash/txid/:index`: a position in a block, as electrs reads it (a `usize`).
 *
 * @example
 * parseTxIndex("7"); // 7
 */
export function parseTxIndex(raw: string | undefined): number {
  return parseIndex(raw, "transaction index", RUST_USIZE_MAX);
}

function parseIndex(raw: string | undefined, name: string, max: RustUnsignedMax): number {
  const index = rustUnsigned(raw, max);
  if (index === undefined) throw new InvalidParamError(name, raw, `expected a whole number from 0 to ${max}.`);
  return index;
}

/**
 * A paging cursor (`after_txid`, `txs/chain/:last_seen_txid`): electrs reads text that is no txid
 * as no cursor, so the answer is the first page.
 *
 * @example
 * parseCursorTxid("12");       // undefined
 * parseCursorTxid("AB…AB");    // "ab…ab"
 */
export function parseCursorTxid(raw: string | undefined): Txid | undefined {
  return isHash64(raw) ? (raw.toLowerCase() as Txid) : undefined;
}

/**
 * `txids=a,b,c` of `/api/txs/outspends`: at most 50 entries. electrs answers an entry that is no
 * txid as it answers an unknown one (an empty list in its place), so such an entry is undefined.
 *
 * @example
 * parseTxidList("aa…aa,zz"); // [Txid, undefined]
 */
export function parseTxidList(raw: string | undefined, name = "txids"): (Txid | undefined)[] {
  if (raw === undefined) {
    throw new InvalidParamError(name, raw, `expected ${name}=<txid>,<txid>,… with 1 to ${MAX_OUTSPENDS_TXIDS} transaction ids.`);
  }
  const parts = raw.split(",");
  if (parts.length > MAX_OUTSPENDS_TXIDS) {
    throw new InvalidParamError(name, `${parts.length} txids`, `expected at most ${MAX_OUTSPENDS_TXIDS}; split the request.`);
  }
  return parts.map(parseCursorTxid);
}

/**
 * A repeated txid query parameter (`txId[]=` of `/api/v1/transaction-times`): up to 100 values.
 * The mempool backend leaves out a value that is no txid, so it is left out here too.
 *
 * @example
 * parseTxidArray(["aa…aa", "zz", "bb…bb"], "txId[]"); // [Txid, Txid]
 */
export function parseTxidArray(values: readonly string[], name: string): Txid[] {
  if (values.length > MAX_TRANSACTION_TIMES_TXIDS) {
    throw new InvalidParamError(name, `${values.length} txids`, `expected at most ${MAX_TRANSACTION_TIMES_TXIDS}; split the request.`);
  }
  return values.filter(isHash64).map((value) => value.toLowerCase() as Txid);
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
