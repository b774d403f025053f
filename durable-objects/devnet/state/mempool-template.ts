import type { Acceleration, AccelerationFields } from "../../../shared/types/acceleration.ts";
import { sats } from "../../../shared/types/units.ts";
import { buildBlockTemplates, type BlockTemplates } from "../template/block-template.ts";
import { projectBlocks, type ProjectedBlocks } from "../template/projected-blocks.ts";
import { type TemplateTx, txOrder } from "../template/template-tx.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";

/** A txid's uid in one template; undefined for a transaction the template does not hold. */
export interface UidLookup {
  get(txid: string): number | undefined;
  has(txid: string): boolean;
}

/**
 * The mempool seen through the template builder: uids are the mempool's own (`MempoolSlot.uid`),
 * and stand for the entries this snapshot holds.
 */
export interface MempoolTemplate {
  /** In arrival order. */
  readonly entries: readonly MempoolEntry[];
  /** The entry of each uid. */
  readonly byUid: readonly (MempoolEntry | undefined)[];
  readonly templates: BlockTemplates;
  readonly projected: ProjectedBlocks;
  readonly uidOf: UidLookup;
  /** Per uid: HAS_MEMPOOL_PARENTS and HAS_MEMPOOL_CHILDREN bits, read off the links the build used. */
  readonly family: Uint8Array;
  /** The acceleration fields of each accelerated transaction and of its unconfirmed ancestors. */
  readonly accelerated: ReadonlyMap<string, AccelerationFields>;
}

/** `MempoolTemplate.family` bits. */
export const HAS_MEMPOOL_PARENTS = 1;
export const HAS_MEMPOOL_CHILDREN = 2;

export interface TemplateOptions {
  /** Projected blocks, the last one unbounded (default 8). */
  readonly blockCount?: number;
  /** Accelerations that may apply (research §5.1: "Accelerated txs get fee += feeDelta"). */
  readonly accelerations?: readonly Acceleration[];
  /**
   * The unique id of the pool whose template this is: only the accelerations it takes part in
   * apply. Absent: every one applies, as in the public projection.
   */
  readonly poolId?: number;
}

/**
 * Builds the projected blocks of the current mempool (research §5.1): block 0 is what a miner would
 * mine now, the last block holds everything left. An accelerated transaction competes with its fee
 * plus the fee delta (so do the packages it is part of); the projection still reports real fees.
 *
 * @example
 * templateOf(mempool).projected.blocks[0]?.summary.medianFee;
 * templateOf(mempool, { blockCount: 2, accelerations: book.active, poolId: 3 }).accelerated.has(txid);
 */
