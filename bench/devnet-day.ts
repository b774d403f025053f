/**
 * A simulated day of the default (mainnet) profile, fast-forwarded: the network is advanced in
 * one-minute steps, never waiting on the wall clock, with its settled transactions saved to a
 * storage stand-in each step as the Durable Object saves them. Reports block fill and transaction
 * counts, the projected mempool's depth in blocks, the next block's median fee, the CPU the
 * simulation took per simulated hour (plus the projected-block rebuild the object does each second
 * while watched, timed on a sample of states), the heap's growth from day to day after a first day,
 * and the first start's seeding time.
 *
 * Three child processes run the same deterministic network: through the warm-up day only, through
 * the warm-up and the measured day, and through one day more, so the heap is read at the same time
 * of day after days 1, 2 and 3. Each drops its network at the end and measures the heap with and
 * without it, so the storage stand-in's records (SQLite on disk in the object) are not counted as
 * the network's. Most of that heap is what waits in the mempool, whose depth follows the day's
 * rhythm within -maxmempool, so one reading says more about the hour than about growth: each run
 * also lets its waiting transactions go before dropping the network, and the heap without them is
 * what the per-day growth (`day_heap_growth_per_day_pct`, day 1 to day 3) is reckoned on.
 *
 * @example
 * await measureDay(1_763_700_000, 24); // { day_fill_p50: 0.99, day_heap_growth_per_day_pct: 0.4, … }
 */
import { execFile } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { BLOCK_WEIGHT_UNITS } from "../shared/types/units.ts";
import { DevnetNetwork } from "../durable-objects/devnet/state/devnet-network.ts";
import { DEFAULT_DEVNET_SETTINGS, settingsForChain } from "../durable-objects/devnet/state/devnet-settings.ts";
import { MemorySettledStore } from "../durable-objects/devnet/state/memory-settled-store.ts";
import { NetworkViews } from "../durable-objects/devnet/views/devnet-views.ts";
import { templateOf } from "../durable-objects/devnet/state/mempool-template.ts";
import { heapMb } from "./heap.ts";

const STEP_SECONDS = 60;
const SAMPLE_EVERY_STEPS = 10;
const RUN_FLAG = "--devnet-day-run";
const CHILD_HEAP_MB = 12_288;
/** A full block, as mainnet's are whenever more than a block waits: at least 3.9 MWU of 4. */
const FULL_BLOCK_FILL = 0.975;

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface DayFigures {
  readonly day_seed_ms: number;
  readonly day_seed_light_ms: number;
  readonly day_seed_blocks_full: number;
  readonly day_blocks: number;
  readonly day_fill_p10: number;
  readonly day_fill_p50: number;
  readonly day_backlogged_blocks: number;
  readonly day_backlogged_fill_p10: number;
  /** Share of the blocks mined with more than a block waiting that are full: at least 3.9 MWU. */
  readonly day_backlogged_full_share: number;
  readonly day_backlogged_fill_min: number;
  readonly day_txs_per_block_p50: number;
  readonly day_projected_blocks_min: number;
  readonly day_projected_blocks_p50: number;
  readonly day_projected_blocks_max: number;
  readonly day_next_block_median_fee_p10: number;
  readonly day_next_block_median_fee_p50: number;
  readonly day_next_block_median_fee_p90: number;
  readonly day_distinct_fee_levels_share: number;
  readonly day_sim_cpu_ms_per_hour: number;
  readonly day_template_ms_p50: number;
  readonly day_cpu_share_of_core: number;
  /** The network's heap (its views included) after day 1 (the warm-up), 2 (the measured day) and 3. */
  readonly day_network_heap_mb_after_warmup: number;
  readonly day_network_heap_mb_after_day: number;
  readonly day_network_heap_mb_after_day3: number;
  /** Day 2's reading over day 1's, mempool and all: mostly how deep the mempool happens to be. */
  readonly day_heap_growth_pct: number;
  /** The same readings without the transactions waiting in the mempool (and without the views). */
  readonly day_network_heap_less_mempool_mb_after_warmup: number;
  readonly day_network_heap_less_mempool_mb_after_day: number;
  readonly day_network_heap_less_mempool_mb_after_day3: number;
  /** The issue's figure: growth per day of the heap without the mempool, day 1 to day 3, over day 1's. */
  readonly day_heap_growth_per_day_pct: number;
  readonly day_mempool_txs_after_warmup: number;
  readonly day_mempool_txs_after_day: number;
  readonly day_mempool_txs_after_day3: number;
  /** The heap of the waiting transactions, with the views that project them, at each reading. */
  readonly day_mempool_heap_mb_after_warmup: number;
  readonly day_mempool_heap_mb_after_day: number;
  readonly day_mempool_heap_mb_after_day3: number;
}

interface Recorded {
  fills: number[];
  /** Fill of the blocks mined while the mempool held more than a block (the "full" rule). */
  backloggedFills: number[];
  txCounts: number[];
  depths: number[];
  medians: number[];
  templateMs: number[];
  distinct: number;
  samples: number;
  simMs: number;
}

