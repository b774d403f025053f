/**
 * The JSON bodies of the API's POST lookups (research §2.2) and the check of each, one set of rules
 * and texts for the edge (which refuses a malformed body before any backend sees it) and the devnet
 * (which answers the same request). Limits and texts are the original's: mempool's electrs for the
 * multi-address lookups, the mempool backend for `prevouts` and `cpfp`.
 *
 * - `script-keys` (`POST /api/addresses/txs[/summary]`, `/api/scripthashes/…`): a JSON array of
 *   strings, at most 300 of them in at most 21,600 bytes, else 422 "body too long". Entries are not
 *   judged here: electrs skips one that is not an address (or script hash) of its network.
 * - `outpoints` (`POST /api/v1/prevouts`): an array of `{txid, vout}`, at most 100.
 * - `local-txs` (`POST /api/v1/cpfp`): an array of one transaction not yet in the mempool, with the
 *   figures the CPFP calculation reads.
 *
 * @example
 * parseScriptKeys('["bc1q…","3J98…"]');                   // ["bc1q…", "3J98…"]
 * parseOutpoints('[{"txid":"ab…","vout":1}]');            // [{ txid: "ab…", vout: 1 }]
 * checkBodySize("script-keys", 30_000);                   // throws OversizedBodyError (422)
 */
import { InputError } from "../errors/input-error.ts";
import { type Txid, isHash64 } from "../types/ids.ts";

export type ApiBodyKind = "script-keys" | "outpoints" | "local-txs";

/** mempool's electrs: addresses or script hashes per multi-address lookup (`MULTI_ADDRESS_LIMIT`). */
export const MAX_SCRIPT_KEYS = 300;
/** electrs: room for the longest key (64 hex characters) plus quotes, comma and indentation, per key. */
export const MAX_SCRIPT_KEYS_BODY_BYTES = (8 + 64) * MAX_SCRIPT_KEYS;
/** The mempool backend: outpoints per `prevouts` request. */
export const MAX_PREVOUTS = 100;
/** The mempool backend: transactions per `cpfp` request ("not supported yet" beyond one). */
export const MAX_LOCAL_TXS = 1;
/** The mempool backend's JSON body limit (Express's `json({ limit: '10mb' })`). */
export const MAX_BACKEND_BODY_BYTES = 10 * 1024 * 1024;

/** electrs' fixed text for a multi-address body over its limits. */
export const BODY_TOO_LONG = "body too long";

/** A body beyond its route's size or count limit: 422 on electrs' routes, 413 on the backend's. */
export class OversizedBodyError extends Error {
  constructor(
    readonly status: 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = "OversizedBodyError";
  }
}

/** A body that is not JSON, or not of its route's shape. */
export class InvalidBodyError extends InputError {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBodyError";
  }
}

/** An outpoint asked about; `vout` is any number, as upstream takes it (one that is no index names nothing). */
export interface RequestedOutpoint {
  readonly txid: Txid;
  readonly vout: number;
}

/** A transaction not yet in the mempool, as `POST /api/v1/cpfp` reads it. */
export interface LocalTx {
  readonly txid: Txid;
  /** Weight units, a whole number above 0. */
  readonly weight: number;
  /** Signature-operation cost, a whole number. */
  readonly sigops: number;
  /** Sats, a whole number. */
  readonly fee: number;
  /** The txids its inputs spend from (an input without one, a coinbase's, names none). */
  readonly parents: readonly Txid[];
  /** How many outputs it has: what a mempool transaction may spend. */
  readonly outputCount: number;
}

const OUTPOINTS_FORMAT = "Invalid outpoints format: expected a JSON array of {txid, vout} objects.";
const TOO_MANY_OUTPOINTS = `Too many outpoints requested: at most ${MAX_PREVOUTS}; split the request.`;
const LOCAL_TXS_FORMAT = "Invalid transactions format: expected a JSON array of one transaction with txid, weight, sigops, fee, vin and vout.";
const TOO_MANY_LOCAL_TXS = "More than one transaction is not supported yet: send one transaction per request.";
const SCRIPT_KEYS_FORMAT = `Invalid body: expected a JSON array of at most ${MAX_SCRIPT_KEYS} addresses or script hashes.`;

