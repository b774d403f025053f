/**
 * Readers for the values of the live keys (research §1.4), from `unknown` into the types of
 * live-state.ts. The init bundle and every websocket frame go through them, so a server that sends
 * junk can leave a value empty but can never put a wrong type in front of a component. Each reader
 * returns `undefined` for a value it cannot use; list readers drop the bad items (or, where the
 * position carries meaning, stop at the first one).
 *
 * Pure and free of DOM and store imports: the worker bundles it for server-side rendering.
 *
 * @example
 * readFees({ fastestFee: 8, halfHourFee: 8, hourFee: 8, economyFee: 4, minimumFee: 2 }); // RecommendedFees
 * readFees({ fastestFee: "8" }); // undefined
 */
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";
import { isHash64 } from "../../shared/types/ids.ts";
import type { MempoolBlock, MempoolInfo, RecommendedFees } from "../../shared/types/mempool.ts";
import { satPerVByte, sats, vbytes } from "../../shared/types/units.ts";
import { KEEP_BLOCKS_AMOUNT, MEMPOOL_BLOCKS_AMOUNT, RECENT_TRANSACTIONS_KEPT } from "../../shared/protocol/socket-limits.ts";
import type { EsploraTransaction } from "../../shared/types/esplora.ts";
import { REPLACEMENT_SUMMARY_ROWS, type ReplacementSummary } from "../../shared/types/replacement-summary.ts";
import { readWireTransaction } from "../../shared/protocol/wire-transaction.ts";
import type { BackendInfo, Conversions, DifficultyAdjustment } from "./live-state.ts";
import type { MempoolPosition } from "./tracking-state.ts";

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every item `read` accepts; undefined when one is refused, since a partial list would be a wrong one.
 *
 * @example
 * readAll([1, 2], (item) => (typeof item === "number" ? item : undefined)); // [1, 2]
 * readAll([1, "x"], (item) => (typeof item === "number" ? item : undefined)); // undefined
 */
export function readAll<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}
export const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber);
const hasNumbers = (value: Record<string, unknown>, keys: readonly string[]): boolean => keys.every((key) => isNumber(value[key]));

/** The `keys` of `value`, all finite numbers; undefined when one is not. */
function readNumbers<K extends string>(value: Record<string, unknown>, keys: readonly K[]): Record<K, number> | undefined {
  const numbers = {} as Record<K, number>;
  for (const key of keys) {
    const number = value[key];
    if (!isNumber(number)) return undefined;
    numbers[key] = number;
  }
  return numbers;
}

/**
 * A block as the strip and the block pages read it: the Esplora header fields plus the `extras` the
 * strip shows (median fee, fee range, total fees, and the pool when there is one: Liquid blocks
 * have none, although BlockExtended's type says otherwise). The object is kept as received; its
 * other extras pass through unchecked, for pages that read them defensively.
 *
 * @example
 * readBlock({ id: "00…c9", height: 837043, … })?.height; // 837043
 */
export function readBlock(value: unknown): BlockExtended | undefined {
  if (!isRecord(value) || !isHash64(value.id) || !isCount(value.height)) return undefined;
  if (!hasNumbers(value, ["timestamp", "size", "weight"]) || !isCount(value.tx_count)) return undefined;
  const { extras } = value;
  if (!isRecord(extras) || !hasNumbers(extras, ["medianFee", "totalFees"]) || !isNumberList(extras.feeRange)) return undefined;
  // The original backend names pools on Bitcoin networks only; a Liquid block has no `pool` at all.
  const { pool } = extras;
  if (pool !== undefined && (!isRecord(pool) || typeof pool.name !== "string" || typeof pool.slug !== "string")) return undefined;
  return value as unknown as BlockExtended;
}

/**
 * A list of blocks, newest first and at most `limit` (the `blocks` frame's KEEP_BLOCKS_AMOUNT unless
 * given; the wire sends that one oldest first), without bad or repeated heights.
 *
 * @example
 * readBlocks(bundle.blocks).map((b) => b.height); // [837050, 837049, …, 837043]
 * readBlocks(await (await fetch("/api/v1/blocks/837049")).json(), Infinity).length; // 15
 */
export function readBlocks(value: unknown, limit: number = KEEP_BLOCKS_AMOUNT): BlockExtended[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const byHeight = new Map<number, BlockExtended>();
  for (const item of value) {
    const block = readBlock(item);
    // On a repeated height the later entry wins, as it would had the blocks come one by one.
    if (block) byHeight.set(block.height, block);
  }
  return [...byHeight.values()].sort((a, b) => b.height - a.height).slice(0, limit);
}

const MEMPOOL_BLOCK_NUMBERS = ["blockSize", "blockVSize", "nTx", "totalFees", "medianFee"] as const;

