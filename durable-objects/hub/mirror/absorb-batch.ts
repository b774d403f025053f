/**
 * Takes one batch of the upstream's main-socket values into the hub's mirror (broadcast cache,
 * accelerations, RBF trees, remembered replacements, the firehose's mempool, what may have changed
 * tracked transactions' CPFP data) and says what clients are to be told of them: the broadcast
 * keys with their serialised values, the firehose's events, the new block.
 *
 * @example
 * const told = absorbBatch(mirror, batch.values);
 * told.broadcast.get("fees"); // '{"fastestFee":3,…}'
 */
import { serialized, type Serialized } from "../../../shared/protocol/server-frame.ts";
import type { BatchInput, BlockStamp } from "../clients/batch-values.ts";
import type { HubMirror } from "../hub-mirror.ts";
import { hasBroadcastShape } from "./broadcast-shapes.ts";
import { type MempoolEvents, readMempoolEvents } from "./mempool-events.ts";

/** What one batch tells clients, before the projected blocks and the tracked scripts are added. */
export type AbsorbedBatch = Omit<BatchInput, "projected" | "trackedScripts" | "late" | "cpfpRefreshed"> & {
  /** The txids a block mined that the hub saw wait (mempool-index.ts). */
  readonly seenMined: ReadonlySet<string>;
  /** A `blocks` list moved the tip elsewhere than a `block` would (a reorganisation): positions moved as after a block. */
  readonly reorganised: boolean;
};

/** Live keys passed to clients as they are, once kept in the mirror. */
const CACHED_KEYS = new Set(["mempoolInfo", "vBytesPerSecond", "fees", "da", "transactions", "mempool-blocks", "conversions", "loadingIndicators", "blocks", "rbfLatestSummary"]);

/**
 * Applies `values` (key → value as received, in arrival order) to `mirror`. Keys the hub does not
 * relay (`tomahawk`, stratum jobs…) are left out.
 */
export function absorbBatch(mirror: HubMirror, values: ReadonlyMap<string, unknown>): AbsorbedBatch {
  mirror.settle();
  const broadcast = new Map<string, Serialized>();
  let events: MempoolEvents | undefined;
  let firehose: Serialized | undefined;
  let block: BlockStamp | undefined;
  let rbfChanged = false;
  let reorganised = false;
  let seenMined: ReadonlySet<string> = new Set();
  for (const [key, value] of values) {
    if (key === "mempool-transactions") {
      events = readMempoolEvents(value);
      if (events) {
        firehose = serialized(value);
        seenMined = mirror.index.apply(events);
      }
    } else if (key === "accelerations") {
      if (mirror.accelerations.apply(value)) broadcast.set(key, serialized(value));
    } else if (key === "rbfLatest") {
      for (const [replaced, by] of mirror.rbf.apply(value)) mirror.replacements.remember(replaced, by);
      rbfChanged = true;
    } else if (key === "block") {
      block = blockStamp(value);
      if (block && mirror.cache.apply(key, value)) broadcast.set(key, serialized(value));
      else block = undefined;
    } else if (key === "live-2h-chart") {
      if (hasBroadcastShape(key, value)) broadcast.set(key, serialized(value));
    } else if (CACHED_KEYS.has(key)) {
      const tip = mirror.cache.tipId;
      if (!mirror.cache.apply(key, value)) continue;
      if (key === "blocks" && mirror.cache.tipId !== tip) reorganised = true;
      if (key === "mempool-blocks") mirror.noteMempoolBlocks(value);
      const cached = mirror.cache.value(key);
      if (cached !== undefined) broadcast.set(key, cached);
    }
  }
  for (const { replaced, by } of events?.replaced ?? []) mirror.replacements.remember(replaced, by.txid);
  mirror.cpfp.noteChanges({
    added: events ? [...events.added, ...events.replaced.map((r) => r.by)] : [],
    left: events ? [...events.removed, ...events.mined, ...events.replaced.map((r) => r.replaced)] : [],
    accelerated: mirror.accelerations.takeTouched(),
  });
  if (block) mirror.cpfp.retryFailed();
  return { broadcast, ...(events ? { events } : {}), ...(firehose ? { firehose } : {}), ...(block ? { block } : {}), rbfChanged, seenMined, reorganised };
}

/**
 * What `status` of a confirmed transaction needs of a `block` value; undefined when it is not a block.
 *
 * @example
 * blockStamp({ id: "00…", height: 890_448, timestamp: 1_743_541_850 }); // { height: 890_448, hash: "00…", time: 1_743_541_850 }
 */
export function blockStamp(value: unknown): BlockStamp | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { height, id, timestamp } = value as { height?: unknown; id?: unknown; timestamp?: unknown };
  if (!Number.isSafeInteger(height) || typeof id !== "string" || !Number.isFinite(timestamp)) return undefined;
  return { height: height as number, hash: id, time: timestamp as number };
}
