/**
 * A transaction as the protocol carries it (`mempool-transactions`, `address-transactions`, `tx`,
 * `/api/tx/:txid`: the Esplora shape, research §1.4), read from `unknown` as far as a server that
 * relays it needs: its txid, what its inputs spend, what its outputs pay, and whether it is
 * confirmed. The rest of the object is kept as received and passed on untouched.
 *
 * Which output scripts a transaction touches (the scripts it pays and the scripts of the outputs
 * it spends) decides which address subscriptions it concerns (research §1.4: an address's
 * transactions are those that pay it or spend from it).
 *
 * @example
 * const tx = readWireTransaction(JSON.parse(body));
 * if (tx) touchedScripts(tx); // Set { "0014…", "5120…" }
 */
import { isHash64 } from "../types/ids.ts";

export interface WireOutput {
  readonly scriptpubkey: string;
  readonly value: number;
}

export interface WireInput {
  readonly txid: string;
  readonly vout: number;
  /** Absent for a coinbase input, or when the sender did not resolve prevouts. */
  readonly prevout?: WireOutput;
}

export interface WireTransaction {
  readonly txid: string;
  readonly vin: readonly WireInput[];
  readonly vout: readonly WireOutput[];
  readonly confirmed: boolean;
  /** The object as received, to pass on. */
  readonly raw: Readonly<Record<string, unknown>>;
}

const HEX = /^(?:[0-9a-f]{2})*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The transaction in `value`, or undefined when it lacks a txid or well-formed inputs and outputs.
 *
 * @example
 * readWireTransaction({ txid: "ab".repeat(32), vin: [], vout: [], status: { confirmed: false } })?.confirmed; // false
 * readWireTransaction({ txid: "nope" }); // undefined
 */
export function readWireTransaction(value: unknown): WireTransaction | undefined {
  if (!isRecord(value) || !isHash64(value.txid) || !Array.isArray(value.vin) || !Array.isArray(value.vout)) return undefined;
  const vin: WireInput[] = [];
  for (const input of value.vin) {
    if (!isRecord(input)) return undefined;
    const { txid, vout } = input;
    // A coinbase input names no previous output (all zeros / 0xffffffff), which is still a well-formed input.
    if (typeof txid !== "string" || !Number.isInteger(vout)) return undefined;
    const prevout = readOutput(input.prevout);
    vin.push(prevout ? { txid: txid.toLowerCase(), vout: vout as number, prevout } : { txid: txid.toLowerCase(), vout: vout as number });
  }
  const vout: WireOutput[] = [];
  for (const output of value.vout) {
    const read = readOutput(output);
    if (!read) return undefined;
    vout.push(read);
  }
  const status = value.status;
  return { txid: value.txid.toLowerCase(), vin, vout, confirmed: isRecord(status) && status.confirmed === true, raw: value };
}

function readOutput(value: unknown): WireOutput | undefined {
  if (!isRecord(value) || typeof value.scriptpubkey !== "string" || typeof value.value !== "number") return undefined;
  const script = value.scriptpubkey.toLowerCase();
  return HEX.test(script) ? { scriptpubkey: script, value: value.value } : undefined;
}

/**
 * The output scripts (lower-case hex) `tx` pays or spends from; an input whose prevout is unknown
 * contributes nothing.
 *
 * @example
 * touchedScripts(tx).has("0014e8df018c7e326cc253faac7e46cdc51e68542c42"); // true when it pays or spends that output
 */
export function touchedScripts(tx: Pick<WireTransaction, "vin" | "vout">): Set<string> {
  const scripts = new Set<string>();
  for (const output of tx.vout) scripts.add(output.scriptpubkey);
  for (const input of tx.vin) if (input.prevout) scripts.add(input.prevout.scriptpubkey);
  return scripts;
}
