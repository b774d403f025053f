/**
 * Readers for the Esplora answers the transaction and address pages show (research §2.3): a
 * transaction with every field the transaction list renders, the outspends of its outputs, and an
 * address's totals. Page data travels through the document and answers come from another program,
 * so each is checked here before a component reads it; a reader returns undefined for a value it
 * cannot use, and the objects it accepts are kept as received.
 *
 * @example
 * const tx = readEsploraTransaction(await response.json());
 * if (tx === undefined) throw new TypeError("not a transaction");
 */
import { isHash64 } from "../../../shared/types/ids.ts";
import type {
  EsploraAddress,
  EsploraAddressStats,
  EsploraOutspend,
  EsploraTransaction,
  EsploraTxStatus,
  EsploraVin,
  EsploraVout,
} from "../../../shared/types/esplora.ts";
import { isCount, isRecord, readAll } from "../../live/live-fields.ts";

const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === "string";
const isOptionalText = (value: unknown): boolean => value === undefined || typeof value === "string";

/** An output as a transaction lists it, or as an input's prevout. */
export function readEsploraVout(value: unknown): EsploraVout | undefined {
  if (!isRecord(value)) return undefined;
  const { scriptpubkey, scriptpubkey_asm, scriptpubkey_type, scriptpubkey_address } = value;
  if (!isText(scriptpubkey) || !isText(scriptpubkey_asm) || !isText(scriptpubkey_type) || !isOptionalText(scriptpubkey_address)) return undefined;
  return isAmount(value.value) ? (value as unknown as EsploraVout) : undefined;
}

function readVin(value: unknown): EsploraVin | undefined {
  if (!isRecord(value) || !isText(value.txid) || !isCount(value.vout) || typeof value.is_coinbase !== "boolean") return undefined;
  if (!isText(value.scriptsig) || !isText(value.scriptsig_asm) || !isCount(value.sequence)) return undefined;
  if (value.prevout !== null && readEsploraVout(value.prevout) === undefined) return undefined;
  if (value.witness !== undefined && !(Array.isArray(value.witness) && value.witness.every(isText))) return undefined;
  if (!isOptionalText(value.inner_redeemscript_asm) || !isOptionalText(value.inner_witnessscript_asm)) return undefined;
  return value as unknown as EsploraVin;
}

/** A transaction's status: confirmed ones name their block. */
export function readTxStatus(value: unknown): EsploraTxStatus | undefined {
  if (!isRecord(value) || typeof value.confirmed !== "boolean") return undefined;
  if (!value.confirmed) return { confirmed: false };
  if (!isCount(value.block_height) || !isHash64(value.block_hash) || !isCount(value.block_time)) return undefined;
  return { confirmed: true, block_height: value.block_height, block_hash: value.block_hash.toLowerCase(), block_time: value.block_time };
}

/**
 * A whole Esplora transaction (`/api/tx/:txid`, the websocket's `tx` and address keys), or
 * undefined when any field the pages render is missing or of the wrong type.
 *
 * @example
 * readEsploraTransaction({ txid: "nope" }); // undefined
 */
export function readEsploraTransaction(value: unknown): EsploraTransaction | undefined {
  if (!isRecord(value) || !isHash64(value.txid) || !isCount(value.version) || !isCount(value.locktime)) return undefined;
  if (!isCount(value.size) || !isCount(value.weight) || value.weight === 0 || !isAmount(value.fee)) return undefined;
  if (value.sigops !== undefined && !isCount(value.sigops)) return undefined;
  if (!Array.isArray(value.vin) || !value.vin.every((input) => readVin(input) !== undefined)) return undefined;
  if (!Array.isArray(value.vout) || !value.vout.every((output) => readEsploraVout(output) !== undefined)) return undefined;
  const status = readTxStatus(value.status);
  if (status === undefined) return undefined;
  return { ...(value as unknown as EsploraTransaction), txid: value.txid.toLowerCase(), status };
}

/**
 * `/api/tx/:txid/outspends`: one entry per output, in output order; undefined when the list is not
 * one (a malformed entry would put another output's spender under the wrong index).
 *
 * @example
 * readOutspends([{ spent: false }, { spent: true, txid, vin: 0, status: { confirmed: false } }]);
 */
export function readOutspends(value: unknown): EsploraOutspend[] | undefined {
  return readAll(value, readOutspend);
}

function readOutspend(value: unknown): EsploraOutspend | undefined {
  if (!isRecord(value) || typeof value.spent !== "boolean") return undefined;
  if (!value.spent) return { spent: false };
  if (!isHash64(value.txid) || !isCount(value.vin)) return undefined;
  const status = value.status === undefined ? undefined : readTxStatus(value.status);
  return { spent: true, txid: value.txid.toLowerCase(), vin: value.vin, ...(status ? { status } : {}) };
}

const STATS_COUNTS = ["funded_txo_count", "funded_txo_sum", "spent_txo_count", "spent_txo_sum", "tx_count"] as const;

function readAddressStats(value: unknown): EsploraAddressStats | undefined {
  if (!isRecord(value) || !STATS_COUNTS.every((key) => isCount(value[key]))) return undefined;
  return {
    funded_txo_count: value.funded_txo_count as number,
    funded_txo_sum: value.funded_txo_sum as number,
    spent_txo_count: value.spent_txo_count as number,
    spent_txo_sum: value.spent_txo_sum as number,
    tx_count: value.tx_count as number,
  };
}

/**
 * `/api/address/:address`: the address and its confirmed and mempool totals.
 *
 * @example
 * readEsploraAddress({ address: "bc1q…", chain_stats: {…}, mempool_stats: {…} })?.chain_stats.tx_count;
 */
export function readEsploraAddress(value: unknown): EsploraAddress | undefined {
  if (!isRecord(value) || !isText(value.address) || value.address === "") return undefined;
  const chain = readAddressStats(value.chain_stats);
  const mempool = readAddressStats(value.mempool_stats);
  if (chain === undefined || mempool === undefined) return undefined;
  return { address: value.address, chain_stats: chain, mempool_stats: mempool };
}

/**
 * A list of transactions (`/api/address/:address/txs`); undefined when it is not a list or an item
 * is not a transaction.
 */
export function readEsploraTransactions(value: unknown): EsploraTransaction[] | undefined {
  return readAll(value, readEsploraTransaction);
}
