/**
 * Drives the devnet of a dev server whose clock is manual (DEVNET_CLOCK = "manual", as
 * global-setup.ts and isolated-dev-server.ts start it): a test steps the chain through
 * `POST /api/v1/devnet/clock` instead of waiting for a wall-clock block, then waits only for the
 * page to show what it stepped. Arrivals stay random, so a test that needs waiting transactions
 * steps until there are some.
 *
 * @example
 * const mined = await mineBlocks(baseURL, 1);       // { time, height }: the next block, announced live
 * const txid = await waitingTransaction(baseURL);   // the newest waiting transaction
 */
import { apiJson } from "./page-helpers.ts";
import { RATE_LIMITS_OFF } from "../../worker/rate-limit.ts";

/** The devnet's clock after a step: unix seconds, and the tip's height. */
export interface DevnetClock {
  readonly time: number;
  readonly height: number;
}

/** The network's prefix in the explorer's paths: "" is mainnet. */
export type NetworkPrefix = "" | "/testnet" | "/signet";

export const NETWORK_PREFIXES: readonly NetworkPrefix[] = ["", "/testnet", "/signet"];

/**
 * The devnet every browser test's dev server runs: the fast profile, on a clock the tests step; and
 * no rate limits, since every test's browser is the one address 127.0.0.1.
 */
export const TEST_DEVNET_VARS = { DEVNET_PROFILE: "fast", DEVNET_CLOCK: "manual", ...RATE_LIMITS_OFF } as const;

/** A step of seconds that lets a few dozen transactions arrive in the fast profile (3 tx/s). */
const ARRIVAL_STEP_SECONDS = 10;
/** Steps of arrivals before a test gives up: a block may take everything, but not this often. */
const MAX_ARRIVAL_STEPS = 20;

/** Runs the devnet at full traffic until its next `blocks` blocks are found. */
export const mineBlocks = (baseURL: string, blocks: number, network: NetworkPrefix = ""): Promise<DevnetClock> => step(baseURL, { blocks }, network);

/** Moves the devnet's clock `seconds` ahead: transactions arrive, and any block due meanwhile is mined. */
export const passSeconds = (baseURL: string, seconds: number, network: NetworkPrefix = ""): Promise<DevnetClock> => step(baseURL, { seconds }, network);

/**
 * Steps seconds until at least `minimum` transactions wait, and returns the newest one's txid.
 * Asks nothing of the clock when they already do.
 */
export async function waitingTransaction(baseURL: string, { minimum = 1, network = "" }: { minimum?: number; network?: NetworkPrefix } = {}): Promise<string> {
  for (let steps = 0; ; steps++) {
    const [{ count }, [newest]] = await Promise.all([
      apiJson<{ count: number }>(baseURL, `${network}/api/mempool`),
      apiJson<{ txid: string }[]>(baseURL, `${network}/api/mempool/recent`),
    ]);
    if (count >= minimum && newest !== undefined) return newest.txid;
    if (steps === MAX_ARRIVAL_STEPS) throw new Error(`Fewer than ${minimum} transactions waited after ${steps * ARRIVAL_STEP_SECONDS} stepped seconds.`);
    await passSeconds(baseURL, ARRIVAL_STEP_SECONDS, network);
  }
}

/**
 * Lets at least `minimum` transactions wait, then mines the next block, which takes nearly all of
 * them (pools leave a few out, and add their own): a block with something to show.
 */
export async function mineBusyBlock(baseURL: string, minimum: number, network: NetworkPrefix = ""): Promise<DevnetClock> {
  await waitingTransaction(baseURL, { minimum, network });
  return mineBlocks(baseURL, 1, network);
}

async function step(baseURL: string, body: { blocks: number } | { seconds: number }, network: NetworkPrefix): Promise<DevnetClock> {
  const response = await fetch(`${baseURL}${network}/api/v1/devnet/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`Stepping the devnet's clock by ${JSON.stringify(body)} answered ${response.status}: ${await response.text()} (is the dev server's DEVNET_CLOCK "manual"?)`);
  }
  return (await response.json()) as DevnetClock;
}

/**
 * Steps seconds until the devnet has seen a replacement (its users replace some of their
 * transactions), so the latest replacements have a row. Asks nothing of the clock when it has.
 */
export async function seenReplacement(baseURL: string, network: NetworkPrefix = ""): Promise<void> {
  for (let steps = 0; ; steps++) {
    const trees = await apiJson<unknown[]>(baseURL, `${network}/api/v1/replacements`);
    if (trees.length > 0) return;
    if (steps === MAX_ARRIVAL_STEPS) throw new Error(`No replacement after ${steps * ARRIVAL_STEP_SECONDS} stepped seconds.`);
    await passSeconds(baseURL, ARRIVAL_STEP_SECONDS, network);
  }
}
