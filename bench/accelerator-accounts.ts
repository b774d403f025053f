/**
 * The accelerator bench's first two phases, one simulated browser per user, one request at a time
 * (each timed alone, not queued behind the others: PBKDF2 runs on the isolate's one thread):
 * - accounts: every user signs up (hashing the password, PBKDF2-SHA256 at 100,000 iterations), then
 *   logs in again (checking it: the same cost);
 * - funding: every user asks for test coins (a devnet payment to its deposit address), one block is
 *   mined, then every user reads its balance twice: the first read finds the confirmed payment and
 *   credits it, the second finds it credited.
 *
 * @example
 * const { users, signup, login } = await signUpUsers(origin, 20);
 * const funding = await fundUsers(origin, users, log);  // { testCoins, blockMs, firstBalance, secondBalance, … }
 */
import type { AccountBalance } from "../shared/services/services-wire.ts";
import { stepBlock } from "./accelerator-devnet.ts";
import { BenchVisitor, type Sample } from "./accelerator-visitor.ts";

/** Long enough for the services' rule (10 to 256 characters). */
const PASSWORD = "bench horse battery staple";
/** Blocks mined after the first before a user's test coins count as lost. */
const MAX_EXTRA_BLOCKS = 4;

export interface BenchUser {
  readonly username: string;
  readonly visitor: BenchVisitor;
}

export interface Accounts {
  readonly users: readonly BenchUser[];
  readonly signup: readonly Sample[];
  readonly login: readonly Sample[];
}

export async function signUpUsers(origin: string, count: number): Promise<Accounts> {
  const users: BenchUser[] = [];
  const signup: Sample[] = [];
  for (let i = 0; i < count; i++) {
    const user = { username: `bench_user_${i}`, visitor: new BenchVisitor(origin, i) };
    signup.push(await user.visitor.send("auth/signup", { json: { username: user.username, password: PASSWORD } }));
    users.push(user);
  }
  const login: Sample[] = [];
  for (const user of users) login.push(await user.visitor.send("auth/login", { json: { username: user.username, password: PASSWORD } }));
  const lost = users.filter((user) => !user.visitor.signedIn).map((user) => user.username);
  if (lost.length > 0) throw new Error(`${lost.join(", ")} had no session after signing up and logging in: see the statuses above.`);
  return { users, signup, login };
}

export interface Funding {
  readonly testCoins: readonly Sample[];
  /** Mining the block that confirms the payments. */
  readonly blockMs: number;
  /** Each user's first balance read after that block (it credits the deposit when confirmed). */
  readonly firstBalance: readonly Sample[];
  /** The read right after it (nothing left to credit). */
  readonly secondBalance: readonly Sample[];
  /** Users whose first read already showed the deposit. */
  readonly creditedAtFirstRead: number;
  /** Blocks mined until every user's deposit was credited (1 when the first block confirmed them all). */
  readonly blocksToCredit: number;
}

export async function fundUsers(origin: string, users: readonly BenchUser[], log: (text: string) => void): Promise<Funding> {
  const testCoins: Sample[] = [];
  for (const { visitor } of users) testCoins.push(await visitor.send("accelerator/test-coins", { json: {} }));
  const block = await stepBlock(origin);
  log(`mined block ${block.height} with the test coins in ${Math.round(block.ms)} ms`);
  const firstBalance: Sample[] = [];
  const secondBalance: Sample[] = [];
  for (const { visitor } of users) {
    firstBalance.push(await visitor.send("accelerator/balance"));
    secondBalance.push(await visitor.send("accelerator/balance"));
  }
  const creditedAtFirstRead = firstBalance.filter(isFunded).length;
  let pending = users.filter((_, i) => !isFunded(secondBalance[i]!));
  let blocks = 1;
  while (pending.length > 0 && blocks <= MAX_EXTRA_BLOCKS) {
    log(`${pending.length} users not credited yet: mining another block`);
    await stepBlock(origin);
    blocks++;
    const balances = await Promise.all(pending.map(({ visitor }) => visitor.send("accelerator/balance")));
    pending = pending.filter((_, i) => !isFunded(balances[i]!));
  }
  if (pending.length > 0) throw new Error(`${pending.map((u) => u.username).join(", ")} were never credited after ${blocks} blocks: are the test coins (POST accelerator/test-coins) answering 200?`);
  return { testCoins, blockMs: block.ms, firstBalance, secondBalance, creditedAtFirstRead, blocksToCredit: blocks };
}

function isFunded(sample: Sample): boolean {
  if (sample.status !== 200) return false;
  return (JSON.parse(sample.body) as AccountBalance).balance > 0;
}
