/**
 * Which broadcast values the hub keeps (research §1.4): those the web client's own readers read
 * whole (client/live/live-fields.ts, the one rule of what each key's value must hold). Any other
 * is a broken upstream's: the hub drops it and keeps the last good one, so a garbled frame can cost
 * clients an update but never the value new viewers are answered with (issue 17). Blocks only
 * need their hash and height: the chain the hub keeps is made of those, and a block the client
 * cannot draw must not stop the hub from answering at all.
 *
 * @example
 * hasBroadcastShape("fees", { fastestFee: 9, halfHourFee: 8, hourFee: 7, economyFee: 2, minimumFee: 1 }); // true
 * hasBroadcastShape("fees", { fastestFee: "9" }); // false
 * hasBroadcastShape("tomahawk", 1);               // true: the hub keeps no rule for it
 */
import {
  isRecord,
  readAll,
  isCount,
  readBackendInfo,
  readConversions,
  readDifficultyAdjustment,
  readFees,
  readLoadingIndicators,
  readMempoolBlock,
  readMempoolInfo,
  readReplacementSummary,
  readStrippedTransaction,
  readVBytesPerSecond,
} from "../../../client/live/live-fields.ts";
import { isHash64 } from "../../../shared/types/ids.ts";

type Check = (value: unknown) => boolean;

const reads =
  (read: (value: unknown) => unknown): Check =>
  (value) =>
    read(value) !== undefined;
/** A list each of whose items `read` accepts. */
const readsEach =
  (read: (item: unknown) => unknown): Check =>
  (value) =>
    readAll(value, read) !== undefined;
const isBlockHeader = (value: unknown): boolean => isRecord(value) && isHash64(value.id) && isCount(value.height);
const readsRow = (row: unknown) => (readReplacementSummary([row])?.length === 1 ? row : undefined);

const BROADCAST_CHECKS: Readonly<Record<string, Check>> = {
  backendInfo: reads(readBackendInfo),
  mempoolInfo: reads(readMempoolInfo),
  vBytesPerSecond: reads(readVBytesPerSecond),
  fees: reads(readFees),
  da: reads(readDifficultyAdjustment),
  conversions: reads(readConversions),
  loadingIndicators: reads(readLoadingIndicators),
  block: isBlockHeader,
  blocks: readsEach((item) => (isBlockHeader(item) ? item : undefined)),
  "mempool-blocks": readsEach(readMempoolBlock),
  transactions: readsEach(readStrippedTransaction),
  rbfSummary: readsEach(readsRow),
  rbfLatestSummary: readsEach(readsRow),
  "live-2h-chart": isRecord,
};

/** Whether the hub keeps `value` as `key`'s (see the module comment); true for a key with no rule. */
export function hasBroadcastShape(key: string, value: unknown): boolean {
  const check = BROADCAST_CHECKS[key];
  return check === undefined || check(value);
}