/** One projected block summary (research §1.4 `mempool-blocks`). */
export function readMempoolBlock(value: unknown): MempoolBlock | undefined {
  if (!isRecord(value) || !hasNumbers(value, MEMPOOL_BLOCK_NUMBERS) || !isNumberList(value.feeRange)) return undefined;
  return {
    blockSize: value.blockSize as number,
    blockVSize: vbytes(value.blockVSize as number),
    nTx: value.nTx as number,
    totalFees: sats(value.totalFees as number),
    medianFee: satPerVByte(value.medianFee as number),
    feeRange: value.feeRange.map(satPerVByte),
  };
}

/**
 * The `mempool-blocks` list, at most MEMPOOL_BLOCKS_AMOUNT. It stops at the first bad entry: a
 * projected block's index is its position, so skipping one would show the next under its name.
 *
 * @example
 * readMempoolBlocks([good0, "junk", good2]); // [good0]
 */
export function readMempoolBlocks(value: unknown): MempoolBlock[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const blocks: MempoolBlock[] = [];
  for (const item of value.slice(0, MEMPOOL_BLOCKS_AMOUNT)) {
    const block = readMempoolBlock(item);
    if (!block) break;
    blocks.push(block);
  }
  return blocks;
}

const FEE_KEYS = ["fastestFee", "halfHourFee", "hourFee", "economyFee", "minimumFee"] as const;

/** The five recommendations of `fees`. */
export function readFees(value: unknown): RecommendedFees | undefined {
  if (!isRecord(value) || !hasNumbers(value, FEE_KEYS)) return undefined;
  return {
    fastestFee: satPerVByte(value.fastestFee as number),
    halfHourFee: satPerVByte(value.halfHourFee as number),
    hourFee: satPerVByte(value.hourFee as number),
    economyFee: satPerVByte(value.economyFee as number),
    minimumFee: satPerVByte(value.minimumFee as number),
  };
}

const MEMPOOL_INFO_NUMBERS = [
  "size",
  "bytes",
  "usage",
  "total_fee",
  "maxmempool",
  "mempoolminfee",
  "minrelaytxfee",
  "incrementalrelayfee",
  "unbroadcastcount",
] as const;

/** Core's `getmempoolinfo` as `mempoolInfo` carries it. */
export function readMempoolInfo(value: unknown): MempoolInfo | undefined {
  if (!isRecord(value) || typeof value.loaded !== "boolean") return undefined;
  const numbers = readNumbers(value, MEMPOOL_INFO_NUMBERS);
  if (numbers === undefined) return undefined;
  const info: MempoolInfo = { loaded: value.loaded, ...numbers, bytes: vbytes(numbers.bytes) };
  // Absent on nodes older than Bitcoin Core 24.
  return typeof value.fullrbf === "boolean" ? { ...info, fullrbf: value.fullrbf } : info;
}

/** `vBytesPerSecond`: a non-negative rate. */
export const readVBytesPerSecond = (value: unknown): number | undefined => (isNumber(value) && value >= 0 ? value : undefined);

const DA_NUMBERS = [
  "progressPercent",
  "difficultyChange",
  "estimatedRetargetDate",
  "remainingBlocks",
  "remainingTime",
  "previousRetarget",
  "previousTime",
  "nextRetargetHeight",
  "timeAvg",
  "adjustedTimeAvg",
] as const;

/** The `da` frame; `timeOffset` and `expectedBlocks` are kept only when they are numbers. */
export function readDifficultyAdjustment(value: unknown): DifficultyAdjustment | undefined {
  const numbers = isRecord(value) ? readNumbers(value, DA_NUMBERS) : undefined;
  if (!isRecord(value) || numbers === undefined) return undefined;
  const da: DifficultyAdjustment = { ...numbers };
  if (isNumber(value.timeOffset)) da.timeOffset = value.timeOffset;
  if (isNumber(value.expectedBlocks)) da.expectedBlocks = value.expectedBlocks;
  return da;
}

const BACKEND_TEXTS = ["hostname", "version", "backend", "coreVersion", "osVersion"] as const;

/** `backendInfo`: needs a `gitCommit` (the reload rule of spec §4.3 reads it); other fields kept when well typed. */
export function readBackendInfo(value: unknown): BackendInfo | undefined {
  if (!isRecord(value) || typeof value.gitCommit !== "string") return undefined;
  const info: BackendInfo = { gitCommit: value.gitCommit };
  for (const key of BACKEND_TEXTS) {
    const text = value[key];
    if (typeof text === "string") info[key] = text;
  }
  if (typeof value.lightning === "boolean") info.lightning = value.lightning;
  return info;
}

// `time` plus currency codes (research §1.4); anything else, `__proto__` included, is not a price.
const CONVERSION_KEY = /^(?:time|[A-Z]{3,4})$/;

/** `conversions`: `time` and a price per currency code; entries that are not numbers are dropped. */
export function readConversions(value: unknown): Conversions | undefined {
  if (!isRecord(value)) return undefined;
  return numbersWhere(value, (key) => CONVERSION_KEY.test(key));
}

// Indicator names are identifiers such as `mempool`; the leading letter keeps `__proto__` out of the store.
const INDICATOR_NAME = /^[A-Za-z][\w-]{0,63}$/;

