/**
 * Positions beyond the listing of the last ("stack") projected block. The upstream lists only the
 * transactions within 1.2 blocks of vsize of each projected block (research §1.6), so a deep
 * mempool's stack block lists its first ~1.2 MvB, yet the upstream reports a `txPosition` for any
 * mempool transaction. The hub places such a transaction the way the template orders the stack:
 * after the listed part, behind every unlisted transaction of a higher effective rate (and behind
 * those of the same rate that arrived before it).
 *
 * What the hub knows of the unlisted remainder comes from the firehose (mempool-index.ts): the
 * transactions it saw arrive during the session, at their own fee rates. The upstream's summary of
 * the stack block (`mempool-blocks`: its whole vsize) says how much really lies beyond the listing;
 * when that differs from what the hub saw (transactions older than the session, or beyond the
 * index's capacity), the vsize ahead is scaled by the ratio, so a position always lies inside the
 * stack block's real extent. With the whole remainder seen, the position is the upstream's own,
 * but for the rare packages whose child pays for its parent (ranked at their own rates here).
 *
 * @example
 * stackPositions({ index, listings, stack: { index: 7, vsize: 9_400_000 } }, [{ txid, rate: 1.2, vsize: 141 }]).get(txid);
 * // { block: 7, vsize: 3_804_120.5 }
 */
import type { ProjectedListing } from "../../../shared/protocol/listing-delta.ts";
import type { TxPositionValue } from "../clients/projected-feed.ts";
import { indexKey, type MempoolIndex, unpackRate, unpackWeight } from "./mempool-index.ts";

/** The last projected block of the upstream's `mempool-blocks`: its index and whole vsize. */
export interface StackSummary {
  readonly index: number;
  readonly vsize: number;
}

/** A transaction to place: its effective rate (sat/vB) and vsize. */
export interface StackTarget {
  readonly txid: string;
  readonly rate: number;
  readonly vsize: number;
}

export interface StackInput {
  readonly index: MempoolIndex;
  /** The announced listings, index 0 … 7 (undefined while one waits for a snapshot). */
  readonly listings: readonly (ProjectedListing | undefined)[];
  readonly stack: StackSummary | undefined;
}

/** Rates compare in hundredths of sat/vB, as the index keeps them. */
const cents = (rate: number): number => Math.round(rate * 100);

/**
 * Reads the last block of a `mempool-blocks` value; undefined when it is not a list of summaries.
 *
 * @example
 * readStackSummary([{ blockVSize: 997_000 }, { blockVSize: 9_400_000 }]); // { index: 1, vsize: 9_400_000 }
 */
export function readStackSummary(value: unknown): StackSummary | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const last = value.at(-1) as { blockVSize?: unknown } | null;
  const vsize = last?.blockVSize;
  return typeof vsize === "number" && Number.isFinite(vsize) ? { index: value.length - 1, vsize } : undefined;
}

/**
 * The positions of `targets` that lie beyond the stack block's listing; a target the listings
 * hold, or any target when nothing lies beyond the listing, gets none.
 */
export function stackPositions(input: StackInput, targets: readonly StackTarget[]): Map<string, TxPositionValue> {
  const positions = new Map<string, TxPositionValue>();
  const { stack, listings, index } = input;
  const listing = stack && listings[stack.index];
  if (!stack || !listing || targets.length === 0) return positions;
  const listedVsize = listing.tuples.reduce((sum, tuple) => sum + tuple[2], 0);
  const remainder = stack.vsize - listedVsize;
  if (!(remainder > 0)) return positions;
  const listed = new Set<string>();
  for (const announced of listings) for (const tuple of announced?.tuples ?? []) listed.add(indexKey(tuple[0]));
  const placed = targets.filter((target) => !listed.has(indexKey(target.txid)));
  if (placed.length === 0) return positions;

  // Targets by rate, lowest first: an entry of a higher rate is ahead of a prefix of them.
  const order = [...placed].sort((a, b) => cents(a.rate) - cents(b.rate));
  const rates = order.map((target) => cents(target.rate));
  const ahead = new Float64Array(order.length + 1);
  const sameRate = new Map<number, { readonly slot: number; passed: boolean }[]>();
  const byKey = new Map<string, { readonly slot: number; passed: boolean }>();
  order.forEach((target, slot) => {
    const mark = { slot, passed: false };
    byKey.set(indexKey(target.txid), mark);
    const group = sameRate.get(rates[slot]!) ?? [];
    group.push(mark);
    sameRate.set(rates[slot]!, group);
  });
  let known = 0;
  for (const [key, packed] of index.entries()) {
    if (listed.has(key)) continue;
    const vsize = unpackWeight(packed) / 4;
    const rate = Math.round(unpackRate(packed) * 100);
    known += vsize;
    const self = byKey.get(key);
    if (self) self.passed = true;
    // Every target of a lower rate has this entry ahead of it.
    const below = lowerCount(rates, rate);
    ahead[0]! += vsize;
    ahead[below]! -= vsize;
    // Of the same rate, it is ahead of the targets that arrived after it.
    for (const mark of sameRate.get(rate) ?? []) {
      if (mark.passed) continue;
      ahead[mark.slot]! += vsize;
      ahead[mark.slot + 1]! -= vsize;
    }
  }
  let running = 0;
  order.forEach((target, slot) => {
    running += ahead[slot]!;
    const own = index.has(target.txid) ? (index.vsizeOf(target.txid) ?? target.vsize) : target.vsize;
    const others = known - (index.has(target.txid) ? own : 0);
    const room = Math.max(0, remainder - own);
    const before = others > 0 ? (running * room) / others : 0;
    positions.set(target.txid, { block: stack.index, vsize: listedVsize + Math.min(Math.max(0, before), room) + own / 2 });
  });
  return positions;
}

/** How many of the ascending `rates` are below `rate`. */
function lowerCount(rates: readonly number[], rate: number): number {
  let low = 0;
  let high = rates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rates[middle]! < rate) low = middle + 1;
    else high = middle;
  }
  return low;
}
