/**
 * The accelerator bench's phases on waiting transactions, by the signed-in users of
 * accelerator-accounts.ts, CONCURRENCY requests in flight:
 * - estimates: `POST accelerator/estimate` for the mempool's transactions in turn, the users taking
 *   turns (a signed-in estimate also settles running accelerations and credits deposits first);
 * - accelerations: each user estimates distinct waiting transactions and accelerates each with its
 *   estimate's 1x option; then one user sends RACE_CALLS accelerations of one more transaction at
 *   once: one runs, the others are refused as duplicates; then every balance is read once with
 *   them running;
 * - settlement: a block mines them, then the first `GET accelerator/history` settles every running
 *   acceleration against the devnet (each looked up in turn) and a second read finds them settled.
 *
 * @example
 * const estimates = await estimateAll(users, txids, 200);
 * const accelerations = await accelerateAll(users, candidatesOf(txids, estimates), 2);
 */
import type { EstimateResponse } from "../shared/services/services-wire.ts";
import type { BenchUser } from "./accelerator-accounts.ts";
import { stepBlock } from "./accelerator-devnet.ts";
import { inParallel } from "./accelerator-figures.ts";
import type { Sample } from "./accelerator-visitor.ts";

/** Requests in flight at once, as a few busy browsers would send them. */
export const CONCURRENCY = 8;
/** Accelerations of one transaction sent at once by one user. */
export const RACE_CALLS = 50;
/** Waiting transactions a job tries before it gives up (the devnet accelerates some itself: 204). */
const MAX_TRIES_PER_ACCELERATION = 5;

const estimateOf = (user: BenchUser, txid: string): Promise<Sample> => user.visitor.send("accelerator/estimate", { json: { txInput: txid } });

/** `count` estimates of `txids` in turn (repeating them when fewer), by the users in turn. */
export async function estimateAll(users: readonly BenchUser[], txids: readonly string[], count: number): Promise<Sample[]> {
  const jobs = Array.from({ length: count }, (_, i) => ({ user: users[i % users.length]!, txid: txids[i % txids.length]! }));
  return inParallel(jobs, CONCURRENCY, ({ user, txid }) => estimateOf(user, txid));
}

/** The txids whose estimate answered 200, each once, in the order estimated. */
export function estimableTxids(txids: readonly string[], estimates: readonly Sample[]): string[] {
  const estimable = new Set<string>();
  estimates.forEach((sample, i) => {
    if (sample.status === 200) estimable.add(txids[i % txids.length]!);
  });
  return [...estimable];
}

export interface Accelerations {
  /** The estimate each acceleration was priced from (by its user, right before). */
  readonly estimates: readonly Sample[];
  readonly accelerations: readonly Sample[];
  /** The accelerated txids (200), by user index. */
  readonly accelerated: ReadonlyMap<number, readonly string[]>;
  /** Candidates left over, for the race. */
  readonly unused: readonly string[];
}

/** Every user accelerates `perUser` distinct `candidates`, each at its estimate's 1x option. */
export async function accelerateAll(users: readonly BenchUser[], candidates: readonly string[], perUser: number): Promise<Accelerations> {
  const queue = [...candidates];
  const estimates: Sample[] = [];
  const accelerations: Sample[] = [];
  const accelerated = new Map<number, string[]>();
  const jobs = Array.from({ length: users.length * perUser }, (_, i) => i % users.length);
  await inParallel(jobs, CONCURRENCY, async (userIndex) => {
    const user = users[userIndex]!;
    for (let tries = 0; tries < MAX_TRIES_PER_ACCELERATION; tries++) {
      const txid = queue.shift();
      if (txid === undefined) throw new Error("Out of waiting transactions to accelerate: raise the mempool's minimum (accelerator.ts).");
      const estimate = await estimateOf(user, txid);
      estimates.push(estimate);
      if (estimate.status !== 200) continue;
      const userBid = (JSON.parse(estimate.body) as EstimateResponse).options[0]!.fee;
      const sample = await user.visitor.send("accelerator/accelerate", { json: { txInput: txid, userBid } });
      accelerations.push(sample);
      if (sample.status === 200) accelerated.set(userIndex, [...(accelerated.get(userIndex) ?? []), txid]);
      return;
    }
  });
  return { estimates, accelerations, accelerated, unused: queue };
}

/** RACE_CALLS accelerations of the first estimable candidate by `user`, all sent at once. */
export async function raceAccelerations(user: BenchUser, candidates: readonly string[]): Promise<{ txid: string; samples: Sample[] }> {
  for (const txid of candidates) {
    const estimate = await estimateOf(user, txid);
    if (estimate.status !== 200) continue;
    const userBid = (JSON.parse(estimate.body) as EstimateResponse).options[0]!.fee;
    const samples = await Promise.all(Array.from({ length: RACE_CALLS }, () => user.visitor.send("accelerator/accelerate", { json: { txInput: txid, userBid } })));
    return { txid, samples };
  }
  throw new Error("No waiting transaction left to race on: raise the mempool's minimum (accelerator.ts).");
}

/**
 * Every user's balance, one read at a time. A signed-in read first settles every running
 * acceleration, whoever's (a devnet lookup each), so this is the funding phase's second read again
 * with the accelerations running.
 */
export async function readBalances(users: readonly BenchUser[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const { visitor } of users) samples.push(await visitor.send("accelerator/balance"));
  return samples;
}

export interface Settlement {
  readonly blockMs: number;
  /** The first history read after the block: it settles every running acceleration. */
  readonly first: Sample;
  readonly second: Sample;
}

/** Mines a block, then `user` reads its history twice. */
export async function settle(origin: string, user: BenchUser, log: (text: string) => void): Promise<Settlement> {
  const block = await stepBlock(origin);
  log(`mined block ${block.height} in ${Math.round(block.ms)} ms`);
  const first = await user.visitor.send("accelerator/history");
  const second = await user.visitor.send("accelerator/history");
  return { blockMs: block.ms, first, second };
}

/** `count` GETs of `paths` in turn, CONCURRENCY at a time, by `user`. */
export async function baselineAll(user: BenchUser, paths: readonly string[], count: number): Promise<Sample[]> {
  return inParallel(Array.from({ length: count }, (_, i) => paths[i % paths.length]!), CONCURRENCY, (path) => user.visitor.fetch(path));
}
