/**
 * The three ways the link-preview bench asks for an image, and their figures:
 * - cold: the first image request of a fresh workerd (a new Miniflare instance of the same bundle,
 *   the devnet's storage kept, the Cache API empty), one instance per sample, after its page woke
 *   the devnet;
 * - warm: in one isolate that has drawn other images, a path it has not drawn (og-kinds.ts);
 * - cached: the same path again, after it was drawn.
 *
 * @example
 * const samples = await coldSamples(bundle, options, "/og-image/", 5, log);
 * summarize(samples); // { p50_ms: 812.4, p99_ms: 951.2, samples: 5, status: 200, drawn: 5, … }
 */
import { performance } from "node:perf_hooks";
import { startWorker, type WorkerBundle, type WorkerOptions } from "./fanout-hub.ts";
import { collect } from "./heap.ts";
import { fetchImage, type ImageSample } from "./og-image-fetch.ts";
import type { WarmPlan } from "./og-kinds.ts";
import { mostFrequent, percentile, roundMs } from "./ssr-stats.ts";

export interface PhaseSummary {
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly samples: number;
  /** The status most answers had, and how many had another. */
  readonly status: number;
  readonly other_status: number;
  /** Answers the route says it drew (`x-cache: MISS`); the rest it found in memory or the Cache API. */
  readonly drawn: number;
}

export function summarize(samples: readonly ImageSample[]): PhaseSummary {
  if (samples.length === 0) throw new Error("No samples to summarize.");
  const times = samples.map((s) => s.ms);
  const status = mostFrequent(samples.map((s) => s.status))!;
  return {
    p50_ms: roundMs(percentile(times, 0.5)),
    p99_ms: roundMs(percentile(times, 0.99)),
    samples: samples.length,
    status,
    other_status: samples.filter((s) => s.status !== status).length,
    drawn: samples.filter((s) => s.cache === "MISS").length,
  };
}

export interface ColdSamples {
  readonly samples: readonly ImageSample[];
  /** From creating each instance until it was ready to answer: workerd's start, bundle and wasm included. */
  readonly startMs: readonly number[];
}

/**
 * `count` first requests for `path`, each in a workerd of its own; `wake`, when given, is a page
 * asked for (and read to its end) first, untimed, so the upstream is awake (og-kinds.ts wakePathOf).
 */
export async function coldSamples(bundle: WorkerBundle, options: WorkerOptions, path: string, count: number, wake: string | null = null): Promise<ColdSamples> {
  const samples: ImageSample[] = [];
  const startMs: number[] = [];
  for (let i = 0; i < count; i++) {
    collect();
    const started = performance.now();
    const runtime = await startWorker(bundle, options);
    startMs.push(performance.now() - started);
    try {
      if (wake !== null) await (await fetch(`${runtime.url}${wake}`)).arrayBuffer();
      samples.push(await fetchImage(runtime.url, path));
    } finally {
      await runtime.stop();
    }
  }
  return { samples, startMs };
}

/** Each path of `plan` once, in order, with its step between them. */
export async function warmSamples(origin: string, plan: WarmPlan): Promise<ImageSample[]> {
  const samples: ImageSample[] = [];
  for (const [index, path] of plan.paths().entries()) {
    if (index > 0) await plan.before?.(index);
    collect();
    samples.push(await fetchImage(origin, path));
  }
  return samples;
}

/** `path` `count` times in a row (drawn once first when it was not yet). */
export async function repeatedSamples(origin: string, path: string, count: number): Promise<ImageSample[]> {
  await fetchImage(origin, path);
  collect();
  const samples: ImageSample[] = [];
  for (let i = 0; i < count; i++) samples.push(await fetchImage(origin, path));
  return samples;
}
