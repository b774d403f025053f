/**
 * Real values for the API examples' placeholders, read from two answers of the network itself: the
 * tip's block (`GET /api/v1/block/{hash}`) and its first transactions (`GET /api/block/{hash}/txs/0`).
 * The docs page fills its examples with them, and the worker test asks the devnet for every
 * example filled the same way.
 *
 * @example
 * exampleValuesFrom(await blockJson, await txsJson); // { hash, height, time, txid, address, slug } or undefined
 */
import type { ExampleValues } from "./example-values.ts";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A pool every backend knows, for a block whose pool is not named. */
const FALLBACK_SLUG = "unknown";

/**
 * The example values from a block (v1 form, with `extras.pool.slug`) and its transactions (Esplora
 * form); undefined when either is not of that shape. The transaction is the first that is not the
 * coinbase when there is one, the address the first output of it that has one.
 */
export function exampleValuesFrom(block: unknown, txs: unknown): ExampleValues | undefined {
  if (!isRecord(block) || typeof block.id !== "string" || typeof block.height !== "number" || typeof block.timestamp !== "number") return undefined;
  if (!Array.isArray(txs) || txs.length === 0) return undefined;
  const records = txs.filter(isRecord);
  const tx = records[1] ?? records[0];
  if (tx === undefined || typeof tx.txid !== "string") return undefined;
  const outputs = Array.isArray(tx.vout) ? tx.vout.filter(isRecord) : [];
  const address = [...outputs, ...records.flatMap((other) => (Array.isArray(other.vout) ? other.vout.filter(isRecord) : []))]
    .map((output) => output.scriptpubkey_address)
    .find((value): value is string => typeof value === "string");
  if (address === undefined) return undefined;
  const extras = isRecord(block.extras) ? block.extras : {};
  const pool = isRecord(extras.pool) ? extras.pool : {};
  return {
    hash: block.id,
    height: String(block.height),
    time: String(block.timestamp),
    txid: tx.txid,
    address,
    slug: typeof pool.slug === "string" ? pool.slug : FALLBACK_SLUG,
  };
}