/** What a run leaves to be measured; only this object holds them, so clearing a field frees it. */
interface Held {
  network?: DevnetNetwork;
  views?: NetworkViews;
}

type Simulated = Pick<RunResult, "seedMs" | "seedLightMs" | "seededFull" | "day">;

interface RunResult {
  readonly seedMs: number;
  readonly seedLightMs: number;
  readonly seededFull: number;
  readonly networkHeapMb: number;
  /** The network's heap once its waiting transactions and its views are gone. */
  readonly lessMempoolHeapMb: number;
  readonly mempoolTxs: number;
  readonly day?: Recorded;
}

/**
 * Lets every waiting transaction go at once, as no network would: only to read what the rest of
 * the network holds, right before it is dropped.
 */
function dropWaiting(held: Held): void {
  const network = held.network!;
  const waiting = [...network.mempool.entries()].map((entry) => entry.txid);
  network.mempool.removeWithDescendants(waiting);
  for (const txid of waiting) network.chain.forgetTx(txid);
  // The template builder's cache lets go of departed entries at its next build.
  templateOf(network.mempool, {});
}

const mempoolSizeOf = (held: Held): number => held.network!.mempool.size;

/**
 * Seeds at `now`, runs `warmupHours`, then records `dayHours` (none when 0), then runs `afterHours`
 * more; in this process.
 */
function run(now: number, warmupHours: number, dayHours: number, afterHours: number): RunResult {
  // The network is reached only through `held` here and only in other functions' frames: a frame
  // still running may keep a value it once loaded, and so the whole network, from the collector.
  const held: Held = {};
  const store = new MemorySettledStore();
  const simulated = simulate(held, store, now, warmupHours, dayHours, afterHours);
  const withNetwork = heapMb();
  const mempoolTxs = mempoolSizeOf(held);
  // The views hold the network they last described, and the projection of what waits.
  held.views = undefined;
  dropWaiting(held);
  const lessMempool = heapMb();
  held.network = undefined;
  const storeOnly = heapMb();
  return { ...simulated, networkHeapMb: withNetwork - storeOnly, lessMempoolHeapMb: lessMempool - storeOnly, mempoolTxs };
}

/** The run itself (see `run`), saving to `store` as the Durable Object saves; leaves the network and its views in `held`. */
function simulate(held: Held, store: MemorySettledStore, now: number, warmupHours: number, dayHours: number, afterHours: number): Simulated {
  const settings = settingsForChain(DEFAULT_DEVNET_SETTINGS, "mainnet");
  const seedStarted = performance.now();
  const network = DevnetNetwork.startSeeding(settings, now);
  const seedLightMs = performance.now() - seedStarted;
  while (network.seeding) network.continueSeeding(Number.POSITIVE_INFINITY);
  const seedMs = performance.now() - seedStarted;
  const newest = network.chain.tipHeight;
  let seededFull = 0;
  for (let height = newest - settings.fullHistoryBlocks + 1; height <= newest; height++) {
    if ((network.chain.blockAt(height)?.weight ?? 0) >= 0.975 * BLOCK_WEIGHT_UNITS) seededFull++;
  }
  const views = new NetworkViews("mainnet");
  let time = now;
  const advance = (hours: number, record?: Recorded) => {
    for (let step = 1; step <= (hours * 3600) / STEP_SECONDS; step++) {
      time += STEP_SECONDS;
      const backlogged = network.mempool.vsize > BLOCK_WEIGHT_UNITS / 4;
      const started = performance.now();
      const events = network.advanceTo(time);
      store.save(network);
      if (!record) continue;
      record.simMs += performance.now() - started;
      for (const event of events) {
        if (event.type !== "block") continue;
        record.fills.push(event.block.weight / BLOCK_WEIGHT_UNITS);
        if (backlogged) record.backloggedFills.push(event.block.weight / BLOCK_WEIGHT_UNITS);
        record.txCounts.push(event.block.txids.length);
      }
      if (step % SAMPLE_EVERY_STEPS !== 0) continue;
      const built = performance.now();
      templateOf(network.mempool, {});
      record.templateMs.push(performance.now() - built);
      const view = views.of(network);
      record.depths.push(Math.ceil(network.mempool.vsize / (BLOCK_WEIGHT_UNITS / 4)));
      record.medians.push(view.mempool().blocks[0]?.medianFee ?? 0);
      const fees = view.fees({ precise: true });
      if (new Set([fees.fastestFee, fees.halfHourFee, fees.hourFee, fees.economyFee, fees.minimumFee]).size === 5) record.distinct++;
      record.samples++;
    }
  };
  advance(warmupHours);
  let day: Recorded | undefined;
  if (dayHours > 0) {
    day = { fills: [], backloggedFills: [], txCounts: [], depths: [], medians: [], templateMs: [], distinct: 0, samples: 0, simMs: 0 };
    advance(dayHours, day);
  }
  advance(afterHours);
  held.network = network;
  held.views = views;
  return { seedMs, seedLightMs, seededFull, ...(day ? { day } : {}) };
}

