/**
 * A simulated day of the default (mainnet) profile (BENCH_DEVNET_DAY_HOURS, 24 by default), fast-forwarded: the network is advanced in
 * one-minute steps, never waiting on the wall clock. Reports block fill and transaction counts, the
 * projected mempool's depth in blocks, the next block's median fee, the CPU the simulation took per
 * simulated hour (plus the projected-block rebuild the object does each second while watched,
 * timed on a sample of states) and the heap's growth over the day, after as long a day to warm up.
 */
import { performance } from "node:perf_hooks";
import { BLOCK_WEIGHT_UNITS } from "../shared/types/units.ts";
import { DevnetNetwork } from "../durable-objects/devnet/state/devnet-network.ts";
import { DEFAULT_DEVNET_SETTINGS, settingsForChain } from "../durable-objects/devnet/state/devnet-settings.ts";
import { NetworkViews } from "../durable-objects/devnet/views/devnet-views.ts";
import { templateOf } from "../durable-objects/devnet/state/mempool-template.ts";
import { heapMb } from "./heap.ts";

const STEP_SECONDS = 60;
const SAMPLE_EVERY_STEPS = 10;

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface DayFigures {
  readonly day_seed_ms: number;
  readonly day_seed_blocks_full: number;
  readonly day_blocks: number;
  readonly day_fill_p10: number;
  readonly day_fill_p50: number;
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
  readonly day_heap_growth_pct: number;
}

/** Seeds the default profile at `now`, then runs `hours` simulated hours after as many to warm up. */
export function measureDay(now: number, hours = 24): DayFigures {
  const settings = settingsForChain(DEFAULT_DEVNET_SETTINGS, "mainnet");
  const seedStarted = performance.now();
  const network = DevnetNetwork.seed(settings, now);
  const seedMs = performance.now() - seedStarted;
  const newest = network.chain.tipHeight;
  let seededFull = 0;
  for (let height = newest - settings.fullHistoryBlocks + 1; height <= newest; height++) {
    if ((network.chain.blockAt(height)?.weight ?? 0) >= 0.975 * BLOCK_WEIGHT_UNITS) seededFull++;
  }
  const views = new NetworkViews("mainnet");
  // A warm-up day first: the heap grows while caches and the wallet reach their working size.
  let time = now;
  const runDay = (record: boolean) => {
    const fills: number[] = [];
    const txCounts: number[] = [];
    const depths: number[] = [];
    const medians: number[] = [];
    const templateMs: number[] = [];
    let distinct = 0;
    let samples = 0;
    let simMs = 0;
    for (let step = 1; step <= (hours * 3600) / STEP_SECONDS; step++) {
      time += STEP_SECONDS;
      const started = performance.now();
      const events = network.advanceTo(time);
      simMs += performance.now() - started;
      if (!record) continue;
      for (const event of events) {
        if (event.type !== "block") continue;
        fills.push(event.block.weight / BLOCK_WEIGHT_UNITS);
        txCounts.push(event.block.txids.length);
      }
      if (step % SAMPLE_EVERY_STEPS !== 0) continue;
      const built = performance.now();
      templateOf(network.mempool, {});
      templateMs.push(performance.now() - built);
      const snapshot = views.of(network).mempool();
      depths.push(Math.ceil(network.mempool.vsize / (BLOCK_WEIGHT_UNITS / 4)));
      medians.push(snapshot.blocks[0]?.medianFee ?? 0);
      const fees = views.of(network).fees({ precise: true });
      const levels = new Set([fees.fastestFee, fees.halfHourFee, fees.hourFee, fees.economyFee, fees.minimumFee]);
      if (levels.size === 5) distinct++;
      samples++;
    }
    return { fills, txCounts, depths, medians, templateMs, distinct, samples, simMs };
  };
  runDay(false);
  const heapBefore = heapMb();
  const day = runDay(true);
  const heapAfter = heapMb();
  const templateMsP50 = quantile(day.templateMs, 0.5);
  const simMsPerHour = day.simMs / hours;
  // While a socket is open the object rebuilds the projection once a second when the mempool moved.
  const cpuMsPerHour = simMsPerHour + templateMsP50 * 3_600;
  return {
    day_seed_ms: Math.round(seedMs),
    day_seed_blocks_full: seededFull,
    day_blocks: day.fills.length,
    day_fill_p10: round(quantile(day.fills, 0.1), 3),
    day_fill_p50: round(quantile(day.fills, 0.5), 3),
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
    day_heap_growth_pct: round(((heapAfter - heapBefore) / heapBefore) * 100, 1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(measureDay(Number(process.env.BENCH_NOW ?? 1_763_700_000), Number(process.env.BENCH_DEVNET_DAY_HOURS ?? 24))));
}
