/**
 * The three ways the link-preview bench asks for an image, and their figures:
 * - cold: the first image request of a fresh workerd (a new Miniflare instance of the same bundle,
 *   the devnet's storage kept, the Cache API empty), one instance per sample, after its page woke
 *   the devnet;
 * - warm: in one isolate that has drawn other images, a path it has not drawn (og-kinds.ts), its
 *   page asked for first so the devnet has its data ready;
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
import { wakePathOf, type WarmPlan } from "./og-kinds.ts";
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
 * `count` first requests for `path`, each in a workerd of its own, after its page was asked for (and
 * read to its end), untimed, so the upstream is awake (og-kinds.ts wakePathOf).
 */
export async function coldSamples(bundle: WorkerBundle, options: WorkerOptions, path: string, count: number): Promise<ColdSamples> {
  const wakePage = wakePathOf(path);
  const samples: ImageSample[] = [];
  const startMs: number[] = [];
  for (let i = 0; i < count; i++) {
    collect();
    const started = performance.now();
    const runtime = await startWorker(bundle, options);
    startMs.push(performance.now() - started);
    try {
      await wake(runtime.url, wakePage);
      samples.push(await fetchImage(runtime.url, path));
    } finally {
      await runtime.stop();
    }
  }
  return { samples, startMs };
}

/**
 * Each path of `plan` once, in order, with its step between them; each after its page (untimed)
 * had the devnet work out the data (a new block's summary and audit), as a deployment's upstream
 * has it ready: the sample times the Worker reading that data and drawing it.
 */
export async function warmSamples(origin: string, plan: WarmPlan): Promise<ImageSample[]> {
  const samples: ImageSample[] = [];
  for (const [index, path] of plan.paths().entries()) {
    if (index > 0) await plan.before?.(index);
    await wake(origin, wakePathOf(path));
    collect();
    samples.push(await fetchImage(origin, path));
  }
  return samples;
}

/** As an unfurler asks: its document waits for the page's data and the hub's bundle (worker/ssr/crawler.ts). */
async function wake(origin: string, page: string | null): Promise<void> {
  if (page !== null) await (await fetch(`${origin}${page}`, { headers: { "user-agent": "Twitterbot/1.0" } })).arrayBuffer();
}

/** `path` `count` times in a row (drawn once first when it was not yet). */
export async function repeatedSamples(origin: string, path: string, count: number): Promise<ImageSample[]> {
  await fetchImage(origin, path);
  collect();
  const samples: ImageSample[] = [];
  for (let i = 0; i < count; i++) samples.push(await fetchImage(origin, path));
  return samples;
}
