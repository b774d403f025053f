/**
 * The kinds of path and query parameter the explorer API takes (research §2.2, spec §7.2, §7.4) and
 * the check of each, so that the edge can refuse a malformed request before any backend sees it.
 * A check refuses only what no backend could answer (a txid that is not 64 hex digits, a height
 * that is not a whole number, an address of another network); whether the thing exists is the
 * backend's to say. Where Esplora has a fixed text for a bad parameter, that text is used, since
 * clients show or match it; the devnet answers the same texts (durable-objects/devnet/api).
 *
 * @example
 * checkPathParam("height", "840000", "mainnet");          // ok
 * checkPathParam("txid", "abc", "mainnet");               // throws InvalidIdError (400)
 * checkQueryParam("txid-list", ["aa…aa,bb…bb"], "txids", "mainnet"); // ok
 */
import { describeLength } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import type { Network } from "../network/networks.ts";
import { GRAPH_WINDOWS, MINING_WINDOWS, isGraphWindow, isMiningWindow } from "../preferences/chart-windows.ts";
import { parseAddress } from "../rules/address-script.ts";
import { addressNetworkOf } from "../rules/network-address-format.ts";
import { parseBlockHash, parseTxid } from "../types/ids.ts";
import { InvalidParamError } from "./errors.ts";

/** Esplora pages a block's transactions by 25 (research §2.2). */
export const BLOCK_TXS_PAGE = 25;
/** `/api/txs/outspends?txids=` takes at most 50 txids (research §2.2). */
export const MAX_OUTSPENDS_TXIDS = 50;
/** `/api/v1/transaction-times?txId[]=` takes at most 100 txids (research §2.2). */
export const MAX_TRANSACTION_TIMES_TXIDS = 100;
/** The largest output index or position in a block: a 32-bit unsigned integer. */
export const MAX_INDEX = 0xffff_ffff;

export type PathParamKind =
  | "txid"
  | "block-hash"
  /** A Liquid asset id: a 64-hex hash, like a txid. */
  | "asset-id"
  | "height"
  | "output-index"
  | "tx-index"
  | "start-index"
  | "address"
  | "script-hash"
  | "statistics-interval"
  | "mining-interval"
  | "block-count"
  | "unix-seconds";

export type QueryParamKind =
  /** One optional txid (`after_txid`); empty means absent. */
  | "txid"
  /** Comma-joined txids, 1 to 50 (`txids=` of `/api/txs/outspends`). */
  | "txid-list"
  /** A repeated txid, at most 100 values (`txId[]=` of `/api/v1/transaction-times`). */
  | "txid-array"
  | "unix-seconds"
  | "mining-interval"
  /** spec §5: numeric query parameters are integers only; these count from 0. */
  | "whole-number";

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
/** The original refuses a timestamp with a sign or a leading zero (`^[1-9][0-9]*$`). */
const POSITIVE_DIGITS = /^[1-9][0-9]*$/;
const HEX_64 = /^[0-9a-f]{64}$/i;

/**
 * Throws an `InputError` (400) when `raw`, a decoded path segment, is not a `kind` on `network`.
 *
 * @example
 * checkPathParam("start-index", "30", "mainnet"); // throws StartIndexError
 * checkPathParam("address", "tb1q…", "mainnet");  // throws AddressNetworkError
 */
export function checkPathParam(kind: PathParamKind, raw: string, network: Network): void {
  switch (kind) {
    case "txid":
      parseTxid(raw);
      return;
    case "block-hash":
      parseBlockHash(raw);
      return;
    case "asset-id":
      if (!HEX_64.test(raw)) throw new InvalidAssetIdError(raw);
      return;
    case "height":
      wholeNumber(raw, "block height", "expected a whole number of 0 (genesis) or more.");
      return;
    case "output-index":
    case "tx-index":
      index(raw, kind === "output-index" ? "output index" : "transaction index");
      return;
    case "start-index":
      if (wholeNumber(raw, "start index", "expected a whole number of 0 or more.") % BLOCK_TXS_PAGE !== 0) throw new StartIndexError();
      return;
    case "address":
      checkAddress(raw, network);
      return;
    case "script-hash":
      if (!HEX_64.test(raw)) throw new InvalidScriptHashError();
      return;
    case "statistics-interval":
      if (!isGraphWindow(raw)) throw new InvalidParamError("statistics interval", raw, `expected one of ${GRAPH_WINDOWS.join(", ")}.`);
      return;
    case "mining-interval":
      if (!isMiningWindow(raw)) throw new InvalidParamError("mining interval", raw, `expected one of ${MINING_WINDOWS.join(", ")}.`);
      return;
    case "block-count":
      positiveNumber(raw, "block count", "expected a whole number of 1 or more.");
      return;
    case "unix-seconds":
      positiveNumber(raw, "timestamp", "expected unix seconds: a whole number without sign or leading zero.");
      return;
  }
}

/**
 * Throws an `InputError` (400) when the values of one query parameter (every occurrence, in
 * order) are not a `kind`. Empty values count as absent, as the backends read them.
 *
 * @example
 * checkQueryParam("whole-number", ["12.5"], "limit", "mainnet"); // throws InvalidParamError
 * checkQueryParam("txid", [""], "after_txid", "mainnet");      // ok: no cursor
 */
export function checkQueryParam(kind: QueryParamKind, values: readonly string[], name: string, network: Network): void {
  if (kind === "txid-array") {
    if (values.length > MAX_TRANSACTION_TIMES_TXIDS) {
      throw new InvalidParamError(name, `${values.length} txids`, `expected at most ${MAX_TRANSACTION_TIMES_TXIDS}; split the request.`);
    }
    for (const value of values) parseTxid(value);
    return;
  }
  for (const value of values) {
    if (value === "") continue;
    checkQueryValue(kind, value, name, network);
  }
}

function checkQueryValue(kind: Exclude<QueryParamKind, "txid-array">, value: string, name: string, network: Network): void {
  switch (kind) {
    case "txid":
      parseTxid(value);
      return;
    case "txid-list": {
      const parts = value.split(",");
      if (parts.length > MAX_OUTSPENDS_TXIDS) {
        throw new InvalidParamError(name, `${parts.length} txids`, `expected at most ${MAX_OUTSPENDS_TXIDS}; split the request.`);
      }
      for (const part of parts) parseTxid(part.trim());
      return;
    }
    case "unix-seconds":
    case "mining-interval":
      checkPathParam(kind, value, network);
      return;
    case "whole-number":
      wholeNumber(value, name, "expected a whole number of 0 or more (spec §5: integers only).");
      return;
  }
}

function wholeNumber(raw: string, name: string, expected: string): number {
  const value = DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw new InvalidParamError(name, raw, expected);
  return value;
}

function positiveNumber(raw: string, name: string, expected: string): void {
  if (!POSITIVE_DIGITS.test(raw) || !Number.isSafeInteger(Number(raw))) throw new InvalidParamError(name, raw, expected);
}

function index(raw: string, name: string): void {
  if (wholeNumber(raw, name, `expected a whole number from 0 to ${MAX_INDEX}.`) > MAX_INDEX) {
    throw new InvalidParamError(name, raw, `expected a whole number from 0 to ${MAX_INDEX}.`);
  }
}

function checkAddress(raw: string, network: Network): void {
  const format = addressNetworkOf(network);
  // Liquid and Bisq addresses are not Bitcoin's; their backend is the only judge.
  if (format === null) return;
  const parsed = parseAddress(raw, format);
  if (parsed.ok) return;
  throw parsed.problem.kind === "wrong-network" ? new AddressNetworkError() : new InvalidAddressError();
}
