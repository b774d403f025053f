/**
 * The `/tx/{txid}:{vout}` form of a transaction link: the transaction page with one output picked
 * out, as the input rows of a transaction list link to the output they spend. The route's `:txid`
 * segment carries both; this splits them.
 *
 * @example
 * parseTxRouteId("ab…ab:3"); // { txid: "ab…ab", vout: 3 }
 * parseTxRouteId("ab…ab");   // { txid: "ab…ab", vout: null }
 * txOutputPath("ab…ab", 3);  // "ab…ab:3"
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import { type Txid, parseTxid } from "../types/ids.ts";

/** Output indexes are 32-bit in the serialization. */
export const MAX_VOUT = 0xffff_ffff;

export interface TxRouteId {
  readonly txid: Txid;
  /** The output picked out, or null for the transaction alone. */
  readonly vout: number | null;
}

/** Raised when the part after ":" is not an output index. */
export class InvalidOutputIndexError extends InputError {
  constructor(readonly input: unknown) {
    super(`Invalid output index ${describeInput(input)}: expected a whole number from 0 to ${MAX_VOUT} after the txid, as in /tx/{txid}:0.`);
    this.name = "InvalidOutputIndexError";
  }
}

/**
 * Splits a transaction route id; throws InvalidIdError for a bad txid and InvalidOutputIndexError
 * for a bad index.
 *
 * @example
 * parseTxRouteId(`${txid}:x`); // throws InvalidOutputIndexError
 */
export function parseTxRouteId(id: string): TxRouteId {
  const colon = id.indexOf(":");
  if (colon < 0) return { txid: parseTxid(id), vout: null };
  const txid = parseTxid(id.slice(0, colon));
  const index = id.slice(colon + 1);
  if (!/^\d{1,10}$/.test(index) || Number(index) > MAX_VOUT) throw new InvalidOutputIndexError(index);
  return { txid, vout: Number(index) };
}

/**
 * The route id of one output.
 *
 * @example
 * txOutputPath(txid, 0); // `${txid}:0`
 */
export function txOutputPath(txid: string, vout: number): string {
  if (!Number.isSafeInteger(vout) || vout < 0 || vout > MAX_VOUT) throw new InvalidOutputIndexError(vout);
  return `${txid}:${vout}`;
}