/** `loadingIndicators`: name → percent; entries that are not numbers are dropped. */
export function readLoadingIndicators(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  return numbersWhere(value, (name) => INDICATOR_NAME.test(name));
}

/** The entries of `record` whose key passes `keep` and whose value is a number. */
function numbersWhere(record: Record<string, unknown>, keep: (key: string) => boolean): Record<string, number> {
  const entries = Object.entries(record).filter((entry): entry is [string, number] => keep(entry[0]) && isNumber(entry[1]));
  // fromEntries defines own properties, so no key can reach a prototype.
  return Object.fromEntries(entries);
}

/** One stripped transaction (`transactions`, research §1.4); optional fields kept when well typed. */
export function readStrippedTransaction(value: unknown): TransactionStripped | undefined {
  if (!isRecord(value) || !isHash64(value.txid) || !hasNumbers(value, ["fee", "vsize", "value"])) return undefined;
  return {
    txid: value.txid.toLowerCase(),
    fee: value.fee as number,
    vsize: value.vsize as number,
    value: value.value as number,
    ...(isNumber(value.rate) ? { rate: value.rate } : {}),
    ...(isNumber(value.flags) ? { flags: value.flags } : {}),
    ...(isNumber(value.time) ? { time: value.time } : {}),
    ...(value.acc === true ? { acc: true } : {}),
  };
}

/** `transactions`: the latest arrivals, newest first as sent, at most RECENT_TRANSACTIONS_KEPT. */
export function readStrippedTransactions(value: unknown): TransactionStripped[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: TransactionStripped[] = [];
  for (const item of value) {
    if (kept.length === RECENT_TRANSACTIONS_KEPT) break;
    const tx = readStrippedTransaction(item);
    if (tx) kept.push(tx);
  }
  return kept;
}

/**
 * The latest replacements (`rbfSummary` in the bundle, `rbfLatestSummary` on the socket), newest
 * first as sent, at most REPLACEMENT_SUMMARY_ROWS; a malformed row is dropped.
 *
 * @example
 * readReplacementSummary([{ txid, mined: false, fullRbf: true, oldFee: 200, oldVsize: 141, newFee: 400, newVsize: 141 }]).length; // 1
 */
export function readReplacementSummary(value: unknown): ReplacementSummary[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const kept: ReplacementSummary[] = [];
  for (const item of value) {
    if (kept.length === REPLACEMENT_SUMMARY_ROWS) break;
    if (!isRecord(item) || !isHash64(item.txid) || typeof item.mined !== "boolean" || typeof item.fullRbf !== "boolean") continue;
    if (!isCount(item.oldFee) || !isCount(item.newFee) || !isNumber(item.oldVsize) || !isNumber(item.newVsize) || item.oldVsize <= 0 || item.newVsize <= 0) continue;
    const { txid, mined, fullRbf, oldFee, oldVsize, newFee, newVsize } = item;
    kept.push({ txid, mined, fullRbf, oldFee, oldVsize, newFee, newVsize });
  }
  return kept;
}

/**
 * `txPosition` for the transaction `txid`: `{txid, position: {block, vsize, …}}`; undefined for
 * another transaction or a malformed position.
 *
 * @example
 * readTxPosition({ txid, position: { block: 0, vsize: 5200.5 } }, txid); // { block: 0, vsize: 5200.5 }
 */
export function readTxPosition(value: unknown, txid: string): MempoolPosition | undefined {
  if (!isRecord(value) || typeof value.txid !== "string" || value.txid.toLowerCase() !== txid) return undefined;
  const { position } = value;
  if (!isRecord(position) || !isCount(position.block) || !isNumber(position.vsize)) return undefined;
  const read: MempoolPosition = { block: position.block, vsize: position.vsize };
  if (typeof position.accelerated === "boolean") read.accelerated = position.accelerated;
  if (isNumberList(position.acceleratedBy)) read.acceleratedBy = position.acceleratedBy;
  if (isNumber(position.acceleratedAt)) read.acceleratedAt = position.acceleratedAt;
  if (isNumber(position.feeDelta)) read.feeDelta = position.feeDelta;
  return read;
}

/** A txid as sent (`txConfirmed`) or inside `{txid}` (`txReplaced`, `rbfTransaction`), lower-cased. */
export function readTxidValue(value: unknown): string | undefined {
  const txid = isRecord(value) ? value.txid : value;
  return isHash64(txid) ? txid.toLowerCase() : undefined;
}

/**
 * A full transaction of the address keys (research §1.4, the Esplora shape): the fields the address
 * page lists must be there; the object is kept as received.
 */
export function readAddressTransaction(value: unknown): EsploraTransaction | undefined {
  if (!readWireTransaction(value)) return undefined;
  const tx = value as Record<string, unknown>;
  if (!hasNumbers(tx, ["fee", "size", "weight"]) || !isRecord(tx.status) || typeof tx.status.confirmed !== "boolean") return undefined;
  return value as EsploraTransaction;
}