async function runInChild(now: number, warmupHours: number, dayHours: number, afterHours = 0): Promise<RunResult> {
  // The storage stand-in keeps three days of records in this heap (gigabytes); the object's are on disk.
  const args = [...process.execArgv, `--max-old-space-size=${CHILD_HEAP_MB}`, fileURLToPath(import.meta.url), RUN_FLAG, String(now), String(warmupHours), String(dayHours), String(afterHours)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1_048_576 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as RunResult;
}

/** The day's figures: a warm-up day, then `hours` measured (see the module comment). */
export async function measureDay(now: number, hours = 24): Promise<DayFigures> {
  // Two at a time, so the measured day's timings share no core: the warm-up-only run follows it.
  const thirdRun = runInChild(now, hours, 0, 2 * hours);
  const full = await runInChild(now, hours, hours);
  const warm = await runInChild(now, hours, 0);
  const third = await thirdRun;
  const day = full.day!;
  const templateMsP50 = quantile(day.templateMs, 0.5);
  const simMsPerHour = day.simMs / hours;
  // While a socket is open the object rebuilds the projection once a second when the mempool moved.
  const cpuMsPerHour = simMsPerHour + templateMsP50 * 3_600;
  return {
    day_seed_ms: Math.round(full.seedMs),
    day_seed_light_ms: Math.round(full.seedLightMs),
    day_seed_blocks_full: full.seededFull,
    day_blocks: day.fills.length,
    day_fill_p10: round(quantile(day.fills, 0.1), 3),
    day_fill_p50: round(quantile(day.fills, 0.5), 3),
    day_backlogged_blocks: day.backloggedFills.length,
    day_backlogged_fill_p10: round(quantile(day.backloggedFills, 0.1), 3),
    day_backlogged_full_share: round(day.backloggedFills.filter((fill) => fill >= FULL_BLOCK_FILL).length / Math.max(1, day.backloggedFills.length), 3),
    day_backlogged_fill_min: round(Math.min(...day.backloggedFills), 3),
    day_txs_per_block_p50: quantile(day.txCounts, 0.5),
    day_projected_blocks_min: Math.min(...day.depths),
    day_projected_blocks_p50: quantile(day.depths, 0.5),
    day_projected_blocks_max: Math.max(...day.depths),
    day_next_block_median_fee_p10: round(quantile(day.medians, 0.1)),
    day_next_block_median_fee_p50: round(quantile(day.medians, 0.5)),
    day_next_block_median_fee_p90: round(quantile(day.medians, 0.9)),
    day_distinct_fee_levels_share: round(day.distinct / Math.max(1, day.samples)),
    day_sim_cpu_ms_per_hour: Math.round(simMsPerHour),
    day_template_ms_p50: round(templateMsP50, 1),
    day_cpu_share_of_core: round(cpuMsPerHour / 3_600_000, 3),
    day_network_heap_mb_after_warmup: round(warm.networkHeapMb, 1),
    day_network_heap_mb_after_day: round(full.networkHeapMb, 1),
    day_network_heap_mb_after_day3: round(third.networkHeapMb, 1),
    day_heap_growth_pct: round(((full.networkHeapMb - warm.networkHeapMb) / warm.networkHeapMb) * 100, 1),
    day_network_heap_less_mempool_mb_after_warmup: round(warm.lessMempoolHeapMb, 1),
    day_network_heap_less_mempool_mb_after_day: round(full.lessMempoolHeapMb, 1),
    day_network_heap_less_mempool_mb_after_day3: round(third.lessMempoolHeapMb, 1),
    day_heap_growth_per_day_pct: round(((third.lessMempoolHeapMb - warm.lessMempoolHeapMb) / 2 / warm.lessMempoolHeapMb) * 100, 1),
    // The mempool's depth at each point: most of the heap is what waits (bounded by -maxmempool).
    day_mempool_txs_after_warmup: warm.mempoolTxs,
    day_mempool_txs_after_day: full.mempoolTxs,
    day_mempool_txs_after_day3: third.mempoolTxs,
    day_mempool_heap_mb_after_warmup: round(warm.networkHeapMb - warm.lessMempoolHeapMb, 1),
    day_mempool_heap_mb_after_day: round(full.networkHeapMb - full.lessMempoolHeapMb, 1),
    day_mempool_heap_mb_after_day3: round(third.networkHeapMb - third.lessMempoolHeapMb, 1),
  };
}

const flag = process.argv.indexOf(RUN_FLAG);
if (flag >= 0) {
  const [now, warmup, day, after] = process.argv.slice(flag + 1, flag + 5).map(Number) as [number, number, number, number];
  console.log(JSON.stringify(run(now, warmup, day, after)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureDay(Number(process.env.BENCH_NOW ?? 1_763_700_000), Number(process.env.BENCH_DEVNET_DAY_HOURS ?? 24))));
}
