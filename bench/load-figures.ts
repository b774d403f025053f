/**
 * The load bench's figures: nearest-rank p50 and p99 (bench/ssr-stats.ts) of every kind of
 * latency, the block frames' delays matched to the clock steps that mined them, HTTP answers by
 * group, route and status, and the memory readings.
 *
 * @example
 * latency([3, 1, 2]);                                  // { count: 3, p50_ms: 2, p99_ms: 3, max_ms: 3 }
 * blockFrames(clock.steps, fleet, { from, to });       // { blocks: 12, delay: {…}, spread: {…}, missed: 0, … }
 * httpFigures(load.samples);                            // { api: {…}, pages: {…}, routes: {…}, status: {…}, errors: {…} }
 */
import type { ClockStep } from "./load-clock.ts";
import type { HttpSample } from "./load-http.ts";
import type { RouteGroup } from "./load-routes.ts";
import type { ViewerFleet } from "./load-viewers.ts";
import { percentile, roundMs } from "./ssr-stats.ts";

/** A viewer that leaves within this long of a block's step is not expected to have seen it. */
export const BLOCK_TIMEOUT_MS = 10_000;
const MIB = 1_048_576;

export interface Latency {
  readonly count: number;
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly max_ms: number;
}

export function latency(values: readonly number[]): Latency {
  return {
    count: values.length,
    p50_ms: roundMs(percentile(values, 0.5)),
    p99_ms: roundMs(percentile(values, 0.99)),
    max_ms: values.length === 0 ? Number.NaN : roundMs(values.reduce((max, value) => Math.max(max, value), Number.NEGATIVE_INFINITY)),
  };
}

export interface BlockFrames {
  /** Steps that raised the tip in the window. */
  readonly blocks: number;
  /** Step sent → each expected viewer's frame holding the step's new tip. */
  readonly delay: Latency;
  /** The block's first viewer → each viewer: the fan-out alone. */
  readonly spread: Latency;
  /** Viewers ready before the step and still open BLOCK_TIMEOUT_MS after it (or at the end), summed over blocks. */
  readonly expected: number;
  /** Of those, the ones with no frame holding that block. */
  readonly missed: number;
  /** The clock's own answer to those steps (the devnet mining the block). */
  readonly step: Latency;
}

/**
 * Block frames of the steps sent within [from, to] (performance.now() times), of one kind when
 * `kind` is given. A viewer is expected
 * to see a step's block when its `want` was answered before the step was sent and it was still open
 * BLOCK_TIMEOUT_MS later (or is still open); a block frame counts when its height is the step's new
 * tip (a step that mined two blocks is timed by the second).
 */
export function blockFrames(
  steps: readonly ClockStep[],
  fleet: ViewerFleet,
  window: { readonly from: number; readonly to: number; readonly kind?: ClockStep["kind"] },
): BlockFrames {
  const delays: number[] = [];
  const spreads: number[] = [];
  const stepMs: number[] = [];
  let blocks = 0;
  let expected = 0;
  let missed = 0;
  for (const step of steps) {
    if (step.sentAt < window.from || step.sentAt > window.to || step.heightAfter <= step.heightBefore) continue;
    if (window.kind !== undefined && step.kind !== window.kind) continue;
    blocks++;
    stepMs.push(step.ms);
    const arrivals = fleet.blockArrivals.get(step.heightAfter);
    const got: number[] = [];
    for (const record of fleet.records) {
      if (record.readyAt === undefined || record.readyAt >= step.sentAt) continue;
      if (record.closedAt !== undefined && record.closedAt < step.sentAt + BLOCK_TIMEOUT_MS) continue;
      expected++;
      const arrival = arrivals?.get(record.id);
      if (arrival === undefined) missed++;
      else got.push(arrival);
    }
    const first = got.reduce((min, at) => Math.min(min, at), Number.POSITIVE_INFINITY);
    for (const at of got) {
      delays.push(at - step.sentAt);
      spreads.push(at - first);
    }
  }
  return { blocks, delay: latency(delays), spread: latency(spreads), expected, missed, step: latency(stepMs) };
}

export interface GroupFigures {
  readonly count: number;
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly ttfb_p50_ms: number;
  readonly ttfb_p99_ms: number;
}

function groupFigures(samples: readonly HttpSample[]): GroupFigures {
  return {
    count: samples.length,
    p50_ms: roundMs(percentile(samples.map((s) => s.ms), 0.5)),
    p99_ms: roundMs(percentile(samples.map((s) => s.ms), 0.99)),
    ttfb_p50_ms: roundMs(percentile(samples.map((s) => s.ttfbMs), 0.5)),
    ttfb_p99_ms: roundMs(percentile(samples.map((s) => s.ttfbMs), 0.99)),
  };
}

/** Whether a status is an answer the route meant (2xx, or a redirect). */
export const isGoodStatus = (status: number): boolean => status >= 200 && status < 400;

export function httpFigures(samples: readonly HttpSample[]) {
  const groups: RouteGroup[] = ["api", "pages"];
  const byGroup = Object.fromEntries(groups.map((group) => [group, groupFigures(samples.filter((s) => s.group === group))])) as Record<RouteGroup, GroupFigures>;
  const routes: Record<string, { count: number; p50_ms: number; p99_ms: number; errors: number }> = {};
  for (const route of new Set(samples.map((s) => s.route))) {
    const of = samples.filter((s) => s.route === route);
    const figures = groupFigures(of);
    routes[route] = { count: figures.count, p50_ms: figures.p50_ms, p99_ms: figures.p99_ms, errors: of.filter((s) => !isGoodStatus(s.status)).length };
  }
  const status: Record<string, number> = {};
  const errors: Record<string, Record<string, number>> = {};
  for (const sample of samples) {
    status[sample.status] = (status[sample.status] ?? 0) + 1;
    if (!isGoodStatus(sample.status)) {
      const byRoute = (errors[sample.status] ??= {});
      byRoute[sample.route] = (byRoute[sample.route] ?? 0) + 1;
    }
  }
  return { ...byGroup, routes, status, errors };
}

export interface MemoryReading {
  /** The worker's isolate after a full collection: the hub and devnet objects and the worker together. */
  readonly isolate_heap_mb: number;
  readonly workerd_rss_mb: number;
  readonly bench_rss_mb: number;
  readonly bench_heap_mb: number;
}

export const mb = (bytes: number): number => Math.round((bytes / MIB) * 10) / 10;

/** Growth from `start` to `end` in per cent, one decimal. */
export const growthPct = (start: number, end: number): number => Math.round(((end - start) / start) * 1000) / 10;

export const fromMap = (map: ReadonlyMap<string, number>): Record<string, number> => Object.fromEntries([...map.entries()].sort((a, b) => b[1] - a[1]));
