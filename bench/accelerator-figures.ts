/**
 * The figures the accelerator bench reports of a phase's requests: count, p50, p99 (nearest rank)
 * and max of their times, how many answered each status, and the codes refusals answered; and the
 * helper that sends them a few at a time.
 *
 * @example
 * const samples = await inParallel(txids, 8, (txid) => visitor.send("accelerator/estimate", { json: { txInput: txid } }));
 * summarize(samples); // { count: 200, p50_ms: 9.1, p99_ms: 31.7, max_ms: 40.2, status: { "200": 196, "204": 4 } }
 */
import type { Sample } from "./accelerator-visitor.ts";
import { percentile, roundMs } from "./ssr-stats.ts";

export interface PhaseFigures {
  readonly count: number;
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly max_ms: number;
  /** Answers per status, `{ "200": 19, "400": 1 }`. */
  readonly status: Readonly<Record<string, number>>;
  /** The bare codes of answers 400 and above, per code (`{ "acceleration_duplicated": 49 }`); absent when none. */
  readonly codes?: Readonly<Record<string, number>>;
  /** Requests sent again because the connection they reused was closed; absent when none. */
  readonly retried?: number;
}

/** The longest refusal body kept as a code: a bare code is short, anything longer is cut. */
const MAX_CODE_CHARS = 60;

export function summarize(samples: readonly Sample[]): PhaseFigures {
  if (samples.length === 0) throw new Error("No samples to summarize: the phase sent no request.");
  const times = samples.map((s) => s.ms);
  const status = tally(samples.map((s) => String(s.status)));
  const refused = samples.filter((s) => s.status >= 400).map((s) => s.body.trim().slice(0, MAX_CODE_CHARS) || "(empty)");
  const retried = samples.filter((s) => s.retried).length;
  return {
    count: samples.length,
    p50_ms: roundMs(percentile(times, 0.5)),
    p99_ms: roundMs(percentile(times, 0.99)),
    max_ms: roundMs(Math.max(...times)),
    status,
    ...(refused.length === 0 ? {} : { codes: tally(refused) }),
    ...(retried === 0 ? {} : { retried }),
  };
}

/** How many times each value occurs, in the order first seen. */
export function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** `run` for every item, at most `limit` at a time; the results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
