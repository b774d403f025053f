/**
 * Route and query parameters of the devnet API, parsed from the raw strings at the edge
 * (Blocktide habit 6): each parser returns a typed value or throws an `InputError`, which the error
 * handler answers with 400 and the message. Where Esplora has a fixed text for a bad parameter,
 * that text is used, since clients show or match it.
 *
 * @example
 * parseHeight("840000");   // 840000
 * parseHeight("tip");      // throws InvalidParamError (400)
 */
import { InputError } from "../../../shared/errors/input-error.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { type Txid, parseTxid } from "../../../shared/types/ids.ts";
import { hex as hexCoder } from "@scure/base";
import type { AddressNetwork } from "../tx/output-script.ts";
import { parseAddress } from "../../../shared/rules/address-script.ts";

/** Esplora pages block transactions by 25 (research §2.2). */
export const BLOCK_TXS_PAGE = 25;
/** `/api/txs/outspends` answers at most this many txids (research §2.2). */
export const MAX_OUTSPENDS_TXIDS = 50;
/** `/api/v1/transaction-times` answers at most this many txids (research §2.2). */
export const MAX_TRANSACTION_TIMES = 100;

/** A transaction weighs at most 4,000,000 WU, so its bytes are at most 4 MB: twice that in hex. */
export const MAX_TX_HEX_CHARACTERS = 8_000_000;

const DIGITS = /^[0-9]+$/;
const SCRIPT_HASH = /^[0-9a-f]{64}$/i;
const MAX_VOUT = 0xffff_ffff;

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

export class InvalidScriptHashError extends InputError {
  constructor() {
    super("Invalid scripthash: expected 64 hexadecimal characters (the SHA-256 of the output script, byte-reversed).");
    this.name = "InvalidScriptHashError";
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
 * A block height: digits only, a safe integer.
 *
 * @example
 * parseHeight("007"); // 7
 */
export function parseHeight(raw: string | undefined, name = "block height"): number {
  const height = raw !== undefined && DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(height)) throw new InvalidParamError(name, raw, "expected a whole number of 0 (genesis) or more.");
  return height;
}

/** `/api/block/:hash/txs/:start`: a non-negative multiple of 25; absent means 0. */
export function parseStartIndex(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 0;
  const start = parseHeight(raw, "start index");
  if (start % BLOCK_TXS_PAGE !== 0) throw new StartIndexError();
  return start;
}

/** An output index or a position in a block: digits, at most 2³² − 1. */
export function parseIndex(raw: string | undefined, name: string): number {
  const index = parseHeight(raw, name);
  if (index > MAX_VOUT) throw new InvalidParamError(name, raw, `expected a whole number from 0 to ${MAX_VOUT}.`);
  return index;
}

/**
 * `txids=a,b,c` of `/api/txs/outspends`: 1 to 50 txids, each well-formed.
 *
 * @example
 * parseTxidList("aa…aa,bb…bb"); // [Txid, Txid]
 */
export function parseTxidList(raw: string | undefined): Txid[] {
  if (raw === undefined || raw.trim() === "") {
    throw new InvalidParamError("txids", raw, "expected txids=<txid>,<txid>,… with 1 to 50 transaction ids.");
  }
  const parts = raw.split(",");
  if (parts.length > MAX_OUTSPENDS_TXIDS) {
    throw new InvalidParamError("txids", `${parts.length} txids`, `expected at most ${MAX_OUTSPENDS_TXIDS}; split the request.`);
  }
  return parts.map((part) => parseTxid(part.trim()));
}

/** `txId[]=…` (or `txId=…`) of `/api/v1/transaction-times`: up to 100 well-formed txids. */
export function parseTransactionTimesQuery(values: readonly string[]): Txid[] {
  if (values.length > MAX_TRANSACTION_TIMES) {
    throw new InvalidParamError("txId[]", `${values.length} txids`, `expected at most ${MAX_TRANSACTION_TIMES}; split the request.`);
  }
  return values.map((value) => parseTxid(value));
}

/** A paging cursor: absent or empty means the first page. */
export function parseAfterTxid(raw: string | undefined): Txid | undefined {
  return raw === undefined || raw === "" ? undefined : parseTxid(raw);
}

/**
 * The output script (hex) an address pays, with Esplora's errors.
 *
 * @example
 * addressScript("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet"); // "0014e8df…"
 */
export function addressScript(raw: string | undefined, network: AddressNetwork): string {
  const parsed = parseAddress(raw ?? "", network);
  if (parsed.ok) return hexCoder.encode(parsed.address.script);
  throw parsed.problem.kind === "wrong-network" ? new AddressNetworkError() : new InvalidAddressError();
}

/** An Electrum script hash, lower-cased. */
export function parseScriptHash(raw: string | undefined): string {
  if (raw === undefined || !SCRIPT_HASH.test(raw)) throw new InvalidScriptHashError();
  return raw.toLowerCase();
}

/**
 * The text body of `POST /api/tx`, surrounding whitespace removed. Its content is checked by the
 * node (the devnet's acceptance), which explains what is wrong with it.
 */
export function parseTxHexBody(body: string): string {
  if (body.length > MAX_TX_HEX_CHARACTERS) {
    throw new InvalidParamError("transaction", body, `a raw transaction is at most ${MAX_TX_HEX_CHARACTERS} hex characters (4,000,000 WU).`);
  }
  return body.trim();
}
