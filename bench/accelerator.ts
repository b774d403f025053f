/**
 * `npm run bench:accelerator` (issue 14): the accelerator's services API on D1, driven as browsers
 * drive it, ending with one JSON line on stdout (progress goes to stderr).
 *
 * The worker is bundled as `wrangler deploy` bundles it and run in one workerd through Miniflare's
 * API in this process (bench/fanout-hub.ts), with wrangler.toml's bindings: its `DB` is an in-memory
 * D1 that gets migrations/ first (bench/accelerator-d1.ts). The devnet is the fast profile with a
 * day of history on the manual clock, stepped by the bench. Each simulated user is a browser of its
 * own (cookies, the anti-forgery token, an address; bench/accelerator-visitor.ts). Phases, every
 * request timed from sending it to its last body byte (count, p50 and p99 by nearest rank, max,
 * statuses), and workerd's CPU time over each (the devnet's blocks included, waits for arrivals not):
 * 1. accounts: `--users` sign-ups, then as many logins, one at a time (PBKDF2 dominates);
 * 2. funding: test coins for each, a block, then each balance read twice (the first credits);
 * 3. estimates: `--estimates` of waiting transactions, CONCURRENCY at a time;
 * 4. accelerations: two per user at the 1x bid, CONCURRENCY at a time, then RACE_CALLS at once of
 *    one more transaction by one user (1 runs, the rest are duplicates); then each balance read
 *    once more, one at a time, with them running (a signed-in read settles all running ones first);
 * 5. settlement: a block, then that user's first history read (it settles every running
 *    acceleration) and a second;
 * 6. the baseline, in the same run: `--estimates` GETs each of the services' `version` (a route that
 *    touches neither D1 nor the devnet), of `account` (the session read: two D1 queries) and of
 *    `/api/v1/cpfp/{txid}` (one devnet lookup through the edge, never cached in front of the
 *    devnet), CONCURRENCY at a time.
 * Then D1's size and rows, and workerd's resident memory (/proc). Other work on the machine slows
 * every figure alike: the 1-minute load average at the start and the end says how busy it was.
 *
 * Options (`npm run bench:accelerator -- --users 10`): --users (20), --estimates (200), --quick (4
 * users, 40 estimates unless given).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildClient, clientIsBuilt } from "../scripts/dev-server.mjs";
import { fundUsers, signUpUsers } from "./accelerator-accounts.ts";
import { applyMigrations, databaseFigures, runningAccelerations } from "./accelerator-d1.ts";
import { firstBlock, waitingTxids } from "./accelerator-devnet.ts";
import { type PhaseFigures, summarize } from "./accelerator-figures.ts";
import { accelerateAll, baselineAll, CONCURRENCY, estimableTxids, estimateAll, RACE_CALLS, raceAccelerations, readBalances, settle } from "./accelerator-flow.ts";
import type { Sample } from "./accelerator-visitor.ts";
import { bundleWorker, startWorker, workerdPid } from "./fanout-hub.ts";
import { cpuMs, residentBytes } from "./fanout-process.ts";
import { roundMs } from "./ssr-stats.ts";
import { warmNetwork } from "./ssr-warmup.ts";

/** The devnet of the accelerator's workerd tests: the fast profile, a day of history, the manual clock. */
const DEVNET_VARS = { DEVNET_PROFILE: "fast", DEVNET_HISTORY_DAYS: "1", DEVNET_CLOCK: "manual" } as const;
const ACCELERATIONS_PER_USER = 2;
/** Waiting transactions beyond those accelerated: some cannot be (204), and the race needs one more. */
const SPARE_TXIDS = 20;
const MIB = 1_048_576;