/**
 * Throws `OversizedBodyError` when a body of `bytes` (UTF-8) is over the limit of `kind`.
 *
 * @example
 * checkBodySize("outpoints", 11 * 1024 * 1024); // throws OversizedBodyError (413)
 */
export function checkBodySize(kind: ApiBodyKind, bytes: number): void {
  const max = maxBodyBytes(kind);
  if (bytes <= max) return;
  throw kind === "script-keys" ? new OversizedBodyError(422, BODY_TOO_LONG) : new OversizedBodyError(413, `Request body too large: at most ${max} bytes.`);
}

/** The largest body of `kind`, in bytes. */
export const maxBodyBytes = (kind: ApiBodyKind): number => (kind === "script-keys" ? MAX_SCRIPT_KEYS_BODY_BYTES : MAX_BACKEND_BODY_BYTES);

/**
 * Throws the error the backend would give for a body of `kind` (see the module comment) whose size
 * `checkBodySize` has passed.
 *
 * @example
 * checkApiBody("local-txs", "[]"); // throws InvalidBodyError
 */
export function checkApiBody(kind: ApiBodyKind, text: string): void {
  if (kind === "script-keys") parseScriptKeys(text);
  else if (kind === "outpoints") parseOutpoints(text);
  else parseLocalTxs(text);
}

/**
 * The keys of a multi-address lookup, as written (each judged by the lookup itself).
 *
 * @throws InvalidBodyError (400) or OversizedBodyError (422 "body too long")
 */
export function parseScriptKeys(text: string): string[] {
  const json = parseJson(text, SCRIPT_KEYS_FORMAT);
  if (!Array.isArray(json) || !json.every((key) => typeof key === "string")) throw new InvalidBodyError(SCRIPT_KEYS_FORMAT);
  if (json.length > MAX_SCRIPT_KEYS) throw new OversizedBodyError(422, BODY_TOO_LONG);
  return json;
}

/**
 * The outpoints of `POST /api/v1/prevouts`, txids lower-cased.
 *
 * @throws InvalidBodyError (400)
 */
export function parseOutpoints(text: string): RequestedOutpoint[] {
  const json = parseJson(text, OUTPOINTS_FORMAT);
  if (!Array.isArray(json)) throw new InvalidBodyError(OUTPOINTS_FORMAT);
  const outpoints = json.map((item): RequestedOutpoint => {
    if (!isRecord(item) || !isHash64(item.txid) || typeof item.vout !== "number") throw new InvalidBodyError(OUTPOINTS_FORMAT);
    return { txid: item.txid.toLowerCase() as Txid, vout: item.vout };
  });
  if (outpoints.length > MAX_PREVOUTS) throw new InvalidBodyError(TOO_MANY_OUTPOINTS);
  return outpoints;
}

/**
 * The transactions of `POST /api/v1/cpfp`: exactly one. Its figures must be whole numbers a
 * transaction can have (upstream only asks for numbers, and answers nonsense rates for others).
 *
 * @throws InvalidBodyError (400)
 */
export function parseLocalTxs(text: string): LocalTx[] {
  const json = parseJson(text, LOCAL_TXS_FORMAT);
  if (!Array.isArray(json) || json.length === 0) throw new InvalidBodyError(LOCAL_TXS_FORMAT);
  const txs = json.map(readLocalTx);
  if (txs.length > MAX_LOCAL_TXS) throw new InvalidBodyError(TOO_MANY_LOCAL_TXS);
  return txs;
}

function readLocalTx(item: unknown): LocalTx {
  if (
    !isRecord(item) ||
    !isHash64(item.txid) ||
    !isWhole(item.weight) ||
    item.weight === 0 ||
    !isWhole(item.sigops) ||
    !isWhole(item.fee) ||
    !Array.isArray(item.vin) ||
    !Array.isArray(item.vout)
  ) {
    throw new InvalidBodyError(LOCAL_TXS_FORMAT);
  }
  const parents = item.vin.flatMap((input: unknown) => (isRecord(input) && isHash64(input.txid) ? [input.txid.toLowerCase() as Txid] : []));
  return { txid: item.txid.toLowerCase() as Txid, weight: item.weight, sigops: item.sigops, fee: item.fee, parents, outputCount: item.vout.length };
}

function parseJson(text: string, format: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidBodyError(format);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

