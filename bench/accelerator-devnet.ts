/**
 * The devnet under the accelerator bench, on its manual clock: blocks mined one at a time (timed,
 * as they are part of what a phase waits for), and transactions left to arrive until enough wait
 * in the mempool to estimate and accelerate distinct ones. The fast profile's blocks are never
 * full, so a block takes nearly everything waiting; arrivals (3 a second) refill it.
 *
 * @example
 * const { ms, height } = await stepBlock(origin);
 * const txids = await waitingTxids(origin, 60, log); // at least 60 txids of the mempool
 */
import { performance } from "node:perf_hooks";
import { mineBlocks, passSeconds } from "../tests/browser/devnet-clock.ts";
import { mineOne } from "./og-devnet.ts";

/** Seconds of arrivals per step while waiting for the mempool to fill: about 30 transactions. */
const ARRIVAL_STEP_SECONDS = 10;
/** Steps before giving up: blocks take the mempool now and then, but not this often. */
const MAX_ARRIVAL_STEPS = 60;

/** Mines the next block on the manual clock; how long the step took and the new tip's height. */
export async function stepBlock(origin: string): Promise<{ ms: number; height: number }> {
  const started = performance.now();
  const { height } = await mineBlocks(origin, 1);
  return { ms: performance.now() - started, height };
}

/** The first block after the devnet seeded (its first request seeds a day of history; a step meanwhile answers 409). */
export async function firstBlock(origin: string): Promise<number> {
  return (await mineOne(origin)).height;
}

/** The mempool's txids once at least `minimum` wait, arrivals stepped in ARRIVAL_STEP_SECONDS. */
export async function waitingTxids(origin: string, minimum: number, log: (text: string) => void): Promise<string[]> {
  for (let steps = 0; ; steps++) {
    const txids = await mempoolTxids(origin);
    if (txids.length >= minimum) return txids;
    if (steps === MAX_ARRIVAL_STEPS) throw new Error(`Fewer than ${minimum} transactions waited after ${steps * ARRIVAL_STEP_SECONDS} stepped seconds (${txids.length}); ask for fewer with --users or --estimates.`);
    if (steps % 10 === 0) log(`${txids.length} transactions wait; letting more arrive`);
    await passSeconds(origin, ARRIVAL_STEP_SECONDS);
  }
}

async function mempoolTxids(origin: string): Promise<string[]> {
  const response = await fetch(new URL("/api/mempool/txids", origin));
  const body: unknown = await response.json();
  if (!response.ok || !Array.isArray(body) || !body.every((txid): txid is string => typeof txid === "string")) {
    throw new Error(`/api/mempool/txids answered ${response.status} with no list of txids.`);
  }
  return body;
}