interface Settings {
  readonly users: number;
  readonly estimates: number;
  readonly quick: boolean;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      users: { type: "string" },
      estimates: { type: "string" },
      quick: { type: "boolean", default: false },
    },
  });
  const quick = values.quick ?? false;
  const count = (name: string, text: string | undefined, full: number, short: number): number => {
    if (text === undefined) return quick ? short : full;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1; got "${text}".`);
    return value;
  };
  return { users: count("users", values.users, 20, 4), estimates: count("estimates", values.estimates, 200, 40), quick };
}

const log = (text: string): void => void process.stderr.write(`accelerator: ${text}\n`);
const describe = (phase: string, f: PhaseFigures): void =>
  log(`${phase}: p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms, max ${f.max_ms} ms, ${f.count} requests, status ${JSON.stringify(f.status)}${f.codes ? `, codes ${JSON.stringify(f.codes)}` : ""}`);
const figures = (phase: string, samples: readonly Sample[]): PhaseFigures => {
  const f = summarize(samples);
  describe(phase, f);
  return f;
};
/** One request's figures: its time and status (and code when refused). */
const single = (sample: Sample) => ({ ms: roundMs(sample.ms), status: sample.status, ...(sample.status >= 400 ? { code: sample.body.trim().slice(0, 60) } : {}) });

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  const settings = readSettings();
  if (!clientIsBuilt()) {
    log("building the client (vite): the worker serves it as assets");
    await buildClient({ stdio: "ignore" });
  }
  const tmp = mkdtempSync(join(tmpdir(), "blocktide-bench-accelerator-"));
  try {
    log("bundling the worker (wrangler deploy --dry-run)");
    const bundle = bundleWorker(join(tmp, "worker"));
    const runtime = await startWorker(bundle, { vars: DEVNET_VARS });
    try {
      const origin = runtime.url;
      const pid = workerdPid();
      const db = await runtime.d1("DB");
      const migrations = await applyMigrations(db);
      log(`applied ${migrations.join(", ")}; seeding the devnet`);
      await warmNetwork(origin);
      await firstBlock(origin);

      // workerd's CPU time over each phase: where the isolate (and the devnet's objects) spent it.
      const cpu: Record<string, number> = {};
      let cpuMark = cpuMs(pid);
      const phaseDone = (phase: string): void => {
        const now = cpuMs(pid);
        cpu[phase] = Math.round(now - cpuMark);
        cpuMark = now;
      };

      log(`phase 1: ${settings.users} sign-ups, then as many logins`);
      const accounts = await signUpUsers(origin, settings.users);
      const { users } = accounts;
      const signup = figures("sign-up", accounts.signup);
      const login = figures("login", accounts.login);
      phaseDone("accounts");

      log("phase 2: test coins, a block, balances");
      const funding = await fundUsers(origin, users, log);
      const testCoins = figures("test coins", funding.testCoins);
      const firstBalance = figures("first balance (credits)", funding.firstBalance);
      const secondBalance = figures("second balance", funding.secondBalance);
      phaseDone("funding");

      const wanted = settings.users * ACCELERATIONS_PER_USER + SPARE_TXIDS;
      const txids = await waitingTxids(origin, wanted, log);
      cpuMark = cpuMs(pid);
      log(`phase 3: ${settings.estimates} estimates of ${txids.length} waiting transactions, ${CONCURRENCY} at a time`);
      const estimateSamples = await estimateAll(users, txids, settings.estimates);
      const estimates = figures("estimate", estimateSamples);
      phaseDone("estimates");

      log(`phase 4: ${ACCELERATIONS_PER_USER} accelerations per user, ${CONCURRENCY} at a time; then ${RACE_CALLS} at once of one transaction`);
      const candidates = estimableTxids(txids, estimateSamples);
      const run = await accelerateAll(users, candidates, ACCELERATIONS_PER_USER);
      const accelerateEstimates = figures("estimate before accelerating", run.estimates);
      const accelerations = figures("accelerate", run.accelerations);
      const racer = users[0]!;
      const race = await raceAccelerations(racer, run.unused);
      const raceFigures = figures(`accelerate ×${RACE_CALLS} at once`, race.samples);
      phaseDone("accelerations");
      const running = await runningAccelerations(db);
      cpuMark = cpuMs(pid);
      const balanceWhileRunning = figures(`balance with ${running} running`, await readBalances(users));
      phaseDone("balances_while_running");

      log(`phase 5: a block, then ${racer.username}'s history settles ${running} running accelerations`);
      const settlement = await settle(origin, racer, log);
      log(`history: first ${roundMs(settlement.first.ms)} ms (${settlement.first.status}), second ${roundMs(settlement.second.ms)} ms (${settlement.second.status})`);
      const leftRunning = await runningAccelerations(db);
      phaseDone("settlement");

      log(`phase 6 (baseline): ${settings.estimates} GETs each of the services' version, the account and a transaction's CPFP data, ${CONCURRENCY} at a time`);
      const baselineTxids = await waitingTxids(origin, Math.min(wanted, settings.estimates), log);
      cpuMark = cpuMs(pid);
      const version = figures("version", await baselineAll(racer, ["/api/v1/services/version"], settings.estimates));
      phaseDone("baseline_version");
      const account = figures("account", await baselineAll(racer, ["/api/v1/services/account"], settings.estimates));
      phaseDone("baseline_account");
      const cpfp = figures("cpfp", await baselineAll(racer, baselineTxids.map((txid) => `/api/v1/cpfp/${txid}`), settings.estimates));
      phaseDone("baseline_cpfp");

      const d1 = await databaseFigures(db);
      const rssBytes = residentBytes(pid);
      log(`D1 ${(d1.bytes / 1024).toFixed(0)} KiB, workerd RSS ${(rssBytes / MIB).toFixed(1)} MiB`);
      const line = {
        bench: "accelerator",
        quick: settings.quick,
        via: "workerd-direct",
        users: settings.users,
        concurrency: CONCURRENCY,
        accounts: { signup, login },
        funding: {
          test_coins: testCoins,
          block_ms: roundMs(funding.blockMs),
          balance_first: firstBalance,
          balance_second: secondBalance,
          credited_at_first_read: funding.creditedAtFirstRead,
          blocks_to_credit: funding.blocksToCredit,
        },
        estimates: { ...estimates, waiting_txs: txids.length, distinct_txs: Math.min(txids.length, settings.estimates), estimable: candidates.length },
        accelerations: {
          estimate: accelerateEstimates,
          accelerate: accelerations,
          accelerated: [...run.accelerated.values()].reduce((sum, list) => sum + list.length, 0),
          race: { ...raceFigures, calls: RACE_CALLS, accepted: race.samples.filter((s) => s.status === 200).length, duplicated: race.samples.filter((s) => s.body.trim() === "acceleration_duplicated").length },
          balance_while_running: { ...balanceWhileRunning, running },
        },
        settlement: { block_ms: roundMs(settlement.blockMs), running_before: running, running_after: leftRunning, history_first: single(settlement.first), history_second: single(settlement.second) },
        baseline: { version, account, cpfp },
        workerd_cpu_ms: cpu,
        d1: { bytes: d1.bytes, rows: d1.rows, accelerations: d1.accelerations },
        workerd_rss_mib: Math.round((rssBytes / MIB) * 10) / 10,
        devnet: DEVNET_VARS,
        load_avg_1m: { start: Math.round(loadAtStart * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100, cores: availableParallelism() },
        wall_s: Math.round((performance.now() - started) / 1000),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } finally {
      await runtime.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
