/**
 * The acceleration timeline of the transaction page (research §3.6): First seen → Accelerated →
 * Mined, with the time between each step; while unconfirmed the last step is pending with its ETA;
 * an acceleration that failed (replaced, dropped, mined by a pool that is no partner) shows a
 * Canceled step. Steps of a block older than a week show dates instead of intervals.
 *
 * @example
 * accelerationTimeline({ firstSeen: 1_000, acceleratedAt: 1_300, minedAt: null, canceledAt: null, accelerated: true, etaMs: 540_000, nowMs: 1_400_000 });
 * // [{ kind: "first-seen", time: 1000, after: null }, { kind: "accelerated", time: 1300, after: 300 }, { kind: "pending", etaMs: 540000 }]
 */

export type TimelineStep =
  | { readonly kind: "first-seen" | "accelerated" | "canceled" | "mined"; readonly time: number; readonly after: number | null }
  | { readonly kind: "pending"; readonly etaMs: number | null };

export interface TimelineInput {
  /** When the mempool first saw it, unix seconds; null when unknown. */
  readonly firstSeen: number | null;
  /** When it was accelerated, unix seconds; null or 0 when it was not. */
  readonly acceleratedAt: number | null;
  /** The block's time once mined, unix seconds. */
  readonly minedAt: number | null;
  /** The acceleration is on (live), or the history says it went through. */
  readonly accelerated: boolean;
  /** When the history says it failed (its last update), unix seconds; null when it did not. */
  readonly canceledAt: number | null;
  /** The expected wait while unconfirmed, ms. */
  readonly etaMs: number | null;
  readonly nowMs: number;
}

/** research §3.6: intervals give way to dates once the block is older than a week. */
export const TIMELINE_DATES_AFTER_SECONDS = 7 * 24 * 60 * 60;

/** The steps, or null when there is no acceleration to tell of. */
export function accelerationTimeline(input: TimelineInput): TimelineStep[] | null {
  const { firstSeen, acceleratedAt, minedAt, accelerated, canceledAt, etaMs, nowMs } = input;
  const canceled = canceledAt !== null;
  if (acceleratedAt === null || !(acceleratedAt > 0) || !(accelerated || canceled)) return null;
  const dates = minedAt !== null && nowMs / 1000 - minedAt > TIMELINE_DATES_AFTER_SECONDS;
  const between = (from: number | null, to: number): number | null => (dates || from === null ? null : Math.max(0, to - from));
  const seen = firstSeen !== null && firstSeen > 0 ? firstSeen : null;
  const steps: TimelineStep[] = [];
  if (seen !== null) steps.push({ kind: "first-seen", time: seen, after: null });
  steps.push({ kind: "accelerated", time: acceleratedAt, after: between(seen, acceleratedAt) });
  if (canceledAt !== null) steps.push({ kind: "canceled", time: canceledAt, after: between(acceleratedAt, canceledAt) });
  if (minedAt !== null) steps.push({ kind: "mined", time: minedAt, after: canceled ? null : between(acceleratedAt, minedAt) });
  else if (!canceled) steps.push({ kind: "pending", etaMs });
  return steps;
}