export function templateOf(mempool: Mempool, options: TemplateOptions = {}): MempoolTemplate {
  const applied = (options.accelerations ?? []).filter(
    (acceleration) => mempool.has(acceleration.txid) && (options.poolId === undefined || acceleration.pools.includes(options.poolId)),
  );
  const deltas = new Map(applied.map((acceleration) => [acceleration.txid, acceleration.feeDelta]));
  const cache = cachedInputsOf(mempool);
  const entries: MempoolEntry[] = new Array(mempool.size);
  const byUid: (MempoolEntry | undefined)[] = new Array(mempool.uidSpan);
  const family = new Uint8Array(mempool.uidSpan);
  const txs: (TemplateTx & { size: number })[] = new Array(mempool.size);
  // One pass over the mempool's own slots, no lookups by txid: this runs on every mempool state.
  let at = 0;
  for (const { entry, uid, parentUids } of mempool.slots()) {
    entries[at] = entry;
    byUid[uid] = entry;
    if (parentUids.length > 0) family[uid]! |= HAS_MEMPOOL_PARENTS;
    for (const parent of parentUids) family[parent]! |= HAS_MEMPOOL_CHILDREN;
    let input = cache.inputs[uid];
    // Compared in the flat arrays, so an unchanged uid costs no visit to its input.
    if (!input || cache.entries[uid] !== entry || cache.parents[uid] !== parentUids) {
      input = { uid, txid: entry.txid, order: txOrder(entry.txid), fee: entry.fee, weight: entry.weight, sigops: entry.sigops, size: entry.size, parents: parentUids };
      cache.inputs[uid] = input;
      cache.entries[uid] = entry;
      cache.parents[uid] = parentUids;
    }
    const delta = deltas.size === 0 ? undefined : deltas.get(entry.txid);
    txs[at++] = delta === undefined ? input : { ...input, fee: sats(entry.fee + delta) };
  }
  forgetLeft(cache, byUid);
  const templates = buildBlockTemplates(txs, { blockCount: options.blockCount ?? 8 });
  // Summaries and listings show what the transactions pay; only the ranking counts the deltas.
  const paid = deltas.size === 0 ? txs : txs.map((tx) => (deltas.has(tx.txid!) ? { ...tx, fee: byUid[tx.uid]!.fee } : tx));
  const uidOf: UidLookup = {
    // The mempool's uid, if this snapshot held that very transaction under it (uids are reused).
    get: (txid) => {
      const uid = mempool.uidOf(txid);
      return uid !== undefined && byUid[uid]?.txid === txid ? uid : undefined;
    },
    has: (txid) => uidOf.get(txid) !== undefined,
  };
  return { entries, byUid, templates, projected: projectBlocks(paid, templates), uidOf, family, accelerated: accelerationMarks(mempool, applied) };
}

/**
 * The builder's input of each uid from the last build, reused while the uid holds the same entry
 * with the same parents (a mempool changes by a few transactions a second). Kept per mempool object.
 */
interface CachedInputs {
  readonly inputs: ((TemplateTx & { size: number }) | undefined)[];
  readonly entries: (MempoolEntry | undefined)[];
  readonly parents: (readonly number[] | undefined)[];
}
const cachedInputs = new WeakMap<Mempool, CachedInputs>();

/**
 * Lets go of the uids no transaction holds now. A uid is reused only when the mempool grows again,
 * so after an evening's backlog has drained the cache would otherwise keep every departed entry
 * (its hex and all) of the peak: up to -maxmempool's worth of transactions long mined.
 */
function forgetLeft(cache: CachedInputs, byUid: readonly (MempoolEntry | undefined)[]): void {
  for (let uid = 0; uid < cache.entries.length; uid++) {
    if (byUid[uid] !== undefined || cache.entries[uid] === undefined) continue;
    cache.entries[uid] = undefined;
    cache.parents[uid] = undefined;
    cache.inputs[uid] = undefined;
  }
}

/** How many uids the builder's cache holds an entry for (what it keeps alive besides the mempool). */
export function cachedEntryCount(mempool: Mempool): number {
  return cachedInputs.get(mempool)?.entries.filter((entry) => entry !== undefined).length ?? 0;
}

function cachedInputsOf(mempool: Mempool): CachedInputs {
  let cache = cachedInputs.get(mempool);
  if (!cache) cachedInputs.set(mempool, (cache = { inputs: [], entries: [], parents: [] }));
  return cache;
}

/**
 * Each applied acceleration marks its transaction and the unconfirmed ancestors it pulls along
 * (research §5.1). A transaction keeps its own acceleration's fields over a descendant's.
 */
function accelerationMarks(mempool: Mempool, applied: readonly Acceleration[]): Map<string, AccelerationFields> {
  const marks = new Map<string, AccelerationFields>();
  const fieldsOf = (acceleration: Acceleration): AccelerationFields => ({
    accelerated: true,
    acceleratedBy: acceleration.pools,
    acceleratedAt: acceleration.added,
    feeDelta: acceleration.feeDelta,
  });
  for (const acceleration of applied) marks.set(acceleration.txid, fieldsOf(acceleration));
  for (const acceleration of applied) {
    for (const ancestor of mempool.ancestors(acceleration.txid)) {
      if (!marks.has(ancestor)) marks.set(ancestor, fieldsOf(acceleration));
    }
  }
  return marks;
}
